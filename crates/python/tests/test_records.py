"""A game played from Python is a record the command line replays identically."""

import json
import random
import subprocess

import pytest
import whodunit
from helpers import GAMES, play_randomly


def replay(binary, path):
    return subprocess.run([binary, "replay", str(path)], capture_output=True, text=True)


@pytest.mark.parametrize("game", GAMES)
def test_the_command_line_replays_a_python_record(game, whodunit_bin, tmp_path):
    state = whodunit.State(game, seed=21)
    play_randomly(state, random.Random(21))
    path = tmp_path / f"{game}.json"
    path.write_text(json.dumps(state.record()))
    done = replay(whodunit_bin, path)
    assert done.returncode == 0, done.stderr
    last = [line for line in done.stdout.splitlines() if line.startswith("outcome: ")][-1]
    outcome = json.loads(last.removeprefix("outcome: "))
    mine = state.outcome()
    assert outcome["winners"] == mine["winners"]
    assert outcome["reason"] == mine["reason"]


def test_a_tampered_record_is_refused_by_the_command_line(whodunit_bin, tmp_path):
    state = whodunit.State("cluedo", players=3, seed=8)
    play_randomly(state, random.Random(8), limit=6)
    record = state.record()
    # The same seat acting twice where another was to act is refused by a rule.
    record["actions"].insert(1, record["actions"][0])
    path = tmp_path / "tampered.json"
    path.write_text(json.dumps(record))
    done = replay(whodunit_bin, path)
    assert done.returncode != 0
    with pytest.raises(whodunit.RuleError) as error:
        whodunit.State.from_record(record)
    assert error.value.rule is not None
    assert error.value.rule in done.stderr + done.stdout
