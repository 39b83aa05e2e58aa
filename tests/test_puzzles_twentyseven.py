"""27's puzzles (issue 44, item 2): "moves to find" counts the real decisions only."""

import json

from test_puzzles_lines import again

from pyrapack.puzzles import maker

#: twentyseven-27b586dc19 as first shipped, "level 3 · 3 moves to find": its second move is a
#: forced pass, its third the only legal move
TWENTYSEVEN = json.loads(
    '{"id":"twentyseven-27b586dc19","game":"twentyseven","variant":"basic","position":{"game":"twentyseven",'
    '"variant":"basic","to_move":1,"cells":["R","GWWWWBB","GBBB","GWBWB","GBW","G","G","GBWW","R"]},'
    '"line":["4 from cell 3","2 from cell 4","pass","1 from cell 6","1 from cell 6"],"refute":[{"1 from cell 3":'
    '["3 from cell 3",true],"2 from cell 3":["2 from cell 4",false],"3 from cell 3":["2 from cell 4",true]},{},{}],'
    '"length":3,"lures":0,"difficulty":3,"proof":"exact"}')


def test_moves_to_find_count_the_real_decisions_only():
    made = again(TWENTYSEVEN)
    assert made["line"] == TWENTYSEVEN["line"]
    assert made["length"] == 1 and [bool(table) for table in made["refute"]] == [True, False, False]
    assert made["difficulty"] == maker.difficulty(1, made["lures"]) == 1
