"""A game in words: its title, who played it, who won and why, when it was played.

The game scene, its end banner, the replay, the Games screen, a lesson and the exported
move list all say these things, and say them here, the same way. Each game adds its own
words in ``words/<game>.py`` (a ``GameTexts``: the move list's notation, the lines under
each player's name, the score line), named in the games registry. No pygame here; texts
are looked up when asked for, so a language switch shows at once.
"""

import datetime

from .. import games, rules
from ..i18n import language, t
from ..players import vs_bot
from ..record_fields import RESIGNED


def title(game, variant=None):
    """"27 · Grey": the game and, if it has one, its variant."""
    name = t(games.get(game).title)
    return t("games.with_variant", game=name, variant=t(f"variant.{game}.{variant}")) if variant else name


def side_name(game, player):
    """The name of ``player``'s side: "White", "Dark"..."""
    return t(games.get(game).sides[player])


def role(players, player, shared=False):
    """Who played a side: the bot and its level, you (against the bot), or a person. In a
    file ``shared`` with someone else, "you" would mean them: a person it is."""
    level = players[player]
    if level is not None:
        return t("game.bot", level=t(f"level.{level}"))
    return t("game.you") if vs_bot(players) and not shared else t("library.human")


def who(players, names, player, shared=False):
    """Who played a side: the person's name when they gave one, else their ``role``."""
    return names[player] or role(players, player, shared)


def who_played(game, players, names=(None, None), shared=False):
    """"Two players" (or their names, White's first), or which side you played against which bot
    (in a game ``shared`` with you, the side the person played)."""
    bots = [(p, level) for p, level in enumerate(players) if level is not None]
    if not bots:
        if any(names):
            return t("games.named_players", white=names[0] or side_name(game, 0), black=names[1] or side_name(game, 1))
        return t("games.two_players")
    bot, level = bots[0]
    key = "games.vs_bot_shared" if shared else "games.vs_bot"
    return t(key, side=side_name(game, 1 - bot), level=t(f"level.{level}"))


def headline(game, winner):
    """Who won a finished game (``winner`` None: a draw), by the colour of their side."""
    return t("game.draw") if winner is None else t("game.wins", name=side_name(game, winner))


def banner_headline(game, players, winner, names=(None, None), shared=False):
    """Who won, said the same way wherever a game's end is told (the banner, the turn line, a
    lesson's card, the exported move list): against the bot, you or the bot (in a ``shared``
    file, by colour); a person who gave a name, by name; else by colour."""
    if winner is None:
        return headline(game, winner)
    if vs_bot(players) and not shared:
        return t("banner.bot_wins") if players[winner] is not None else t("banner.you_win")
    if names[winner]:
        return t("game.name_wins", name=names[winner])
    return headline(game, winner)


def end_line(headline, detail):
    """Who won, then the score or why, on one line ("The bot wins · White 1 – 2 Black")."""
    return t("game.end_line", headline=headline, detail=detail) if detail else headline


def running_score(game, names, score):
    """Two people's running score over a sitting (``score``: wins of this game's two sides,
    then draws) in words: each by name, else by the side they played in this game."""
    a, b = (names[p] or side_name(game, p) for p in (0, 1))
    line = t("banner.running", a=a, x=score[0], b=b, y=score[1])
    return t("games.tally_draws", line=line, n=score[2]) if score[2] else line


def outcome(game, reason):
    """Why a game ended (a rules module's ``outcome``, or a player resigned), in words."""
    return t("outcome.resigned") if reason == RESIGNED else t(f"outcome.{game}.{reason}")


def result(game, players, ended, names=(None, None), shared=False):
    """How a kept game ended (``ended``: a record's result, None while in progress): against
    the bot, in your words (in a game ``shared`` with you, the bot or the person's colour);
    between two players, the winner's name or colour."""
    if ended is None:
        return t("library.in_progress")
    winner = ended["winner"]
    if winner is None:
        return t("game.draw")
    if vs_bot(players) and players[winner] is not None:
        return t("games.bot_won")
    if vs_bot(players) and not shared:
        return t("games.you_won")
    if names[winner]:
        return t("games.name_won", name=names[winner])
    return t("games.side_won", name=side_name(game, winner))


def same_name(a, b):
    """Whether two names are the same person's: the same letters, in any case."""
    return a is not None and b is not None and a.casefold() == b.casefold()


def tally(entries):
    """The running score between the two people of the latest game among ``entries`` (newest
    first) played by two named people: ``(game, (name, wins), (name, wins), draws)`` over
    their finished games of that game, whichever sides they took; None when there is none."""
    latest = next((e for e in entries if all(e.names) and not vs_bot(e.players)), None)
    if latest is None:
        return None
    game, pair = latest.game, latest.names
    wins, draws = [0, 0], 0
    for entry in entries:
        if entry.game != game or entry.result is None or vs_bot(entry.players) or not all(entry.names):
            continue
        if same_name(entry.names[0], pair[0]) and same_name(entry.names[1], pair[1]):
            seats = (0, 1)
        elif same_name(entry.names[0], pair[1]) and same_name(entry.names[1], pair[0]):
            seats = (1, 0)
        else:
            continue
        winner = entry.result["winner"]
        if winner is None:
            draws += 1
        else:
            wins[seats[winner]] += 1
    return game, (pair[0], wins[0]), (pair[1], wins[1]), draws


def tally_line(entries=None, score=None):
    """The running score in words ("Alice 3 – Bob 2 at <game>"), or "" when there is none: of
    ``entries``, or the ``score`` ``tally`` gave for them (counted once for a list drawn often)."""
    score = tally(entries) if score is None and entries is not None else score
    if score is None:
        return ""
    game, (a, x), (b, y), draws = score
    line = t("games.tally", a=a, x=x, b=b, y=y, game=t(games.get(game).title))
    return t("games.tally_draws", line=line, n=draws) if draws else line


def when(iso):
    """A saved game's date: today, yesterday, or the date (in local time)."""
    if not iso:
        return ""
    moment = datetime.datetime.fromisoformat(iso)
    if moment.tzinfo is not None:
        moment = moment.astimezone()
    clock = moment.strftime("%H:%M")
    days = (datetime.date.today() - moment.date()).days
    if days == 0:
        return t("games.today", time=clock)
    if days == 1:
        return t("games.yesterday", time=clock)
    month = t("games.months").split()[moment.month - 1]
    return t("games.date", day=moment.day, month=month, year=moment.year, time=clock)


def typed(state, move):
    """``move`` as the player types it (speech's lists): the shortest that reads as this move of
    its notation, the notation's first word ("d1-e2", not "d1-e2 (e3 stuck) +": words of no
    language) and the notation without its spaces ("c2xc1,d1": one word said, fewer keys typed)."""
    full = rules.notation(state, move)
    for short in (full.split(" ")[0], "".join(full.split())):
        if short != full:
            try:
                if rules.parse_move(state, short) == move:
                    return short
            except (rules.NotationError, rules.IllegalMove):
                pass
    return full


class MoveLines:
    """A match's move list in words (``GameTexts.move_text``), each line written once: a move
    played adds one, an undo drops the last, another match or language writes them again."""

    def __init__(self, texts):
        self.texts = texts
        self.lines, self.after, self.language = [], [], None  # ``after``: the position each line led to

    def of(self, match):
        states, moves = match.states, match.moves
        kept = min(len(self.lines), len(moves))
        if self.language != language() or kept and self.after[kept - 1] is not states[kept]:
            self.lines, self.after, self.language, kept = [], [], language(), 0
        del self.lines[kept:], self.after[kept:]
        for i in range(kept, len(moves)):
            self.lines.append(self.texts.move_text(states[i], moves[i]))
            self.after.append(states[i + 1])
        return self.lines


class GameTexts:
    """What one game says in words about a position or a move, apart from any scene; each
    game's own (``words/<game>.py``) fills in what its positions and moves need. A game without
    one says what this class says (``game``: its id, else the game whose part the class is)."""

    game: str  # its game's id
    prefix = ""  # its keys' prefix in the catalogues, when not its id (a short name of its own)
    #: its texts that show numbers no word agrees with (a move's notation, a score line, a level's
    #: number), and why: they need no plural forms (every other number shown is a count, ``n``)
    numbers: dict[str, str] = {}

    def __init__(self, game=None):
        self.game = game or games.owner(type(self).__module__).id

    def side_name(self, player):
        return side_name(self.game, player)

    def label(self, player, names=(None, None)):
        """A player in a score line: the name they gave, else their side."""
        return names[player] or self.side_name(player)

    def why(self, reason):
        """A rules ``Reason`` (why a move is not legal) in words: ``<prefix>.why.<key>``, a
        ``player`` among its values named (``name``). None: no reason, no words."""
        if reason is None:
            return None
        values = dict(reason.values)
        if "player" in values:
            values["name"] = self.side_name(values["player"])
        return t(f"{self.prefix or self.game}.why.{reason.key}", **values)

    def move_text(self, before, move):
        """A line of the move list: ``move`` played in ``before``."""
        return str(move)

    def player_lines(self, state, player):
        """Lines under a player's name in the side panel (score, reserve...)."""
        return []

    def turn_detail(self, state):
        """What the player to move must know in ``state`` (e.g. how far stacks move)."""
        return ""

    def typing_note(self, state):
        """How a move of this game is typed (N, the key card): the game's own words where it has
        them; else, one of ``state``'s legal moves as it is typed (nothing once it is over)."""
        from ..rules import notation

        moves = state.legal_moves()
        return t("keys.type_example", example=notation(state, moves[0])) if moves else ""

    def notation_note(self, state=None):
        """How to read the move list of a game in ``state`` (None: any), when its notation is
        not the board's own (else "")."""
        return ""

    def result_text(self, state, names=(None, None)):
        """The score line of a finished game, each side by its player's name when they gave one
        (``names``), as the headline says who won."""
        return ""

    def headline(self, state):
        """Who won a finished game, or that it is a draw."""
        return headline(self.game, state.winner)

    def outcome(self, state):
        """Why the game ended, in words."""
        return outcome(self.game, state.outcome)

    # -- speech: the game told to a player who cannot see the board ----------------------
    def move_words(self, before, move):
        """``move`` played in ``before``, said aloud ("places a ball on b2"): by default the move
        list's line."""
        return self.move_text(before, move)

    def target_words(self, state, target, clicks=()):
        """What a board target is ("c3, White stone"), for the focus, while ``clicks`` (the move
        being entered) are made; by default its name."""
        return " ".join(str(part) for part in target[1:])

    def target_action(self, state, target):
        """The i18n key of what a press on a first target does ("{what}, can move"; a game where
        a press places a piece says "can place")."""
        return "speech.target_first"

    def position_words(self, state):
        """The whole position, said aloud; by default its text (``State.to_text``)."""
        return state.to_text()

    def moves_words(self, state, moves):
        """``moves`` (legal in ``state``) said as a list to choose from: by default each as
        typed (``typed``); a game may say a family of them at once ("1x5-7 to 14x5-7")."""
        return [typed(state, move) for move in moves]

    def notation_problem(self, reason):
        """Why a typed text is no move (a ``rules.NotationError`` reason), in words."""
        values = {k: t("notation.or").join(v) if isinstance(v, tuple) else v for k, v in reason.values.items()}
        return t(f"notation.{reason.key}", **values)
