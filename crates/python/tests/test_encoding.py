"""Fixed action ids and observations (OpenSpiel's convention): ids name the same action in
every state and round trip through their JSON; the mask is the legal list; an integer that
is no id, or an id not legal now, is refused and changes nothing; an observation has the
documented length and holds only what its seat sees."""

import json
import random

import pytest
import whodunit
from helpers import GAMES, sizes

CASES = [(game, players) for game in GAMES for players in sizes(game)]


def steps(state, rng, limit):
    """The state before each of up to `limit` random legal actions, then at the end."""
    for _ in range(limit):
        yield state
        if state.is_terminal:
            return
        state.apply(rng.choice(state.legal_actions()))
    yield state


@pytest.mark.parametrize("game,players", CASES)
def test_ids_round_trip_and_the_mask_is_the_legal_list(game, players):
    state = whodunit.State(game, players=players, seed=3)
    count = whodunit.num_distinct_actions(game)
    assert state.num_distinct_actions == count
    for now in steps(state, random.Random(players), 40):
        if now.is_terminal:
            break
        legal = now.legal_actions()
        assert legal == sorted(set(legal)) and all(0 <= i < count for i in legal)
        objects = now.legal_action_objects()
        assert [json.loads(now.action_to_string(i)) for i in legal] == objects
        mask = now.legal_action_mask()
        assert len(mask) == count
        assert [i for i, bit in enumerate(mask) if bit] == legal
        assert set(mask) <= {0, 1}


@pytest.mark.parametrize("game", GAMES)
def test_an_id_naming_no_action_or_not_legal_is_refused_and_changes_nothing(game):
    state = whodunit.State(game, seed=8)
    before = state.view("omniscient")
    for no_id in (state.num_distinct_actions, -3):
        with pytest.raises(whodunit.RuleError) as error:
            state.apply(no_id)
        assert error.value.rule is None
        with pytest.raises(whodunit.RuleError):
            state.action_to_string(no_id)
    legal = set(state.legal_actions())
    illegal = next(i for i in range(state.num_distinct_actions) if i not in legal)
    with pytest.raises(whodunit.RuleError) as error:
        state.apply(illegal)
    assert error.value.rule is not None
    assert state.view("omniscient") == before and state.move_number == 0


@pytest.mark.parametrize("game,players", CASES)
def test_an_observation_has_the_fields_length(game, players):
    fields = whodunit.observation_fields(game, players)
    offset = 0
    for field in fields:
        assert field["offset"] == offset and field["len"] > 0 and field["meaning"]
        offset += field["len"]
    state = whodunit.State(game, players=players, seed=4)
    assert state.observation_size == offset
    for now in steps(state, random.Random(4), 30):
        for seat in range(players):
            observation = now.observation(seat)
            assert len(observation) == offset
            assert all(0.0 <= x <= 1.0 for x in observation)


def test_observation_fields_refuse_a_table_the_game_does_not_take():
    with pytest.raises(whodunit.SetupError):
        whodunit.observation_fields("cluedo", 1)
    with pytest.raises(whodunit.SetupError):
        whodunit.num_distinct_actions("chess")
    with pytest.raises(IndexError):
        whodunit.State("guess").observation(2)


def test_a_seat_observes_nothing_of_the_other_seats_cards():
    """Guess with three cards: deals that give seat 0 the same card differ only in what
    seat 1 holds and which card is hidden, and seat 0's observation is the same."""
    deals = {}
    for seed in range(40):
        state = whodunit.State("guess", seed=seed, options={"cards": 3})
        seen = json.dumps(state.view(0), sort_keys=True)
        deals.setdefault(seen, {})[json.dumps(state.view("omniscient"))] = state
    first, second = next(list(twins.values())[:2] for twins in deals.values() if len(twins) > 1)
    assert first.observation(0) == second.observation(0)
    assert first.observation(1) != second.observation(1)
