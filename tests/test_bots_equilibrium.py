"""The strong player's war-die equilibrium (regret matching plus, plain Python) on known matrices.

The expected strategies were computed with the numpy version this replaced (issue 32: numpy was
imported but declared nowhere), so the strong player bids as it did; the two agree to about 1e-15.
"""
from __future__ import annotations

import pytest

from tek_access.games.tek.bots.strong import EQUILIBRIUM_ROUNDS, _regret_matching

#: (payoff to the row player, the row strategy numpy's regret matching gave after 200 rounds)
KNOWN = {
    "matching pennies": ([[1.0, -1.0], [-1.0, 1.0]], [0.5, 0.5]),
    "rock paper scissors": ([[0.0, -1.0, 1.0], [1.0, 0.0, -1.0], [-1.0, 1.0, 0.0]], [1 / 3, 1 / 3, 1 / 3]),
    "a dominant row": ([[3.0, 2.0, 4.0], [1.0, 0.0, 2.0], [2.5, 1.0, 3.0]],
                       [0.9999563585580868, 1.658374792703151e-05, 2.705769398620931e-05]),
    "one foe die": ([[0.5], [2.0], [-1.0]], [1.658374792703151e-05, 0.9999668325041461, 1.658374792703151e-05]),
    "8 by 8": ([[-5.07, -3.44, -2.36, 4.8, -0.04, 2.64, -4.8, 0.11],
                [4.12, 0.27, 5.34, 4.58, -1.55, -5.99, 3.06, -4.48],
                [-5.89, 2.77, 4.11, 4.04, 5.44, -3.58, -5.02, -4.55],
                [5.73, -4.66, -4.09, -5.76, -5.41, -5.54, -1.76, -4.04],
                [-2.28, 5.15, -3.99, 3.77, 2.86, 0.82, 0.91, 3.24],
                [1.05, -3.25, -2.05, -3.07, -1.19, 5.85, -0.88, -5.16],
                [-0.28, 3.75, -0.65, 2.43, -4.91, -5.25, 1.94, -5.42],
                [-2.38, -1.38, -3.68, -5.56, -5.92, 5.42, 2.26, 5.42]],
               [0.006901746658296145, 0.2969364847827556, 0.07041174021264089, 3.366945677466292e-05,
                0.34076758208245783, 0.11018746260938321, 1.9018920608481093e-05, 0.17474229527708326]),
    "5 by 7": ([[2.9, 8.45, 7.35, 4.42, 3.3, 3.1, -0.29],
                [1.51, 5.67, -0.66, 7.2, 3.12, 4.25, 6.86],
                [4.75, -1.35, -0.03, -2.99, -2.67, 8.42, 4.12],
                [8.63, 6.37, 0.79, 8.61, 8.07, 2.48, -2.0],
                [0.82, -1.0, 1.39, -2.01, 5.56, 8.75, -0.47]],
               [0.44395946336629427, 0.40338935532448195, 0.07225799656576351, 0.08034842148845084,
                4.4763255009374834e-05]),
}


@pytest.mark.parametrize("name", list(KNOWN))
def test_regret_matching_gives_the_known_strategy(name):
    payoff, expected = KNOWN[name]
    strategy = _regret_matching(payoff, EQUILIBRIUM_ROUNDS)
    assert strategy == pytest.approx(expected, abs=1e-12)
    assert sum(strategy) == pytest.approx(1.0)


def test_the_rounds_are_the_ones_the_known_strategies_were_computed_with():
    assert EQUILIBRIUM_ROUNDS == 200


def test_an_all_zero_matrix_gives_the_uniform_strategy():
    assert _regret_matching([[0.0] * 4 for _ in range(4)], 50) == pytest.approx([0.25] * 4)
