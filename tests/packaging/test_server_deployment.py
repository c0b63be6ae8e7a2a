"""The example deployment of the server (``packaging/server/``) holds together: HAProxy accepts
its configuration, every server process it starts shares PostgreSQL and says where the others
reach it, and its README names each of its files. No container or service is started."""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
from pathlib import Path

import pytest

from .scripts import PACKAGING

SERVER = PACKAGING / "server"
CONFIG = SERVER / "haproxy.cfg"
CERTIFICATE = "/etc/haproxy/cards.pem"
# Debian keeps haproxy in /usr/sbin, which is not on everyone's PATH.
SEARCH_PATH = ":".join([os.environ.get("PATH", ""), "/usr/sbin", "/sbin"])


@pytest.fixture(autouse=True)
def speaker() -> None:
    """This folder's Qt fixtures (conftest.py) stand down here: nothing in this file needs Qt,
    so it also runs without pytest-qt (-p no:pytest-qt)."""


@pytest.fixture(scope="session", autouse=True)
def english_plurals() -> None:
    """As ``speaker``: no translator for a file that loads no Qt."""


def tool(name: str) -> str:
    """The path of a program make test installs (packaging/system-packages.sh test)."""
    found = shutil.which(name, path=SEARCH_PATH)
    assert found, (f"{name} is missing: make test installs it "
                   "(packaging/system-packages.sh test)")
    return found


def services(compose: str) -> dict[str, str]:
    """Each service of a compose file and the text of its block, read by indentation."""
    blocks: dict[str, str] = {}
    name = None
    inside = False
    for line in compose.splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if not line.startswith(" "):
            inside = line.rstrip() == "services:"
            name = None
            continue
        if inside and re.fullmatch(r"  [A-Za-z0-9_.-]+:\s*", line):
            name = line.strip().removesuffix(":")
            blocks[name] = ""
        elif inside and name is not None:
            blocks[name] += line + "\n"
    return blocks


def test_haproxy_accepts_the_configuration(tmp_path: Path) -> None:
    key, cert = tmp_path / "key.pem", tmp_path / "cert.pem"
    made = subprocess.run(
        [tool("openssl"), "req", "-x509", "-newkey", "rsa:2048", "-nodes",
         "-subj", "/CN=cards.example.org", "-days", "1", "-keyout", key, "-out", cert],
        capture_output=True, text=True, timeout=60,
    )
    assert made.returncode == 0, made.stderr
    pem = tmp_path / "cards.pem"
    pem.write_text(cert.read_text() + key.read_text())
    text = CONFIG.read_text(encoding="utf-8")
    assert f"crt {CERTIFICATE}" in text
    config = tmp_path / "haproxy.cfg"
    config.write_text(text.replace(CERTIFICATE, str(pem)))

    run = subprocess.run([tool("haproxy"), "-c", "-f", config],
                         capture_output=True, text=True, timeout=60)
    said = run.stdout + run.stderr
    assert run.returncode == 0, said
    # The processes' names resolve only inside compose's network; any other warning counts.
    warnings = [line for line in said.splitlines()
                if "WARNING" in line and "could not resolve address" not in line]
    assert not warnings, said


def test_the_balancer_passes_long_websockets_to_the_least_loaded_process() -> None:
    lines = [line.split("#")[0].split() for line in CONFIG.read_text().splitlines()]
    settings = {" ".join(words) for words in lines if words}
    assert "mode http" in settings  # the upgrade to WebSocket is followed in HTTP mode
    assert "timeout tunnel 1h" in settings
    assert "balance leastconn" in settings
    assert "bind :443 ssl crt /etc/haproxy/cards.pem" in settings
    servers = [words for words in lines if words[:1] == ["server"]]
    assert len(servers) >= 2
    default = next(words for words in lines if words[:1] == ["default-server"])
    assert "check" in default


def test_every_server_process_of_compose_shares_postgresql() -> None:
    blocks = services((SERVER / "compose.yaml").read_text(encoding="utf-8"))
    servers = {name: block for name, block in blocks.items() if "cardtable-server" in block}
    assert len(servers) >= 2, blocks.keys()
    for name, block in servers.items():
        assert "--db postgresql://" in block or '--db "postgresql://' in block, name
        assert f"--reachable-at {name}:7474" in block, name
        assert "--host 0.0.0.0" in block, name
    assert "db" in blocks and "postgres:15" in blocks["db"]
    assert "haproxy" in blocks and "haproxy:2.6" in blocks["haproxy"]


def test_the_systemd_unit_starts_a_process_sharing_postgresql() -> None:
    unit = (SERVER / "systemd" / "cardtable-server@.service").read_text(encoding="utf-8")
    joined = unit.replace("\\\n", " ")
    start = next(line for line in joined.splitlines() if line.startswith("ExecStart="))
    words = shlex.split(start.removeprefix("ExecStart="))
    assert Path(words[0]).name == "cardtable-server"
    assert any(word.startswith("postgresql://") for word in words), words
    assert words[words.index("--db") + 1].startswith("postgresql://")
    assert "--reachable-at" in words
    assert words[words.index("--port") + 1] == "%i"  # the instance name is the port


def test_the_readme_names_every_file_of_the_folder() -> None:
    readme = (SERVER / "README.md").read_text(encoding="utf-8")
    files = [path.relative_to(SERVER).as_posix() for path in SERVER.rglob("*")
             if path.is_file() and "__pycache__" not in path.parts]
    assert "README.md" in files
    missing = [name for name in files if f"`{name}`" not in readme]
    assert not missing, missing
