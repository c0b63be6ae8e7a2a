"""The server on the network: WebSocket connections carrying the hub's messages, one text frame
a message, with TLS when given a certificate.

Everything runs on one asyncio loop: a connection's frames go to the hub in the order they
come, and what the hub answers is queued for each connection and written by that connection's
own writer, so a slow reader never holds up the others. What costs CPU (computer players,
hints, password hashes) is done in a pool of worker processes, and what it leads to is queued
the same way when it comes back. A clock task wakes the hub when a table
has something timed to do (a seat the computer takes, a move whose time is up).
"""

from __future__ import annotations

import asyncio
import contextlib
import ssl
import sys
import traceback
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from ..net.messages import encode, make
from ..net.thinking import Pool
from .hub import Delivery, Hub
from .relay import FRAME_LIMIT as RELAY_FRAME_LIMIT
from .relay import HANDOVER, Handover, Relayed, relay, relayed

if TYPE_CHECKING:
    from .service import Service

FRAME_LIMIT = RELAY_FRAME_LIMIT
"""A frame over the message limit is answered with an error; one over this is not even read:
the connection is closed (WebSocket's "message too big")."""
TICK_AT_MOST = 0.25  # seconds between looks at the clock when nothing is due sooner


AGAIN_AFTER = 0.5  # seconds before asking again where a table is played, when unreachable
HANDED_ON = object()  # written to a connection's queue: its writer stops, the socket stays open


class Carrier:
    """The hub's messages to and from the sockets; see the module docstring."""

    def __init__(self, hub: Hub, secret: str | None = None,
                 tls: ssl.SSLContext | None = None, patience: float = 0.0,
                 forwarded: bool = False) -> None:
        self.hub = hub
        self.forwarded = forwarded  # a balancer in front names each client (X-Forwarded-For)
        self.patience = patience
        self.secret = secret  # the service's, shown by a process handing a connection over
        self.tls = tls
        self.queues: dict[int, asyncio.Queue[object]] = {}
        self.relayed: dict[int, Relayed] = {}  # connections another process handed over
        self.handovers: dict[int, Handover] = {}  # connections to hand over to another

    def deliver(self, deliveries: list[Delivery]) -> None:
        """Queue each message for its connection (None: close it after what came before)."""
        texts: dict[int, str] = {}
        for number, message in deliveries:
            queue = self.queues.get(number)
            if queue is None:
                continue
            if message is None:
                queue.put_nowait(None)
                continue
            if message["type"] == HANDOVER:
                self._hand_over(number, Handover.read(message), queue)
                continue
            key = id(message)  # one message sent to many is written once
            if key not in texts:
                texts[key] = encode(message)
            queue.put_nowait(texts[key])

    def _hand_over(self, number: int, step: Handover, queue: asyncio.Queue[object]) -> None:
        """The connection goes to another process: the entry process carries it there
        itself; a process it was handed to tells the entry to (a binary frame)."""
        if number in self.relayed:
            queue.put_nowait(step.plain())
            queue.put_nowait(None)
        else:
            self.handovers[number] = step
            queue.put_nowait(HANDED_ON)

    async def handle(self, socket: ServerConnection) -> None:
        """One connection, from its first frame to its end: served here, or carried to the
        process of the service that plays its table. When that process cannot be reached (it
        died, and its lease has not run out yet), the hub is asked again after a pause, until
        another process plays the table, for at most ``patience`` seconds."""
        address = self._client_address(socket)
        origin = relayed(socket, self.secret)
        if origin is not None:
            address = origin.address
        refusal = self.hub.admission(address)
        if refusal is not None:
            with contextlib.suppress(ConnectionClosed):
                await socket.send(encode(make("bye", code=refusal[0], words=refusal[1])))
                await socket.close()
            return
        step = await self._serve(socket, address, origin, None)
        if step is None or self.secret is None:
            return
        loop = asyncio.get_running_loop()
        give_up = loop.time() + self.patience
        while step is not None:
            unreachable = await relay(socket, address, step, self.secret, self.tls)
            if unreachable is None or loop.time() > give_up:
                break
            await asyncio.sleep(AGAIN_AFTER)
            step = await self._serve(socket, address, None, unreachable)
        with contextlib.suppress(ConnectionClosed):
            await socket.close(1012, "moving to another server")  # "restart": come back

    def _client_address(self, socket: ServerConnection) -> str:
        """Where the client is: the socket's other end, or, behind a balancer that says so,
        the address the balancer added last to ``X-Forwarded-For`` (the ones before it are
        the client's word, which anyone can forge)."""
        direct = str(socket.remote_address[0]) if socket.remote_address else ""
        if not self.forwarded or socket.request is None:
            return direct
        said = socket.request.headers.get_all("X-Forwarded-For")
        last = said[-1].rsplit(",", 1)[-1].strip() if said else ""
        return last or direct

    async def _serve(self, socket: ServerConnection, address: str, origin: Relayed | None,
                     again: Handover | None) -> Handover | None:
        """The connection as one of this hub's until it ends (None) or goes to another
        process (where). ``again`` is a handover that could not be made, asked again."""
        number = self.hub.connect(address)
        queue: asyncio.Queue[object] = asyncio.Queue()
        self.queues[number] = queue
        writer = asyncio.create_task(self._write(socket, queue))
        if origin is not None:
            self.relayed[number] = origin
            if origin.account is not None:
                self.hub.handed_over(number, origin.account)
        try:
            if again is not None:
                if again.account is not None:
                    self.hub.handed_over(number, again.account)
                self.deliver(self.hub.receive(number, again.frame))
            if number not in self.handovers:
                async for frame in socket:
                    self.deliver(self.hub.receive(number, frame))
                    if number in self.handovers:
                        break
        except ConnectionClosed:
            pass
        finally:
            self.queues.pop(number, None)
            self.relayed.pop(number, None)
            step = self.handovers.pop(number, None)
            if step is None:
                writer.cancel()
            else:
                await writer  # what was said before goes first
            self.deliver(self.hub.disconnect(number))
        return step

    async def _write(self, socket: ServerConnection, queue: asyncio.Queue[object]) -> None:
        with contextlib.suppress(ConnectionClosed):
            while (text := await queue.get()) is not HANDED_ON:
                if text is None:
                    await socket.close()
                    return
                await socket.send(text)  # type: ignore[arg-type]

    async def keep_time(self) -> None:
        """Tick the hub when a table's deadline comes, looking at the clock at least every
        ``TICK_AT_MOST`` seconds (the seed's windows are counted in seconds)."""
        while True:
            deadline = self.hub.next_deadline()
            wait = TICK_AT_MOST if deadline is None else min(
                TICK_AT_MOST, deadline - self.hub.clock())
            await asyncio.sleep(max(wait, 0.01))
            try:
                self.deliver(self.hub.tick())
            except Exception:  # the clock must go on; what went wrong is said
                traceback.print_exc(file=sys.stderr)


def tls_context(certificate: str, key: str) -> ssl.SSLContext:
    """A server TLS context from a certificate chain and its key (PEM files)."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(certificate, key)
    return context


async def run(hub: Hub, host: str, port: int, tls: ssl.SSLContext | None = None,
              ready: Callable[[str, int], Awaitable[None] | None] | None = None,
              stop: asyncio.Event | None = None, service: Service | None = None,
              forwarded: bool = False) -> None:
    """Serve until ``stop`` is set (or forever); ``ready`` is told the address once listening
    (the port the system chose, when ``port`` is 0). A process of a ``service`` hears the
    others' lobby lines meanwhile. ``forwarded``: a balancer in front says who each client
    is."""
    carrier = Carrier(hub, service.secret if service is not None else None, tls,
                      3 * service.store.lease if service is not None else 0.0, forwarded)
    pool = Pool()
    hub.think_in(pool)
    hub.send_later = carrier.deliver
    async with serve(carrier.handle, host, port, max_size=FRAME_LIMIT, ssl=tls,
                     ping_interval=20, ping_timeout=20) as server:
        bound = next(iter(server.sockets)).getsockname()
        if ready is not None:
            answer = ready(bound[0], bound[1])
            if answer is not None:
                await answer
        clock = asyncio.create_task(carrier.keep_time())
        listening = asyncio.create_task(service.listen(hub)) if service is not None else None
        try:
            await (stop or asyncio.Event()).wait()
        finally:
            clock.cancel()
            if listening is not None:
                listening.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await listening
            pool.close()
