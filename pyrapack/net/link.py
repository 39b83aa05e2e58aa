"""The bridge between the network's thread and whoever plays here: a session and its transport.

A ``Link`` is read on the frame's thread, once a frame (``pump``, through the app's ``Links``),
so that a move is checked and played where the screen shows it, and never blocks: the
transport's thread has read and decoded what came, the session (pure) judges it, the link's
``listener`` (a screen, or a tool's player) applies each event at once, in order, and what the
session asks of the transport is handed over. A guest that lost its host tries again by itself,
sooner at first, then every ``RETRY_MAX`` seconds, until it is back or leaves. No pygame here:
the bench plays through links too.
"""

import ipaddress
import time

from . import address as addresses
from .session import Event, Session
from .transport import LIMITS, Transport

RETRY_FIRST, RETRY_MAX = 0.5, 5.0  #: seconds between a guest's tries to come back
EVERYWHERE = (str(ipaddress.IPv4Address(0)), "::")  #: where a host listens unless told: every address here


class Link:
    def __init__(self, session, transport, listener=None, clock=time.monotonic):
        self.session, self.transport = session, transport
        self.listener = listener or (lambda event: None)
        self.clock = clock
        self.port = None  # where the host listens, once it does
        self.retry_at, self.retry_wait = None, RETRY_FIRST
        self.closed = False
        self.target = None  # the guest's (host, port)

    @classmethod
    def host(cls, match, port, hosts=EVERYWHERE, limits=LIMITS, listener=None):
        """Listen for the friend who joins ``match`` (its ``network`` field says the code)."""
        link = cls(Session("host", match.network["code"], match), Transport(limits), listener)
        link.transport.listen(hosts, port)
        return link

    @classmethod
    def guest(cls, typed, code, match=None, limits=LIMITS, listener=None):
        """Join the host at the address ``typed`` (``address.parse``: AddressError if it is none)
        with ``code``; ``match``: the game joined before, to resume."""
        host, port = addresses.parse(typed)
        link = cls(Session("guest", code, match, typed.strip(), port), Transport(limits), listener)
        link.target = (host, port)
        link.transport.connect(host, port)
        return link

    @property
    def match(self):
        return self.session.match

    @property
    def connected(self):
        return self.session.connected

    def pump(self):
        """Take what the network brought: each item judged, its events applied by the listener."""
        if self.closed:
            return
        for item in self.transport.poll():
            kind = item[0]
            if kind == "listening":
                self.port = item[2]
                self._tell(Event("listening", {"port": item[2]}))
            elif kind in ("listen_failed", "failed"):
                self._tell(Event(kind, {"why": item[2]}))
                self._retry_later()
            else:
                for event in self.session.feed(item):
                    self._tell(event)
                    if event.kind == "lost":
                        self._retry_later()
                self._flush()
            if self.closed:
                return
        if self.retry_at is not None and self.clock() >= self.retry_at and self.session.phase == "waiting":
            self.retry_at = None
            self.transport.connect(*self.target)
            self._tell(Event("retrying"))

    def _retry_later(self):
        if self.target is not None and self.session.phase == "waiting" and not self.closed:
            self.retry_at = self.clock() + self.retry_wait
            self.retry_wait = min(RETRY_MAX, self.retry_wait * 2)
        if self.session.phase == "playing":
            self.retry_wait = RETRY_FIRST

    def _tell(self, event):
        if event.kind == "connected":
            self.retry_wait = RETRY_FIRST
        self.listener(event)

    def _flush(self):
        actions, self.session.actions = self.session.actions, []
        self.transport.act(actions)

    def do(self, name, *args):
        """Ask the session to do ``name`` (``played``, ``offer_undo``...), and send what it says."""
        result = getattr(self.session, name)(*args)
        self._flush()
        return result

    def try_now(self):
        """A guest waiting to come back tries at once (the player asked)."""
        if self.target is not None and self.session.phase in ("waiting", "stopped") and not self.closed:
            self.session.phase, self.retry_at, self.retry_wait = "waiting", None, RETRY_FIRST
            self.transport.connect(*self.target)
            self._tell(Event("retrying"))

    def wait(self, timeout):
        return self.transport.wait(timeout)

    def close(self):
        """Leave: the other side is told, the connection and the listening end."""
        if self.closed:
            return
        self.closed = True
        self.session.leave()
        self._flush()
        self.transport.close()


class Links:
    """The app's links, read once a frame whatever screen is on top (an offer over the end banner,
    a dropped connection while the rules page is open), and closed when the app quits."""

    def __init__(self, limits=LIMITS):
        self.links = []
        self.limits = limits  # the transport's limits of the links made from now (tests shorten the timeouts)

    def add(self, link):
        self.links.append(link)
        return link

    def pump(self):
        self.links = [link for link in self.links if not link.closed]
        for link in list(self.links):
            link.pump()

    def wait(self, timeout):
        """Block until one of the links has news, or ``timeout`` seconds (tests, tools)."""
        end = time.monotonic() + timeout
        while self.links:
            if any(link.transport.items for link in self.links):
                return True
            left = end - time.monotonic()
            if left <= 0:
                return False
            self.links[0].wait(min(left, 0.05) if len(self.links) > 1 else left)
        return False

    def close(self, wait=1.0):
        """Close every link; wait up to ``wait`` seconds for their last words to go out (the app
        quitting: the friend hears "bye" rather than a dropped line)."""
        for link in self.links:
            link.close()
        end = time.monotonic() + wait
        for link in self.links:
            link.transport.join(max(0.0, end - time.monotonic()))
        self.links = []
