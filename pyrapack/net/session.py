"""One game between two PyraPacks, as a conversation: pure, no socket, no thread, no clock.

``Session`` is fed what the transport reads (``feed``: a connection opened, a message, a line
that was no message, a connection closed) and what the player here does (``played``,
``offer_undo``, ``answer_undo``, ``resign``, ``offer_rematch``, ``answer_rematch``, ``leave``).
It answers with ``actions`` for the transport (send, admit, close) and returns ``Event``s for the
screen, which applies them at once and in order (a move event: play the moves; ``cut``: take
moves back). It is the referee of the other side: every move it passes on went through the
rules module as an imported file's moves do (``Move.from_dict``, then ``State.play``), on the
other side's turn, with the count and digest of the move list after it agreeing; anything else
is refused, the peer is told why, the connection closed, and nothing of it is applied.
``docs/network.md`` is the protocol; the host and the guest differ only in the hello.
"""

import secrets
from typing import NamedTuple

from .. import games
from ..match import Match
from ..rules import IllegalMove
from ..rules.record import rules_of
from . import codec
from .address import clean_code
from .codec import app_version as _app
from .codec import new_game_id, rules_version

MAX_PLIES = 20  #: a network game is at most this many times its rules' long game (``PLIES``) in moves
WRONG_CODE_DELAY = 1.0  #: seconds before a wrong code is answered: codes cannot be tried quickly


class Event(NamedTuple):
    """What the screen is told: ``kind`` and what goes with it (``values``)."""

    kind: str
    values: dict = {}


def max_plies(game):
    return MAX_PLIES * getattr(rules_of(game), "PLIES", 1000)


class Session:
    """``role`` "host" (``match`` the game hosted) or "guest" (``match`` a game resumed, or None to
    join whatever the host plays); ``code`` the join code; ``address`` and ``port`` where the
    guest joins (kept in the game's record, to come back to it)."""

    def __init__(self, role, code, match=None, address=None, port=0):
        self.role, self.code = role, clean_code(code)
        self.address, self.port = address, port
        self.match = None
        self.conn = None  # the connection admitted, or None
        self.phase = "waiting"  # waiting, hello, sync, playing, stopped (no retry: told why)
        self.undo = None  # an offer pending: ("mine" or "theirs", count)
        self.rematch = None  # an offer pending: ("mine" or "theirs", game_id)
        self.actions = []  # what the transport is to do: ("send", conn, message), ("admit", conn),
        # ("close", conn, last message or None, seconds to wait first)
        if match is not None:
            self.attach(match)

    # -- the game --------------------------------------------------------------------------
    def attach(self, match):
        self.match = match
        self.digests = codec.Digests(match)
        self.mine = match.network["side"]
        self.limit = max_plies(match.game)

    @property
    def connected(self):
        return self.phase == "playing"

    def can_offer_undo(self):
        return self.connected and self.undo is None and self.match.resigned is None \
            and self._undo_target(self.mine, len(self.match.moves)) is not None

    def _undo_target(self, side, count):
        """The ply a take-back ``side`` asks for at ``count`` moves goes back to: ``side``'s turn before
        its last move (None: it has not moved)."""
        states = self.match.states
        return next((k for k in range(count - 1, -1, -1) if states[k].to_move == side), None)

    # -- the transport's news -----------------------------------------------------------------
    def feed(self, item):
        """One item read by the transport: ``("open", conn)``, ``("message", conn, dict)``,
        ``("bad", conn, ProtocolError)`` or ``("closed", conn, reason)``. Returns the events."""
        kind, conn = item[0], item[1]
        if kind == "open":
            return self._opened(conn)
        if kind == "closed":
            return self._closed(conn, item[2])
        if kind == "bad":
            return self._broken(conn, item[2], told=False)
        message = item[2]
        try:
            if message["type"] == "hello":
                return self._hello(conn, message)
            if conn != self.conn:  # a connection not (or no longer) admitted: a hello or nothing
                raise codec.ProtocolError("order", f"a {message['type']} message before the hello")
            return self._message(message)
        except codec.ProtocolError as problem:
            return self._broken(conn, problem, told=message["type"] == "error")

    def _opened(self, conn):
        if self.role == "guest":
            self.conn, self.phase = conn, "hello"
            count = len(self.match.moves) if self.match else 0
            digest = self.digests.now() if self.match else codec.start_digest("", {})
            game_id = self.match.network["game_id"] if self.match else None
            self._send({"type": "hello", "protocol": codec.PROTOCOL, "app": _app(), "role": "guest",
                        "code": self.code, "game_id": game_id, "count": count, "digest": digest})
        return []

    def _closed(self, conn, reason):
        if conn != self.conn:
            return []
        self.conn, self.undo, self.rematch = None, None, None
        if self.phase != "stopped":
            self.phase = "waiting"
        return [Event("lost", {"reason": reason})]

    def _broken(self, conn, problem, told):
        """The peer broke the protocol (``told``: it says we did): told why, the connection closed."""
        if self.role == "host" and problem.key == "version":
            return [event._replace(values={**event.values, **problem.values})
                    for event in self._refuse(conn, "version", 0)]
        if conn != self.conn and self.role == "host":
            self.actions.append(("close", conn, None, 0))
            return [Event("turned_away", {"reason": problem.key})]
        last = None if told else {"type": "error", "reason": problem.key if problem.key in codec.ERRORS
                                  else "malformed", "detail": problem.detail[:codec.TEXT]}
        self.actions.append(("close", conn, last, 0))
        self.conn, self.undo, self.rematch = None, None, None
        self.phase = "stopped" if problem.key in ("disagree", "rules", "game", "version") else "waiting"
        return [Event("problem", {"key": problem.key, "told": told, **problem.values})]

    # -- the hello ------------------------------------------------------------------------------
    def _hello(self, conn, hello):
        if self.role == "host":
            return self._guest_hello(conn, hello)
        if conn != self.conn or self.phase != "hello":
            raise codec.ProtocolError("order", "a hello in the middle of a game")
        return self._host_hello(hello)

    def _guest_hello(self, conn, hello):
        if hello.get("role") != "guest":
            raise codec.ProtocolError("order", "a host's hello to a host")
        if not secrets.compare_digest(clean_code(hello["code"]).encode(), self.code.encode()):
            return self._refuse(conn, "code", WRONG_CODE_DELAY)
        game_id = self.match.network["game_id"]
        if hello["game_id"] not in (None, game_id):
            return self._refuse(conn, "game", 0)
        if self.conn is not None and self.conn != conn:
            self.actions.append(("close", self.conn, None, 0))  # the guest came back on a new connection
        self.conn, self.undo, self.rematch = conn, None, None
        self.actions.append(("admit", conn))
        m = self.match
        self._send({"type": "hello", "protocol": codec.PROTOCOL, "app": _app(), "role": "host", "game": m.game,
                    "options": dict(m.options), "rules": rules_version(m.game), "names": list(m.names),
                    "side": 1 - self.mine, "game_id": game_id, "count": len(m.moves), "digest": self.digests.now()})
        if hello["game_id"] is None:  # a guest new to the game: it has no move of it
            return self._sync(0, self.digests.at(0))
        return self._sync(hello["count"], hello["digest"])

    def _refuse(self, conn, reason, delay):
        message = {"type": "refuse", "reason": reason, "protocol": codec.PROTOCOL, "app": _app()}
        self.actions.append(("close", conn, message, delay))
        return [Event("turned_away", {"reason": reason})]

    def _host_hello(self, hello):
        rules = rules_of(hello["game"])
        if rules is None or not games.get(hello["game"]).playable:
            raise codec.ProtocolError("game", "a game this program does not have", game=hello["game"])
        if hello["rules"] != rules_version(hello["game"]):
            raise codec.ProtocolError("rules", "another version of the game's rules")
        try:
            rules.new_game(**hello["options"])
        except (TypeError, ValueError):
            raise codec.ProtocolError("game", "a game set up in a way this program does not know",
                                      game=hello["game"]) from None
        events = []
        if self.match is None:
            match = Match(hello["game"], hello["options"], (None, None), names=hello["names"])
            match.network = {"role": "guest", "side": hello["side"], "game_id": hello["game_id"], "code": self.code,
                             "address": self.address, "port": self.port}
            self.attach(match)
            events.append(Event("joined", {"match": match}))
        elif (hello["game"], hello["options"], hello["side"], hello["game_id"]) != (
                self.match.game, self.match.options, self.mine, self.match.network["game_id"]):
            raise codec.ProtocolError("game", "not the game this one was", game=hello["game"])
        return events + self._sync(hello["count"], hello["digest"])

    def _sync(self, theirs, digest):
        """Both hellos said: the longer list is caught up with, when it extends the shorter one."""
        ours = len(self.match.moves)
        if theirs > self.limit:
            raise codec.ProtocolError("too_long", "a game longer than a network game can be")
        if self.digests.at(min(ours, theirs)) != digest and theirs <= ours:
            raise codec.ProtocolError("disagree", "the move lists differ", ours=ours, theirs=theirs)
        if theirs < ours:
            moves = [m.to_dict() for m in self.match.moves[theirs:]]
            for start in range(0, len(moves), codec.MAX_HISTORY):
                end = min(start + codec.MAX_HISTORY, len(moves))
                self._send({"type": "history", "moves": moves[start:end], "count": theirs + end,
                            "digest": self.digests.at(theirs + end)})
        if theirs <= ours:
            if theirs < ours:
                self._send({"type": "ready", "count": ours, "digest": self.digests.now()})
            self.phase = "playing"
            return [Event("connected", {"caught_up": 0})]
        self.phase, self.behind = "sync", ours
        return []

    # -- the game's messages ----------------------------------------------------------------
    def _message(self, message):
        kind = message["type"]
        if kind == "bye":
            self.actions.append(("close", self.conn, None, 0))
            return self._closed(self.conn, "bye")
        if kind == "error":
            raise codec.ProtocolError(message["reason"], message["detail"])
        if kind == "refuse":
            self.phase = "stopped" if message["reason"] != "busy" else "waiting"
            self.actions.append(("close", self.conn, None, 0))
            self.conn = None
            return [Event("refused", {"reason": message["reason"], "version": message["protocol"],
                                      "app": message["app"]})]
        if kind in ("history", "ready"):
            if self.phase != "sync":
                raise codec.ProtocolError("order", f"a {kind} message once caught up")
            return self._history(message) if kind == "history" else self._ready(message)
        if self.phase != "playing":
            raise codec.ProtocolError("order", f"a {kind} message before the game")
        return getattr(self, f"_{kind}")(message)

    def _checked(self, dicts, count, digest):
        """The moves ``dicts`` played from the match's position, each legal there: refused whole
        if one is not, or if the count and the digest after them do not agree."""
        if count != len(self.match.moves) + len(dicts):
            raise codec.ProtocolError("count", f"{count} moves where this side has {len(self.match.moves)}")
        if count > self.limit:
            raise codec.ProtocolError("too_long", "a game longer than a network game can be")
        rules, state, moves = self.match.rules, self.match.state, []
        chain = self.digests.now()
        for data in dicts:
            try:
                move = rules.Move.from_dict(data)
                state = state.play(move)
            except IllegalMove as exc:
                raise codec.ProtocolError("illegal", str(exc)) from None
            except (ValueError, TypeError, KeyError, IndexError, AttributeError) as exc:
                raise codec.ProtocolError("illegal", f"a move written wrong ({exc})") from None
            moves.append(move)
            chain = codec.next_digest(chain, move.to_dict())
        if chain != digest:
            raise codec.ProtocolError("digest", "the move lists differ")
        return moves

    def _history(self, message):
        moves = self._checked(message["moves"], message["count"], message["digest"])
        return [Event("moves", {"moves": moves, "catch_up": True})]

    def _ready(self, message):
        if message["count"] != len(self.match.moves) or message["digest"] != self.digests.now():
            raise codec.ProtocolError("digest", "the move lists differ once caught up")
        self.phase = "playing"
        return [Event("connected", {"caught_up": len(self.match.moves) - self.behind})]

    def _move(self, message):
        match = self.match
        if match.over or match.state.to_move == self.mine:
            raise codec.ProtocolError("turn", "a move out of turn")
        moves = self._checked([message["move"]], message["count"], message["digest"])
        if self.undo is not None and self.undo[0] == "mine":
            self.undo = None  # it played on before it saw the offer: the offer is gone
        return [Event("moves", {"moves": moves, "catch_up": False})]

    def _resign(self, message):
        if self.match.over:
            raise codec.ProtocolError("order", "a resignation once the game is over")
        self.undo = None
        return [Event("resigned", {"side": 1 - self.mine})]

    def _undo_offer(self, message):
        count, peer = message["count"], 1 - self.mine
        if count != len(self.match.moves) or self.match.resigned is not None \
                or self._undo_target(peer, count) is None:
            self._send({"type": "undo_answer", "count": count, "accept": False})  # crossed a move: too late
            return []
        self.undo = ("theirs", count)
        return [Event("undo_offered", {"count": count})]

    def _undo_answer(self, message):
        if self.undo != ("mine", message["count"]) or message["count"] != len(self.match.moves):
            return []  # an answer to an offer that is gone
        self.undo = None
        if not message["accept"]:
            return [Event("undo_declined")]
        return [self._cut(self.mine)]

    def _cut(self, side):
        ply = self._undo_target(side, len(self.match.moves))
        self.digests.cut(ply)
        return Event("cut", {"ply": ply, "side": side})

    def _rematch_offer(self, message):
        if not self.match.over:
            raise codec.ProtocolError("order", "a rematch before the end")
        if (message["game_id"] is None) != (self.role == "host"):  # the host names the next game
            raise codec.ProtocolError("malformed", "a rematch named by the wrong side")
        if self.rematch is not None and self.rematch[0] == "mine":  # both asked at once: agreed
            return [self._next_game(self.rematch[1] or message["game_id"])]
        self.rematch = ("theirs", message["game_id"])
        return [Event("rematch_offered")]

    def _rematch_answer(self, message):
        if self.rematch is None or self.rematch[0] != "mine":
            return []
        offer, self.rematch = self.rematch, None
        if not message["accept"]:
            return [Event("rematch_declined")]
        game_id = offer[1] if self.role == "host" else message["game_id"]
        if game_id is None:
            raise codec.ProtocolError("malformed", "a rematch without its game")
        return [self._next_game(game_id)]

    def _next_game(self, game_id):
        """The rematch both agreed to: the same game and variant, the sides swapped."""
        old = self.match
        match = old.rematch(old.options.get("first", 0), swap=True)
        match.network = {**old.network, "side": 1 - self.mine, "game_id": game_id}
        self.rematch, self.undo = None, None
        self.attach(match)
        return Event("rematch", {"match": match})

    # -- what the player here does ------------------------------------------------------------
    def played(self, move):
        """A move of this side was just played into the match: the other side is told."""
        self._send({"type": "move", "move": move.to_dict(), "count": len(self.match.moves),
                    "digest": self.digests.now()})

    def offer_undo(self):
        if self.can_offer_undo():
            self.undo = ("mine", len(self.match.moves))
            self._send({"type": "undo_offer", "count": len(self.match.moves)})
            return True
        return False

    def answer_undo(self, accept):
        """The answer to the other side's offer; the ``cut`` event to apply when accepted (None: the
        offer is gone, or declined)."""
        if self.undo is None or self.undo[0] != "theirs":
            return None
        count, self.undo = self.undo[1], None
        accept = accept and count == len(self.match.moves) and self.connected
        if self.connected:
            self._send({"type": "undo_answer", "count": count, "accept": accept})
        return self._cut(1 - self.mine) if accept else None

    def resign(self):
        if self.connected and not self.match.over:
            self._send({"type": "resign", "count": len(self.match.moves)})
            self.undo = None
            return True
        return False

    def offer_rematch(self):
        """Ask for a rematch; the event of the next game when the other side had asked first."""
        if not (self.connected and self.match.over) or (self.rematch and self.rematch[0] == "mine"):
            return None
        if self.rematch is not None:
            return self.answer_rematch(True)
        game_id = new_game_id() if self.role == "host" else None
        self.rematch = ("mine", game_id)
        self._send({"type": "rematch_offer", "game_id": game_id})
        return None

    def answer_rematch(self, accept):
        if self.rematch is None or self.rematch[0] != "theirs" or not self.connected:
            return None
        offer, self.rematch = self.rematch, None
        game_id = (new_game_id() if self.role == "host" else offer[1]) if accept else None
        self._send({"type": "rematch_answer", "accept": accept, "game_id": game_id if self.role == "host" else None})
        return self._next_game(game_id) if accept else Event("rematch_declined")

    def leave(self):
        """This player leaves: the other side is told (the game is kept on both)."""
        if self.conn is not None:
            self.actions.append(("close", self.conn, {"type": "bye"}, 0))
        self.conn, self.phase = None, "stopped"

    def _send(self, message):
        self.actions.append(("send", self.conn, message))

