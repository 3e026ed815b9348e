"""`reverie doctor` names the dead letters a home has.

The README's setup ends at `reverie doctor` ("finds nothing else"). Before, a home whose
every review had failed for good (here: a base_url whose port refuses connections, with no
retries) was "No problems found", exit 0, while `reverie queue` said "failed 5" and those
sessions' reviews were parked until an operator acted. Now doctor has one `jobs` line: how
many, the newest with its error (as the ledger keeps it: the URL's secrets redacted), and
what to do; once the operator drops them, the line goes.
"""

from __future__ import annotations

import json
import socket
from pathlib import Path

from tests.bad_input_support import run_main

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "sessions.jsonl"
SECRET = "hunter2-in-the-url"


def test_doctor_names_dead_letters_and_forgets_them_once_dropped(home: Path, clean_env) -> None:
    env = {**clean_env, "HOME": str(home.parent)}
    with socket.socket() as closed:     # bound, never listening: a connection is refused
        closed.bind(("127.0.0.1", 0))
        port = closed.getsockname()[1]
        assert run_main(home, "ingest", str(EXAMPLES), env=env)[0] == 0
        for key, value in (("auxiliary.background_review.base_url",
                            f"http://user:{SECRET}@127.0.0.1:{port}/v1"),
                           ("auxiliary.background_review.provider", "custom"),
                           # The provider's own retries of a refused connection stop at twice
                           # the timeout (review/engine.py): ~1-3 s a review, not 3.5-7.
                           ("auxiliary.background_review.timeout", "1"),
                           ("reverie.queue.retries", "0")):
            code, _, err = run_main(home, "config", "set", key, value, env=env)
            assert code == 0, err
        code, out, err = run_main(home, "run", "--once", env=env)
        assert code == 1 and "FAILED review" in err, out + err

        code, out, err = run_main(home, "doctor", env=env)
        jobs = [line for line in out.splitlines() if line.startswith("jobs: ")]
        assert code == 1 and len(jobs) == 1, out + err
        assert "job(s) failed and wait for an operator (dead letters)" in jobs[0]
        assert "Cannot reach" in jobs[0] and "queue retry ID" in jobs[0]
        assert SECRET not in out + err

        code, out, _ = run_main(home, "queue", "failed", "--json", env=env)
        for row in json.loads(out):
            assert run_main(home, "queue", "drop", row["id"], env=env)[0] == 0
        code, out, err = run_main(home, "doctor", "--json", env=env)
        assert not [p for p in json.loads(out)["problems"] if p["check"] == "jobs"], out
