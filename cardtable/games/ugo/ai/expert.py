"""The Expert U-G-O player: the Normal player's look over its turn, on an evaluation whose
weights were found in play.

Like the Normal player (see ``ugo``), it models the table from its view, plays every legal
action on the model and weighs what may come of it (a face-down card may be any of its owner's
unseen Attack/Defense cards, the defender may hold a 10), then looks one action further for the
four best, so that it plays them in a good order. What makes it stronger is what it values:
``EXPERT_WEIGHTS`` were found by playing the Normal policy with changed weights against Normal
itself over thousands of duplicate duels (``bench/tune_ugo.py``). It keeps Kings and Jacks until
a card milled counts (a card is worth more the smaller the deck, and the last ones decide the
game), weighs its own attacks this turn above the attacks it may suffer, and makes more of the
secret of a face-down card.

Looking further did not pay, and so the Expert does not. An expectimax over the turn's
sequences of up to six actions, with the best first moves then tried out in sampled worlds
against the other players' replies, measured no better than Normal on Normal's weights (+0.00 ±
0.06 places a game over 124 duplicate duels) and no better than this player on these weights:
−0.04 ± 0.12 against Normal over 116 duels with 250 ms a decision, and the turn search alone
−0.13 ± 0.04 over 1,000 duels, where this player measures −0.15 ± 0.03 over 2,000 duels of the
same series. U-G-O is decided by what a position is worth more than by how far one looks: a
turn's best line is rarely more than two actions long, and the other players' replies hang on
cards nobody can see. The Expert therefore answers at once, whatever thinking time it is given.
"""

from __future__ import annotations

from ..roles import JACK, KING
from .model import NORMAL, Weights
from .normal import UgoBot

# See the module docstring; ``bench/tune_ugo.py --weights expert`` measures them.
EXPERT_WEIGHTS = Weights(keep={**NORMAL.keep, KING: 2.0, JACK: 1.5}, incoming=0.35,
                         this_turn=1.0, hidden_bonus=2.0, shortlist=4)


class UgoExpertBot(UgoBot):
    """The Normal player's look over its turn, on the Expert's weights."""

    name = "expert"

    def __init__(self) -> None:
        super().__init__(EXPERT_WEIGHTS)


__all__ = ["EXPERT_WEIGHTS", "UgoExpertBot"]
