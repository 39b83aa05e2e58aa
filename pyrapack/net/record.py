"""What a saved game keeps of a game played over the network: checked where it is read.

A leaf module (it imports nothing of the app's): ``match.metadata`` checks a record's
``network`` field with it, as it checks every other field.
"""

import re

ROLES = ("host", "guest")
CODE = re.compile(r"[A-Z2-9]{6}\Z")  #: a join code (``address.new_code``): six letters and digits
GAME_ID = re.compile(r"[0-9a-f]{16}\Z")  #: the game both computers call by one name
FIELDS = {"role", "side", "game_id", "code", "address", "port"}
ADDRESS_LENGTH = 300  #: characters of an address typed to join, at most


def network_field(value, players):
    """A record's ``network`` field, checked: None, or ``{"role": "host" or "guest", "side": the
    side played on this computer, "game_id", "code", "address": what the guest typed (None for
    the host), "port": where the host listens}``, in a game between two people (``players``
    both None). Anything else raises ``RecordError``."""
    from ..rules.record import RecordError

    if value is None:
        return None
    if (isinstance(value, dict) and set(value) == FIELDS and value["role"] in ROLES
            and type(value["side"]) is int and value["side"] in (0, 1)
            and isinstance(value["game_id"], str) and GAME_ID.match(value["game_id"])
            and isinstance(value["code"], str) and CODE.match(value["code"])
            and (value["address"] is None if value["role"] == "host" else _address(value["address"]))
            and type(value["port"]) is int and 0 <= value["port"] <= 65535
            and isinstance(players, (list, tuple)) and all(p is None for p in players)):
        return dict(value)
    raise RecordError('\'network\' must be null or {"role": "host" or "guest", "side": 0 or 1, "game_id", '
                      '"code", "address", "port"} in a game between two people', "network")


def _address(value):
    return isinstance(value, str) and 0 < len(value) <= ADDRESS_LENGTH and value.isprintable() \
        and value.isascii()
