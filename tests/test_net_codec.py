"""The network protocol's pieces without a socket: its messages read (and refused, saying why),
the move list's digest, addresses and codes as people type them, this computer's addresses
(read without sending anything), the saved game's network field, and the bench."""

import json
import socket
import sys

import pytest
from net_pair import CODE, GAME, GAME_ID, hosted, moves_of

from pyrapack.match import Match
from pyrapack.net import address, codec
from pyrapack.record_fields import network_field
from pyrapack.rules.record import RecordError


# -- the codec ----------------------------------------------------------------------------------
@pytest.mark.parametrize("line, key", [
    (b"garbage\n", "malformed"),
    (b"\xff\xfe{}\n", "malformed"),
    (b'{"type": "move", "move": {"pass": true}, "count": 1}\n', "malformed"),  # a field missing
    (b'{"type": "move", "move": {"pass": true}, "count": 1.0, "digest": "' + b"0" * 32 + b'"}\n', "malformed"),
    (b'{"type": "ping", "extra": 1}\n', "malformed"),
    (b'{"type": "undo_offer", "count": NaN}\n', "malformed"),
    (b'{"type": "undo_offer", "count": -1}\n', "malformed"),
    (b'{"type": "undo_offer", "count": 99999999999999}\n', "malformed"),
    (b'{"type": "eval", "code": "__import__(\'os\')"}\n', "malformed"),
    (b"[" * 5000 + b"]" * 5000 + b"\n", "malformed"),
    (b'{"type": "hello", "protocol": 2, "app": "9.0"}\n', "version"),
    (b'{"type": "hello", "protocol": 0}\n', "version"),
    (b'{"type": "ping"' + b" " * codec.MAX_LINE + b"}\n", "malformed"),
])
def test_a_line_that_is_no_message_of_this_protocol_is_refused_saying_why(line, key):
    with pytest.raises(codec.ProtocolError) as refused:
        codec.decode(line)
    assert refused.value.key == key


def test_a_version_mismatch_carries_the_peer_s_versions():
    with pytest.raises(codec.ProtocolError) as refused:
        codec.decode(b'{"type": "hello", "protocol": 7, "app": "3.2.1", "role": "guest"}\n')
    assert refused.value.values == {"version": 7, "app": "3.2.1"}


def test_every_message_we_send_reads_back_as_itself():
    messages = [{"type": "ping"}, {"type": "bye"}, {"type": "resign", "count": 3},
                {"type": "error", "reason": "illegal", "detail": "café"},
                {"type": "rematch_answer", "accept": True, "game_id": GAME_ID},
                {"type": "history", "moves": [{"pass": True}] * codec.MAX_HISTORY, "count": 100, "digest": "a" * 32}]
    for message in messages:
        line = codec.encode(message)
        assert line.endswith(b"\n") and line.count(b"\n") == 1 and codec.decode(line) == message


def test_the_digest_tells_two_move_lists_apart_and_follows_a_cut():
    match = hosted(GAME, moves=moves_of(1, 6))
    digests = codec.Digests(match)
    whole = digests.now()
    other = hosted(GAME, moves=moves_of(2, 6))
    assert codec.Digests(other).now() != whole and codec.Digests(other).at(0) == digests.at(0)
    match.cut(4)
    digests.cut(4)
    assert digests.now() == codec.Digests(hosted(GAME, moves=match.moves)).now() != whole


# -- addresses and codes ------------------------------------------------------------------------
@pytest.mark.parametrize("typed, parsed", [
    ("127.0.0.1", ("127.0.0.1", address.DEFAULT_PORT)), (" 127.0.0.1:5000 ", ("127.0.0.1", 5000)),
    ("::1", ("::1", address.DEFAULT_PORT)), ("[::1]:6000", ("::1", 6000)), ("fe80::1%eth0", ("fe80::1%eth0", 47027)),
    ("my-pc.local:47000", ("my-pc.local", 47000)),
])
def test_an_address_is_read_as_people_type_it(typed, parsed):
    assert address.parse(typed) == parsed


@pytest.mark.parametrize("typed, key", [("", "empty"), ("   ", "empty"), ("1.2.3", "unreadable"),
                                        ("127.0.0.1:99999", "port"), ("127.0.0.1:x", "port"), ("[::1", "unreadable"),
                                        ("::zz", "unreadable"), ("a b", "unreadable"), ("héllo", "unreadable"),
                                        ("[::1]x", "unreadable")])
def test_an_address_that_is_none_says_why(typed, key):
    with pytest.raises(address.AddressError) as refused:
        address.parse(typed)
    assert refused.value.key == key


def test_the_addresses_shown_are_the_ones_a_friend_can_type_best_first():
    """Made-up tables: the test depends on no interface of this machine."""
    table = [("lo", "127.0.0.1"), ("lo", "::1"), ("eth0", "fe80::1c2:3ff:fe4:5"), ("eth0", "2a01:e0a:1::7"),
             ("wlan0", "192.168.1.20"), ("tun0", "100.64.0.3"), ("eth0", "fd12:3456::9"), ("x", "junk"),
             ("eth1", "192.168.1.20"), ("docker", "224.0.0.1")]
    assert address.choose(table) == ["192.168.1.20", "100.64.0.3", "fd12:3456::9", "2a01:e0a:1::7"]
    assert address.choose([("lo", "127.0.0.1")]) == []
    assert all(isinstance(a, str) for a in address.lan_addresses())  # read from this system's tables: whatever it has


def test_a_code_is_six_letters_and_digits_that_cannot_be_mistaken():
    codes = {address.new_code() for _ in range(50)}
    assert len(codes) == 50 and all(len(c) == 6 and set(c) <= set(address.CODE_LETTERS) for c in codes)
    assert not set("0O1I") & set(address.CODE_LETTERS)
    assert address.clean_code(" k7q-3xm ") == "K7Q3XM"


def test_a_saved_network_field_is_checked_like_every_other():
    good = {"role": "guest", "side": 1, "game_id": GAME_ID, "code": CODE, "address": "[::1]:47027", "port": 47027}
    assert network_field(good, [None, None]) == good
    for bad in ({**good, "side": 2}, {**good, "role": "spy"}, {**good, "code": "short"}, {**good, "port": -1},
                {**good, "address": "x" * 400}, {**good, "address": None}, {**good, "extra": 1}, "host"):
        with pytest.raises(RecordError):
            network_field(bad, [None, None])
    with pytest.raises(RecordError):
        network_field(good, [None, "easy"])


def test_a_network_game_and_a_resignation_survive_the_record():
    match = hosted(GAME, moves=moves_of(3, 5))
    match.resign(1)
    back = Match.from_record(json.loads(match.record_json()))
    assert back.network == match.network and back.resigned == 1 and back.result == {"winner": 0, "outcome": "resigned"}
    assert back.over and not back.local_to_move


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="elsewhere the system answers for its own name")
def test_this_computer_s_addresses_are_read_without_sending_anything(monkeypatch):
    """No socket is opened and no name looked up: the kernel's own tables are read (``/proc``)."""
    def forbidden(*args, **kwargs):
        raise AssertionError("listing the addresses opened a socket or looked a name up")

    for name in ("socket", "create_connection", "getaddrinfo", "gethostbyname", "gethostbyname_ex", "gethostname"):
        monkeypatch.setattr(socket, name, forbidden)
    found = address.lan_addresses()
    assert isinstance(found, list) and not any(a.startswith("127.") or a == "::1" for a in found)


def test_the_network_bench_plays_games_with_one_record_on_both_sides(capsys):
    from test_bench import load_bench

    assert load_bench("network").main(["--games", "2"]) == 0
    assert "records identical on both sides: 2/2" in capsys.readouterr().out
