"""Serve a GGUF model with llama.cpp's OpenAI-compatible server (xllamacpp), on 127.0.0.1.

Run with the interpreter of the venv tests/llm/install.py builds:
``python tests/llm/serve.py MODEL.gguf [--threads N] [--ctx N]``. Prints
``listening on http://127.0.0.1:PORT`` once the model is loaded (port 0 picks a free
one) and serves until SIGTERM. One slot: requests queue, as on an operator's small box.
"""

from __future__ import annotations

import argparse
import signal
import threading

import xllamacpp


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("model")
    parser.add_argument("--port", type=int, default=0)
    # One thread by default: on a shared machine llama.cpp's threads spin-wait on each other,
    # and two of them were 20x slower than one under load in our measurements.
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--ctx", type=int, default=8192)
    args = parser.parse_args()

    params = xllamacpp.CommonParams()
    params.model.path = args.model
    params.hostnames = ["127.0.0.1"]
    params.port = args.port
    params.n_ctx = args.ctx
    params.n_parallel = 1
    params.cpuparams.n_threads = args.threads
    params.cpuparams_batch.n_threads = args.threads
    server = xllamacpp.Server(params)  # loads the model, then serves on its own threads

    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    signal.signal(signal.SIGINT, lambda *_: stop.set())
    print(f"listening on {server.listening_address}", flush=True)
    stop.wait()


if __name__ == "__main__":
    main()
