"""The forward model: every game at every table size plays to its end, deterministically,
with independent clones, and bad input raises a Python exception, never a crash."""

import copy
import json
import random

import pytest
import whodunit
from helpers import GAMES, play_randomly, sizes

CASES = [(game, players) for game in GAMES for players in sizes(game)]


def test_the_registry_lists_the_four_games():
    names = {g["name"] for g in whodunit.games()}
    assert {"cluedo", "bakerstreet", "pi", "inkognito"} <= names
    for game in whodunit.games():
        assert 1 <= game["min_players"] <= game["max_players"]
        assert game["bot_levels"]


@pytest.mark.parametrize("game,players", CASES)
def test_random_play_reaches_an_outcome(game, players):
    state = whodunit.State(game, players=players, seed=11)
    assert state.num_players == players
    assert state.current_player is not None
    play_randomly(state, random.Random(players))
    assert state.is_terminal and state.current_player is None
    outcome = state.outcome()
    assert outcome is not None and outcome["reason"]
    returns = state.returns()
    assert len(returns) == players
    assert [i for i, r in enumerate(returns) if r == 1.0] == sorted(outcome["winners"])


@pytest.mark.parametrize("game,players", CASES)
def test_same_seed_and_actions_give_the_same_game(game, players):
    first = whodunit.State(game, players=players, seed=5)
    second = whodunit.State(game, players=players, seed=5)
    rng = random.Random(7)
    for _ in range(60):
        if first.is_terminal:
            break
        assert first.legal_action_objects() == second.legal_action_objects()
        action = rng.choice(first.legal_actions())
        first.apply(action)
        second.apply(action)
        for seat in range(players):
            assert first.view(seat) == second.view(seat)
            assert first.last_events(seat) == second.last_events(seat)
    replayed = whodunit.State.from_record(first.record())
    assert replayed.view("omniscient") == first.view("omniscient")
    assert replayed.move_number == first.move_number


@pytest.mark.parametrize("game", GAMES)
def test_a_clone_is_independent(game):
    state = whodunit.State(game, seed=2)
    play_randomly(state, random.Random(1), limit=5)
    before = json.dumps(state.view("omniscient"), sort_keys=True)
    moves = state.move_number
    for clone in (state.clone(), copy.copy(state), copy.deepcopy(state)):
        play_randomly(clone, random.Random(3), limit=10)
        assert clone.move_number > moves or clone.is_terminal
        assert state.move_number == moves
        assert json.dumps(state.view("omniscient"), sort_keys=True) == before
    # And the other way round: moving the original leaves a clone as it was.
    clone = state.clone()
    play_randomly(state, random.Random(4), limit=10)
    assert clone.move_number == moves


@pytest.mark.parametrize("game", GAMES)
def test_an_action_as_json_equals_its_id(game):
    by_id = whodunit.State(game, seed=9)
    by_object = whodunit.State(game, seed=9)
    rng = random.Random(2)
    for _ in range(20):
        if by_id.is_terminal:
            break
        legal = by_id.legal_actions()
        position = rng.randrange(len(legal))
        obj = by_id.legal_action_objects()[position]
        assert json.loads(by_id.action_to_string(legal[position])) == obj
        by_id.apply(legal[position])
        by_object.apply(obj)
        assert by_id.view("omniscient") == by_object.view("omniscient")
    assert by_id.record() == by_object.record()


def test_a_seat_sees_less_than_everything():
    state = whodunit.State("cluedo", players=3, seed=1)
    omniscient = state.view("omniscient")
    assert state.view(0) != omniscient
    assert state.view("spectator") != state.view(0)


@pytest.mark.parametrize("game", GAMES)
def test_the_text_table_shows_a_seat_its_own_secrets_only(game):
    state = whodunit.State(game, seed=3)
    spectator = state.text("spectator")
    assert spectator.strip()
    assert state.text(0) != spectator
    assert state.text(0) != state.text(1)
    with pytest.raises(IndexError):
        state.text(state.num_players)


@pytest.mark.parametrize("game", GAMES)
def test_refused_actions_name_their_rule_and_change_nothing(game):
    state = whodunit.State(game, seed=4)
    rng = random.Random(5)
    earlier = []
    refused = None
    for _ in range(200):
        if state.is_terminal:
            break
        earlier.extend(state.legal_action_objects())
        state.apply(rng.choice(state.legal_actions()))
        legal = state.legal_action_objects() if not state.is_terminal else []
        for action in earlier:
            if action in legal:
                continue
            before = state.view("omniscient")
            try:
                state.apply(action)
            except whodunit.RuleError as error:
                refused = error
                assert state.view("omniscient") == before
                break
            pytest.fail(f"an action not in the legal list was taken: {action}")
        if refused is not None:
            break
    assert refused is not None, "no earlier action was ever refused"
    assert isinstance(refused, whodunit.WhodunitError)
    assert refused.message
    if refused.rule is not None:
        assert refused.rule.split("-")[0].isupper()


def test_bad_input_raises_python_exceptions():
    state = whodunit.State("cluedo", players=3, seed=1)
    for no_id in (10**6, -1, state.num_distinct_actions):
        with pytest.raises(whodunit.RuleError) as error:
            state.apply(no_id)
        assert error.value.rule is None and "not an action id" in error.value.message
    with pytest.raises(TypeError):
        state.apply(True)
    with pytest.raises(TypeError):
        state.apply(object())
    with pytest.raises(whodunit.RuleError) as error:
        state.apply({"no such action": 1})
    assert error.value.rule is None
    with pytest.raises(IndexError):
        state.view(3)
    with pytest.raises(TypeError):
        state.view("everyone")
    with pytest.raises(IndexError):
        state.legal_actions(seat=7)
    with pytest.raises(IndexError):
        state.legal_actions(seat=-1)
    with pytest.raises(IndexError):
        state.notebook(-1)
    with pytest.raises(IndexError):
        state.view(-2)
    with pytest.raises(whodunit.SetupError):
        whodunit.State("chess")
    with pytest.raises(whodunit.SetupError):
        whodunit.State("cluedo", players=9)
    with pytest.raises(whodunit.SetupError) as error:
        whodunit.State("cluedo", options={"no_such_option": 1})
    assert "no_such_option" in str(error.value)
    with pytest.raises(TypeError):
        whodunit.State("cluedo", options={"x": object()})
    with pytest.raises(whodunit.SetupError):
        whodunit.State.from_record({"game": "chess", "seed": 1, "config": {}})
    with pytest.raises(ValueError):
        whodunit.State.from_record({"game": "cluedo", "seed": -1, "config": {}})


def test_after_the_end_nothing_is_to_act():
    state = whodunit.State("guess", seed=3)
    play_randomly(state, random.Random(0))
    assert state.legal_actions(seat=0) == [] or state.is_terminal
    with pytest.raises(whodunit.RuleError):
        state.apply(0)
    with pytest.raises(ValueError):
        state.legal_actions()


@pytest.mark.parametrize("game", ["cluedo", "bakerstreet", "pi", "inkognito"])
def test_each_seat_has_its_notebook(game):
    state = whodunit.State(game, seed=6)
    play_randomly(state, random.Random(6), limit=12)
    for seat in range(state.num_players):
        notebook = state.notebook(seat)
        assert isinstance(notebook, dict) and notebook
