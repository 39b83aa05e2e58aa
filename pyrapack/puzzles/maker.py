"""Finding a puzzle in a position, and checking one: the side to move has exactly one move
that wins, proven (``proof.py``), and the line goes on while the winner's next move is the
only one that wins too.

A puzzle (a plain dict, as the data files keep it):

- ``position``: the rules' ``to_dict()`` of the start (no history: it is the first time the
  position occurs), the side to move solves it;
- ``line``: the moves, as the rules write them (``str(move)``): the winning move, the other
  side's best defence (the answer after which the win takes longest: ``_defence``), the next
  winning move... It ends on the solver's move: where the winner's next move is no longer the
  only winning one (or the game is over), the puzzle is solved. A move of the solver's that
  is forced (every legal move leaves the same position: the only move, a pass) is in the line
  too, and the puzzle plays it for the player;
- ``refute``: for each of the solver's moves of the line, every other legal move and the
  answer that keeps it from winning, with whether that answer then wins by force
  (``[answer, wins]``; answer None when the move ends the game or plays again). A move
  that leaves the same position as the line's is the line's move too; a forced move's table
  is empty;
- ``length`` (the solver's decisions: its moves with a table that is not empty), ``lures``
  (the moves that fail although they look at least as good at first sight: by the game's
  evaluation one ply ahead) and ``difficulty`` (1 to 3) from them;
- ``won_in``: where the line stops before the end of the game, the fewest plies within which
  the solver then wins whatever the other side plays (``Judge.holds``); None when the line
  ends the game;
- ``proof``: "exact" (by the game's endgame solver, or by a search to the end) or the
  plies within which no other move wins (``Rule.depth``).
"""

import hashlib

from .. import games
from ..bots import book, engine
from ..json_file import writable
from . import proof

MAX_LENGTH = 4  # the solver's decisions in a line at most (its forced moves are played for it)
MAX_STEPS = 12  # the solver's moves in a line at most, forced ones included


def move_named(state, text):
    """The legal move of ``state`` written ``text`` (``str(move)``); ValueError if none."""
    for move in state.legal_moves():
        if str(move) == text:
            return move
    raise ValueError(f"no legal move {text!r} here")


def canonical(game, state):
    """A key shared by ``state`` and its symmetric images (the game's puzzle part's
    ``canonical``, else its opening book's frame)."""
    own = getattr(games.get(game).part("puzzles"), "canonical", None)
    return own(state) if own is not None else book.frame(game, state)[0]


def puzzle_id(game, state):
    return f"{game}-{hashlib.sha1(canonical(game, state).encode('utf-8')).hexdigest()[:10]}"


def lures(game, state, solution, moves):
    """How many of ``moves`` (failing ones) look at least as good as ``solution`` one ply ahead."""
    evaluate = engine.evaluator(game)
    mover = state.to_move

    def glance(move):
        after = state.play(move)
        if after.is_over:
            return 1000.0 if after.winner == mover else -1000.0 if after.winner is not None else 0.0
        value = evaluate(after)
        return value if after.to_move == mover else -value

    bar = glance(solution)
    return sum(glance(move) >= bar for move in moves)


def difficulty(length, lured):
    """1 to 3: a longer line and more moves that look as good make a puzzle harder."""
    points = 2 * (length - 1) + min(lured, 3)
    return 1 if points <= 1 else 2 if points <= 3 else 3


def fresh(state):
    """``state`` as a puzzle starts: without the game's history (its first occurrence)."""
    return type(state).from_dict(state.to_dict())


def examine(game, state, judge=None, source=None):
    """The puzzle that starts at ``state``, or None: exactly one winning move (up to moves that
    leave the same position), proven, and every other move proven not to win."""
    if state.is_over:
        return None
    state = fresh(state)
    if state.is_over:
        return None
    judge = judge or proof.Judge(game)
    try:  # one search first: most positions are not won, and it is cheaper than every move's
        if not judge.wins(state)[0]:
            return None
    except proof.OutOfNodes:
        return None
    solver = state.to_move
    step = _step(judge, state)
    if step is None or not step[1]:  # a move forced (or all alike) is no puzzle
        return None
    line, refute, lured, decisions = [], [], 0, 0
    position = state
    while step is not None:
        move, wrong = step
        decisions += bool(wrong)
        if not refute:
            lured = lures(game, state, move, [m for m in wrong])
        refutes = {}
        for other in wrong:
            try:
                reply, wins = judge.refutation(position, other)
            except proof.OutOfNodes:
                return None
            refutes[str(other)] = [None if reply is None else str(reply), wins]
        line.append(str(move))
        refute.append(refutes)
        position = end = position.play(move)
        defended = []
        while not position.is_over and position.to_move != solver:
            reply = _defence(judge, position, solver)
            if reply is None:
                return None
            defended.append(str(reply))
            position = position.play(reply)
        step = None if position.is_over else _step(judge, position)
        # a fifth decision, or a step past the most: the line stops before it, on the solver's move
        if step is None or decisions == MAX_LENGTH and step[1] or len(refute) == MAX_STEPS:
            break
        line += defended
    try:
        won_in = None if end.is_over else judge.holds(end, solver)
    except proof.OutOfNodes:
        return None
    if not (end.is_over or won_in):
        return None
    rule = judge.rule
    return {"id": puzzle_id(game, state), "game": game, "variant": getattr(state, "variant", None),
            "position": state.to_dict(), "line": line, "refute": refute, "length": decisions,
            "lures": lured, "difficulty": difficulty(decisions, lured), "won_in": won_in,
            "proof": "exact" if rule.depth is None or judge.exact else rule.depth,
            **({"source": source} if source else {})}


def _step(judge, position):
    """``(move, wrong)``: the only winning move of ``position`` and the moves that fail (none:
    the move is forced, every legal move leaving the same position), or None."""
    verdicts = judge.verdicts(position)
    if any(wins is None for _, wins, _ in verdicts):
        return None
    winners = [(move, quality) for move, wins, quality in verdicts if wins]
    if not winners or len({position.play(move) for move, _ in winners}) != 1:
        return None
    move = max(winners, key=lambda mq: mq[1])[0]
    target = position.play(move)
    return move, [m for m, wins, _ in verdicts if not wins and position.play(m) != target]


def _defence(judge, position, solver):
    """The other side's best defence in ``position`` (every answer loses): the one after which
    the win takes longest, by the fewest plies within which ``solver`` forces it
    (``Judge.holds``); among answers that hold out as long, the first in the game's own move
    order. None when an answer does not lose by force, or is not settled."""
    replies = judge.prover.order(position, position.legal_moves())
    if len({position.play(reply) for reply in replies}) == 1:
        return replies[0]  # forced: nothing to choose
    best, longest = None, -1
    for reply in replies:
        after = position.play(reply)
        try:  # no longer than the longest so far: no need to know how long exactly
            if best is not None and judge.within(after, solver, longest):
                continue
            plies = judge.holds(after, solver, beyond=max(longest, 0))
        except proof.OutOfNodes:
            return None
        if plies is None:
            return None  # not a forced win after all (a bounded proof's depth ran out)
        best, longest = reply, plies
    return best


def start(puzzle):
    """The puzzle's position (a State of its game's rules)."""
    return games.get(puzzle["game"]).rules.State.from_dict(puzzle["position"])


def walk(puzzle):
    """``[(before, move)]``: the line's moves, each with the position it is played in."""
    state, steps = start(puzzle), []
    for text in puzzle["line"]:
        move = move_named(state, text)
        steps.append((state, move))
        state = state.play(move)
    return steps


def check(puzzle):
    """A puzzle read from a file (the player's own), checked whole: ValueError when it is not one
    as ``examine`` makes them (its game and position read by the rules, its line legal move by
    move and ending on the solver's move, a refutation table per solver's move)."""
    if not (isinstance(puzzle, dict) and isinstance(puzzle.get("id"), str) and isinstance(puzzle.get("line"), list)
            and puzzle["line"] and all(isinstance(m, str) for m in puzzle["line"])):
        raise ValueError("a puzzle needs an id and a line of moves")
    if not writable(puzzle):  # kept and saved again with the player's progress
        raise ValueError("a puzzle holds only text that can be saved again")
    info = games.get(puzzle["game"])  # ValueError: not one of our games
    info.rules
    if puzzle.get("variant") not in (None, *info.variants):
        raise ValueError("a puzzle's variant is one of its game's")
    steps = walk(puzzle)
    solver = steps[0][0].to_move
    mine = [before for before, _ in steps if before.to_move == solver]
    refute = puzzle.get("refute")
    if steps[-1][0].to_move != solver or not (isinstance(refute, list) and type(puzzle.get("length")) is int
                                               and len(refute) == len(mine)):
        raise ValueError("a puzzle's line ends on its solver's move, with a refutation table for each")
    if puzzle.get("length") not in (sum(map(bool, refute)), len(refute)):  # (before issue 44: every move counted)
        raise ValueError("a puzzle's length is the count of its solver's decisions")
    won_in = puzzle.get("won_in")
    if not (won_in is None or type(won_in) is int and won_in > 0):
        raise ValueError("a puzzle's won_in is a count of plies, or null")
    for table, before in zip(refute, mine):
        if not (isinstance(table, dict) and all(
                isinstance(v, list) and len(v) == 2 and (v[0] is None or isinstance(v[0], str))
                and v[1] in (True, False, None) for v in table.values())):
            raise ValueError("a refutation is [answer or null, wins]")
        legal = {str(m) for m in before.legal_moves()}
        if not set(table) <= legal:
            raise ValueError("a refuted move is not legal")
    if not (type(puzzle.get("difficulty")) is int and puzzle["difficulty"] in (1, 2, 3)
            and type(puzzle.get("lures")) is int and puzzle["lures"] >= 0):
        raise ValueError("a puzzle's difficulty is 1 to 3, its lures a count")
