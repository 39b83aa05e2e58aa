"""The screens the app opens when asked: the menu, a game's set-up, a game new or resumed, a
lesson (or, first, the offer to go on where the learner left it), the puzzles, the kept games, a
replay, and a game file from outside.

Mixed into ``App``, whose facade the scenes call (``app.start_game``): each puts its screen on
the app's stack (``push``, ``replace``), with what it needs of the app's ``library``,
``settings`` and ``launch``; what cannot open is said (``warn``).
"""

import os
import weakref

from . import games
from .file_words import shown_name
from .match import Match
from .scenes.game import scene_class
from .scenes.games_list import GamesScene
from .scenes.menu import MenuScene
from .scenes.replay import ReplayScene
from .scenes.setup import SetupScene
from .sharing import import_file


class Navigation:
    def open_menu(self):
        """The first real screen: the menu, and the game asked for on the command line."""
        if self.stack:
            self.replace(MenuScene(self))
        else:
            self.push(MenuScene(self))
        if self.launch.game:
            self.start_game(self.launch.game, self.launch.match_options(self.settings))
        if self.shared:
            self.open_shared(self.shared)

    def start_game(self, game_id, choices):
        """Open a game scene for ``choices`` (from the setup screen or the command line)."""
        if self.playable(game_id):
            self.resume_game(Match(game_id, choices["options"], choices["players"], names=choices.get("names")))

    def resume_game(self, match):
        """Play on in ``match``: new, resumed, or branched from a replay."""
        if self.playable(match.game):
            from .scenes.net_play import network_play  # the other side's moves over the network

            self.push(scene_class(games.get(match.game))(self, match, network_play(self, match)))

    def playable(self, game_id):
        """Whether ``game_id`` can be played; a game still being written (no board view yet) is
        said to be coming soon, its saved games kept for when it is."""
        if games.get(game_id).playable:
            return True
        self.warn("menu.not_yet")
        return False

    def start_tutorial(self, game_id, step=None):
        """Open the guided first game of ``game_id``: its scene, coached through its lesson from
        ``step`` (an index). None: from the start, or, when the learner left it part way, ask
        whether to go on from there or start again."""
        from .tutorial.coach import Coach
        from .tutorial.resume import ResumeLesson

        info = games.get(game_id)
        if not info.has_lesson:
            self.warn("menu.not_yet")
            return
        lesson = info.lesson()
        kept = Coach.kept_step(self.settings, lesson) if step is None else None
        if kept:
            self.push(ResumeLesson(self, info.title, kept, len(lesson.steps),
                                   lambda index: self.start_tutorial(game_id, index)))
            return
        coach = Coach(lesson, step or 0)
        self.push(scene_class(info)(self, coach.first_match(), coach))

    def open_puzzles(self):
        """The Puzzles screen: a game's puzzles (or all of them), one after another."""
        from .tutorial.puzzles_menu import PuzzlesScene

        self.push(PuzzlesScene(self))

    def set_up(self, game_id, replace=False):
        """The set-up screen of ``game_id``, over the screen on top (or instead of it)."""
        scene = SetupScene(self, games.get(game_id))
        if replace:
            self.replace(scene)
        else:
            self.push(scene)

    def open_games(self):
        """The Games screen: every kept game, to replay, resume or delete."""
        self.push(GamesScene(self))

    def open_replay(self, match, review=False):
        """Show ``match`` move by move; ``review``: have the bot review it at once."""
        self.push(ReplayScene(self, match, review))

    def open_shared(self, path):
        """A game file dropped on the window or named on the command line: kept among the
        games and shown in the replay, or a message saying what is wrong with it (and
        nothing else changes). A game kept already opens as that game, not a copy. The replay
        replaces the one the previous shared file opened, if it is still on top: drops never
        stack up. Until the menu is there (a second window asking whether to open read-only),
        it waits."""
        if not any(isinstance(scene, MenuScene) for scene in self.stack):
            self.shared = path
            return
        self.shared = None
        match, problem = import_file(path)
        if problem is not None:
            self.warn(problem)
            return
        kept = self.library.kept_copy(match)
        if kept is not None:
            match, said = kept, "replay.already_kept"
        else:
            self.library.save(match)
            said = "replay.imported_unsaved" if self.storage.read_only else "replay.imported"
        while self.top.overlay:  # a question or a banner is not left open behind the game shown
            self.pop()
        scene = ReplayScene(self, match)
        last = self._shared_replay() if self._shared_replay is not None else None
        if last is not None and last is self.top:
            self.replace(scene)
        else:
            self.push(scene)
        self._shared_replay = weakref.ref(scene)
        self.warn((said, {"file": shown_name(os.path.basename(str(path)))}))
