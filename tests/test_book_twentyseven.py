"""27's opening book: a position with Black to move is looked up as its mirror image."""

from pyrapack.bots import book
from pyrapack.rules import twentyseven


def test_27_with_black_to_move_is_looked_up_as_its_mirror_image():
    white_first = twentyseven.new_game("grey", first=0)
    black_first = twentyseven.new_game("grey", first=1)
    key, to_book, _ = book.frame("twentyseven", white_first)
    mirror_key, mirror_to_book, _ = book.frame("twentyseven", black_first)
    assert key == mirror_key
    assert to_book(twentyseven.Move(0, 3)) == mirror_to_book(twentyseven.Move(8, 3))
