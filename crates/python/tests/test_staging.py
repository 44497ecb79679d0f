"""Combined actions chosen part by part in the OpenSpiel games (``whodunit.staging``):
P.I.'s solve attempts, the one action block there is."""

import numpy as np
import pyspiel
import pytest
import whodunit
from helpers import GAMES
from whodunit import openspiel
from open_spiel.python.algorithms.ismcts import ChildSelectionPolicy
from whodunit.openspiel_arena import (
    INFORMED,
    INFORMED_WEIGHT,
    BotRollouts,
    InformedPrior,
    InformedSearch,
    Match,
    informed_part,
    main,
    search_bot,
    sure_part,
)

openspiel.register()

ENGINE_ACTIONS = whodunit.num_distinct_actions("pi")
# Suspects and crimes: every part of a solve attempt but the location.
CHOICES = 12 + 10


def load(split=True, players=3):
    return pyspiel.load_game(
        openspiel.short_name("pi"),
        {"players": players, "max_actions": 400, "split_actions": split},
    )


def dealt(game, seed=1, engine_moves=0):
    """A state of `game` after the deal and `engine_moves` random engine actions."""
    rng = np.random.RandomState(seed)
    state = game.new_initial_state()
    while state.is_chance_node() or state.state.move_number < engine_moves:
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            state.apply_action(outcomes[rng.randint(len(outcomes))][0])
        else:
            state.finish(int(rng.choice(state.completions())))
    return state


def test_only_p_i_has_a_block_and_its_parts_are_named():
    blocks = {g["name"]: g["action_blocks"] for g in whodunit.games()}
    assert [name for name in GAMES if blocks[name]] == ["pi"]
    [solve] = blocks["pi"]
    assert solve["name"] == "solve" and solve["first_id"] == 50
    assert [part["name"] for part in solve["parts"]] == ["suspect", "crime", "location"]
    assert solve["parts"][0]["values"][0] == "Bubbles"
    assert load().num_distinct_actions() == ENGINE_ACTIONS + CHOICES
    assert load(split=False).num_distinct_actions() == ENGINE_ACTIONS


def test_a_turn_offers_the_suspects_instead_of_every_case():
    state = dealt(load())
    engine_legal = state.state.legal_actions(state.current_player())
    legal = state.legal_actions()
    solves = [a for a in engine_legal if a >= 50]
    assert len(solves) == 12 * 10 * 14
    assert legal == sorted([a for a in engine_legal if a < 50] + list(range(1730, 1742)))
    assert state.action_to_string(1730) == "solve: suspect Bubbles"
    flat = dealt(load(split=False))
    assert flat.legal_actions() == engine_legal


def test_every_engine_action_chosen_part_by_part_is_the_engine_action():
    game = load()
    for seed in range(3):
        state = dealt(game, seed, engine_moves=8)
        rng = np.random.RandomState(seed)
        for engine_action in rng.choice(state.completions(), 25):
            staged = state.clone()
            actions = staged.split(int(engine_action))
            for step, action in enumerate(actions):
                assert action in staged.legal_actions(), (step, actions)
                staged.apply_action(action)
            direct = state.state.clone()
            direct.apply(int(engine_action))
            assert staged.state.view("omniscient") == direct.view("omniscient")
            assert staged.pending is None
            assert staged.history()[-len(actions) :] == actions
            # Begun by hand and finished by `finish`, a solve attempt is the same again.
            if len(actions) > 1:
                begun = state.clone()
                begun.apply_action(actions[0])
                begun.finish(int(engine_action))
                assert begun.history() == staged.history()


def test_each_part_leads_to_a_legal_action():
    # Random staged play never reaches a part choice with nothing to finish it.
    game = load()
    rng = np.random.RandomState(4)
    state = dealt(game, 4)
    parts = 0
    while not state.is_terminal() and state.state.move_number < 150:
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            state.apply_action(outcomes[rng.randint(len(outcomes))][0])
            continue
        legal = state.legal_actions()
        assert legal
        if state.pending is not None:
            parts += 1
            last_part = len(state.pending[1]) == 2
            assert legal == state.completions() if last_part else min(legal) >= ENGINE_ACTIONS
        # Solve attempts are rare among the top choices; lean on them to reach every part.
        choices = [a for a in legal if a >= 50] or legal
        state.apply_action(int(rng.choice(choices)))
    assert parts > 20


def test_only_the_seat_choosing_sees_its_parts_and_a_world_keeps_them():
    game = load()
    state = dealt(game, 2)
    seat = state.current_player()
    other = (seat + 1) % game.num_players()
    before = {
        p: (
            state.information_state_string(p),
            state.observation_tensor(p),
            state.observation_string(p),
        )
        for p in (seat, other)
    }
    state.apply_action(1730 + 3)  # suspect Earl
    state.apply_action(1742 + 5)  # crime Mob Killing
    assert state.current_player() == seat
    assert state.information_state_string(other) == before[other][0]
    assert state.observation_tensor(other) == before[other][1]
    assert state.observation_string(other) == before[other][2]
    mine = state.information_state_string(seat)
    assert mine.startswith(before[seat][0].split("\nshown")[0])
    assert "choosing solve: suspect Earl, crime Mob Killing" in mine
    assert "choosing solve" in state.observation_string(seat)
    tensor = np.array(state.observation_tensor(seat))
    assert list(np.nonzero(tensor[-CHOICES:])[0]) == [3, 12 + 5]
    assert not any(before[seat][1][-CHOICES:])
    assert tensor[:-CHOICES].tolist() == pytest.approx(before[seat][1][:-CHOICES])
    assert state.legal_actions() == [50 + (3 * 10 + 5) * 14 + location for location in range(14)]
    world = state.resample_from_infostate(seat, np.random.RandomState(1).uniform)
    assert world.information_state_string(seat) == mine
    assert world.legal_actions() == state.legal_actions()
    other_world = state.resample_from_infostate(other, np.random.RandomState(1).uniform)
    assert other_world.pending is None


def test_a_part_out_of_step_is_refused_with_what_is_pending():
    state = dealt(load(), 3)
    with pytest.raises(ValueError, match="chosen part by part: 1730, 1742, then it"):
        state.apply_action(50)
    with pytest.raises(ValueError, match="no legal action to finish it"):
        state.apply_action(1742)  # a crime before any suspect
    state.apply_action(1730)
    with pytest.raises(ValueError, match="cannot follow 'choosing solve: suspect Bubbles'"):
        state.apply_action(state.state.legal_actions(state.current_player())[0])
    with pytest.raises(ValueError, match="does not follow 'choosing solve: suspect Bubbles'"):
        state.apply_action(1731)  # a second suspect
    with pytest.raises(ValueError, match="chosen part by part"):
        state.apply_action(50 + 10 * 14)  # a case of another suspect
    assert state.pending == (0, (0,))


def right_solve(state, seat):
    """The engine id of the solve of `seat`'s own case (from the omniscient view)."""
    case = state.state.view("omniscient")["cases"][seat]
    return 50 + ((case["suspect"] - 1) * 10 + case["crime"] - 1) * 14 + case["location"] - 1


def test_a_world_names_the_solve_of_a_seats_own_case_until_it_has_solved():
    # PI-SOLVE-2 and PI-SOLVE-8, as the engine's informed action reads them.
    state = dealt(load(players=3), 2)
    seat = state.current_player()
    others = [s for s in range(3) if s != seat]
    assert state.state.informed_action() == right_solve(state, seat)
    for other in others:
        assert state.state.informed_action(other) == right_solve(state, other)
    state.finish(right_solve(state, seat))
    assert state.state.view("omniscient")["seats"][seat]["solution"] is not None
    assert state.state.informed_action(seat) is None
    for other in others:
        assert state.state.informed_action(other) == right_solve(state, other)


def test_a_rollout_finishes_a_solve_chosen_in_part_as_one_who_saw_the_world_and_plays_on():
    # At 2 players, the second seat's correct solve ends the mini-game at once: the rollout
    # must deal the next one before our bots play on.
    state = dealt(load(players=2), 0)
    state.apply_action(state.legal_actions()[0])
    seat = state.current_player()
    right = right_solve(state, seat)
    for action in state.split(right)[:-1]:
        state.apply_action(action)
    rollouts = BotRollouts("easy", np.random.RandomState(0))
    for _ in range(10):
        finished = rollouts.finished(state).state.view("omniscient")
        assert finished["mini_game"] == 2 and finished["seats"][seat]["mini_game_scores"][0] > 0
        returns = rollouts.evaluate(state)
        assert len(returns) == 2 and set(returns) <= {0.0, 1.0}
    assert state.pending is not None and state.state.move_number == 1

    # Parts that lead elsewhere are finished at random: always a wrong attempt.
    state = dealt(load(players=2), 0)
    state.apply_action(state.legal_actions()[0])
    suspects = [a for a in state.legal_actions() if a >= ENGINE_ACTIONS]
    wrong_suspect = next(a for a in suspects if a not in state.split(right))
    state.apply_action(wrong_suspect)
    for _ in range(10):
        finished = rollouts.finished(state).state.view("omniscient")
        assert finished["mini_game"] == 1 and finished["seats"][seat]["penalty_steps"] == 1


def sure_to_act(players=3, seed=4):
    """A P.I. game played by our hard bots up to the first turn where the seat to act is
    sure of its own case (its notebook gives one suspect, crime and location p = 1)."""
    state = load(players=players).new_initial_state()
    bots = [whodunit.Bot("pi", "hard", seat, seed) for seat in range(players)]
    rng = np.random.RandomState(seed)
    while True:
        steps = state.state.move_number
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            state.apply_action(outcomes[rng.randint(len(outcomes))][0])
        else:
            seat = state.current_player()
            notebook = state.state.notebook(seat)
            parts = ("suspects", "crimes", "locations")
            if all(any(entry["p"] == 1.0 for entry in notebook[part]) for part in parts):
                return state
            state.finish(bots[seat].choose(state.state))
        if state.state.move_number > steps:
            for bot in bots:
                bot.observe(state.state)


def test_a_search_leans_towards_the_solve_only_when_its_seat_is_sure_of_it(capsys):
    sure = sure_to_act()
    seat = sure.current_player()
    suspect, crime, _ = sure.split(right_solve(sure, seat))
    rng = np.random.RandomState(0)
    assert informed_part(sure) == suspect and sure_part(sure, rng) == suspect
    # The parts so far lead on to the right case, or nowhere the world names.
    chosen = sure.clone()
    chosen.apply_action(suspect)
    assert informed_part(chosen) == crime and sure_part(chosen, rng) == crime
    wrong = sure.clone()
    suspects = [a for a in sure.legal_actions() if a >= ENGINE_ACTIONS]
    wrong.apply_action(next(a for a in suspects if a != suspect))
    assert informed_part(wrong) is None and sure_part(wrong, rng) is None
    # At the deal nobody is sure: the worlds drawn disagree.
    assert sure_part(dealt(load()), rng) is None

    # The root's prior: half on the part, the rest spread; uniform anywhere else.
    prior = InformedPrior(BotRollouts("easy", rng))
    legal = sure.legal_actions()
    assert prior.prior(sure) == [(a, 1.0 / len(legal)) for a in legal]
    prior.root = (sure.information_state_string(seat), suspect)
    weights = dict(prior.prior(sure))
    assert weights[suspect] == pytest.approx(INFORMED_WEIGHT + (1 - INFORMED_WEIGHT) / len(legal))
    assert sum(weights.values()) == pytest.approx(1.0)
    assert dict(prior.prior(chosen))[crime] == pytest.approx(1.0 / len(chosen.legal_actions()))

    # With the informed prior a sure search picks the right part; it searches again with
    # UCT when it is not sure.
    match = Match("pi", 3, rollouts="easy", prior=INFORMED)
    search = search_bot(match, sure.get_game(), 60, 1)
    assert isinstance(search, InformedSearch)
    assert search.step(sure) == suspect
    search.step(dealt(load()))
    assert search._evaluator.root is None
    assert search._child_selection_policy == ChildSelectionPolicy.UCT

    # The report names the prior.
    one_game = ["--game", "guess", "--players", "2", "--games", "1", "--simulations", "3"]
    main([*one_game, "--prior", "informed"])
    assert "informed prior when sure" in capsys.readouterr().out
