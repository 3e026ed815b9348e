"""The scanner's module-level patterns are compiled on first use (issue 27/28: a process's
start compiled ~400 of them, ~0.1 s, before it scanned anything), each answering as
``re.compile`` makes it; the verdicts stay the table's (the scanner's differential and
corpus tests). Imports are checked in a fresh interpreter, where sys.modules is honest."""

from __future__ import annotations

import re
import subprocess
import sys

from reverie.config import lazy_re
from reverie.memory.scan import capability, decode, framing, scanner, secret_context, spread

_LAZY_MODULES = (*framing.ROOMS, *capability.ROOMS, spread, decode, scanner, secret_context)


def test_importing_the_store_compiles_few_of_the_scanners_patterns():
    ran = subprocess.run(
        [sys.executable, "-c",
         "from reverie.memory import store\n"
         "from reverie.config import lazy_re\n"
         "print(len(lazy_re.MADE), sum('_compiled' in p.__dict__ for p in lazy_re.MADE))"],
        capture_output=True, text=True, timeout=120)
    assert ran.returncode == 0, ran.stderr
    made, compiled = map(int, ran.stdout.split())
    assert made > 300
    assert compiled <= made // 10, f"{compiled} of {made} compiled at import"


def test_the_scanners_module_patterns_are_lazy_and_answer_as_compiled():
    lazy = [value for module in _LAZY_MODULES for value in vars(module).values()
            if isinstance(value, lazy_re.LazyPattern)]
    assert len(lazy) > 300
    for pattern in lazy:
        eager = re.compile(pattern.pattern, pattern._flags)
        assert (pattern.pattern, pattern.flags, pattern.groups, pattern.groupindex) == (
            eager.pattern, eager.flags, eager.groups, eager.groupindex)


def test_the_glue_words_read_the_lazy_patterns_too():
    # scanner._glue_words takes the words of every module-level pattern of the readings;
    # it counted compiled patterns only, and a lazy one must count as a pattern.
    words = scanner._glue_words()
    # framing's and capability's readings live in rooms (memory/scan/framing/, capability/):
    # each package's rooms read together, as one module was
    for modules in (framing.ROOMS, capability.ROOMS, (spread,), (secret_context,)):
        lazy = [value for module in modules for value in vars(module).values()
                if isinstance(value, lazy_re.LazyPattern)
                and re.findall(r"[a-z]{2,}", re.sub(r"\\.", " ", value.pattern))]
        assert lazy, modules[0].__name__
        for pattern in lazy:
            assert set(re.findall(r"[a-z]{2,}", re.sub(r"\\.", " ", pattern.pattern))) <= words
