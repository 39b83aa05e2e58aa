"""Pyramidames' puzzles (issue 44, item 1): the defence is the answer that holds out longest."""

import json

from test_puzzles_lines import holds_out_longest

#: pyramidames-5ca41cc9b3 as first shipped: it answered d8-c7, which loses at the next ply, where
#: h8-g7 or d8-e7 hold out five plies; its second move was the only capture, counted as a move to find
PYRAMIDAMES = json.loads(
    '{"id":"pyramidames-5ca41cc9b3","game":"pyramidames","variant":null,"position":{"game":"pyramidames",'
    '"to_move":0,"white":[[2,0],[5,1],[7,1],[0,2],[4,2],[6,2],[3,3],[5,3],[0,4]],"black":[[1,3],[7,3],[4,4],'
    '[6,4],[5,5],[7,5],[3,7],[5,7],[7,7]]},"line":["a3xc5","d8-c7","f4xd6xb8"],"refute":[{"a5xc3":["h8-g7",false]},'
    '{}],"length":2,"lures":0,"difficulty":2,"proof":7}')


def test_the_defence_holds_out_longest():
    """After h8-g7 more than one move wins: the line stops there, won within six plies."""
    made = holds_out_longest(PYRAMIDAMES, {"h8-g7", "d8-e7"}, 6)
    assert made["length"] == 1
