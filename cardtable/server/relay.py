"""Handing a connection over to the process of the service that plays its table.

The process a client reached (the entry) opens a WebSocket of its own to that process, shows
it the service's secret, the client's address and, once signed in here, the account, and from
then on carries every frame both ways unchanged. The process playing the table counts the
client's limits by that address and hears it as a connection of its own. When that process
hands the client on again (it asked for a table played by a third), it tells the entry so in a
binary frame, which no client ever sends or receives, and the entry carries the client there
instead; a chain of relays never forms. When the process playing the table goes away, the
entry closes the client's connection without a ``bye``, so that the app comes back by itself
and is handed over to whichever process plays the table then.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import json
import ssl
from dataclasses import dataclass
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from ..net.messages import MAX_BYTES, encode

HANDOVER = "handover"  # a delivery of the hub's that the carrier acts on and never sends
SECRET_HEADER = "X-Cardtable-Relay"
CLIENT_HEADER = "X-Cardtable-Client"
ACCOUNT_HEADER = "X-Cardtable-Account"
OPEN_SECONDS = 5.0
FRAME_LIMIT = 4 * MAX_BYTES


def handover(number: int, address: str, message: dict[str, Any], account: str | None = None
             ) -> tuple[int, dict[str, Any]]:
    """The hub's word that connection ``number`` goes to the process at ``address``,
    ``message`` first, signed in as ``account`` (None: the message signs in there)."""
    return number, {"type": HANDOVER, "address": address, "frame": encode(message),
                    "account": account}


@dataclass(frozen=True)
class Handover:
    """Where a client's connection goes, and what it says there first."""

    address: str
    frame: str
    account: str | None

    @classmethod
    def read(cls, data: dict[str, Any]) -> Handover:
        return cls(str(data["address"]), str(data["frame"]), data.get("account"))

    def plain(self) -> bytes:
        return json.dumps({"address": self.address, "frame": self.frame,
                           "account": self.account}).encode("utf-8")


@dataclass(frozen=True)
class Relayed:
    """A connection another process of the service handed over: whose it is."""

    address: str
    account: str | None


def relayed(socket: ServerConnection, secret: str | None) -> Relayed | None:
    """Who a connection is, when it comes from a process of the service (it shows
    ``secret``); None for a client's own connection."""
    if secret is None or socket.request is None:
        return None
    headers = socket.request.headers
    shown = headers.get(SECRET_HEADER)
    if shown is None or not hmac.compare_digest(shown.encode(), secret.encode()):
        return None
    return Relayed(headers.get(CLIENT_HEADER, ""), headers.get(ACCOUNT_HEADER) or None)


async def relay(client: ServerConnection, address: str, step: Handover, secret: str,
                tls: ssl.SSLContext | None) -> Handover | None:
    """Carry ``client`` to the process ``step`` names, and on to any it is handed to next,
    until either side closes (None); the step whose process could not be reached, if one
    could not."""
    while True:
        headers = {SECRET_HEADER: secret, CLIENT_HEADER: address,
                   **({ACCOUNT_HEADER: step.account} if step.account else {})}
        scheme = "wss" if tls is not None else "ws"
        try:
            upstream = await connect(f"{scheme}://{step.address}/", additional_headers=headers,
                                     open_timeout=OPEN_SECONDS, max_size=FRAME_LIMIT,
                                     ssl=_client_tls() if tls is not None else None)
        except (OSError, InvalidHandshake, TimeoutError):
            return step
        async with upstream:
            with contextlib.suppress(ConnectionClosed):
                await upstream.send(step.frame)
            next_step = await _carry(client, upstream)
        if next_step is None:
            return None
        step = next_step


async def _carry(client: ServerConnection, upstream: ClientConnection) -> Handover | None:
    """Frames both ways until a side closes (None) or the upstream hands the client on."""

    async def down() -> Handover | None:
        with contextlib.suppress(ConnectionClosed):
            async for frame in upstream:
                if isinstance(frame, bytes):
                    return Handover.read(json.loads(frame))
                await client.send(frame)
        return None

    async def up() -> None:
        with contextlib.suppress(ConnectionClosed):
            async for frame in client:
                await upstream.send(frame)

    tasks = [asyncio.ensure_future(down()), asyncio.ensure_future(up())]
    done, pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    for task in pending:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task
    if tasks[1] in done:  # the client went
        return None
    return tasks[0].result()


def _client_tls() -> ssl.SSLContext:
    """TLS to another process: checked against the system's authorities, as a client would."""
    return ssl.create_default_context()
