"""Batch rollouts: whole games of built-in bots in Rust threads."""

import pytest
import whodunit
from helpers import GAMES


@pytest.mark.parametrize("game", GAMES)
def test_rollouts_count_every_game(game):
    info = next(g for g in whodunit.games() if g["name"] == game)
    bots = [info["bot_levels"][0]] * info["min_players"]
    stats = whodunit.rollouts(game, bots, 12, seed=3)
    assert stats["games"] == 12
    assert len(stats["wins"]) == len(bots)
    assert sum(stats["reasons"].values()) == 12
    assert stats["draws"] <= 12
    assert stats["mean_actions"] > 0
    assert stats["actions"] == pytest.approx(stats["mean_actions"] * 12)


def test_rollouts_do_not_depend_on_threads():
    one = whodunit.rollouts("cluedo", ["easy", "medium", "hard"], 16, seed=40, threads=1)
    two = whodunit.rollouts("cluedo", ["easy", "medium", "hard"], 16, seed=40, threads=2)
    for key in ("wins", "draws", "actions", "reasons"):
        assert one[key] == two[key]


def test_rollouts_refuse_bad_input():
    with pytest.raises(whodunit.SetupError):
        whodunit.rollouts("cluedo", ["grandmaster"] * 3, 4)
    with pytest.raises(whodunit.SetupError):
        whodunit.rollouts("cluedo", ["easy"] * 9, 4)
    with pytest.raises(whodunit.SetupError):
        whodunit.rollouts("chess", ["easy"] * 2, 4)
    assert whodunit.rollouts("guess", ["easy", "hard"], 0)["games"] == 0
