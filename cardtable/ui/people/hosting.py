"""A Card Table server run by the app itself, so that friends can sit at a table on this
computer.

It is the same server a club runs (``python -m cardtable.server``), started as a child process
with ``QProcess`` so that the window never waits for it: the server prints one line once it
listens, and that line says the port. The process lives as long as the app, and is stopped
when the app quits (or when the person stops hosting).

The addresses to pass on are read from this machine's own network interfaces; nothing here
looks for anything on the network.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QProcess, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface

from ...storage.paths import data_dir

DEFAULT_PORT = 7474  # the server's own default
HOSTED_DB = "hosted-server.sqlite3"
EVERY_NETWORK = "0.0.0.0"
READY_LINE = re.compile(r"(wss?)://[^\s:]+:(\d+)")


def hosted_db() -> Path:
    """The file the hosted server keeps its accounts and tables in."""
    return data_dir() / HOSTED_DB


def own_addresses() -> list[str]:
    """This machine's addresses, as a friend would type them: IPv4 before IPv6, loopback last
    (it reaches only this machine)."""
    def order(address: QHostAddress) -> tuple[bool, bool]:
        ipv6 = address.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv6Protocol
        return (address.isLoopback(), ipv6)

    found = [a for a in QNetworkInterface.allAddresses()
             if not a.isNull() and not a.toString().startswith("fe80")]
    return [a.toString().split("%")[0] for a in sorted(found, key=order)]


class HostedServer(QObject):
    """The server process; ``ready`` says the address to reach it on this machine, ``failed``
    why it could not start or why it stopped."""

    ready = Signal(str)   # ws://127.0.0.1:PORT, for this app's own link
    failed = Signal(str)

    def __init__(self, host: str = EVERY_NETWORK, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host = host  # the tests host on 127.0.0.1 only
        self.port = 0
        self.url = ""
        self._said = ""
        self._process = QProcess(self)
        self._process.setProcessChannelMode(QProcess.ProcessChannelMode.SeparateChannels)
        self._process.readyReadStandardOutput.connect(self._read)
        self._process.errorOccurred.connect(self._error)
        self._process.finished.connect(self._finished)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop)

    @property
    def running(self) -> bool:
        return self._process.state() != QProcess.ProcessState.NotRunning

    def start(self, port: int, db: Path | None = None) -> None:
        """Start the server on ``port`` (0: any free port) with its file in the data folder."""
        if self.running:
            return
        path = db or hosted_db()
        path.parent.mkdir(parents=True, exist_ok=True)
        self.url, self._said = "", ""
        self._process.start(sys.executable, [
            "-m", "cardtable.server", "--host", self.host, "--port", str(port),
            "--db", str(path), "--with-parent"])  # it ends with the app, even a crashed one

    def stop(self) -> None:
        """Stop the server (its tables are kept in its file for the next time)."""
        if self.running:
            self._process.terminate()
            if not self._process.waitForFinished(5000):
                self._process.kill()
                self._process.waitForFinished(2000)

    def _read(self) -> None:
        self._said += bytes(self._process.readAllStandardOutput().data()).decode(
            "utf-8", "replace")
        found = READY_LINE.search(self._said)
        if found and not self.url:
            self.port = int(found.group(2))
            self.url = f"{found.group(1)}://127.0.0.1:{self.port}"
            self.ready.emit(self.url)

    def _error(self, error: QProcess.ProcessError) -> None:
        if error == QProcess.ProcessError.FailedToStart:
            self.failed.emit(self.tr("The server could not be started: {reason}").format(
                reason=self._process.errorString()))

    def _finished(self, _code: int, _status: QProcess.ExitStatus) -> None:
        words = bytes(self._process.readAllStandardError().data()).decode(
            "utf-8", "replace").strip().splitlines()
        if not self.url:
            self.failed.emit(self.tr("The server stopped before it was ready: {reason}").format(
                reason=words[-1] if words else self.tr("no reason given")))
        self.url = ""
