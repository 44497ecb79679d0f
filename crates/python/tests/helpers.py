"""Helpers shared by the package's tests."""

import whodunit


def sizes(game):
    """Every table size the game takes."""
    info = next(g for g in whodunit.games() if g["name"] == game)
    return range(info["min_players"], info["max_players"] + 1)


def play_randomly(state, rng, limit=None):
    """Plays random legal actions until the end (or `limit` actions); returns them."""
    played = []
    while not state.is_terminal and (limit is None or len(played) < limit):
        action = rng.choice(state.legal_actions())
        state.apply(action)
        played.append(action)
    return played


GAMES = [g["name"] for g in whodunit.games()]
