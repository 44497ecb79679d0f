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
    assert sum(stats["reasons"].values()) + stats["unfinished"] == 12
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


def test_a_game_that_goes_on_is_stopped_and_counted():
    stats = whodunit.rollouts("pi", ["easy", "easy"], 3, seed=1, max_actions=5)
    assert stats["unfinished"] == 3
    assert stats["actions"] == 15
    assert stats["wins"] == [0, 0] and stats["reasons"] == {}


def test_an_option_the_game_reads_but_omits_by_default_is_taken():
    # Cluedo's turn limit is absent from its default configuration.
    limited = whodunit.rollouts("cluedo", ["medium"] * 4, 8, seed=2, options={"turn_limit": 3})
    assert limited["reasons"] == {"turn_limit": 8}
    assert limited["draws"] == 8
    with pytest.raises(whodunit.SetupError) as error:
        whodunit.rollouts("cluedo", ["medium"] * 4, 8, options={"turn_limt": 3})
    assert "turn_limt" in str(error.value)
