"""The real Hermes Agent 0.19.0, installed from PyPI into its own venv, for interop tests."""
