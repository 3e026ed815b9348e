"""Issue 27: ./dev says what a run cost, so that a CI log can tell the suite's time apart
from the machine's load and say how much of the cores the run left idle.

./dev runs as written, in bash, from a copy in a folder of its own, with a PATH of stubs:
`ruff` passes, and `python` (standing in for pytest) records its arguments, spends some
CPU, writes how much, and fails with a status of its own.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

from tests.test_dev_setup import stub

REPO = Path(__file__).resolve().parents[1]
#: Real tools ./dev uses besides the stubs.
TOOLS = ("bash", "cut", "nproc", "dirname", "env")


def run_dev(tmp_path: Path, workers: str | None) -> tuple[subprocess.CompletedProcess[str], Path]:
    work = tmp_path / "checkout"
    work.mkdir()
    shutil.copy2(REPO / "dev", work / "dev")
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for tool in TOOLS:
        found = shutil.which(tool)
        assert found, tool
        (bin_dir / tool).symlink_to(found)
    stub(bin_dir, "ruff", "exit 0")
    record = tmp_path / "pytest"
    # some CPU of a child of ./dev, then the child's own user CPU as bash's `times` says it
    stub(bin_dir, "python", f'echo "$*" > {record}.args\n'
                            'i=0; while [ $i -lt 200000 ]; do i=$((i + 1)); done\n'
                            f'times > {record}.cpu\nexit 3')
    env = {"PATH": str(bin_dir), "HOME": str(tmp_path), "LANG": "C.UTF-8",
           "TMPDIR": str(tmp_path)}
    if workers is not None:
        env["REVERIE_TEST_WORKERS"] = workers
    done = subprocess.run(["bash", str(work / "dev"), "-k", "some tests"], cwd=work, env=env,
                          capture_output=True, text=True, timeout=120)
    return done, record


def seconds(text: str) -> float:
    minutes, secs = re.fullmatch(r"(\d+)m([\d.]+)s", text).groups()
    return int(minutes) * 60 + float(secs)


def test_the_run_says_its_workers_load_and_cpu_and_keeps_the_tests_status(tmp_path: Path) -> None:
    done, record = run_dev(tmp_path, "3")
    assert done.returncode == 3, done.stderr  # the tests' verdict, not the report's
    assert record.with_suffix(".args").read_text().split() == [
        "-m", "pytest", "-q", "-n", "3", "--dist", "worksteal", "--durations=25", "-k", "some",
        "tests"]
    assert re.search(r"^dev: 3 test workers on \d+ cores; load before: [\d.]+ [\d.]+ [\d.]+$",
                     done.stdout, re.M), done.stdout
    assert re.search(r"^dev: load after: [\d.]+ [\d.]+ [\d.]+$", done.stdout, re.M), done.stdout
    cpu = re.search(r"^dev: (\d+) s of wall, ([\d.]+) s user \+ ([\d.]+) s sys of CPU",
                    done.stderr, re.M)
    assert cpu, done.stderr
    # the CPU said counts the processes ./dev waited for: at least the child's own
    child_user = seconds(record.with_suffix(".cpu").read_text().split()[0])
    assert child_user > 0
    assert float(cpu.group(2)) >= child_user - 0.01


def test_two_workers_unless_told(tmp_path: Path) -> None:
    done, record = run_dev(tmp_path, None)
    assert record.with_suffix(".args").read_text().split()[3:5] == ["-n", "2"]
    assert "dev: 2 test workers on" in done.stdout
