"""Playing with a friend on another computer: the network's parts, none of them drawn.

``codec`` (the protocol's messages, ``docs/network.md``), ``address`` (what is typed and
shown: addresses, ports, codes, this computer's addresses), ``session`` (one game's
conversation, pure: the referee of every message), ``transport`` (TCP on its own thread)
and ``link`` (the bridge the frame reads once a frame). What a saved game keeps of it, its
``network`` field, is checked with the record's other fields (``record_fields.py``: below the
match, which ``session`` plays). The screens are ``scenes/net_*.py``.
"""
