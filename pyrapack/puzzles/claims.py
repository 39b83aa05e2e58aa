"""Every claim of a puzzle checked by its game's rule (the first prover, ``proof.Judge``), as
``plain.check`` checks them by plain search: the two provers, each on every claim.

Checking a claim costs less than finding it: ``maker.examine`` asks every move of each of the
solver's positions whether it wins and looks for the answer that refutes each that does not;
here the answer is given, and only what the puzzle says is asked. That the maker makes the
shipped puzzles again, move for move, the tests check on some of them (``examine`` is
deterministic).
"""

from . import maker, proof


def check(puzzle):
    """The claims of ``puzzle`` that its game's rule does not prove (empty: all hold). At each
    of the solver's moves: the move wins, its table names every other move that leaves another
    position (none when the move is forced) and each is refuted by its stated answer (the
    solver then has no forced win; an answer said to win does); at
    each of the other side's moves, no other answer holds out longer (``Judge.holds``); the
    count of decisions; and a line's end is won within ``won_in`` plies, not fewer."""
    name, judge = puzzle["id"], proof.Judge(puzzle["game"])
    plies = judge.rule.plies
    steps = maker.walk(puzzle)
    solver = steps[0][0].to_move
    mine = [(before, move) for before, move in steps if before.to_move == solver]
    wrong = []
    try:
        for (before, move), table in zip(mine, puzzle["refute"]):
            wrong += _step(judge, name, before, move, table, plies)
        for before, move in steps:
            if before.to_move != solver:
                wrong += _holds_out(judge, name, before, move, solver)
        end = steps[-1][0].play(steps[-1][1])
        won_in = puzzle.get("won_in")
        if won_in is not None and judge.holds(end, solver) != won_in:
            wrong.append(f"{name}: the line's end is won within {won_in} plies, no fewer")
    except proof.OutOfNodes:
        wrong.append(f"{name}: a claim the rule does not settle within its nodes")
    if puzzle["length"] != sum(map(bool, puzzle["refute"])):
        wrong.append(f"{name}: {puzzle['length']} moves to find, not the decisions counted")
    return wrong


def _step(judge, name, before, move, table, plies):
    """The claims of one of the solver's moves: it wins, every other one is refuted."""
    wrong = [] if judge.move_wins(before, move, plies)[0] else [f"{name}: {move} wins"]
    target = before.play(move)
    others = {str(m) for m in before.legal_moves() if before.play(m) != target}
    if set(table) != others:
        wrong.append(f"{name}: the moves refuted after {move} are every other move")
    solver = before.to_move
    for text, (answer, wins) in table.items():
        child = before.play(maker.move_named(before, text))
        if answer is None:  # the move ends the game, or its player plays again: it does not win
            if judge.move_wins(before, maker.move_named(before, text), plies)[0]:
                wrong.append(f"{name}: {text} does not win")
            continue
        after = child.play(maker.move_named(child, answer))
        if judge._wins_for(after, solver, plies - 2):
            wrong.append(f"{name}: {answer} refutes {text}")
        if wins and not judge._loses_for(after, solver, plies - 2):  # "it wins by force", the card says
            wrong.append(f"{name}: {answer} wins against {text}")
    return wrong


def _holds_out(judge, name, before, move, solver):
    """No other answer of the other side's than ``move`` holds out longer."""
    chosen = before.play(move)
    others = [m for m in before.legal_moves() if before.play(m) != chosen]
    if not others:
        return []
    longest = judge.holds(chosen, solver)
    if longest is None:
        return [f"{name}: after {move} the solver forces no win"]
    return [f"{name}: {other} holds out longer than {move}" for other in others
            if not judge.within(before.play(other), solver, longest)]
