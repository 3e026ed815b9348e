"""`serve --allow-host` takes only a name a Host header can carry (session 24): a name
with a newline, a space, a port or a scheme was taken and silently never matched any
request. It is refused in one line, exit 2, before anything is served."""

from __future__ import annotations

from pathlib import Path

import pytest

from reverie.worker.web.security import allowed_host_name
from tests.bad_input_support import run_main


@pytest.mark.parametrize("name", ["console\nevil", "console lan", "console.lan:9120",
                                  "http://console.lan", "console.lan/x", "", "   ", "-bad.lan",
                                  "a..b", "kü.lan", "x" * 300, "console\x1b[2J"])
def test_a_name_no_host_header_can_carry_is_refused_before_serving(home: Path, clean_env,
                                                                    monkeypatch, name) -> None:
    served = []
    monkeypatch.setattr("reverie.worker.web.serve", lambda *a, **k: served.append(k))
    code, out, err = run_main(home, "serve", "--port", "0", "--allow-host", "ok.lan",
                              "--allow-host", name)
    assert (code, out, served) == (2, "", []), err
    (error,) = [line for line in err.splitlines() if line.startswith("Error:")]
    assert "--allow-host" in error and "is not a host name" in error, err
    assert "\x1b" not in err and len(err) < 800, err


def test_names_a_host_header_carries_are_kept_as_it_spells_them(home: Path, clean_env,
                                                               monkeypatch) -> None:
    assert allowed_host_name(" Console.LAN ") == "console.lan"
    assert allowed_host_name("xn--k-eha.lan") == "xn--k-eha.lan"
    assert allowed_host_name("192.168.1.9") == "192.168.1.9"
    assert allowed_host_name("[FE80::0:1]") == allowed_host_name("fe80::1") == "[fe80::1]"
    served = []
    monkeypatch.setattr("reverie.worker.web.serve", lambda *a, **k: served.append(k))
    code, _, err = run_main(home, "serve", "--port", "0", "--allow-host", "Console.LAN",
                            "--allow-host", "::1")
    assert code == 0, err
    assert [k["allow_hosts"] for k in served] == [("console.lan", "[::1]")]


def test_a_root_dot_and_an_underscore_are_names_hosts_carry() -> None:
    """review26 R6: a fully qualified name as typed ('reverie.example.com.') and a Docker
    Compose service name ('reverie_web') reach the console in Host headers."""
    assert allowed_host_name("Reverie.Example.COM.") == "reverie.example.com."
    assert allowed_host_name("reverie_web") == "reverie_web"
    for name in (".", "a..", "_"):
        try:
            allowed_host_name(name)
        except ValueError:
            continue
        raise AssertionError(f"{name!r} was taken")


PASSWORD = {"REVERIE_WEB_PASSWORD": "a-long-enough-password"}


@pytest.mark.parametrize("host", ["", "   ", "console\nevil", "console lan", "console\x1b[2J",
                                  "127.0.0.1:9120", "http://127.0.0.1", "x" * 300])
def test_a_listen_address_no_socket_takes_is_refused_before_serving(home: Path, clean_env,
                                                                    monkeypatch, host) -> None:
    """tester18: ``--host ''`` with a password served on every interface and printed the
    URL ``http://:PORT/…``, which no browser opens; a newline in ``--host`` was echoed raw,
    on two lines, by the password refusal and by the listen failure."""
    served = []
    monkeypatch.setattr("reverie.worker.web.serve", lambda *a, **k: served.append(a))
    code, out, err = run_main(home, "serve", "--port", "0", "--host", host, env=PASSWORD)
    assert (code, out, served) == (2, "", []), err
    (error,) = [line for line in err.splitlines() if line.startswith("Error:")]
    assert "--host" in error, err
    assert "\x1b" not in err and "console\nevil" not in err and len(err) < 800, err


@pytest.mark.parametrize("host", ["127.0.0.1", "0.0.0.0", "::", "::1", "localhost",
                                  "console.lan"])
def test_a_listen_address_is_passed_as_given(home: Path, clean_env, monkeypatch, host) -> None:
    served = []
    monkeypatch.setattr("reverie.worker.web.serve", lambda *a, **k: served.append(a))
    code, _, err = run_main(home, "serve", "--port", "0", "--host", host, env=PASSWORD)
    assert code == 0, err
    assert [a[1] for a in served] == [host]


def test_a_bracketed_ipv6_address_is_bound_without_its_brackets(home: Path, clean_env,
                                                                monkeypatch) -> None:
    """review27 R7: '[::1]' (a URL's spelling) passed the check and reached the socket,
    which cannot resolve it."""
    served = []
    monkeypatch.setattr("reverie.worker.web.serve", lambda *a, **k: served.append(a))
    code, _, err = run_main(home, "serve", "--port", "0", "--host", " [::1] ", env=PASSWORD)
    assert code == 0, err
    assert [a[1] for a in served] == ["::1"]
