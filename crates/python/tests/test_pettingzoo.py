"""The PettingZoo environments: PettingZoo's own API and seed tests for every game at every
table size, and what they hand out agrees with the forward model underneath."""

import random
import warnings

import numpy as np
import pytest
import whodunit
from helpers import GAMES, sizes
from pettingzoo.test import api_test, seed_test
from whodunit import pettingzoo as zoo

CASES = [(game, players) for game in GAMES for players in sizes(game)]


def make(game, **kwargs):
    return getattr(zoo, f"{game}_v0").env(**kwargs)


# What the API test says of every environment whose observation is a dictionary with an
# action mask, as PettingZoo's own board games are; any other warning fails.
DICT_OBSERVATION_WARNINGS = {
    "Observation is not a NumPy array",
    "Observation space for each agent probably should be gymnasium.spaces.box or "
    "gymnasium.spaces.discrete",
}


@pytest.mark.parametrize(("game", "players"), CASES)
def test_pettingzoo_api_test_passes_without_other_warnings(game, players):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        api_test(make(game, players=players), num_cycles=300)
    assert {str(w.message) for w in caught} - DICT_OBSERVATION_WARNINGS == set()


@pytest.mark.parametrize(("game", "players"), CASES)
def test_pettingzoo_seed_test_passes(game, players):
    seed_test(lambda: make(game, players=players), num_cycles=300)


@pytest.mark.parametrize("game", GAMES)
def test_a_game_played_through_the_environment_is_the_forward_models(game):
    env = make(game, players=sizes(game)[-1])
    env.reset(seed=11)
    raw = env.unwrapped
    rng = random.Random(12)
    final = {}
    for agent in env.agent_iter():
        observation, reward, terminated, truncated, _ = env.last()
        assert not truncated
        if terminated:
            final[agent] = reward
            env.step(None)
            continue
        seat = raw.possible_agents.index(agent)
        state = raw._state
        assert seat == state.current_player
        assert list(np.flatnonzero(observation["action_mask"])) == state.legal_actions()
        assert np.array_equal(observation["observation"], np.float32(state.observation(seat)))
        env.step(rng.choice(state.legal_actions()))
    returns = raw._state.returns()
    assert final == {agent: returns[seat] for seat, agent in enumerate(raw.possible_agents)}
    assert raw.agents == []


def test_an_illegal_action_raises_the_rule_and_changes_nothing():
    env = make("cluedo", players=3)
    env.reset(seed=5)
    state = env.unwrapped._state
    before = state.view("omniscient")
    illegal = next(a for a in range(state.num_distinct_actions) if a not in state.legal_actions())
    with pytest.raises(whodunit.RuleError):
        env.step(illegal)
    assert state.view("omniscient") == before


def test_ansi_render_is_the_command_lines_table_for_the_chosen_viewer():
    env = make("cluedo", players=3, render_mode="ansi", render_viewer=0)
    env.reset(seed=2)
    assert env.render() == env.unwrapped._state.text(0)
    assert "Your hand" in env.render()
    silent = make("cluedo", players=3)
    silent.reset(seed=2)
    assert silent.render() is None


def test_max_actions_truncates_every_agent():
    env = make("inkognito", players=4, max_actions=3)
    env.reset(seed=1)
    for _ in range(3):
        env.step(int(np.flatnonzero(env.observe(env.agent_selection)["action_mask"])[0]))
    assert all(env.truncations.values()) and not any(env.terminations.values())


def test_bad_arguments_are_refused_at_construction():
    with pytest.raises(ValueError, match="no game"):
        zoo.WhodunitEnv("chess")
    with pytest.raises(ValueError, match="render_mode"):
        make("pi", render_mode="human")
    with pytest.raises(whodunit.SetupError):
        make("pi", players=9)
    with pytest.raises(AttributeError):
        zoo.chess_v0
