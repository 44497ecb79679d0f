"""The vectorised step: many games stepped at once are the same games as one State each,
deals follow from the seed, ended games are dealt again, and a bad action moves nothing."""

import numpy as np
import pytest
import whodunit
from helpers import GAMES, sizes


def arrays(batch):
    """The batch's observations and masks as numpy arrays, one row per game."""
    observations = np.frombuffer(batch.observations(), np.float32)
    masks = np.frombuffer(batch.action_masks(), np.int8)
    return (
        observations.reshape(batch.num_games, batch.observation_size),
        masks.reshape(batch.num_games, batch.num_distinct_actions),
    )


def random_actions(masks, rng):
    return [int(rng.choice(np.flatnonzero(row))) for row in masks]


@pytest.mark.parametrize("game", GAMES)
def test_each_game_of_a_batch_is_the_state_of_its_deal(game):
    players = sizes(game)[-1]
    batch = whodunit.VectorGame(game, 4, players=players, seed=9)
    states = [whodunit.State(game, players, seed=seed) for seed in batch.deal_seeds()]
    rng = np.random.default_rng(3)
    for _ in range(40):
        observations, masks = arrays(batch)
        assert batch.current_players() == [state.current_player for state in states]
        for row, state in enumerate(states):
            seat = state.current_player
            assert np.array_equal(observations[row], np.float32(state.observation(seat)))
            assert list(np.flatnonzero(masks[row])) == state.legal_actions()
        actions = random_actions(masks, rng)
        _, terminated, truncated = batch.step(actions)
        for row, (state, action) in enumerate(zip(states, actions)):
            state.apply(action)
            if terminated[row]:
                states[row] = whodunit.State(game, players, seed=batch.deal_seeds()[row])
        assert not any(truncated)


def test_a_batch_is_reproducible_from_its_seed():
    runs = []
    for _ in range(2):
        batch = whodunit.VectorGame("guess", 8, seed=5)
        rng = np.random.default_rng(1)
        trace = []
        for _ in range(30):
            _, masks = arrays(batch)
            trace.append((batch.observations(), batch.step(random_actions(masks, rng))))
        runs.append(trace)
    assert runs[0] == runs[1]
    assert whodunit.VectorGame("guess", 8, seed=6).deal_seeds() != whodunit.VectorGame(
        "guess", 8, seed=5
    ).deal_seeds()


def test_an_ended_game_gives_its_returns_and_is_dealt_again():
    batch = whodunit.VectorGame("guess", 16, seed=2)
    rng = np.random.default_rng(4)
    ended = 0
    for _ in range(60):
        before = batch.deal_seeds()
        _, masks = arrays(batch)
        rewards, terminated, _ = batch.step(random_actions(masks, rng))
        rewards = np.frombuffer(rewards, np.float32).reshape(16, batch.num_players)
        after = batch.deal_seeds()
        for row in range(16):
            if terminated[row]:
                ended += 1
                assert after[row] != before[row]
                assert set(rewards[row]) <= {0.0, 1.0}
            else:
                assert after[row] == before[row]
                assert not rewards[row].any()
    assert ended > 0


def test_max_actions_truncates_and_deals_again():
    batch = whodunit.VectorGame("cluedo", 3, players=3, seed=1, max_actions=2)
    before = batch.deal_seeds()
    for step in range(2):
        _, masks = arrays(batch)
        _, terminated, truncated = batch.step(random_actions(masks, np.random.default_rng(step)))
    assert list(truncated) == [1, 1, 1] and not any(terminated)
    assert batch.deal_seeds() != before


def test_a_bad_action_names_its_game_and_moves_none():
    batch = whodunit.VectorGame("cluedo", 3, players=3, seed=1)
    observations, masks = arrays(batch)
    actions = random_actions(masks, np.random.default_rng(0))
    actions[1] = int(np.flatnonzero(masks[1] == 0)[0])
    with pytest.raises(whodunit.RuleError, match="game 1"):
        batch.step(actions)
    assert np.array_equal(arrays(batch)[0], observations)
    with pytest.raises(whodunit.RuleError, match="game 0"):
        batch.step([-1, 0, 0])
    with pytest.raises(ValueError, match="2 actions for 3 games"):
        batch.step(actions[:2])
    with pytest.raises(ValueError):
        whodunit.VectorGame("cluedo", 0)
    with pytest.raises(whodunit.SetupError):
        whodunit.VectorGame("chess", 2)
