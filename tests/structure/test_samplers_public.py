"""The computer players build their worlds through the engine's public ways only
(``engine/positions.py``): no module of the AI layer, shared or a game's own, uses another
module's or object's private name. A sampler that set a state's private fields would break
silently the day the engine changed them, and would depend on more than the seat's view."""

from __future__ import annotations

from .imports import layer_of, modules
from .test_layers import _underscore_uses


def test_the_ai_layer_is_found():
    names = {m.name for m in modules() if layer_of(m.name) == "ai"}
    assert "cardtable.ai.expert" in names
    assert any(name.endswith(".ai.worlds") for name in names)


def test_no_module_of_the_ai_layer_uses_another_module_s_private_names():
    strays = [use for m in modules() if layer_of(m.name) == "ai" for use in _underscore_uses(m)]
    assert strays == []
