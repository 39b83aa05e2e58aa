"""Two network sessions talking without a socket: what one asks its transport to send, the other
is fed, through the codec both ways (a message is encoded and decoded as on the wire). The
events each gets are applied to its match as a screen applies them (moves played, an undo cut,
a resignation), and kept for the test to read."""

import random

from random_play import any_game

from pyrapack import games
from pyrapack.match import Match
from pyrapack.net import codec
from pyrapack.net.session import Session

GAME = any_game().id  #: the game the tests play when the game does not matter
CODE = "K7Q3XM"
GAME_ID = "0123456789abcdef"


def hosted(game, variant=None, first=0, side=0, moves=()):
    info = games.get(game)
    match = Match(game, info.options(variant, first), (None, None), moves, names=("Ann", "Bob"))
    match.network = {"role": "host", "side": side, "game_id": GAME_ID, "code": CODE, "address": None, "port": 0}
    return match


class End:
    """One side: its session, its events, and a transport that only records what it is asked."""

    def __init__(self, session):
        self.session, self.events, self.sent, self.closed = session, [], [], []

    @property
    def match(self):
        return self.session.match

    def feed(self, item):
        for event in self.session.feed(item):
            self.apply(event)

    def apply(self, event):
        self.events.append(event)
        match = self.session.match
        if event.kind == "moves":
            for move in event.values["moves"]:
                match.play(move)
        elif event.kind == "cut":
            match.cut(event.values["ply"])
        elif event.kind == "resigned":
            match.resign(event.values["side"])

    def do(self, name, *args):
        result = getattr(self.session, name)(*args)
        if hasattr(result, "kind"):
            self.apply(result)
        return result

    def kinds(self):
        return [event.kind for event in self.events]

    def take_actions(self):
        actions, self.session.actions = self.session.actions, []
        return actions


class Pair:
    """A host and a guest session on connection 1, said hello and caught up (``open``)."""

    def __init__(self, match, guest_match=None, conn=1):
        self.host = End(Session("host", CODE, match))
        self.guest = End(Session("guest", CODE, guest_match, "127.0.0.1:47027", 47027))
        self.conn = conn
        self.delivered = 0

    def open(self):
        self.host.feed(("open", self.conn))
        self.guest.feed(("open", self.conn))
        self.run()
        return self

    def run(self, rounds=50):
        """Carry messages both ways until neither side has any to send."""
        for _ in range(rounds):
            moved = False
            for source, target in ((self.guest, self.host), (self.host, self.guest)):
                for action in source.take_actions():
                    source.sent.append(action)
                    if action[0] == "send" or (action[0] == "close" and action[2] is not None):
                        message = action[2]
                        self.delivered += 1
                        target.feed(("message", self.conn, codec.decode(codec.encode(message))))
                        moved = True
                    if action[0] == "close":
                        source.closed.append(action)
            if not moved:
                return
        raise AssertionError("the sessions never stopped talking")

    def play(self, end, move):
        """``end`` plays ``move`` (its player's), as a screen does: into the match, then told."""
        end.match.play(move)
        end.do("played", move)
        self.run()


def moves_of(seed, plies=12, game=GAME):
    """The moves of a seeded random game of ``game`` (its first variant, as ``hosted`` sets up)."""
    return variant_moves(game, seed, plies)[1]


def variant_moves(game, seed, plies):
    info = games.get(game)
    variant = info.variants[0] if info.variants else None
    rules = info.rules
    state, moves, rng = rules.new_game(**info.options(variant, 0)), [], random.Random(seed)
    while len(moves) < plies and not state.is_over:
        moves.append(rng.choice(state.legal_moves()))
        state = state.play(moves[-1])
    return variant, moves
