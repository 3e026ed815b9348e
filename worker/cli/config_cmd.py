"""`reverie config show | get KEY | set KEY VALUE`."""

from __future__ import annotations

import click
import yaml

from reverie.config import ReverieError, Settings, effective_config, get_value, set_value

from .base import cli, echo, emit_json, json_option, pass_settings


@cli.group("config")
def config_group() -> None:
    """Show and change config.yaml (API keys are always redacted)."""


@config_group.command("show")
@json_option
@pass_settings
def show(settings: Settings, as_json: bool) -> None:
    """Print the effective configuration: defaults merged with config.yaml."""
    data = effective_config(settings)
    if as_json:
        emit_json(data)
    else:
        echo(f"# {settings.config_path}")
        echo(yaml.safe_dump(data, sort_keys=False, allow_unicode=True).rstrip())


@config_group.command("get")
@click.argument("key")
@json_option
@pass_settings
def get(settings: Settings, key: str, as_json: bool) -> None:
    """Print one setting, by dotted KEY (e.g. memory.write_approval)."""
    value = get_value(settings, key)
    if as_json:
        emit_json({"key": key, "value": value})
    elif isinstance(value, dict):
        echo(yaml.safe_dump(value, sort_keys=False, allow_unicode=True).rstrip())
    else:
        echo(yaml.safe_dump(value).removesuffix("\n...\n").strip())


# ignore_unknown_options: a VALUE such as -3 is the value, not an option (issue 30: click
# said "No such option '-3'"); validation then says the setting's range.
@config_group.command("set", context_settings={"ignore_unknown_options": True})
@click.argument("key")
@click.argument("value")
@json_option
@pass_settings
def set_(settings: Settings, key: str, value: str, as_json: bool) -> None:
    """Set KEY to VALUE (parsed as YAML: true, 42, text), validate, and save atomically."""
    new = set_value(settings, key, value)
    shown = get_value(new, key)
    warning = _over_new_limit(new, key)
    if as_json:
        emit_json({"key": key, "value": shown, "path": str(new.config_path),
                   **({"warning": warning} if warning else {})})
    else:
        echo(f"{key} = {shown!r} (saved to {new.config_path})")
        if warning:
            echo(f"Warning: {warning}", err=True)


#: The limits a memory file is held to, by the key that sets them.
_LIMIT_KEYS = {"memory.memory_char_limit": "memory", "memory.user_char_limit": "user"}


def _over_new_limit(settings: Settings, key: str) -> str | None:
    """What a new character limit below a file's present size does (a typo of "10" for
    "1000" refused every new entry and staged moving the whole file to the archive, while
    the command said only that the value was saved); None when the file fits."""
    target = _LIMIT_KEYS.get(key.strip().lower())
    if target is None:
        return None
    # Lazy: only a limit's change reads a memory file (other settings load no store, no scanner)
    from reverie.memory.store import MemoryStore
    try:
        used, limit = MemoryStore(settings).usage(target)
    except (OSError, ReverieError):
        return None   # (a file that cannot be read is doctor's finding, not this command's)
    if used <= limit:
        return None
    name = settings.memory_file(target).name
    return (f"{name} holds {used:,} characters, more than the new limit of {limit:,}: new"
            f" entries wait for room, and memory upkeep will stage moving entries to the"
            f" archive until it fits. Set it back with `reverie config set {key} N` if that"
            f" is not what you meant.")
