"""Lines of JSON over TCP, on an asyncio loop of their own thread: the frame never waits on the network.

Why plain TCP and not WebSocket: both ends are PyraPack (no browser, no web server between),
so a line-based protocol on the standard library's asyncio does all that is needed with no new
dependency in the app or its stand-alone build, and every limit is ours to set and test
(``docs/network.md``).

``Transport`` listens (the host) or connects (the guest), and reports what happens as items
the frame's thread reads (``poll``): ``("open", conn)``, ``("message", conn, dict)`` (decoded and
checked, ``codec.decode``), ``("bad", conn, ProtocolError)``, ``("closed", conn, reason)``, and
``("listening", None, port)``, ``("listen_failed", None, why)``, ``("failed", None, why)``. It does
what the session asks (``act``). No peer can hang it or fill its memory: a line is at most
``codec.MAX_LINE`` bytes; every read has a timeout (``LIMITS``: a hello must come soon after the
connection, then a message, if only a ping, every few seconds, so a connection gone silent is
seen as lost); a connection reads at most ``rate`` messages a second (more wait: the sender is
slowed down, not served); the items waiting for the frame are bounded; a peer that does not
read what is sent to it is dropped after ``write`` seconds.
"""

import asyncio
import collections
import socket
import threading
from dataclasses import dataclass

from . import codec


@dataclass(frozen=True)
class Limits:
    hello: float = 10.0  #: seconds from a connection to its first message (a host's to its admission)
    read: float = 20.0  #: seconds without a message (pings come every ``ping``) before a connection is lost
    ping: float = 4.0
    write: float = 20.0  #: seconds a message may wait for a peer to read it
    connect: float = 10.0
    rate: float = 100.0  #: messages a second, on average, read from one connection
    burst: int = 200
    waiting: int = 2000  #: items read and not yet taken by the frame, at most
    strangers: int = 8  #: connections not yet admitted (no right hello yet), at most: more are closed at once


LIMITS = Limits()
_CLOSE = object()


class _Conn:
    def __init__(self, writer, limits, admitted):
        self.writer, self.admitted = writer, admitted
        self.out = asyncio.Queue()
        self.tokens, self.last = float(limits.burst), None
        self.done = asyncio.Event()


class Transport:
    def __init__(self, limits=LIMITS):
        self.limits = limits
        self.items = collections.deque()
        self.arrived = threading.Event()  # set when an item arrives (``wait``)
        self._conns, self._servers, self._next = {}, [], 0
        self._loop = asyncio.new_event_loop()
        self._closing = False
        self._thread = threading.Thread(target=self._run, name="pyrapack-network", daemon=True)
        self._thread.start()

    def _run(self):
        asyncio.set_event_loop(self._loop)
        self._loop.run_forever()
        pending = asyncio.all_tasks(self._loop)
        for task in pending:
            task.cancel()
        if pending:
            self._loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
        self._loop.close()

    # -- the frame's side ----------------------------------------------------------------------
    def listen(self, hosts, port):
        """Listen on ``hosts`` (addresses of this computer; ``link.EVERYWHERE``: every one) at
        ``port`` (0: any free one, the same on every address)."""
        self._call(self._listen(tuple(hosts), port))

    def connect(self, host, port):
        self._call(self._connect(host, port))

    def act(self, actions):
        """Do what the session asked: ``("send", conn, message)``, ``("admit", conn)``,
        ``("close", conn, last message or None, delay)``."""
        for action in actions:
            self._loop.call_soon_threadsafe(self._act, action)

    def poll(self):
        """The items read since the last poll, oldest first."""
        self.arrived.clear()
        out = []
        while self.items:
            out.append(self.items.popleft())
        return out

    def wait(self, timeout):
        """Block until an item arrives (tests and tools; the frame polls)."""
        return bool(self.items) or self.arrived.wait(timeout)

    def stop_listening(self):
        self._loop.call_soon_threadsafe(self._stop_listening)

    def close(self):
        """Close every connection and stop the thread, without waiting: messages already asked
        for are sent first, for a second at most (a peer that reads nothing holds up no one)."""
        if not self._closing:
            self._closing = True
            asyncio.run_coroutine_threadsafe(self._shutdown(), self._loop)

    def join(self, timeout):
        """Wait until the thread has stopped (the app's last moments: a ``bye`` gets out)."""
        self._thread.join(timeout)

    def _call(self, coroutine):
        asyncio.run_coroutine_threadsafe(coroutine, self._loop)

    def _post(self, item):
        self.items.append(item)
        self.arrived.set()

    # -- the network's side (the loop's thread) ----------------------------------------------------
    async def _listen(self, hosts, port):
        servers = []
        for host in hosts:
            try:
                servers.append(await asyncio.start_server(self._accepted, host, port, limit=codec.MAX_LINE,
                                                          reuse_address=True, family=_family(host)))
            except OSError as exc:
                why = exc
                continue
            port = servers[-1].sockets[0].getsockname()[1]  # port 0: the others take the same
        if not servers:
            self._post(("listen_failed", None, _why(why)))
            return
        self._servers += servers
        self._post(("listening", None, port))

    def _stop_listening(self):
        for server in self._servers:
            server.close()
        self._servers = []

    async def _accepted(self, reader, writer):
        if sum(not conn.admitted for conn in self._conns.values()) >= self.limits.strangers:
            writer.close()  # a crowd of connections that say nothing: no more of them
            return
        await self._serve(reader, writer, admitted=False)

    async def _connect(self, host, port):
        try:
            reader, writer = await asyncio.wait_for(asyncio.open_connection(host, port, limit=codec.MAX_LINE),
                                                    self.limits.connect)
        except (OSError, asyncio.TimeoutError) as exc:
            self._post(("failed", None, _why(exc)))
            return
        await self._serve(reader, writer, admitted=True)

    async def _serve(self, reader, writer, admitted):
        conn_id = self._next = self._next + 1
        conn = self._conns[conn_id] = _Conn(writer, self.limits, admitted)
        sending = asyncio.ensure_future(self._send_loop(conn_id, conn))
        pinging = asyncio.ensure_future(self._ping_loop(conn))
        self._post(("open", conn_id))
        reason = await self._read_loop(conn_id, conn, reader)
        pinging.cancel()
        if not conn.done.is_set():
            conn.out.put_nowait((_CLOSE, None, 0))
        await sending
        self._conns.pop(conn_id, None)
        if reason is not None:
            self._post(("closed", conn_id, reason))

    async def _read_loop(self, conn_id, conn, reader):
        """Read lines until the connection ends; the reason it ended (None: closed from here)."""
        loop, limits = asyncio.get_running_loop(), self.limits
        opened = loop.time()
        while not conn.done.is_set():
            timeout = limits.read if conn.admitted else max(0.0, opened + limits.hello - loop.time())
            reading = asyncio.ensure_future(reader.readline())
            closing = asyncio.ensure_future(conn.done.wait())
            finished, _ = await asyncio.wait((reading, closing), timeout=timeout,
                                             return_when=asyncio.FIRST_COMPLETED)
            closing.cancel()
            if reading not in finished:
                reading.cancel()
                return None if conn.done.is_set() else "timeout"
            try:
                line = reading.result()
            except ValueError:  # longer than the limit
                self._post(("bad", conn_id, codec.ProtocolError("malformed", "a message too long")))
                return await self._until_closed(conn)
            except OSError:
                return "closed"
            if not line:
                return "closed"
            if not line.endswith(b"\n"):
                return "truncated"
            await self._pace(conn)
            try:
                message = codec.decode(line)
            except codec.ProtocolError as problem:
                self._post(("bad", conn_id, problem))
                return await self._until_closed(conn)
            if message["type"] != "ping":
                while len(self.items) >= limits.waiting and not conn.done.is_set():
                    await asyncio.sleep(0.05)  # the frame is behind: read no more until it catches up
                self._post(("message", conn_id, message))
        return None

    async def _until_closed(self, conn):
        """A peer that broke the protocol is read no more: the session closes it (after telling it)."""
        try:
            await asyncio.wait_for(conn.done.wait(), self.limits.hello)
        except asyncio.TimeoutError:
            conn.out.put_nowait((_CLOSE, None, 0))
        return None

    async def _pace(self, conn):
        """At most ``rate`` messages a second on average (``burst`` at once): a flood waits."""
        loop, limits = asyncio.get_running_loop(), self.limits
        now = loop.time()
        if conn.last is not None:
            conn.tokens = min(limits.burst, conn.tokens + (now - conn.last) * limits.rate)
        conn.last = now
        if conn.tokens < 1:
            await asyncio.sleep((1 - conn.tokens) / limits.rate)
            conn.tokens, conn.last = 1.0, loop.time()
        conn.tokens -= 1

    async def _send_loop(self, conn_id, conn):
        writer = conn.writer
        try:
            while True:
                message, last, delay = await conn.out.get()
                if message is _CLOSE:
                    if last is not None:
                        writer.write(codec.encode(last))
                    if delay:
                        await asyncio.sleep(delay)
                    await asyncio.wait_for(writer.drain(), self.limits.write)
                    break
                writer.write(codec.encode(message))
                await asyncio.wait_for(writer.drain(), self.limits.write)
        except (OSError, asyncio.TimeoutError, RuntimeError):
            pass
        finally:
            conn.done.set()
            writer.close()
            try:
                await asyncio.wait_for(writer.wait_closed(), 1.0)
            except (OSError, asyncio.TimeoutError, RuntimeError):
                pass

    async def _ping_loop(self, conn):
        while True:
            await asyncio.sleep(self.limits.ping)
            conn.out.put_nowait(({"type": "ping"}, None, 0))

    def _act(self, action):
        conn = self._conns.get(action[1])
        if conn is None or conn.done.is_set():
            return
        if action[0] == "send":
            conn.out.put_nowait((action[2], None, 0))
        elif action[0] == "admit":
            conn.admitted = True
        elif action[0] == "close":
            conn.out.put_nowait((_CLOSE, action[2], action[3]))

    async def _shutdown(self):
        self._stop_listening()
        for conn in list(self._conns.values()):
            conn.out.put_nowait((_CLOSE, None, 0))
        for _ in range(100):
            if not self._conns:
                break
            await asyncio.sleep(0.01)
        asyncio.get_running_loop().stop()


def _family(host):
    return socket.AF_INET6 if ":" in host else socket.AF_INET


def _why(exc):
    """A reason a connection or a listening failed, as a key (``net.why.<key>``)."""
    if isinstance(exc, asyncio.TimeoutError):
        return "timeout"
    if isinstance(exc, socket.gaierror):
        return "unknown_host"
    if isinstance(exc, ConnectionRefusedError):
        return "refused"
    if isinstance(exc, PermissionError):
        return "permission"
    if isinstance(exc, OSError) and exc.errno in (98, 48, 10048):  # EADDRINUSE on Linux, macOS, Windows
        return "in_use"
    return "unreachable"
