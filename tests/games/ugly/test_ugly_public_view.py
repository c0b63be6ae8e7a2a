"""What a spectator of Ugly may not see (the shared checks are in
``tests/engine/test_public_view.py``)."""

from __future__ import annotations

from ...engine.test_public_view import check_a_card_chosen_to_pass_stays_hidden


def test_a_card_chosen_to_pass_stays_hidden_from_the_public():
    check_a_card_chosen_to_pass_stays_hidden("ugly")
