"""Information-state tensors: the seat's observation, then its exact notebook as numbers.
The notebook part must say what the notebook itself says (the notebook is checked against
brute-force counts in the games' Rust tests), laid out as the documented fields say."""

import random

import pytest
import whodunit
from helpers import GAMES, sizes

CASES = [(game, players) for game in GAMES for players in sizes(game)]
PI_TYPES = ("suspects", "crimes", "locations")  # code order: 12, then 10, then 14
INKOGNITO_IDENTITIES = ("F", "B", "Z", "X")
INKOGNITO_FRAGMENTS = ("52", "11", "0", "29")


def fields_of(game, players, tensor):
    """The tensor cut into its documented fields, by name."""
    fields = whodunit.information_state_fields(game, players)
    assert sum(field["len"] for field in fields) == len(tensor)
    return {field["name"]: tensor[field["offset"] : field["offset"] + field["len"]] for field in fields}


def expected_notebook(game, players, seat, notebook):
    """The notebook fields as the notebook's own JSON gives them, by name."""
    relative = lambda other: (other - seat) % players  # noqa: E731
    if game == "cluedo":
        holders = [0.0] * (21 * (players + 1))
        for index, card in enumerate(notebook["cards"]):
            holders[index * (players + 1)] = card["p"][0]
            for from_me in range(players):
                holders[index * (players + 1) + 1 + from_me] = card["p"][1 + (seat + from_me) % players]
        return {"notebook_holders": holders}
    if game == "pi":
        return {"notebook_case": [entry["p"] for kind in PI_TYPES for entry in notebook[kind]]}
    if game == "inkognito":
        identities = [0.0] * ((players + 1) * 4)
        fragments = [0.0] * ((players + 1) * 4)
        for agent in notebook["agents"]:
            at = players if agent["dummy"] else relative(agent["seat"])
            for index, name in enumerate(INKOGNITO_IDENTITIES):
                identities[at * 4 + index] = agent["identity"][name]
            for index, name in enumerate(INKOGNITO_FRAGMENTS):
                fragments[at * 4 + index] = agent["fragment"][name]
        # Your own agent (none for the 5-player Ambassador player) is sure.
        if notebook["me"]["identity"] is not None:
            identities[INKOGNITO_IDENTITIES.index(notebook["me"]["identity"])] = 1.0
        if notebook["me"]["fragment"] is not None:
            fragments[INKOGNITO_FRAGMENTS.index(notebook["me"]["fragment"])] = 1.0
        return {"notebook_identities": identities, "notebook_fragments": fragments}
    if game == "bakerstreet":
        at_least = notebook["p_sum_at_least_bid"]
        return {
            "notebook_opponent_total": notebook["opponent_total"],
            "notebook_sum": notebook["sum"],
            "notebook_sum_at_least_bid": [0.0 if at_least is None else at_least],
        }
    if game == "guess":
        flags = lambda cards: [1.0 if card in cards else 0.0 for card in range(15)]  # noqa: E731
        return {
            "notebook_possible": flags(notebook["possible"]),
            "notebook_opponent_holds": flags(notebook["opponent_holds"]),
            "notebook_opponent_lacks": flags(notebook["opponent_lacks"]),
        }
    raise AssertionError(f"no notebook layout known for {game}")


@pytest.mark.parametrize("game,players", CASES)
def test_the_tensor_is_the_observation_then_the_notebook(game, players):
    state = whodunit.State(game, players=players, seed=11)
    rng = random.Random(players)
    checked = 0
    for step in range(60):
        if state.is_terminal:
            break
        if step % 6 == 0:
            for seat in range(players):
                tensor = state.information_state(seat)
                assert len(tensor) == state.information_state_size
                observation = state.observation(seat)
                assert tensor[: len(observation)] == observation
                by_name = fields_of(game, players, tensor)
                for name, numbers in expected_notebook(game, players, seat, state.notebook(seat)).items():
                    assert by_name[name] == pytest.approx(numbers, abs=1e-6), (name, step, seat)
                assert all(0.0 <= x <= 1.0 for x in tensor)
                checked += 1
        state.apply(rng.choice(state.legal_actions()))
    assert checked >= players


@pytest.mark.parametrize("game", GAMES)
def test_the_fields_are_the_observations_then_the_notebooks(game):
    for players in sizes(game):
        observation = whodunit.observation_fields(game, players)
        information = whodunit.information_state_fields(game, players)
        assert information[: len(observation)] == observation
        rest = information[len(observation) :]
        assert rest and all(field["name"].startswith("notebook_") and field["meaning"] for field in rest)
    with pytest.raises(whodunit.SetupError):
        whodunit.information_state_fields(game, 99)


def test_a_sampled_world_has_no_information_state():
    state = whodunit.State("cluedo", players=3, seed=2)
    state.apply(state.legal_actions()[0])
    world = state.sample_world(1, seed=5)
    with pytest.raises(ValueError, match="no past"):
        world.information_state(1)
    with pytest.raises(IndexError):
        state.information_state(3)
