"""The network's referee, without a socket: the session's every step (hello, catching up, moves,
undo, resignation, rematch) and nothing of a bad message ever applied. Games are chosen by what
they are, never by name."""

import random

import pytest
from net_pair import CODE, GAME, GAME_ID, End, Pair, hosted, moves_of, variant_moves

from pyrapack import games
from pyrapack.match import Match
from pyrapack.net import codec
from pyrapack.net.session import MAX_PLIES, Session

DRAWN = next((info.id for info in games.GAMES if info.drawn_first), GAME)


# -- the session: hello and catching up ---------------------------------------------------------
def test_a_new_guest_joins_the_hosted_game_with_its_names_and_the_other_side():
    pair = Pair(hosted(DRAWN, first=1, side=1)).open()
    guest = pair.guest.match
    assert pair.host.kinds() == ["connected"] and pair.guest.kinds() == ["joined", "connected"]
    assert (guest.game, guest.options, guest.names) == (DRAWN, pair.host.match.options, ("Ann", "Bob"))
    assert guest.network["side"] == 0 and guest.network["role"] == "guest" and guest.network["game_id"] == GAME_ID
    assert pair.host.session.connected and pair.guest.session.connected


def test_a_guest_joining_late_catches_up_with_every_move_in_chunks():
    game = max(games.GAMES, key=lambda info: info.rules.PLIES).id
    variant, moves = variant_moves(game, 5, 250)
    info = games.get(game)
    match = Match(game, info.options(variant, 0), (None, None), moves, names=("Ann", "Bob"))
    match.network = hosted(game, variant).network
    pair = Pair(match).open()
    assert pair.guest.match.moves == match.moves and pair.guest.session.connected
    histories = [a for a in pair.host.sent if a[0] == "send" and a[2]["type"] == "history"]
    assert len(histories) == -(-len(moves) // codec.MAX_HISTORY)


@pytest.mark.parametrize("longer", ["host", "guest"])
def test_coming_back_resumes_from_the_longer_list_when_it_extends_the_other(longer):
    moves = moves_of(7, 10)
    host_match, guest_match = hosted(GAME, moves=moves), None
    pair = Pair(host_match).open()
    guest_match = pair.guest.match
    short = host_match if longer == "guest" else guest_match
    short.cut(7)
    again = Pair(host_match, guest_match, conn=2).open()
    assert host_match.moves == guest_match.moves == moves
    behind = again.guest if longer == "host" else again.host
    ahead = again.host if longer == "host" else again.guest
    assert behind.kinds() == ["moves", "connected"] and ahead.kinds() == ["connected"]
    assert behind.events[-1].values["caught_up"] == 3


def test_lists_that_disagree_are_said_and_both_kept_unchanged():
    host_match = hosted(GAME, moves=moves_of(7, 10))
    pair = Pair(host_match).open()
    guest_match = pair.guest.match
    guest_match.cut(6)
    guest_match.play(next(m for m in guest_match.state.legal_moves() if m != host_match.moves[6]))
    before = (list(host_match.moves), list(guest_match.moves))
    again = Pair(host_match, guest_match, conn=2).open()
    assert (host_match.moves, guest_match.moves) == before
    problems = [e for end in (again.host, again.guest) for e in end.events if e.kind == "problem"]
    assert problems and all(e.values["key"] == "disagree" for e in problems)
    assert again.host.session.phase == again.guest.session.phase == "stopped"


def test_a_wrong_code_is_answered_late_and_joins_nothing():
    host = End(Session("host", CODE, hosted(GAME)))
    guest = End(Session("guest", "AAAAAA"))
    guest.feed(("open", 4))
    hello = guest.take_actions()[0][2]
    host.feed(("message", 4, hello))
    (action,) = host.take_actions()
    assert action[0] == "close" and action[2]["reason"] == "code" and action[3] >= 1.0
    assert host.kinds() == ["turned_away"] and host.session.conn is None
    guest.feed(("message", 4, action[2]))
    assert guest.kinds() == ["refused"] and guest.session.phase == "stopped" and guest.match is None


def test_a_guest_of_another_version_is_told_so():
    host = End(Session("host", CODE, hosted(GAME)))
    with pytest.raises(codec.ProtocolError) as problem:
        codec.decode(b'{"type":"hello","protocol":2,"app":"9.9","role":"guest","code":"K7Q3XM"}\n')
    host.feed(("bad", 3, problem.value))
    (action,) = host.take_actions()
    assert action[0] == "close" and action[2]["reason"] == "version" and action[2]["protocol"] == codec.PROTOCOL
    assert host.events[0].values["app"] == "9.9" and host.session.conn is None


def test_a_host_hello_with_unknown_rules_or_game_is_refused_and_nothing_is_made():
    guest = End(Session("guest", CODE))
    guest.feed(("open", 1))
    guest.take_actions()
    hello = {"type": "hello", "protocol": 1, "app": "0", "role": "host", "game": "chess", "options": {}, "rules": 1,
             "names": [None, None], "side": 1, "game_id": GAME_ID, "count": 0, "digest": "0" * 32}
    guest.feed(("message", 1, hello))
    assert guest.kinds() == ["problem"] and guest.match is None and guest.events[0].values["key"] == "game"


# -- the session: the game ----------------------------------------------------------------------
def test_moves_go_both_ways_and_both_lists_stay_one():
    pair = Pair(hosted(GAME)).open()
    rng = random.Random(2)
    for _ in range(10):
        end = pair.host if pair.host.match.local_to_move else pair.guest
        if end.match.over:
            break
        pair.play(end, rng.choice(end.match.state.legal_moves()))
    assert pair.host.match.moves == pair.guest.match.moves and len(pair.host.match.moves) > 0


def fake_move_message(end, move_dict, count=None):
    match = end.match
    digest = codec.next_digest(codec.Digests(match).now(), move_dict)
    return {"type": "move", "move": move_dict, "count": len(match.moves) + 1 if count is None else count,
            "digest": digest}


@pytest.mark.parametrize("fault", ["out of turn", "illegal", "written wrong", "count", "digest"])
def test_a_bad_move_is_refused_nothing_of_it_played_and_the_connection_closed(fault):
    pair = Pair(hosted(GAME)).open()
    host = pair.host
    legal = host.match.state.legal_moves()
    if fault == "out of turn":  # the host is to move: the guest may not
        message = fake_move_message(host, legal[0].to_dict())
    else:
        pair.play(host, legal[0])
        state = host.match.state
        move = state.legal_moves()[0].to_dict()
        illegal = next(({**move, key: value} for key in move for value in (0, 1, 2, 5, 8)
                        if isinstance(move[key], int) and not isinstance(move[key], bool)
                        and _illegal(host.match, {**move, key: value})), {"pass": True})
        message = {"illegal": fake_move_message(host, illegal),
                   "written wrong": fake_move_message(host, {"bogus": 1}),
                   "count": fake_move_message(host, move, count=7),
                   "digest": {**fake_move_message(host, move), "digest": "f" * 32}}[fault]
    before = list(host.match.moves)
    host.feed(("message", pair.conn, message))
    assert host.match.moves == before
    (problem,) = [e for e in host.events if e.kind == "problem"]
    assert problem.values["key"] in ("turn", "illegal", "count", "digest")
    (close,) = host.take_actions()
    assert close[0] == "close" and close[2]["type"] == "error" and not host.session.connected


def _illegal(match, data):
    try:
        match.state.play(match.rules.Move.from_dict(data))
    except ValueError:
        return True
    return False


def test_a_game_longer_than_a_network_game_may_be_is_refused():
    pair = Pair(hosted(GAME)).open()
    pair.guest.session.limit = 0  # as if every move were past the limit (MAX_PLIES times the rules' long game)
    pair.play(pair.host, pair.host.match.state.legal_moves()[0])
    assert pair.guest.events[-1].values["key"] == "too_long" and MAX_PLIES >= 10


def test_both_sides_moving_at_once_plays_the_move_of_the_side_to_move_only():
    pair = Pair(hosted(GAME)).open()
    host, guest = pair.host, pair.guest
    move = host.match.state.legal_moves()[0]
    host.match.play(move)
    host.do("played", move)
    stray = fake_move_message(guest, guest.match.state.legal_moves()[-1].to_dict())  # the guest clicks too
    guest_sent = {"type": "move", **{k: stray[k] for k in ("move", "count", "digest")}}
    host.feed(("message", pair.conn, guest_sent))
    assert host.match.moves == [move]  # the guest's move, from a position gone: refused
    assert host.events[-1].values["key"] in ("turn", "count")


def test_undo_is_offered_and_accepted_on_both_or_declined_never_taken_alone():
    pair = Pair(hosted(GAME)).open()
    host, guest = pair.host, pair.guest
    pair.play(host, host.match.state.legal_moves()[0])
    assert not guest.session.can_offer_undo() or guest.match.state.to_move == guest.session.mine
    assert host.do("offer_undo") and host.match.moves  # nothing taken back yet
    pair.run()
    assert guest.kinds()[-1] == "undo_offered" and host.match.moves
    guest.do("answer_undo", False)
    pair.run()
    assert host.kinds()[-1] == "undo_declined" and len(host.match.moves) == len(guest.match.moves) == 1
    assert host.do("offer_undo")
    pair.run()
    guest.do("answer_undo", True)
    pair.run()
    assert host.match.moves == guest.match.moves == [] and host.kinds()[-1] == "cut"


def test_an_offer_that_crossed_a_move_is_declined_by_itself():
    pair = Pair(hosted(GAME)).open()
    host, guest = pair.host, pair.guest
    pair.play(host, host.match.state.legal_moves()[0])
    assert guest.match.local_to_move
    host.do("offer_undo")  # the offer goes out while the guest moves: neither has seen the other
    move = guest.match.state.legal_moves()[0]
    guest.match.play(move)
    guest.do("played", move)
    pair.run()
    assert host.match.moves == guest.match.moves and len(host.match.moves) == 2
    assert host.session.undo is None and guest.session.undo is None


def test_a_resignation_ends_the_game_on_both_and_a_rematch_swaps_the_sides():
    pair = Pair(hosted(DRAWN, first=1)).open()
    host, guest = pair.host, pair.guest
    assert host.do("resign")
    host.match.resign(host.session.mine)
    pair.run()
    assert guest.match.result == host.match.result == {"winner": 1, "outcome": "resigned"}
    old = host.match
    host.do("offer_rematch")
    guest.do("offer_rematch")  # both asked at once: agreed, one game
    pair.run()
    assert host.match is not old and host.match.network["game_id"] == guest.match.network["game_id"] != GAME_ID
    assert host.match.network["side"] == 1 and guest.match.network["side"] == 0
    assert host.match.options == guest.match.options == old.options and host.match.names == ("Bob", "Ann")


def test_a_declined_rematch_keeps_the_game():
    pair = Pair(hosted(GAME)).open()
    pair.guest.do("resign")
    pair.guest.match.resign(pair.guest.session.mine)
    pair.run()
    old = pair.host.match
    pair.guest.do("offer_rematch")
    pair.run()
    pair.host.do("answer_rematch", False)
    pair.run()
    assert pair.guest.kinds()[-1] == "rematch_declined" and pair.host.match is old


@pytest.mark.parametrize("message", [
    {"type": "history", "moves": [{"pass": True}], "count": 1, "digest": "a" * 32},
    {"type": "ready", "count": 0, "digest": "a" * 32},
    {"type": "rematch_offer", "game_id": None},
    {"type": "resign", "count": 0},
])
def test_a_message_at_the_wrong_moment_is_refused(message):
    pair = Pair(hosted(GAME)).open()
    if message["type"] == "resign":
        pair.host.match.resign(0)
    pair.host.feed(("message", pair.conn, message))
    assert pair.host.events[-1].kind == "problem" and pair.host.events[-1].values["key"] == "order"
    assert pair.host.match.moves == []


def test_a_stranger_s_message_before_any_hello_is_turned_away():
    host = End(Session("host", CODE, hosted(GAME)))
    host.feed(("open", 9))
    host.feed(("message", 9, {"type": "resign", "count": 0}))
    assert host.kinds() == ["turned_away"] and host.take_actions()[0][0] == "close" and not host.match.over

