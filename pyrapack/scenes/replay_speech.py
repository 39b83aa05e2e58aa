"""The replay in speech, for players who cannot see the board: the move shown as the player steps
(← →, Home, End, Page Up and Page Down, or Enter on a move of the list), the review's verdict on
it (its mark in words, the better move; the chances too in full), the review's start and end,
and the keys that read the game as in play: P the position shown, L the move shown, T whose
turn there and the players' counts, V every move, E the whole verdict, R the last line again.
Moves are said in words ("2 pawns from cell 9 to cell 8"), never as the list writes them.
"""

import pygame

from .. import words
from ..i18n import said, t
from ..words import typed
from .speaking import sentences


class ReplayVoice:
    def __init__(self, scene):
        self.scene = scene
        self.speech = scene.app.speech
        actions = {"P": self.read_position, "L": self.read_move, "T": self.read_turn, "V": self.read_moves,
                   "E": self.read_verdict, "R": self.speech.repeat}
        scene.keys.update({(pygame.key.key_code(key.lower()), 0): action for key, action in actions.items()})
        scene.keys.update({(pygame.K_PAGEUP, 0): scene.step_back, (pygame.K_PAGEDOWN, 0): scene.step_forward})

    def say(self, words):
        self.speech.say(words, interrupt=True)

    @property
    def brief(self):
        return self.scene.app.narrator.brief

    # -- what is said as the screen changes -------------------------------------------------
    def heading(self):
        """The game, its length, and the first time how to step through it."""
        scene = self.scene
        match = scene.match
        line = t("speech.replay_heading", game=words.title(match.game, match.options.get("variant")),
                 players=words.who_played(match.game, match.players, match.names, match.imported), n=scene.plies)
        if scene.app.narrator.first_time("replay") or not self.brief:
            return sentences(line, t("speech.replay_keys"))
        return line

    def live(self):
        return [("position", self.position()), ("verdict", self.verdict_news()), ("review", self.review_news())]

    def position(self):
        """The position shown: the start, a move (its mark in words), the end."""
        scene = self.scene
        ply = scene.ply
        if ply == 0:
            return t("replay.start", name=scene.texts.side_name(scene.state.to_move))
        line = self.move_words(ply - 1)
        if ply == scene.plies and scene.state.is_over:
            match = scene.match
            won = words.banner_headline(match.game, match.players, scene.state.winner, match.names, match.imported)
            return sentences(line, words.end_line(won, scene.texts.result_text(scene.state, match.names)))
        return line

    def move_words(self, index):
        """Move ``index`` (0-based) in words, with its number and the review's mark ("a blunder")."""
        scene = self.scene
        match, texts = scene.match, scene.texts
        before = match.states[index]
        line = t("speech.history_step", ply=str(index + 1), plies=scene.plies,
                 move=t("speech.move_brief", name=texts.side_name(before.to_move),
                        move=texts.move_words(before, match.moves[index])))
        mark = scene.review.marks_of(index)
        return t("speech.marked", line=line.rstrip("."), mark=t(f"speech.mark.{len(mark)}")) if mark else line

    def verdict_news(self):
        """The verdict as the player steps: in brief, only on a move the review marked (what it
        cost, the better move); in full, the chances of every position too."""
        scene = self.scene
        if scene.review.stored is None or scene.review.run is not None:
            return ""
        lines = scene.review.verdict(scene.ply, spoken=True)
        if self.brief:
            marked = scene.ply > 0 and scene.review.marks_of(scene.ply - 1)
            return sentences(*lines[1:3]) if marked else ""
        return sentences(*lines)

    def review_news(self):
        """The review started, then done: how many moves it marked."""
        scene = self.scene
        if scene.review.run is not None:
            return t("speech.reviewing")
        if scene.review.stored is None:
            return ""
        marks = scene.review.stored["marks"]
        return t("speech.reviewed", blunders=t("speech.blunders", n=marks.count("??")),
                 mistakes=t("speech.mistakes", n=marks.count("?")))

    # -- keys ---------------------------------------------------------------------------------
    def read_position(self):
        scene = self.scene
        self.say(scene.texts.position_words(scene.state))

    def read_move(self):
        scene = self.scene
        self.say(self.move_words(scene.ply - 1) if scene.ply else self.position())

    def read_turn(self):
        scene = self.scene
        state, texts = scene.state, scene.texts
        turn = self.position() if state.is_over else t("game.to_move", name=texts.side_name(state.to_move))
        lines = [t("speech.player", name=texts.side_name(p), lines=", ".join(texts.player_lines(state, p)))
                 for p in (0, 1)]
        self.say(sentences(turn, *lines))

    def read_moves(self):
        match, texts = self.scene.match, self.scene.texts
        if not match.moves:
            self.say(t("game.no_moves_yet"))
            return
        moves = [t("speech.history_move", ply=str(i + 1), name=texts.side_name(before.to_move), move=typed(before, move))
                 for i, (before, move) in enumerate(zip(match.states, match.moves))]
        self.say(t("speech.history", n=len(moves), moves=", ".join(moves)))

    def read_verdict(self):
        scene = self.scene
        if scene.review.run is not None:
            self.say(t("speech.reviewing"))
        elif scene.review.stored is None:
            self.say(said("review.offer") if scene.plies else t("review.nothing"))
        else:
            self.say(sentences(*scene.review.verdict(scene.ply, spoken=True)))
