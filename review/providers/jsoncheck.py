"""A small JSON Schema checker for the subset the review schema uses.

``jsonschema`` is only a development dependency, and model replies need checking in
production, so this covers what our schemas use: ``type`` (one or a list), ``enum``,
``properties``, ``required``, ``additionalProperties: false``, ``items``, ``minimum``,
``maximum``, ``minLength``, ``maxLength``, ``minItems``, ``maxItems``, ``anyOf``. Other keywords are
ignored, so a schema using them is checked less strictly, never wrongly rejected.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

_TYPES: dict[str, tuple[type, ...]] = {
    "object": (dict,),
    "array": (list,),
    "string": (str,),
    "number": (int, float),
    "integer": (int,),
    "boolean": (bool,),
    "null": (type(None),),
}


def schema_problems(instance: Any, schema: Mapping[str, Any], path: str = "") -> list[str]:
    """Every way ``instance`` breaks ``schema``, as readable one-liners (empty = valid)."""
    # Most replies are valid: a yes/no walk that builds no message answers them, and the
    # messages are built only for a reply that breaks the schema (issue 27: the check was
    # ~1,000 calls a review, each building its path strings).
    if is_valid(instance, schema):
        return []
    return _problems(instance, schema, path)


def is_valid(instance: Any, schema: Mapping[str, Any]) -> bool:
    """Whether :func:`schema_problems` finds nothing: the same checks, in the same terms,
    stopping at the first one that fails."""
    any_of = schema.get("anyOf")
    if isinstance(any_of, list) and any_of:
        # Valid when the schema's other keywords hold and one branch does. A branch whose
        # enum-valued property the instance holds another value of cannot hold.
        return _plain_valid(instance, schema) and any(
            _enum_misfits(instance, branch) == 0 and is_valid(instance, branch)
            for branch in any_of)
    return _plain_valid(instance, schema)


def _plain_valid(instance: Any, schema: Mapping[str, Any]) -> bool:
    """:func:`is_valid` without ``anyOf`` (the keywords :func:`_problems` checks itself)."""
    expected = schema.get("type")
    if expected is not None:
        if isinstance(expected, str):
            if not _is_type(instance, expected):
                return False
        elif not any(_is_type(instance, name) for name in expected):
            return False
    if "enum" in schema and instance not in schema["enum"]:
        return False
    if _is_number(instance):
        if "minimum" in schema and instance < schema["minimum"]:
            return False
        if "maximum" in schema and instance > schema["maximum"]:
            return False
    if isinstance(instance, str):
        if "minLength" in schema and len(instance) < schema["minLength"]:
            return False
        if "maxLength" in schema and len(instance) > schema["maxLength"]:
            return False
    if isinstance(instance, dict):
        properties: Mapping[str, Any] = schema.get("properties", {})
        for key in schema.get("required", []):
            if key not in instance:
                return False
        closed = schema.get("additionalProperties") is False
        for key, value in instance.items():
            if key in properties:
                if not is_valid(value, properties[key]):
                    return False
            elif closed:
                return False
    if isinstance(instance, list):
        if "minItems" in schema and len(instance) < schema["minItems"]:
            return False
        if "maxItems" in schema and len(instance) > schema["maxItems"]:
            return False
        item_schema = schema.get("items")
        if isinstance(item_schema, Mapping):
            return all(is_valid(item, item_schema) for item in instance)
    return True


def _problems(instance: Any, schema: Mapping[str, Any], path: str = "") -> list[str]:
    where = path or "the reply"
    if isinstance(schema.get("anyOf"), list) and schema["anyOf"]:
        return _any_of_problems(instance, schema, path)
    expected = schema.get("type")
    if expected is not None:
        names = [expected] if isinstance(expected, str) else list(expected)
        if not any(_is_type(instance, name) for name in names):
            return [f"{where} must be {' or '.join(names)}, not {_json_kind(instance)}"]
    problems: list[str] = []
    if "enum" in schema and instance not in schema["enum"]:
        choices = ", ".join(repr(c) for c in schema["enum"])
        problems.append(f"{where} must be one of {choices}, not {instance!r}")
    if _is_number(instance):
        if "minimum" in schema and instance < schema["minimum"]:
            problems.append(f"{where} must be at least {schema['minimum']}, not {instance}")
        if "maximum" in schema and instance > schema["maximum"]:
            problems.append(f"{where} must be at most {schema['maximum']}, not {instance}")
    if isinstance(instance, str):
        if "minLength" in schema and len(instance) < schema["minLength"]:
            problems.append(f"{where} must have at least {schema['minLength']} characters")
        if "maxLength" in schema and len(instance) > schema["maxLength"]:
            problems.append(f"{where} must have at most {schema['maxLength']} characters")
    if isinstance(instance, dict):
        problems += _object_problems(instance, schema, path)
    if isinstance(instance, list):
        if "minItems" in schema and len(instance) < schema["minItems"]:
            problems.append(f"{where} must have at least {schema['minItems']} items")
        if "maxItems" in schema and len(instance) > schema["maxItems"]:
            problems.append(f"{where} must have at most {schema['maxItems']} items")
        item_schema = schema.get("items")
        if isinstance(item_schema, Mapping):
            for i, item in enumerate(instance):
                problems += _problems(item, item_schema, f"{path}[{i}]")
    return problems


def _any_of_problems(instance: Any, schema: Mapping[str, Any], path: str) -> list[str]:
    """Valid when one branch is; otherwise the problems of the branch the instance meant:
    the one whose enum-valued properties it matches (the review's operation branches are
    told apart by ``action``), then the one with the fewest problems.

    The branches are tried the meant one first and the search stops at a valid one: a
    review's operations each match their own ``action`` branch, so the others (and their
    problem messages) are never built (issue 27: the reply check was a tenth of an
    offline review's CPU)."""
    rest = {k: v for k, v in schema.items() if k != "anyOf"}
    problems = _problems(instance, rest, path) if rest else []
    branches = schema["anyOf"]
    wrong = [_enum_misfits(instance, branch) for branch in branches]
    found: dict[int, list[str]] = {}
    for i in sorted(range(len(branches)), key=wrong.__getitem__):
        found[i] = _problems(instance, branches[i], path)
        if not found[i]:
            return problems
    return problems + found[min(range(len(branches)), key=lambda i: (wrong[i], len(found[i])))]


def _enum_misfits(instance: Any, branch: Mapping[str, Any]) -> int:
    """How many of ``branch``'s enum-valued properties ``instance`` holds another value of."""
    if not isinstance(instance, dict):
        return 0
    return sum(1 for key, sub in (branch.get("properties") or {}).items()
               if key in instance and isinstance(sub, Mapping) and "enum" in sub
               and instance[key] not in sub["enum"])


def _object_problems(instance: dict, schema: Mapping[str, Any], path: str) -> list[str]:
    problems = []
    properties: Mapping[str, Any] = schema.get("properties", {})
    for key in schema.get("required", []):
        if key not in instance:
            problems.append(f"{_join(path, key)} is required")
    for key, value in instance.items():
        if key in properties:
            problems += _problems(value, properties[key], _join(path, key))
        elif schema.get("additionalProperties") is False:
            problems.append(f"{_join(path, key)} is not allowed")
    return problems


def _is_type(value: Any, name: str) -> bool:
    if name in ("number", "integer"):
        # bool is an int in Python but not a number in JSON.
        if isinstance(value, bool):
            return False
        if name == "integer" and isinstance(value, float):
            return value.is_integer()
    return isinstance(value, _TYPES.get(name, object))


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _json_kind(value: Any) -> str:
    for name in ("null", "boolean", "integer", "number", "string", "array", "object"):
        if _is_type(value, name):
            return name
    return type(value).__name__


def _join(path: str, key: str) -> str:
    return f"{path}.{key}" if path else key
