"""The app's connection to a real server on loopback: it signs in, holds what is sent before
the welcome, comes back by itself after the server dies and returns, stops for good on the
server's bye or on close, and says why a sign-in is refused."""

from __future__ import annotations

from cardtable.online.link import CLOSED, RECONNECTING, SIGNED_IN, ServerLink

from ..deadlines import WAIT_MS
from .conftest import Server


def is_(status: str):
    return lambda said: said == status


def test_it_signs_in_and_what_was_sent_before_goes_after(server, qtbot):
    link = ServerLink()
    got: list[dict] = []
    link.received.connect(got.append)
    link.open(server, "ann", "ann's password")
    link.send("lobby")  # before the welcome: it waits for it
    qtbot.waitUntil(lambda: any(m["type"] == "lobby" for m in got), timeout=WAIT_MS)
    assert [m["type"] for m in got][:2] == ["welcome", "lobby"]
    assert link.signed_in and link.token
    with qtbot.waitSignal(link.status, check_params_cb=is_(CLOSED), timeout=WAIT_MS):
        link.close()


def test_it_comes_back_by_itself_when_the_server_returns(server_process: Server, qtbot):
    link = ServerLink()
    said: list[str] = []
    link.status.connect(said.append)
    with qtbot.waitSignal(link.status, check_params_cb=is_(SIGNED_IN), timeout=WAIT_MS):
        link.open(server_process.url, "bob", "bob's password")
    first_token = link.token
    with qtbot.waitSignal(link.status, check_params_cb=is_(RECONNECTING), timeout=WAIT_MS):
        server_process.kill()
    with qtbot.waitSignal(link.status, check_params_cb=is_(SIGNED_IN), timeout=WAIT_MS):
        server_process.start()
    assert link.token and link.token != first_token  # a token is good once: a new one came
    assert said[-2:] == [RECONNECTING, SIGNED_IN] and CLOSED not in said
    link.close()


def test_the_server_s_bye_ends_it_for_good(server, qtbot):
    first, second = ServerLink(), ServerLink()
    with qtbot.waitSignal(first.status, check_params_cb=is_(SIGNED_IN), timeout=WAIT_MS):
        first.open(server, "cid", "cid's password")
    refusals: list[tuple[str, str]] = []
    first.refused.connect(lambda code, words: refusals.append((code, words)))
    with qtbot.waitSignal(first.status, check_params_cb=is_(CLOSED), timeout=WAIT_MS):
        second.open(server, "cid", "cid's password")  # signed in from elsewhere
    assert refusals and refusals[0][0] == "replaced"
    qtbot.waitUntil(lambda: second.signed_in, timeout=WAIT_MS)
    assert not first.coming_back  # no try to come back waits: the bye ended it
    assert first.state == CLOSED and second.signed_in
    second.close()


def test_a_wrong_password_is_refused_with_the_server_s_words(server, qtbot):
    owner = ServerLink()
    with qtbot.waitSignal(owner.status, check_params_cb=is_(SIGNED_IN), timeout=WAIT_MS):
        owner.open(server, "dan", "dan's password")
    owner.close()
    link = ServerLink()
    with qtbot.waitSignal(link.refused, timeout=WAIT_MS) as refused:
        link.open(server, "dan", "not dan's password")
    assert refused.args[0] == "bad-login" and refused.args[1]
    assert not link.signed_in
    link.close()
