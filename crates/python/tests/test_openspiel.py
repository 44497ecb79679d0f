"""The OpenSpiel games: OpenSpiel's own random simulation test for every game at every
table size, chance made explicit, worlds resampled from a seat's information state, and
OpenSpiel's IS-MCTS and random bots playing them beside our own bots."""

import json
import random

import numpy as np
import pyspiel
import pytest
import whodunit
from helpers import GAMES, play_randomly, sizes
from open_spiel.python.algorithms.ismcts import ISMCTSBot
from open_spiel.python.algorithms.mcts import RandomRolloutEvaluator
from whodunit import openspiel, openspiel_arena
from whodunit.openspiel_arena import (
    SEARCH,
    Match,
    Tally,
    credit,
    fair_share,
    main,
    play_game,
    tallies_one_by_one,
    tallies_side_by_side,
    wilson,
)

CASES = [(game, players) for game in GAMES for players in sizes(game)]

# Long enough for every kind of turn; random play in P.I. rarely ends on its own.
SHORT = 150

openspiel.register()


def load(game, players, max_actions=SHORT):
    return pyspiel.load_game(
        openspiel.short_name(game), {"players": players, "max_actions": max_actions}
    )


def random_step(state, rng):
    if state.is_chance_node():
        outcomes, probabilities = zip(*state.chance_outcomes())
        state.apply_action(outcomes[rng.choice(len(outcomes), p=probabilities)])
    else:
        state.apply_action(rng.choice(state.legal_actions()))


def test_every_game_is_registered_once():
    names = openspiel.register()
    assert names == [openspiel.short_name(game) for game in GAMES]
    assert set(names) <= set(pyspiel.registered_names())
    assert openspiel.register() == names


@pytest.mark.parametrize(("game", "players"), CASES)
def test_openspiel_random_sim_test_passes(game, players):
    pyspiel.random_sim_test(load(game, players), num_sims=2, serialize=False, verbose=False)


@pytest.mark.parametrize("game", GAMES)
def test_the_game_starts_at_the_deal_and_every_draw_is_uniform_and_in_bounds(game):
    rng = np.random.RandomState(3)
    players = sizes(game)[-1]
    widest = next(g for g in whodunit.games() if g["name"] == game)["max_chance_outcomes"]
    state = load(game, players).new_initial_state()
    assert state.is_chance_node()
    assert str(state) == "dealing"
    draws = 0
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            assert 1 <= len(outcomes) <= widest
            assert [outcome for outcome, _ in outcomes] == list(range(len(outcomes)))
            assert {p for _, p in outcomes} == {1 / len(outcomes)}
            draws += 1
        random_step(state, rng)
    assert draws > 0


def test_explicit_chance_deals_as_the_seed_does():
    # The hidden card of Guess (GU-SETUP-2) over 1,400 deals by uniform outcomes: each
    # of the seven cards as often, by Pearson's chi-squared at the 0.999 quantile.
    rng = np.random.RandomState(11)
    counts = {}
    for _ in range(1400):
        state = whodunit.State.explicit_chance("guess")
        while state.is_chance_node:
            state.apply(rng.randint(len(state.chance_outcomes())))
        hidden = json.dumps(state.view("omniscient")["hidden"], sort_keys=True)
        counts[hidden] = counts.get(hidden, 0) + 1
    assert len(counts) == 7
    expected = 1400 / 7
    statistic = sum((n - expected) ** 2 / expected for n in counts.values())
    assert statistic < 22.46, counts  # chi-squared, 6 degrees of freedom, 0.999


def test_a_game_of_explicit_chance_refuses_what_needs_a_seed_or_a_deal():
    state = whodunit.State.explicit_chance("cluedo", players=3)
    assert state.is_chance_node and not state.is_dealt and not state.is_terminal
    assert state.current_player is None
    with pytest.raises(ValueError, match="not one of 0 to"):
        state.apply(len(state.chance_outcomes()))
    with pytest.raises(TypeError, match="outcome"):
        state.apply({"roll": None})
    with pytest.raises(ValueError, match="the deal is not done"):
        state.view(0)
    copy = state.clone()
    while state.is_chance_node:
        state.apply(0)
    assert state.is_dealt and copy.is_chance_node and not copy.is_dealt
    with pytest.raises(ValueError, match="no seed"):
        state.record()
    assert state.notebook(0) is not None


@pytest.mark.parametrize("game", GAMES)
def test_a_resampled_world_is_the_same_to_its_player_and_plays_on(game):
    rng = np.random.RandomState(5)
    for players in sizes(game):
        state = load(game, players).new_initial_state()
        steps = 0
        while not state.is_terminal() and steps < 60:
            if not state.is_chance_node():
                player = state.current_player()
                world = state.resample_from_infostate(player, rng.uniform)
                assert world.information_state_string(player) == (
                    state.information_state_string(player)
                )
                assert world.observation_tensor(player) == state.observation_tensor(player)
                assert world.legal_actions() == state.legal_actions()
                for _ in range(40):
                    if world.is_terminal():
                        break
                    random_step(world, rng)
            random_step(state, rng)
            steps += 1


@pytest.mark.parametrize("game", GAMES)
def test_the_information_state_tensor_is_the_observation_then_the_notebook(game):
    rng = np.random.RandomState(7)
    players = sizes(game)[0]
    spiel_game = load(game, players)
    fields = whodunit.information_state_fields(game, players)
    # Then the parts of an action chosen so far, where the game has any (test_staging).
    choosing = sum(field["len"] for field in spiel_game.staging.fields())
    engine = sum(field["len"] for field in fields)
    assert spiel_game.information_state_tensor_size() == engine + choosing
    state = spiel_game.new_initial_state()
    assert not any(state.information_state_tensor(0))  # nothing is dealt yet
    decisions = 0
    # Decisions, not steps: a deal of P.I. alone is some 80 draws.
    while not state.is_terminal() and decisions < 40:
        if not state.is_chance_node():
            decisions += 1
            for player in range(players):
                tensor = state.information_state_tensor(player)
                assert tensor[:engine] == pytest.approx(state.state.information_state(player))
                # The observation is the view, then the parts chosen, as the tensor ends.
                observation = state.observation_tensor(player)
                view = len(observation) - choosing
                assert tensor[:view] == pytest.approx(observation[:view])
                assert tensor[engine:] == observation[view:]
            world = state.resample_from_infostate(state.current_player(), rng.uniform)
            with pytest.raises(ValueError, match="no past of its own"):
                world.information_state_tensor(state.current_player())
        random_step(state, rng)


@pytest.mark.parametrize("game", GAMES)
def test_our_bots_play_a_state_out_without_moving_it(game):
    players = sizes(game)[0]
    state = whodunit.State(game, players=players, seed=6)
    play_randomly(state, random.Random(2), limit=3)
    assert not state.is_terminal
    before = (state.move_number, state.view("omniscient"))
    levels = next(g for g in whodunit.games() if g["name"] == game)["bot_levels"]
    returns = state.play_out([levels[0]] * players, seed=3)
    assert len(returns) == players and set(returns) <= {0.0, 1.0}
    assert (state.move_number, state.view("omniscient")) == before
    assert state.play_out([levels[0]] * players, seed=3) == returns
    world = state.sample_world(state.current_player, seed=4)
    assert len(world.play_out([levels[-1]] * players, seed=1)) == players
    assert state.play_out([levels[0]] * players, seed=3, max_actions=0) == [0.0] * players
    with pytest.raises(whodunit.SetupError, match="no bot level"):
        state.play_out(["grandmaster"] * players)
    with pytest.raises(whodunit.SetupError, match="bot levels"):
        state.play_out([levels[0]] * (players + 1))
    chance = whodunit.State.explicit_chance(game, players=players)
    with pytest.raises(ValueError, match="chance is to act"):
        chance.play_out([levels[0]] * players)


def test_a_world_has_no_past_of_its_own():
    state = whodunit.State("cluedo", players=3, seed=4)
    world = state.sample_world(state.current_player, 9)
    assert world.view(state.current_player) == state.view(state.current_player)
    for refused in (lambda: world.notebook(0), world.record, lambda: world.sample_world(0, 1)):
        with pytest.raises(ValueError, match="no past of its own"):
            refused()


def test_ismcts_and_the_random_bot_play_a_game_to_its_end():
    game = load("cluedo", 3, max_actions=400)
    rng = np.random.RandomState(2)
    searcher = ISMCTSBot(
        game,
        RandomRolloutEvaluator(n_rollouts=1, random_state=rng),
        uct_c=2.0,
        max_simulations=5,
        random_state=rng,
    )
    walker = pyspiel.make_uniform_random_bot(1, 7)
    ours = whodunit.Bot("cluedo", "hard", 2, seed=3)
    state = game.new_initial_state()
    while not state.is_terminal():
        moves = state.state.move_number
        if state.is_chance_node():
            random_step(state, rng)
        elif state.current_player() == 0:
            state.apply_action(searcher.step(state))
        elif state.current_player() == 1:
            state.apply_action(walker.step(state))
        else:
            state.apply_action(ours.choose(state.state))
        if state.state.move_number > moves:
            ours.observe(state.state)
    assert sum(state.returns()) <= 1


def test_our_bot_refuses_to_act_out_of_turn_or_out_of_step():
    state = whodunit.State("cluedo", players=3, seed=1)
    bot = whodunit.Bot("cluedo", "hard", state.current_player, seed=1)
    other = whodunit.Bot("cluedo", "hard", (state.current_player + 1) % 3, seed=1)
    with pytest.raises(ValueError, match="only when its seat is to act"):
        other.choose(state)
    state.apply(bot.choose(state))
    with pytest.raises(ValueError, match="only when its seat is to act"):
        bot.choose(state)
    state.apply(random.Random(1).choice(state.legal_actions()))
    with pytest.raises(ValueError, match="observe every step"):
        bot.observe(state)
    with pytest.raises(whodunit.SetupError, match="no bot level"):
        whodunit.Bot("cluedo", "grandmaster", 0)
    with pytest.raises(IndexError):
        whodunit.Bot("cluedo", "hard", 6)


def test_the_arena_counts_every_seat_and_its_wins():
    tally = Tally()
    for seed in range(3):
        play_game(Match("guess", 2), 4, seed, tally)
    for seed in range(3):
        play_game(Match("inkognito", 4, rollouts="easy"), 3, seed, tally, index=seed)
    assert tally.games == 6
    assert sum(side.seats for side in tally.sides.values()) == 6 + 12
    # A game's win counts once, however many seats share it; whole, at most 2 each.
    assert sum(side.wins for side in tally.sides.values()) <= 6
    assert sum(side.whole_wins for side in tally.sides.values()) <= 3 + 6
    for side in tally.sides.values():
        assert side.wins <= side.whole_wins
    assert tally.sides["IS-MCTS"].decisions > 0
    low, high = wilson(7, 20)
    assert 0.15 < low < 0.35 < high < 0.6


def test_an_arena_game_is_the_same_from_the_same_seed():
    # The search draws its worlds from its own seeded generator, not OpenSpiel's sampler,
    # whose seed is fresh in every process.
    def record(seed):
        state = play_game(Match("inkognito", 3), 3, seed, Tally())
        return state.history()

    assert record(5) == record(5)


def test_games_played_side_by_side_are_the_games_played_one_by_one(capsys):
    match = Match("inkognito", 3)
    one_by_one = list(tallies_one_by_one(match, lambda: 3, 7, 3))
    side_by_side = list(tallies_side_by_side(match, 3, 7, 3, jobs=2))

    def played(tally):
        # Everything but the time the decisions took.
        sides = {n: (s.seats, s.wins, s.whole_wins, s.decisions) for n, s in tally.sides.items()}
        return tally.games, tally.unfinished, tally.shared, sides

    assert [played(t) for t in side_by_side] == [played(t) for t in one_by_one]
    total = Tally()
    for tally in side_by_side:
        total.add(tally)
    assert total.games == 3 and total.side(SEARCH).seats == 6
    assert total.side(SEARCH).decisions == sum(t.side(SEARCH).decisions for t in one_by_one)

    main(["--game", "guess", "--players", "2", "--games", "2", "--simulations", "3", "--jobs", "2"])
    assert "guess, 2 players: 2 games" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        main(["--game", "guess", "--jobs", "0"])


def test_the_search_explores_with_the_run_s_uct_constant(monkeypatch, capsys):
    constants = []

    class Recording(ISMCTSBot):
        def __init__(self, *args, **kwargs):
            constants.append(kwargs["uct_c"])
            super().__init__(*args, **kwargs)

    monkeypatch.setattr(openspiel_arena, "ISMCTSBot", Recording)
    play_game(Match("inkognito", 3, uct_c=0.5), 3, 1, Tally())
    assert constants == [0.5, 0.5]
    one_game = ["--game", "guess", "--players", "2", "--games", "1", "--simulations", "3"]
    main(one_game)
    assert constants[-1] == 2.0
    main(one_game + ["--uct-c", "1"])
    assert constants[-1] == 1.0
    assert "UCT's c = 1\n" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        main(["--game", "guess", "--uct-c", "-1"])


def test_sampled_worlds_are_consistent_and_each_is_drawn_alike():
    # Guess with 11 cards after two questions: the seat's notebook leaves five possible
    # hidden cards, each one deal. 1,000 worlds: each hidden card among them, each as
    # often by Pearson's chi-squared at the 0.999 quantile (4 degrees of freedom).
    state = whodunit.State("guess", seed=3, options={"cards": 11})
    rng = random.Random(2)
    for _ in range(2):
        state.apply(rng.choice(state.legal_actions()))
    seat = state.current_player
    possible = state.notebook(seat)["possible"]
    assert len(possible) == 5
    counts = dict.fromkeys(possible, 0)
    for seed in range(1000):
        world = state.sample_world(seat, seed)
        assert world.view(seat) == state.view(seat)
        counts[world.view("omniscient")["hidden"]] += 1
    expected = 1000 / len(possible)
    statistic = sum((n - expected) ** 2 / expected for n in counts.values())
    assert statistic < 18.47, counts


def test_the_fair_share_is_the_mean_seat_s_wins():
    tally = Tally()
    tally.side("ours").seats, tally.side("ours").wins = 4, 3
    tally.side("IS-MCTS").seats, tally.side("IS-MCTS").wins = 12, 1
    tally.side("ours").whole_wins, tally.side("IS-MCTS").whole_wins = 4, 3
    assert fair_share(tally) == 4 / 16
    assert fair_share(tally, whole=True) == 7 / 16
    assert fair_share(Tally()) == 0.0


def test_a_shared_win_counts_a_share_for_each_winner():
    assert credit([1.0, 0.0, 1.0, 0.0]) == [0.5, 0.0, 0.5, 0.0]
    assert credit([0.0, 1.0, 0.0]) == [0.0, 1.0, 0.0]
    assert credit([1.0, 1.0, 1.0]) == [1 / 3] * 3
    assert credit([0.0, 0.0]) == [0.0, 0.0]
