"""Playing Pyramida in the real app, headless, with real mouse events."""

import random
import re

import pygame
import pytest
from driver import Driver
from speech_player import Listener, open_game_by_speech

from pyrapack import i18n
from pyrapack.clicks import MoveInput
from pyrapack.i18n import t
from pyrapack.rules import pyramida as rules
from pyrapack.scenes.banner import EndBanner
from pyrapack.scenes.dialog import ConfirmDialog
from pyrapack.scenes.menu import MenuScene
from pyrapack.views.pyramida import board
from pyrapack.ui.marks import entering

# Nine moves after which Black's m4-l3 touches white k2 and m2 (both on rank 2):
# Black chooses which one to push, and k2 may retreat to j1 or l1.
CHOICE_OPENING = [("p1", "o2"), ("b1", "c2"), ("d1", "e2"), ("j1", "k2"), ("e2", "d1", "c2", "b1"),
                  ("k2", "l3"), ("o2", "n3"), ("l3", "m4", "n3", "m2"), ("l1", "k2")]
# After these two, White's o2-n1 attacks m2, whose cells below (l1, n1) are taken: White plays again.
EXTRA_OPENING = [("p1", "o2"), ("n1", "m2")]
# Nineteen moves after which file j holds only black j1 and white j7: Black's k2-j3
# moves up into it below j7, which drops to j5, the lowest empty cell of the file.
COLUMN_OPENING = [("h1", "i2"), ("f1", "g2"), ("t1", "u2"), ("n1", "o2"), ("i2", "h3", "g2", "h1"),
                  ("r1", "q2"), ("h3", "i4"), ("h1", "i2"), ("u2", "t1"), ("i2", "h3", "i4", "j3"),
                  ("j3", "i4", "h3", "i2"), ("j1", "k2"), ("i4", "j5"), ("i2", "j1"), ("j5", "k6"),
                  ("q2", "r3"), ("p1", "q2", "r3", "s2"), ("b1", "a2"), ("k6", "j7")]
# White and Black shuffle a stone out and back twice: Black's next a2-b1 would
# bring the starting position back for the third time.
SHUFFLE = [("t1", "u2"), ("b1", "a2"), ("u2", "t1"), ("a2", "b1")] * 2
RACE_PLIES = 112  # the race policy's game lasts 131 plies: the rest is clicked


def preview(scene):
    """The moves whose attack the board previews now."""
    return scene.view.preview_moves(scene.marks())


def attack_label(scene):
    return scene.view.attack_label(scene.state, preview(scene))


def commit_all(scene, moves):
    for move in moves:
        scene.commit(rules.Move(*move) if isinstance(move, tuple) else move)
        scene.finish_animation()


def height(state, player):
    return sum(rules.cell_file_rank(c)[1] ** 1.5 for c in state.stones(player)) + 100 * state.exited[player]


def race_move(state):
    """A greedy "move up" policy: the move that lifts the mover's stones most (never a losing repeat)."""
    player = state.to_move
    best, best_value = None, None
    for move in state.legal_moves():
        after = state.play(move)
        if after.is_over and after.winner != player and not move.is_pass:
            continue
        value = height(after, player) - 0.3 * height(after, 1 - player)
        if best is None or value > best_value:
            best, best_value = move, value
    return best or state.legal_moves()[0]


def race(plies):
    state, moves = rules.new_game(), []
    for _ in range(plies):
        move = race_move(state)
        moves.append(move)
        state = state.play(move)
    return moves


def after(moves):
    state = rules.new_game()
    for move in moves:
        state = state.play(move)
    return state


def test_hotseat_game_near_its_end_is_finished_with_clicks_up_to_the_banner(driver):
    scene = driver.start_game("pyramida")
    commit_all(scene, race(RACE_PLIES))
    driver.settle()
    seen_exit = seen_last_stone = seen_double = False
    for _ in range(60):
        driver.settle()
        if scene.state.is_over:
            break
        state = scene.state
        if len(state.stones(state.to_move)) == 1:
            seen_last_stone = seen_last_stone or "one or two cells" in scene.turn_text()
        move = race_move(state)
        driver.enter_move(move)
        assert scene.match.moves[-1] == move
        seen_double |= move.dst not in rules.neighbours_above(move.src) + rules.neighbours_below(move.src)
        if move.dst == rules.APEX:  # the stone flies off to its side's tray
            flight = scene.anim.parts[0]
            assert flight.anchors[-1] == ("tray", state.to_move, state.exited[state.to_move])
            assert ("tray", state.to_move, state.exited[state.to_move]) in scene.anim.hidden
            seen_exit = True
    assert scene.state.is_over and scene.state.outcome == "took all five stones off"
    assert seen_exit and seen_last_stone and seen_double
    driver.until(lambda: isinstance(driver.top, EndBanner))
    banner = driver.top
    driver.tick(10)
    winner = scene.texts.side_name(scene.state.winner)
    assert scene.turn_text() == f"{winner} wins!"
    assert "Stones out" in scene.texts.result_text(scene.state)
    driver.click(banner.menu.rect.center)
    assert isinstance(driver.top, MenuScene)


def test_an_attack_with_a_choice_takes_stone_destination_target_then_retreat(driver):
    scene = driver.start_game("pyramida")
    commit_all(scene, CHOICE_OPENING)
    driver.settle()
    before = scene.state
    driver.click(driver.point_of(("stone", "m4")))
    assert ("cell", "l3") in scene.input.next_targets
    hover = driver.point_of(("cell", "l3"))
    pygame.mouse.set_pos(hover)
    driver.post(pygame.MOUSEMOTION, pos=hover, rel=(0, 0), buttons=(0, 0, 0))
    driver.tick()
    assert {str(m) for m in preview(scene)} == {"m4-l3 (k2>j1)", "m4-l3 (k2>l1)", "m4-l3 (m2>l1)"}
    assert attack_label(scene) == "Contact attack"
    driver.click(hover)
    assert scene.input.next_targets == {("stone", "k2"), ("stone", "m2")}
    assert "choose the stone to push" in scene.turn_text()
    driver.click(driver.point_of(("cell", "t5")))  # a stray click keeps the choice and says why
    assert scene.status[2] == "warn" and "ring of dots" in scene.status[1]["text"]
    assert scene.input.clicks == (("stone", "m4"), ("cell", "l3")) and scene.state == before
    driver.click(driver.point_of(("stone", "k2")))
    assert scene.input.next_targets == {("cell", "j1"), ("cell", "l1")}
    assert "choose where k2 retreats" in scene.turn_text()
    driver.click(driver.point_of(("cell", "j1")))
    assert scene.match.moves[-1] == rules.Move("m4", "l3", "k2", "j1")
    mover, pushed = scene.anim.parts
    assert mover.anchors == [("cell", "m4"), ("cell", "l3")]
    assert pushed.anchors == [("cell", "k2"), ("cell", "j1")] and pushed.start == pytest.approx(mover.end)
    assert (pushed.start, "capture") in scene.anim.cues
    driver.settle()
    assert "j1" in scene.state.stones(0) and "l3" in scene.state.stones(1)
    assert scene.move_texts()[-1] == "m4–l3, k2→j1"


def test_an_extra_move_is_announced_and_the_same_side_plays_again(driver):
    scene = driver.start_game("pyramida")
    commit_all(scene, EXTRA_OPENING)
    driver.settle()
    driver.click(driver.point_of(("stone", "o2")))
    hover = driver.point_of(("cell", "n1"))
    pygame.mouse.set_pos(hover)
    driver.tick()
    assert [str(m) for m in preview(scene)] == ["o2-n1 (m2 stuck) +"]
    assert attack_label(scene) == "Cannot retreat: play again"
    driver.click(hover)
    assert scene.match.moves[-1] == rules.Move("o2", "n1", "m2", None)
    assert scene.status[0] == "pyramida.again_stuck" and scene.status[1]["name"] == "White"
    driver.settle()
    assert scene.state.to_move == 0 and scene.turn_text() == "White plays again"
    driver.enter_move(rules.Move("t1", "u2"))
    assert scene.state.to_move == 1 and scene.turn_text() == "Black to move"


def test_a_column_attack_is_previewed_then_the_stone_drops_down_its_file(driver):
    scene = driver.start_game("pyramida")
    commit_all(scene, COLUMN_OPENING)
    driver.settle()
    driver.click(driver.point_of(("stone", "k2")))
    hover = driver.point_of(("cell", "j3"))
    pygame.mouse.set_pos(hover)
    driver.tick()
    assert [str(m) for m in preview(scene)] == ["k2-j3 (j7>j5)"]
    assert attack_label(scene) == "Column attack"
    driver.click(hover)
    mover, dropped = scene.anim.parts
    assert dropped.anchors == [("cell", "j7"), ("cell", "j5")] and dropped.start == pytest.approx(mover.end)
    assert scene.status[0] == "pyramida.column_done"
    driver.settle()
    assert scene.move_texts()[-1] == "k2–j3, column j7→j5"
    assert "j5" in scene.state.stones(0) and scene.state.to_move == 0


def test_a_move_repeating_a_position_a_third_time_asks_first_and_cancel_changes_nothing(driver):
    scene = driver.start_game("pyramida")
    commit_all(scene, SHUFFLE[:-1])
    driver.settle()
    before, count = scene.state, len(scene.match.moves)
    driver.click(driver.point_of(("stone", "a2")))
    assert scene.view.losing_cells(scene.state, scene.marks()) == {"b1"}  # marked in red before the click
    driver.click(driver.point_of(("cell", "b1")))
    dialog = driver.top
    assert isinstance(dialog, ConfirmDialog) and "third time" in dialog.message()
    driver.tick(10)
    driver.click(dialog.no.rect.center)
    assert driver.top is scene and scene.state == before and len(scene.match.moves) == count
    assert scene.input.clicks == () and not scene.state.is_over
    driver.click(driver.point_of(("stone", "a2")))
    driver.click(driver.point_of(("cell", "b1")))
    assert isinstance(driver.top, ConfirmDialog)
    driver.tick(10)
    driver.click(driver.top.yes.rect.center)
    assert scene.state.is_over and scene.state.winner == 0
    driver.settle()
    driver.until(lambda: isinstance(driver.top, EndBanner))


def test_game_against_the_easy_bot_reaches_the_banner(driver):
    scene = driver.start_game("pyramida", "bot")
    assert scene.match.players == (None, "easy")
    prefix = race(RACE_PLIES)
    while after(prefix).to_move != 0:  # end on White's (the human's) turn
        prefix.pop()
    commit_all(scene, prefix)
    # room for a long race (attacks can push White back often, and a bot move that a busy
    # machine's watchdog replaced is a random one); the loop stops at the end
    for _ in range(250):
        driver.settle()
        if scene.state.is_over:
            break
        assert scene.state.to_move == 0
        driver.enter_move(race_move(scene.state))
    assert scene.state.is_over
    assert any(s.to_move == 1 for s in scene.match.states[len(prefix):-1])  # the bot played
    driver.until(lambda: isinstance(driver.top, EndBanner))


def test_illegal_clicks_say_why_and_change_nothing(driver):
    scene = driver.start_game("pyramida")
    before = scene.state
    driver.click(driver.point_of(("stone", "b1")))  # a black stone, White to move
    assert scene.status[2] == "warn" and "Black" in scene.status[1]["text"]
    driver.click(driver.point_of(("cell", "k8")))  # an empty cell, nothing selected
    assert "Click one of White's stones first" in scene.status[1]["text"]
    driver.click(driver.point_of(("stone", "d1")))
    driver.click(driver.point_of(("cell", "k8")))  # too far for this stone
    assert scene.status[1]["text"] == "From d1 this stone can only go to c2, e2."
    assert scene.state == before and not scene.match.moves and scene.input.clicks == ()
    driver.click((2, 2))  # outside the board
    assert scene.state == before


def attack_situations(count, seed=2):
    """``count`` positions of seeded random games where a stone may attack, with that attack."""
    rng, found = random.Random(seed), []
    while len(found) < count:
        state = rules.new_game()
        for _ in range(rng.randrange(4, 120)):
            moves = [m for m in state.legal_moves() if not m.is_pass]
            attacks = [m for m in moves if m.push_stone is not None]
            if attacks and rng.random() < 0.3:
                found.append((state, rng.choice(attacks)))
                break
            if not moves or state.is_over:
                break
            state = state.play(rng.choice(moves))
    return found


def caption_hides(view, state, marks, rect):
    """What the attack caption at ``rect`` covers: stones, cells next to the attacked stone,
    rank numbers (checked every two pixels of the caption)."""
    geo = view.geo
    attacked = {m.push_stone for m in view.preview_moves(marks) if m.push_stone}
    near = set(attacked)
    for cell in attacked:
        near |= set(rules.neighbours_above(cell) + rules.neighbours_below(cell))
    radius = geo.radius
    reach = rect.inflate(2 * radius + 4, 2 * radius + 4)  # a stone farther out covers no point of the caption
    stones = [(sx, sy) for sx, sy in (geo.center(c) for p in (0, 1) for c in state.stones(p))
              if reach.left <= sx <= reach.right and reach.top <= sy <= reach.bottom]
    numbers = [r for r in board.rank_label_rects(geo) if r.colliderect(rect)]
    hidden = set()
    for y in range(rect.top, rect.bottom, 2):
        for x in range(rect.left, rect.right, 2):
            if any((x - sx) ** 2 + (y - sy) ** 2 <= radius ** 2 for sx, sy in stones):
                hidden.add("a stone")
            if geo.cell_at((x, y)) in near:
                hidden.add(f"cell {geo.cell_at((x, y))}")
            if any(r.collidepoint(x, y) for r in numbers):
                hidden.add("a rank number")
    return hidden


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_attack_caption_hides_no_stone_no_cell_next_to_the_attacked_one_and_no_rank_number(
        tmp_path, size, lang):
    d = Driver(tmp_path, size=size, language=lang)
    try:
        scene = d.start_game("pyramida")
        view = scene.view
        for state, attack in attack_situations(40):
            entry = MoveInput(view.click_sequences(state, state.legal_moves()))
            entry.click(("stone", attack.src))
            marks = entering(entry, [("cell", attack.dst)], (0, 0))  # its destination hovered
            view.draw(d.screen, state, marks)
            assert view.caption is not None and scene.board_rect.contains(view.caption)
            assert caption_hides(view, state, marks, view.caption) == set(), (str(attack), view.caption)
    finally:
        d.close()
        i18n.set_language("en")


def test_the_exit_tray_and_the_player_card_count_a_stone_out_at_the_same_moment(driver, monkeypatch):
    labels = {}  # player -> the tray's label in the last frame
    paint = board.draw_tray

    def tray(surface, geo, player, count, label, *args, **kwargs):
        labels[player] = label
        return paint(surface, geo, player, count, label, *args, **kwargs)

    monkeypatch.setattr(board, "draw_tray", tray)
    scene = driver.start_game("pyramida")
    state, moves = rules.new_game(), []
    while not any(m.dst == rules.APEX for m in state.legal_moves()):
        moves.append(race_move(state))
        state = state.play(moves[-1])
    commit_all(scene, moves)
    driver.settle()
    player, seen = state.to_move, []

    def frame():
        driver.tick()
        tray = int(re.search(r"\d+", labels[player]).group())
        card = int(re.match(r"\d+", scene.player_lines(scene.state, player)[0]).group())
        assert tray == card
        seen.append(card)

    frame()
    driver.enter_move(next(m for m in state.legal_moves() if m.dst == rules.APEX))
    while scene.anim is not None:
        frame()
    frame()
    assert seen[0] == state.exited[player] and seen[-1] == state.exited[player] + 1
    assert seen.count(seen[0]) > 1  # the stone counts once it has landed in the tray


def test_a_typed_move_that_is_no_move_is_said_and_nothing_is_played(tmp_path):
    """Speech: N, then text that is no move, or a move against the rules: said why; nothing played."""
    listener = Listener(tmp_path, "en")
    try:
        open_game_by_speech(listener, "pyramida")
        listener.press(pygame.K_n)
        for typed, said in (("zz", t("notation.unreadable", text="zz")),
                            ("d1-v9", t("notation.square", name="v9")),
                            ("d1-d3", None)):
            listener.type(typed)
            heard = listener.ask(pygame.K_RETURN)
            assert heard and (said is None or heard[-1] == said), heard
            if said is None:  # a move of the board, against the rules: the rules' reason
                assert "d1" in heard[-1] and "d3" in heard[-1]
            for _ in typed:
                listener.press(pygame.K_BACKSPACE)
        listener.press(pygame.K_ESCAPE)
        assert listener.ask(pygame.K_l)[-1] == t("game.no_moves_yet")
    finally:
        listener.close()


def test_pyramida_from_the_menu_to_its_end_banner_by_keys(tmp_path):
    """As every game by keys (tests/test_keyboard.py), its stones climbing: random stones wander
    for a thousand plies."""
    from test_keyboard import KeysOnly, play_by_keys

    keys = KeysOnly(tmp_path, size=(960, 600))
    try:
        play_by_keys(keys, "pyramida", race_move)
    finally:
        keys.close()
