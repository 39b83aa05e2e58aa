"""A game with a friend on another computer, in its game scene: the other side's moves come over
the network (``pyrapack/net``), the game's flow stays the scene's.

``NetPlay`` is the scene's coaching (``coaching.py``: the hooks a game scene asks at each step).
It plays what the link brings (the friend's moves, an undo both agreed to, a resignation, the
rematch), sends what is played here, turns undo into an offer the friend answers, adds Resign,
asks before leaving, and shows the connection: a line over the board (connected, lost,
reconnecting), the turn line while the friend is to move ("Waiting for Ann's move…"), and why
anything was refused. Hint, rules page, speech, keys, the end banner and the review are the
scene's as in any game; the game is saved after every move, here and there.
"""

import pygame

from ..i18n import t
from ..net.link import EVERYWHERE, Link
from ..ui import text, theme
from ..ui.widgets import Button, panel
from .coaching import Coaching
from .dialog import ConfirmDialog

COLORS = {"playing": theme.GOOD, "lost": theme.BAD, "stopped": theme.BAD, "retrying": theme.GOLD,
          "listening": theme.GOLD}


def network_play(app, match):
    """The coaching of a kept game ``match``: for a game over the network, its link opened again
    (the host listens where it did, the guest goes back to the address it joined); else None."""
    if match.network is None:
        return None
    net = match.network
    if net["role"] == "host":
        link = Link.host(match, net["port"], app.launch.listen or EVERYWHERE, app.links.limits)
    else:
        link = Link.guest(net["address"], net["code"], match, app.links.limits)
    return NetPlay(app.links.add(link), "listening" if net["role"] == "host" else "retrying")


class NetPlay(Coaching):
    def __init__(self, link, state="playing"):
        self.link, self.state = link, state
        self.receiving = False  # the moves being played came from the friend: not sent back
        self.handed_over = False  # a rematch took the link on to the next game's screen
        self.resign_button = Button("net.resign", self.ask_resign)
        self.retry_button = Button("net.try_again", self.link.try_now)
        self.strip = pygame.Rect(0, 0, 0, 0)

    def attach(self, scene):
        """The scene itself, not a coach's view of it (``CoachView``): a network game is the
        scene's own part, in its layer, that plays the friend's moves, resignations and agreed
        undos on its match and places its buttons in the HUD's row."""
        self.scene, self.app = scene, scene.app
        self.link.listener = self.on_event

    @property
    def match(self):
        return self.scene.match

    @property
    def friend(self):
        """The friend's name, or their side's."""
        match = self.match
        other = 1 - match.network["side"]
        return match.names[other] or self.scene.texts.side_name(other)

    # -- the scene's hooks --------------------------------------------------------------------
    def buttons(self):
        return [self.resign_button, self.retry_button]

    def labels(self):
        return {"undo": "net.offer_undo"}

    def hud_buttons(self):
        hud = self.scene.hud
        self.resign_button.rect = hud.redo.rect
        self.resign_button.label_size = self.retry_button.label_size = hud.redo.label_size  # as the panel's own
        self.resign_button.visible = not self.match.over
        self.resign_button.enabled = self.link.connected
        self.retry_button.visible = self.state in ("lost", "stopped") and self.link.target is not None
        self.retry_button.rect = hud.again.rect if self.match.over else hud.hint.rect
        return {"redo": {"visible": False}, "undo": {"enabled": self.link.session.can_offer_undo()},
                "again": {"enabled": self.link.connected}, "hint": {"visible": not self.match.over
                                                                    and not self.retry_button.visible}}

    def turn_line(self):
        match = self.match
        if not self.link.connected and not match.over:
            return t("net.lost_line", name=self.friend)
        if match.is_remote(match.state.to_move) and not match.over:
            return t("net.waiting_move", name=self.friend)
        return ""

    def takes_click(self):
        match = self.match
        if match.over:
            return False
        if not self.link.connected:
            self.scene.say("net.cannot_move", "warn", name=self.friend)
            return True
        if match.is_remote(match.state.to_move):
            self.scene.say("net.must_wait", "warn", about=match.state, name=self.friend)
            return True
        return False

    def allows(self, move):
        return self.link.connected and self.match.local_to_move

    def played(self, before, move, after):
        if not self.receiving and not self.match.is_remote(before.to_move):
            self.link.do("played", move)

    def undo(self):
        if not self.link.connected:
            self.scene.say("net.not_connected", "warn", name=self.friend)
        elif self.link.do("offer_undo"):
            self.scene.say("net.undo_asked", about=self.match.state, lasting=True, name=self.friend)
        return True

    def redo(self):
        return True

    def again(self):
        if not self.link.connected:
            self.scene.say("net.not_connected", "warn", name=self.friend)
            return True
        event = self.link.do("offer_rematch")
        if event is not None:
            self.on_event(event)
        else:
            self.scene.say("net.rematch_asked", lasting=True, about=self.match.state, name=self.friend)
        return True

    def leave(self):
        self.app.push(ConfirmDialog(self.app, lambda: t("net.leave_question", name=self.friend), self.app.back_to_menu,
                                    yes="net.leave", no="net.cancel"))

    def exit(self):
        if not self.handed_over:
            self.link.close()

    def ask_resign(self):
        self.app.push(ConfirmDialog(self.app, lambda: t("net.resign_question", name=self.friend), self.resign,
                                    yes="net.resign", no="net.cancel"))

    def resign(self):
        if self.link.do("resign"):
            self.match.resign(self.match.network["side"])
            self.scene.new_position()
            self.scene.autosave()

    def key_help(self):
        return [(t("keys.game.undo"), t("net.offer_undo")), ("Esc", t("keys.net.esc"))]

    def live(self):
        return [("connection", self.indicator())]

    # -- what the network brings --------------------------------------------------------------
    def on_event(self, event):
        getattr(self, f"on_{event.kind}", lambda **values: None)(**event.values)

    def on_moves(self, moves, catch_up):
        scene = self.scene
        self.receiving = True
        try:
            for move in moves:
                scene.finish_animation(sound=not catch_up)
                scene.commit(move)
        finally:
            self.receiving = False

    def on_cut(self, ply, side):
        self.scene.take_back(lambda: self.match.cut(ply))
        self.scene.say("game.undone" if side == self.match.network["side"] else "net.undo_done")

    def on_undo_offered(self, count):
        self.app.push(ConfirmDialog(self.app, lambda: t("net.undo_question", name=self.friend),
                                    lambda: self.answer_undo(True), lambda: self.answer_undo(False),
                                    yes="net.agree", no="net.refuse"))

    def answer_undo(self, accept):
        event = self.link.do("answer_undo", accept)
        if event is not None:
            self.on_event(event)

    def on_undo_declined(self):
        self.scene.say("net.undo_declined", "warn", name=self.friend)

    def on_resigned(self, side):
        self.match.resign(side)
        self.scene.new_position()
        self.scene.autosave()
        self.app.warn(("net.resigned", {"name": self.friend}))

    def on_rematch_offered(self):
        self.app.push(ConfirmDialog(self.app, lambda: t("net.rematch_question", name=self.friend),
                                    lambda: self.answer_rematch(True), lambda: self.answer_rematch(False),
                                    yes="net.rematch_yes", no="net.rematch_no"))

    def answer_rematch(self, accept):
        event = self.link.do("answer_rematch", accept)
        if event is not None:
            self.on_event(event)

    def on_rematch(self, match):
        """Both agreed: the next game, on a screen of its own, the link going with it."""
        self.handed_over = True
        scene = self.scene
        while self.app.top is not scene and self.app.top.overlay:
            self.app.pop()
        self.app.replace(type(scene)(self.app, match, NetPlay(self.link)))

    def on_rematch_declined(self):
        self.app.warn(("net.rematch_declined", {"name": self.friend}))

    def on_connected(self, caught_up):
        was = self.state
        self.state = "playing"
        self.scene.new_position()
        self.scene.autosave()
        if caught_up:
            self.app.warn(("net.caught_up", {"name": self.friend, "n": caught_up}))
        elif was != "playing":
            self.app.warn(("net.back", {"name": self.friend}))

    def on_lost(self, reason):
        self.state = "listening" if self.link.target is None else "retrying"
        self.scene.new_position()
        self.app.warn((f"net.lost.{reason}" if reason in ("closed", "timeout", "bye", "truncated") else "net.lost.closed",
                       {"name": self.friend}))

    def on_retrying(self):
        self.state = "retrying"

    def on_listening(self, port):
        self.state = "listening" if not self.link.connected else self.state
        self.match.network["port"] = port

    def on_listen_failed(self, why):
        self.state = "stopped"
        self.app.warn(("net.listen_failed", {"why": t(f"net.why.{why}")}))

    def on_failed(self, why):
        self.state = "retrying"

    def on_problem(self, key, told, **values):
        self.state = "stopped" if self.link.session.phase == "stopped" else self.state
        if key == "disagree":
            self.app.warn(("net.disagree", {"name": self.friend, "ours": values.get("ours", len(self.match.moves)),
                                            "theirs": values.get("theirs", "?")}))
        else:
            self.app.warn(("net.problem_told" if told else "net.problem",
                           {"name": self.friend, "what": t(f"net.error.{key}")}))
        self.scene.new_position()

    def on_refused(self, reason, version, app):
        self.state = "stopped"
        self.app.warn((f"net.refused.{reason}", {"version": version, "app": app}))

    def on_turned_away(self, reason, **values):
        key = reason if reason in ("code", "version") else "other"
        self.app.warn((f"net.turned_away.{key}", {"app": values.get("app", "?")}))

    # -- the connection, drawn ----------------------------------------------------------------
    def indicator(self):
        state = "playing" if self.link.connected else self.state
        return t(f"net.indicator.{state}", name=self.friend, port=self.link.port or "")

    def layout(self, board):
        s = self.scene.scale
        self.strip = pygame.Rect(board.left, board.top, board.width, round(34 * s))
        return pygame.Rect(board.left, self.strip.bottom + round(6 * s), board.width,
                           board.height - self.strip.height - round(6 * s))

    def draw(self, surface):
        s = self.scene.scale
        words = self.indicator()
        color = COLORS["playing" if self.link.connected else self.state]
        size = text.fit_size(words, 20 * s, self.strip.width - round(60 * s), "bold")
        width = text.width(words, size, "bold") + round(56 * s)
        pill = pygame.Rect(0, 0, min(width, self.strip.width), self.strip.height)
        pill.midright = self.strip.midright
        panel(surface, pill, radius=pill.height // 2, fill=(16, 14, 30, 220), edge=(*color, 160))
        dot = (pill.left + round(20 * s), pill.centery)
        pygame.draw.circle(surface, color, dot, max(3, round(7 * s)))
        area = pygame.Rect(dot[0] + round(14 * s), pill.top, pill.right - dot[0] - round(26 * s), pill.height)
        text.draw_fitted(surface, words, area, 20 * s, theme.TEXT, "bold", "midleft")
