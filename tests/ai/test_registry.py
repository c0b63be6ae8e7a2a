"""The computer players of every game come from one registry: every game the engine knows
declares them, every kind of player is made for every game, and the kinds are the ones a save
may name."""

from __future__ import annotations

import pytest

from cardtable.ai import BOT_KINDS, make_bot
from cardtable.ai.base import LEVELS, EasyBot, RandomBot
from cardtable.ai.players import GamePlayers
from cardtable.ai.registry import GAMES, players_for
from cardtable.engine import registry as engine
from cardtable.storage.seat_kinds import COMPUTER_KINDS


def test_the_bot_kinds_are_the_kinds_a_save_may_name():
    assert tuple(BOT_KINDS) == COMPUTER_KINDS
    assert {kind for kind, _ in LEVELS} <= set(BOT_KINDS)


def test_every_game_the_engine_knows_declares_its_players_once_in_the_same_order():
    assert [players.game_id for players in GAMES] == [rules.id for rules in engine.GAMES]


@pytest.mark.parametrize("game_id", [rules.id for rules in engine.GAMES])
def test_every_kind_of_player_is_made_for_every_game(game_id):
    players = players_for(game_id)
    assert isinstance(make_bot("random", game_id), RandomBot)
    easy = make_bot("easy", game_id)
    assert isinstance(easy, EasyBot) and type(easy.careful) is type(players.normal())
    assert type(make_bot("rule", game_id)) is type(players.normal())
    assert make_bot("expert", game_id).name == "expert"
    assert make_bot("rule", game_id) is not make_bot("rule", game_id)  # each seat its own


def test_an_unknown_kind_or_game_is_refused_by_name():
    with pytest.raises(ValueError, match="no bot kind 'genius'"):
        make_bot("genius", "black-lady")
    with pytest.raises(ValueError, match="no computer players for the game 'chess'"):
        make_bot("rule", "chess")


def test_a_game_without_an_expert_of_its_own_or_a_sampler_is_refused():
    with pytest.raises(ValueError, match="an Expert needs"):
        GamePlayers("nothing", normal=RandomBot)
