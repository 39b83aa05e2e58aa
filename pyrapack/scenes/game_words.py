"""A kept game described in words, the same on the Games screen and in its replay: its title
with the variant, when it was played, who played it and how it ended."""

import datetime

from .. import games
from ..i18n import t


def title(game, variant=None):
    """"27 · Grey": the game and, if it has one, its variant."""
    name = t(games.get(game).title)
    return t("games.with_variant", game=name, variant=t(f"variant.{game}.{variant}")) if variant else name


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


def role(players, player):
    """Who played a side: the bot and its level, you (against the bot), or a person."""
    level = players[player]
    if level is not None:
        return t("game.bot", level=t(f"level.{level}"))
    return t("game.you") if any(p is not None for p in players) else t("library.human")


def who_played(game, players):
    """"Two players", or which side you played against which bot."""
    bots = [(p, level) for p, level in enumerate(players) if level is not None]
    if not bots:
        return t("games.two_players")
    bot, level = bots[0]
    return t("games.vs_bot", side=t(games.get(game).sides[1 - bot]), level=t(f"level.{level}"))


def result(game, players, outcome):
    """How it ended (``outcome``: a record's result, None while in progress): against the bot,
    in your words; between two players, the winning colour."""
    if outcome is None:
        return t("library.in_progress")
    winner = outcome["winner"]
    if winner is None:
        return t("game.draw")
    if any(level is not None for level in players):
        return t("games.you_won") if players[winner] is None else t("games.bot_won")
    return t("games.side_won", name=t(games.get(game).sides[winner]))
