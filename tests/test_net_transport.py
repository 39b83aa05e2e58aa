"""The network over real sockets, on the loopback only (127.0.0.1, ::1): what a peer that breaks
the protocol, goes silent, trickles, floods or guesses codes gets, and that nothing of it is
played. No test waits on a tight timer: the timeouts are shortened for the test (``FAST``), and
every wait is for an event, with a generous limit."""

import json
import socket
import threading
import time

import pytest
from net_pair import CODE, hosted
from random_play import any_game

from pyrapack.net import codec
from pyrapack.net.link import Link
from pyrapack.net.session import WRONG_CODE_DELAY
from pyrapack.net.transport import Limits

GAME = any_game().id
FAST = Limits(hello=1.0, read=1.0, ping=0.2, write=2.0, connect=5.0)  # a silent peer is seen within a second
PATIENT = 10.0  # seconds a test waits for what must happen (it happens in milliseconds)


def ipv6_loopback():
    try:
        with socket.socket(socket.AF_INET6, socket.SOCK_STREAM) as s:
            s.bind(("::1", 0))
        return True
    except OSError:
        return False


class Host:
    """A hosting link on the loopback, read by a thread of its own as the app's frame reads it
    (a test's socket may then block), its events kept, the moves played into its match."""

    def __init__(self, limits=FAST, where="127.0.0.1"):
        self.match = hosted(GAME)
        self.events = []
        self.link = Link.host(self.match, 0, (where,), limits, self.on_event)
        self.running, self.calls = True, []
        self.frames = threading.Thread(target=self.frame_loop, daemon=True)
        self.frames.start()
        self.until(lambda: self.link.port is not None)

    def frame_loop(self):
        while self.running:
            self.link.wait(0.05)
            self.link.pump()
            while self.calls:
                self.calls.pop(0)()

    def call(self, action):
        """Do ``action`` on the frame's thread (the link is the frame's: one thread uses it)."""
        self.calls.append(action)

    def on_event(self, event):
        self.events.append(event)
        if event.kind == "moves":
            for move in event.values["moves"]:
                self.match.play(move)

    def kinds(self):
        return [e.kind for e in self.events]

    def until(self, condition, timeout=PATIENT):
        end = time.monotonic() + timeout
        while not condition():
            assert time.monotonic() < end, f"not reached; events: {self.kinds()}"
            time.sleep(0.01)

    def close(self):
        self.running = False
        self.frames.join()
        self.link.close()


@pytest.fixture
def host():
    h = Host()
    yield h
    h.close()
    while Raw.opened:
        Raw.opened.pop().close()


class Raw:
    """A peer that is only a socket: it sends what the test says, byte by byte if asked."""

    opened = []  # closed after each test (``host``)

    def __init__(self, port, where="127.0.0.1"):
        self.sock = socket.create_connection((where, port), timeout=PATIENT)
        self.buffer = b""
        Raw.opened.append(self)

    def send(self, data):
        self.sock.sendall(data)

    def hello(self, code=CODE, **fields):
        message = {"type": "hello", "protocol": codec.PROTOCOL, "app": "test", "role": "guest", "code": code,
                   "game_id": None, "count": 0, "digest": "0" * 32, **fields}
        self.send(json.dumps(message).encode() + b"\n")

    def read(self, kind=None):
        """The next message (of ``kind``, pings skipped), or None at the end of the connection."""
        while True:
            while b"\n" not in self.buffer:
                data = self.sock.recv(65536)
                if not data:
                    return None
                self.buffer += data
            line, self.buffer = self.buffer.split(b"\n", 1)
            message = json.loads(line)
            if message["type"] != "ping" and (kind is None or message["type"] == kind):
                return message

    def rest(self):
        """Every message until the host closes the connection."""
        out = []
        while (message := self.read()) is not None:
            out.append(message)
        return out

    def close(self):
        self.sock.close()


def admitted(host):
    raw = Raw(host.link.port)
    raw.hello()
    host.until(lambda: "connected" in host.kinds())
    assert raw.read("hello")["role"] == "host"
    return raw


def test_garbage_from_a_stranger_is_turned_away(host):
    raw = Raw(host.link.port)
    raw.send(b"GET / HTTP/1.1\r\n\r\n")
    assert raw.rest() == []
    host.until(lambda: "turned_away" in host.kinds())
    assert host.match.moves == [] and not host.link.connected


@pytest.mark.parametrize("bad", [b"\x00\x01garbage\n", b'{"type":"move","move":{},"count":1}\n',
                                 b"x" * (codec.MAX_LINE + 10) + b"\n"])
def test_garbage_or_an_oversized_message_from_the_guest_is_refused_and_the_connection_closed(host, bad):
    raw = admitted(host)
    raw.send(bad)
    said = raw.rest()
    assert said and said[-1]["type"] == "error" and said[-1]["reason"] == "malformed"
    host.until(lambda: "problem" in host.kinds())
    assert host.match.moves == [] and not host.link.connected


def test_a_message_cut_short_by_the_end_of_the_connection_is_not_read(host):
    raw = admitted(host)
    move = host.match.state.legal_moves()[0].to_dict()
    raw.send(json.dumps({"type": "move", "move": move})[:15].encode())
    raw.sock.shutdown(socket.SHUT_WR)
    host.until(lambda: "lost" in host.kinds())
    assert host.events[-1].values["reason"] == "truncated" and host.match.moves == []
    raw.close()


def test_a_half_open_connection_is_seen_as_lost(host):
    """The guest's computer vanished without closing (a cable pulled): nothing comes, not even a ping."""
    raw = admitted(host)
    host.until(lambda: "lost" in host.kinds())
    assert host.events[-1].values["reason"] == "timeout"
    raw.close()


def test_a_message_trickled_too_slowly_is_not_waited_for(host):
    raw = admitted(host)
    message = b'{"type":"undo_offer","count":0}\n'
    for byte in message:
        if "lost" in host.kinds():
            break
        raw.send(bytes([byte]))
        time.sleep(0.15)  # slower than a message must come (FAST.read for the whole line)
    host.until(lambda: "lost" in host.kinds())
    assert host.events[-1].values["reason"] == "timeout"
    raw.close()


def test_a_silent_stranger_is_dropped_after_the_hello_s_time(host):
    raw = Raw(host.link.port)
    assert raw.rest() == []  # the host hung up: no hello came in time
    raw.close()


def test_a_wrong_code_is_refused_after_a_pause_and_joins_nothing(host):
    raw = Raw(host.link.port)
    start = time.monotonic()
    raw.hello(code="AAAAAA")
    said = raw.rest()
    assert said == [{"type": "refuse", "reason": "code", "protocol": codec.PROTOCOL, "app": said[0]["app"]}]
    assert time.monotonic() - start >= WRONG_CODE_DELAY * 0.9  # codes cannot be tried quickly
    host.until(lambda: "turned_away" in host.kinds())
    assert not host.link.connected and host.match.moves == []


def test_a_peer_of_another_version_is_told_so(host):
    raw = Raw(host.link.port)
    raw.send(b'{"type":"hello","protocol":99,"app":"9.0","role":"guest","code":"K7Q3XM","new":1}\n')
    said = raw.rest()
    assert said[-1]["type"] == "refuse" and said[-1]["reason"] == "version" and said[-1]["protocol"] == codec.PROTOCOL
    host.until(lambda: "turned_away" in host.kinds())
    assert host.events[-1].values["app"] == "9.0"


def test_a_flood_is_read_no_faster_than_the_frame_takes_it():
    """Messages pour in while the frame takes none: the reader stops at the bound, memory with it."""
    host = Host(Limits(hello=5.0, read=30.0, ping=5.0, waiting=20))
    try:
        raw = admitted(host)
        flood = b'{"type":"undo_offer","count":0}\n' * 2000
        raw.sock.settimeout(0.5)
        try:
            raw.send(flood)
        except socket.timeout:
            pass  # the host stopped reading: the sender is held back
        end = time.monotonic() + 1.0
        while time.monotonic() < end:
            assert len(host.link.transport.items) <= 20
            time.sleep(0.05)
        raw.close()
    finally:
        host.close()


def test_two_links_play_over_the_ipv4_and_the_ipv6_loopback():
    for where, typed in (("127.0.0.1", "127.0.0.1:{port}"), ("::1", "[::1]:{port}")):
        if where == "::1" and not ipv6_loopback():
            pytest.skip("this machine has no IPv6 loopback (::1)")
        host = Host(where=where)
        def on_event(event):  # the guest's side plays what comes, as its screen does
            if event.kind == "moves":
                for move in event.values["moves"]:
                    guest.match.play(move)

        guest = Link.guest(typed.format(port=host.link.port), CODE, None, FAST, on_event)
        try:
            host.until(lambda: guest.pump() is None and host.link.connected and guest.connected)
            move = host.match.state.legal_moves()[0]
            host.call(lambda: (host.match.play(move), host.link.do("played", move)))
            host.until(lambda: guest.pump() is None and guest.match is not None and guest.match.moves == [move])
        finally:
            guest.close()
            host.close()


def test_a_fake_host_s_illegal_move_is_refused_by_the_guest():
    server = socket.create_server(("127.0.0.1", 0))
    port = server.getsockname()[1]
    got = []
    guest = Link.guest(f"127.0.0.1:{port}", CODE, None, FAST, got.append)
    conn, _ = server.accept()
    conn.settimeout(PATIENT)
    match = hosted(GAME)
    digest = codec.Digests(match).now()
    hello = {"type": "hello", "protocol": codec.PROTOCOL, "app": "x", "role": "host", "game": GAME,
             "options": match.options, "rules": 1, "names": [None, None], "side": 0, "game_id": "0" * 16,
             "count": 0, "digest": digest}
    conn.sendall(json.dumps(hello).encode() + b"\n")
    bogus = {"type": "move", "move": {"bogus": 7}, "count": 1, "digest": "0" * 32}
    try:
        end = time.monotonic() + PATIENT
        while "connected" not in [e.kind for e in got]:
            assert time.monotonic() < end
            guest.wait(0.05)
            guest.pump()
        conn.sendall(json.dumps(bogus).encode() + b"\n")  # the host moves for the guest's side, and writes it wrong
        while "problem" not in [e.kind for e in got]:
            assert time.monotonic() < end
            guest.wait(0.05)
            guest.pump()
        assert guest.match.moves == [] and not guest.connected
    finally:
        guest.close()
        conn.close()
        server.close()


def test_a_crowd_of_silent_connections_is_capped():
    host = Host(Limits(hello=60.0, read=60.0, ping=5.0, strangers=3))  # only the cap can close the fourth soon
    try:
        crowd = [Raw(host.link.port) for _ in range(3)]
        host.until(lambda: len(host.link.transport._conns) == 3)
        late = Raw(host.link.port)
        assert late.rest() == []  # closed at once (its socket would time out, PATIENT, waiting for the hello's 60 s)
        assert len(host.link.transport._conns) == 3 and all(raw.sock.fileno() >= 0 for raw in crowd)
    finally:
        host.close()
        while Raw.opened:
            Raw.opened.pop().close()
