"""Does the bench's public AI play what the real one played? Replay recorded games and count.

Run: ``python bench/public_games.py --game G FILE`` (FILE: games the real public AI played,
one JSON object a line: ``variant``, ``first`` and ``ai`` as a player's letter, ``W`` for
player 0 and ``B`` for player 1, ``moves`` as the rules' move dicts each with ``"by": "ai"``
or ``"opponent"``; ``bench/data/`` holds them). Each game is replayed from its start (the AI's
choices depend on the searches it made earlier in the same game); at every position where the
AI had a choice, ``reference.public(G)`` chooses and is compared with the real AI's move.
Prints every disagreement, the count per game and in all, and the CPU seconds it took.
"""

import argparse
import json
import pathlib
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))

import reference  # noqa: E402  (bench/reference.py, next to this file)

from pyrapack import games  # noqa: E402

PLAYERS = "WB"  # the records' letters of player 0 and player 1


def read(path):
    """The records of ``path``, one a line."""
    with open(path, encoding="utf-8") as lines:
        return [json.loads(line) for line in lines if line.strip()]


def replay(game, record, public=None):
    """``(agreed, choices, [(ply, real move, stand-in's move)])`` over the positions of
    ``record`` where the AI had more than one move."""
    info = games.get(game)
    public = public or reference.public(game)
    state = info.rules.new_game(**info.options(record["variant"], PLAYERS.index(record["first"])))
    ai = PLAYERS.index(record["ai"])
    agreed, choices, differ = 0, 0, []
    for ply, entry in enumerate(record["moves"]):
        move = info.rules.Move.from_dict({k: v for k, v in entry.items() if k != "by"})
        if (entry["by"] == "ai") != (state.to_move == ai):
            raise ValueError(f"ply {ply}: the record says {entry['by']} moved, the rules say the other side")
        if entry["by"] == "ai" and len(state.legal_moves()) > 1:
            chosen = public.choose(state, ply)
            choices += 1
            if chosen == move:
                agreed += 1
            else:
                differ.append((ply, move, chosen))
        state = state.play(move)
    return agreed, choices, differ


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, choices=[g.id for g in games.GAMES])
    parser.add_argument("file", type=pathlib.Path)
    args = parser.parse_args(argv)
    public = reference.public(args.game)
    if public is None:
        parser.error(f"{args.game}: its bot part describes no public AI")
    start = time.process_time()
    total = [0, 0]
    for k, record in enumerate(read(args.file)):
        agreed, choices, differ = replay(args.game, record, public)
        total[0] += agreed
        total[1] += choices
        for ply, real, chosen in differ:
            print(f"  game {k}, ply {ply}: the real AI played {real}, the stand-in {chosen}")
        print(f"game {k:2} (first {record['first']}, AI {record['ai']}): {agreed} of {choices}")
    seconds = time.process_time() - start
    print(f"{total[0]} of {total[1]} positions with a choice ({100 * total[0] / max(total[1], 1):.1f}%), "
          f"{seconds:.1f} CPU s")
    return 0 if total[0] >= 0.99 * total[1] else 1


if __name__ == "__main__":
    sys.exit(main())
