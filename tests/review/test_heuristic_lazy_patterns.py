"""The offline heuristic's start (issue 27): a model-backed process does not import the rule
tables, and the shape layer's patterns are compiled on first use, each answering as the
pattern ``re.compile`` makes. Imports are checked in fresh interpreters, where
sys.modules is honest."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

from reverie.review.providers.heuristic import lazy_re
from reverie.review.providers.heuristic.disclosure import cutting


def run_python(code: str) -> str:
    ran = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=120)
    assert ran.returncode == 0, ran.stderr
    return ran.stdout.strip()


def test_the_writer_and_dates_a_model_backed_review_uses_leave_the_rule_tables_unimported():
    # review.model_rules imports these for a model's proposals; the package's rule tables
    # and shape layer (~1,000 patterns) are the offline review's alone.
    out = run_python(
        "import sys\n"
        "from reverie.review.providers.heuristic.writing import finish, third_person\n"
        "from reverie.review.providers.heuristic.when import RELATIVE, anchor\n"
        "from reverie.review.providers.heuristic import HeuristicProvider\n"
        "print(sorted(m.rsplit('.', 1)[1] for m in sys.modules if m.startswith("
        "'reverie.review.providers.heuristic.') and m.rsplit('.', 1)[1] in "
        "('extract', 'plan', 'disclosure', 'rules_en', 'rules_zh')))")
    assert out == "[]"


def test_an_offline_review_imports_the_tables_on_first_use():
    out = run_python(
        "import sys\n"
        "from reverie.review.providers.heuristic import propose_operations\n"
        "from reverie.review.review_input import ReviewInput, ReviewMessage\n"
        "before = 'reverie.review.providers.heuristic.extract' in sys.modules\n"
        "ops, _ = propose_operations(ReviewInput(messages=(ReviewMessage(1, 'user',"
        " 'Remember that the staging database is called tern.'),)))\n"
        "print(before, 'reverie.review.providers.heuristic.extract' in sys.modules,"
        " [op['content'] for op in ops])")
    assert out == "False True ['The staging database is called tern.']"


def test_importing_the_shape_layer_compiles_almost_none_of_its_patterns():
    out = run_python(
        "from reverie.review.providers.heuristic import extract, lazy_re\n"
        "print(len(lazy_re.MADE), sum('_compiled' in p.__dict__ for p in lazy_re.MADE))")
    made, compiled = map(int, out.split())
    assert made > 300
    assert compiled <= made // 10, f"{compiled} of {made} compiled at import"


def test_every_lazy_pattern_compiles_as_re_compile_would():
    # A pattern that does not compile fails here, not in a user's review.
    assert len(lazy_re.MADE) > 300
    for lazy in lazy_re.MADE:
        eager = re.compile(lazy.pattern, lazy._flags)
        assert lazy.compiled is lazy.compiled
        assert (lazy.pattern, lazy.flags, lazy.groups, lazy.groupindex) == (
            eager.pattern, eager.flags, eager.groups, eager.groupindex)


def test_a_lazy_pattern_reads_its_source_without_compiling_and_then_answers_as_compiled():
    # made as a module's body makes it (a compile inside a function is the standard one)
    lazy = lazy_re.LazyPattern(r"(?P<who>\w+) (?:moved|went) to (?P<where>[A-Z]\w+)", re.I)
    assert lazy.pattern.startswith("(?P<who>") and "_compiled" not in lazy.__dict__
    eager = re.compile(lazy.pattern, re.I)
    text = "Sam moved to Lisbon and Tom went to oslo."
    assert lazy.search(text).groupdict() == eager.search(text).groupdict()
    assert lazy.match(text).span() == eager.match(text).span()
    assert lazy.fullmatch("Tom went to Oslo").group("where") == "Oslo"
    assert [m.span() for m in lazy.finditer(text)] == [m.span() for m in eager.finditer(text)]
    assert lazy.findall(text) == eager.findall(text)
    assert lazy.sub(r"\g<who> left", text) == eager.sub(r"\g<who> left", text)
    assert lazy.subn("x", text) == eager.subn("x", text)
    assert lazy.split(text) == eager.split(text)
    assert lazy.flags == eager.flags and lazy.compiled.pattern == eager.pattern
    # re.compile of a pattern returns it, as the standard one does
    assert lazy_re.compile(lazy) is lazy and lazy_re.compile(eager) is eager
    assert lazy_re.is_pattern(lazy) and lazy_re.is_pattern(eager) and not lazy_re.is_pattern(len)
    lazy_re.MADE.remove(lazy)   # not the heuristic's: out of the suite's list


def test_a_pattern_that_does_not_compile_fails_on_its_first_use():
    lazy = lazy_re.LazyPattern(r"(?P<open>unclosed")
    try:
        lazy.search("unclosed")
    except re.error as exc:
        assert "missing )" in str(exc)
    else:
        raise AssertionError("an invalid pattern compiled")
    lazy_re.MADE.remove(lazy)   # not the heuristic's: out of the suite's list


def test_the_shape_layer_stands_on_lazy_patterns():
    assert isinstance(cutting._CUT, lazy_re.LazyPattern)
    assert cutting.re is lazy_re and cutting.re.sub is re.sub


def test_the_lazy_modules_compile_their_patterns_at_module_level_only():
    # lazy_re keeps every pattern it makes (MADE): a compile inside a function would add
    # one a call, and pay the deferral's wrapper each time.
    folder = Path(lazy_re.__file__).parent
    # the shape layer's rooms (disclosure/) import it from the folder above
    lazy = [p for p in folder.rglob("*.py")
            if re.search(r"^from \.+ import lazy_re as re\b", p.read_text(encoding="utf-8"), re.M)]
    assert len(lazy) >= 15 and len([p for p in lazy if p.parent.name == "disclosure"]) >= 10
    inside = []
    for path in lazy:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
                inside += [f"{path.name}:{call.lineno}" for call in ast.walk(node)
                           if isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute)
                           and call.func.attr == "compile"]
    assert inside == []
