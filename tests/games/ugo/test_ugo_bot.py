"""The rule-of-thumb U-G-O player: far better than chance, and sensible in the
positions the rules are about — attacks, sacrifices, equips, face-down cards, every special
card, and the 10 and the 9 asked for on the other player's turn."""

from __future__ import annotations

from cardtable.ai import make_bot
from cardtable.ai.base import Bot
from cardtable.engine.cards import format_card, parse_card, parse_cards, standard_deck
from cardtable.engine.protocol import Phase
from cardtable.engine.rng import Rng
from cardtable.games.ugo import actions as A
from cardtable.games.ugo.ai.normal import UgoBot
from cardtable.games.ugo.rules import RULES, Deal, UgoState

from ...ai.against_random import games_against_random

FILLER = "9C 9D 9H 9S"  # drawn first: worth nothing to a player of two, and never played


def table(*hands: str, first: int = 0, tops: tuple[str, ...] = (), options=None) -> UgoState:
    """A game on hand-made hands, seat 0 first unless told. Each seat draws the cards of its
    ``tops`` (default: those of its 9s it does not hold) first, in the order written; the rest
    of its deck lies below them, so every deck stays full."""
    decks, dealt = [], []
    for seat, text in enumerate(hands):
        hand = parse_cards(text, seat)
        top = [c for c in parse_cards(tops[seat] if seat < len(tops) else FILLER, seat)
               if c not in hand]
        rest = [c for c in standard_deck(copy=seat) if c not in hand and c not in top]
        decks.append((*rest, *reversed(top)))
        dealt.append(tuple(hand))
    return RULES.new_game(options, 1, len(hands), deal=Deal(tuple(decks), tuple(dealt)),
                          first=first)


def act(state: UgoState, *moves: str) -> None:
    """Take the moves named as the rules name them ("Play 5♠ in attack position" …); an attack
    is taken by the defender."""
    for move in moves:
        named = {state.describe_action(a): a for a in state.legal_actions()}
        assert move in named, f"{move!r} is not open now: {sorted(named)}"
        state.apply(named[move])
        if state.phase is Phase.RESPOND and state.pending and state.pending.kind == "attack":
            state.apply(A.NO_BLOCK)


def choice(state: UgoState, bot: Bot | None = None) -> int:
    """The choice of ``bot`` (a Normal player unless given) for the seat to act, checked to be
    legal."""
    seat = state.to_act
    action = (bot or UgoBot()).choose(state.view(seat), state.legal_actions(), Rng(1))
    assert action in state.legal_actions()
    return action


def bot_turn(state: UgoState, bot: Bot | None = None) -> list[str]:
    """Let ``bot`` (a Normal player unless given) play the rest of its turn (every attack
    taken); return its moves by name."""
    seat, moves = state.to_act, []
    while state.to_act == seat and not state.is_over:
        action = choice(state, bot)
        moves.append(state.describe_action(action))
        state.apply(action)
        if state.phase is Phase.RESPOND:
            state.apply(A.NO_BLOCK)
        if action == A.END_TURN:
            break
    return moves


def attacks(moves: list[str]) -> list[str]:
    """The attacks among a turn's moves."""
    return [m for m in moves if m.startswith("Attack")]


# ---- whole duels ------------------------------------------------------------------------------

def play_out_legally(state: UgoState, bots: list, rng: Rng) -> None:
    """Play a duel to its end with ``bots``, checking that every action they choose is legal
    and that the duel ends with a winner."""
    while not state.is_over:
        legal = state.legal_actions()
        action = bots[state.to_act].choose(state.view(state.to_act), legal, rng)
        assert action in legal
        state.apply(action)
    assert sorted(state.scores)[0] == 1


def test_the_rule_of_thumb_player_for_ugo_is_this_bot():
    assert isinstance(make_bot("rule", "ugo"), UgoBot)


# ---- better than chance -----------------------------------------------------------------------

def test_the_bot_beats_random_players_clearly_in_duels():
    wins = 0.0
    games = 30
    for seat, state in games_against_random(RULES, UgoBot, 2, games):
        if seat in state.winners:
            wins += 1 / len(state.winners)
    assert wins >= 0.85 * games  # a random player's fair share would be half


# ---- attacks ----------------------------------------------------------------------------------

def _attacker_against(their_card: str, how: str, mine: str = "5S") -> UgoState:
    """Seat 1 plays ``their_card`` ``how`` ("in attack position", "in defence position" or
    "face down in defence position"); seat 0 then has ``mine`` in attack position, on the
    turn it may attack."""
    s = table(mine, their_card, first=1)
    act(s, f"Play {_shown(their_card)} {how}", "End the turn",
        f"Play {_shown(mine)} in attack position")
    return s


def _shown(card: str) -> str:
    """A card written as the rules name it: "5S" is "5♠"."""
    return format_card(parse_card(card))


def test_it_attacks_the_player_when_his_table_is_empty():
    s = table("5S 2C", "KC", first=1)
    act(s, "End the turn", "Play 5♠ in attack position")
    assert s.describe_action(choice(s)) == "Attack the player with card 1"


def test_it_destroys_a_weaker_card():
    s = _attacker_against("4C", "in defence position")
    assert attacks(bot_turn(s)) == ["Attack card 1 with card 1"]
    assert s.tables[1] == []


def test_it_does_not_attack_a_stronger_defender():
    # 5♠ attacks with 10; the 5♥ defends with 10: nothing would happen, and a 4♠ (8) would
    # lose and mill.
    s = _attacker_against("5H", "in defence position", mine="4S")
    assert attacks(bot_turn(s)) == []


def test_it_does_not_attack_a_stronger_card_in_attack_position():
    s = table("4S", "5S", first=1)
    act(s, "Play 5♠ in attack position", "End the turn", "Play 4♠ in attack position")
    # Its 4♠ (attack 8) would die on the 5♠ (attack 10) and mill 2.
    assert attacks(bot_turn(s)) == []


def test_it_equips_its_attacker_before_the_attack_it_decides():
    # The 4♠ (8) against the 4♥'s defence of 8 does nothing; with the 4♦ (+2) it destroys it.
    s = table("4S 4D", "4H", first=1)
    act(s, "Play 4♥ in defence position", "End the turn", "Play 4♠ in attack position")
    assert bot_turn(s)[:2] == ["Equip card 1 with 4♦", "Attack card 1 with card 1"]
    assert s.tables[1] == []


def test_it_attacks_with_a_card_before_giving_it_up_and_again_with_the_new_one():
    s = table("3S 7S", "3C", first=0, tops=("9C 9D",))
    act(s, "Play 3♠ in attack position", "End the turn", "Play 3♣ in defence position",
        "End the turn")
    assert bot_turn(s)[:3] == ["Attack card 1 with card 1",
                               "Play 7♠ in attack position, giving up card 1",
                               "Attack the player with card 1"]


def test_it_attacks_a_face_down_card_with_a_strong_attacker_only():
    strong = _attacker_against("3C", "face down in defence position", mine="5S")
    assert attacks(bot_turn(strong)) == ["Attack card 1 with card 1"]
    weak = _attacker_against("3C", "face down in defence position", mine="2C")
    assert attacks(bot_turn(weak)) == []


# ---- Attack/Defense cards, sacrifices and equips ----------------------------------------------

def test_it_gives_up_its_weakest_card_for_a_7():
    s = table("2C 5S 7S", "KC", first=0)
    act(s, "Play 2♣ in defence position", "End the turn", "End the turn",
        "Play 5♠ in attack position", "End the turn", "End the turn")
    moves = bot_turn(s)
    assert any(m.startswith("Play 7♠") and m.endswith("giving up card 1") for m in moves)


def test_it_keeps_a_strong_card_rather_than_give_it_up_for_a_6():
    s = table("5S 6D 7D 6C", "KC", first=0)
    act(s, "Play 5♠ in attack position", "Equip card 1 with 6♦", "Equip card 1 with 7♦",
        "End the turn", "End the turn")
    assert s.tables[0][0].values() == (16, 11)
    moves = bot_turn(s)
    assert not any(m.startswith("Play 6♣") for m in moves)


def test_it_equips_its_strong_card():
    s = table("2C 5S 6D", "KC", first=0)
    act(s, "Play 2♣ in defence position", "End the turn", "End the turn",
        "Play 5♠ in attack position")
    assert "Equip card 2 with 6♦" in bot_turn(s)


def test_it_plays_a_defence_card_face_down():
    s = table("5H", "KC", first=0)
    assert s.describe_action(choice(s)) == "Play 5♥ face down in defence position"


# ---- special cards ----------------------------------------------------------------------------

def test_it_aims_its_ace_at_the_biggest_threat():
    s = table("AS 2H", "2C 5S 6D 10C", first=1)
    act(s, "Play 2♣ in defence position", "End the turn", "End the turn",
        "Play 5♠ in attack position", "Equip card 2 with 6♦", "End the turn")
    assert "Play A♠" in bot_turn(s)
    assert [p.card for p in s.tables[1]] == [parse_card("2C", 1)]  # the 5♠ is gone


def test_it_keeps_its_ace_when_only_a_weak_card_faces_it():
    s = table("AS 2H", "2C", first=1)
    act(s, "Play 2♣ in defence position", "End the turn")
    assert "Play A♠" not in bot_turn(s)


def test_it_plays_kings_and_jacks_on_its_target():
    s = table("KS JH 5H", "2C", first=0)
    moves = bot_turn(s)
    assert "Play K♠" in moves and "Play J♥" in moves
    # Its hand, the King's mill, the Jack's theft, and its draw as its turn begins.
    assert len(s.decks[1]) == 52 - 1 - 2 - 1


def _with_discard(played: str) -> UgoState:
    """Seat 0 holds a Queen after playing ``played`` (an Ace on seat 1's card, or a King)."""
    s = table(f"{played} QH 3C", "2C", first=1)
    act(s, "Play 2♣ in defence position", "End the turn")
    if played.startswith("A"):
        ace = next(a for a in s.legal_actions() if A.kind_of(a) == A.SPECIAL
                   and A.card_of(a) == parse_card(played))
        s.apply(ace)
    else:
        act(s, f"Play {_shown(played)}")
    return s


def test_it_plays_a_queen_when_its_discard_pile_is_worth_it():
    s = _with_discard("AS")
    assert s.discards[0] == [parse_card("AS")]
    assert "Play Q♥" in bot_turn(s)
    assert parse_card("AS") in s.hands[0]


def test_it_keeps_its_queen_when_the_pile_holds_little():
    s = _with_discard("KS")
    assert s.discards[0] == [parse_card("KS")]  # what it milled went to seat 1's pile
    assert "Play Q♥" not in bot_turn(s)


def test_it_renews_a_poor_hand_with_an_eight():
    # Nothing in hand can go on its empty table (a 6 needs a card to give up, the 9s do
    # nothing with two players): the 8 is worth its cost.
    s = table("8S 6H 9C 9D", "2C KC QC", first=0, tops=("9H",))
    assert s.describe_action(choice(s)) == "Play 8♠"


def test_it_keeps_a_good_hand_and_its_eight():
    s = table("8S AS AH 10C 3C", "2C KC QC", first=0)
    assert "Play 8♠" not in bot_turn(s)


def test_with_three_players_it_reverses_to_attack_an_empty_table():
    # Seat 1, its target, defends with a 5♥ (10) its 5♠ (10) cannot beat; seat 2's table is
    # empty. A 9 turns seat 2 into its target, whom it attacks directly.
    s = table("5S 9C", "5H", "2C", first=1, tops=("10C", "10D", "10H"))
    act(s, "Play 5♥ in defence position", "End the turn", "End the turn",
        "Play 5♠ in attack position")
    moves = bot_turn(s)
    assert moves[:2] == ["Play 9♣", "Attack the player with card 1"]
    assert len(s.decks[2]) == 52 - 1 - 1 - 10 - 1  # its hand, two draws and 10 milled


def test_with_two_players_it_keeps_its_nines():
    s = table("9C 5S", "2C", first=1)
    act(s, "End the turn")
    assert "Play 9♣" not in bot_turn(s)


# ---- answers on the other player's turn -------------------------------------------------------

def test_it_stops_a_heavy_direct_attack_with_a_ten():
    s = table("10H 2D", "5S 6D 7D", first=1)
    act(s, "Play 5♠ in attack position", "Equip card 1 with 6♦", "Equip card 1 with 7♦",
        "End the turn", "End the turn")
    s.apply(A.make(A.ATTACK, 0, A.AT_PLAYER))
    assert choice(s) == A.BLOCK


def test_it_lets_a_light_attack_through_and_keeps_its_ten():
    s = table("10H 2D", "2C", first=1)
    act(s, "Play 2♣ in attack position", "End the turn", "End the turn")
    s.apply(A.make(A.ATTACK, 0, A.AT_PLAYER))
    assert choice(s) == A.NO_BLOCK


def test_it_saves_its_strong_card_with_a_ten():
    # Its 5♠ with a 4♦ (12/7, in attack position) is attacked by a 7♠ with two equips (20):
    # it would be destroyed and 8 cards milled.
    s = table("10H 5S 4D", "7S 2C 6D 7D", first=0)
    act(s, "Play 5♠ in attack position", "Equip card 1 with 4♦", "End the turn",
        "Play 2♣ in defence position", "End the turn", "End the turn",
        "Play 7♠ in attack position, giving up card 1", "Equip card 1 with 6♦",
        "Equip card 1 with 7♦")
    s.apply(A.make(A.ATTACK, 0, 0))
    assert s.phase is Phase.RESPOND and s.to_act == 0
    assert choice(s) == A.BLOCK


def test_with_nine_counters_it_turns_an_ace_back_on_the_strongest_card():
    options = {"nine_counters": True}
    s = table("9C 5S 6D", "AS 2C 5H 7D", first=0, options=options)
    act(s, "Play 5♠ in attack position", "Equip card 1 with 6♦", "End the turn",
        "Play 2♣ in defence position", "End the turn", "End the turn",
        "Play 5♥ in defence position", "Equip card 2 with 7♦")
    ace = next(a for a in s.legal_actions() if A.kind_of(a) == A.SPECIAL)
    s.apply(ace)
    assert s.phase is Phase.RESPOND and s.to_act == 0
    assert choice(s) == A.COUNTER_BASE + 1  # the 5♥ with its 7♦, not the 2♣


def test_it_ends_its_turn_when_nothing_helps():
    s = table("5H", "5S 6D 7D", first=1)
    act(s, "Play 5♠ in attack position", "Equip card 1 with 6♦", "Equip card 1 with 7♦",
        "End the turn", "Play 5♥ in defence position", "End the turn", "End the turn")
    assert s.to_act == 0 and s.phase is Phase.PLAY
    assert choice(s) == A.END_TURN
