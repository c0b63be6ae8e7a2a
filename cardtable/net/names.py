"""Nicknames people can tell apart: what a name may hold, its one written form, and the
"skeleton" under which two names that look alike are the same name.

A lobby shows names, and people trust what they read: "Аlice" with a Cyrillic А, "Ａlice" in
full-width letters, the same name composed or decomposed, or a name of invisible characters must
never stand beside "Alice" as someone else. So a name is kept in Unicode's compatibility form
(NFKC, which folds full-width and composed forms together) with runs of spaces made one; it
must hold a letter or a digit, nothing invisible or that changes the direction of text, and
letters of one script (a Japanese name may mix kana and kanji). Two names whose skeletons are
equal (case folded, look-alike letters and digits taken as the Latin letter they look like,
spaces and dots left out) are one name: the second is refused, or, when it differs from the
first only in case, is taken for the same account.
"""

from __future__ import annotations

import unicodedata

NAME_MAX = 40

_BLANK_LOOKING = frozenset("\u115f\u1160\u3164\uffa0\u2800\u180e\u17b4\u17b5")
"""Characters drawn as nothing that Unicode nonetheless calls letters or symbols (Hangul
fillers, the Braille blank, Mongolian and Khmer vowel signs)."""

_LOOK_ALIKES = str.maketrans({
    # Cyrillic letters drawn as Latin ones
    "а": "a", "в": "b", "е": "e", "ё": "e", "к": "k", "м": "m", "н": "h", "о": "o", "р": "p",
    "с": "c", "т": "t", "у": "y", "х": "x", "ѕ": "s", "і": "l", "ї": "l", "ј": "j", "ԁ": "d",
    "һ": "h", "ӏ": "l", "ԛ": "q", "ԝ": "w", "ь": "b", "г": "r", "п": "n",
    # Greek letters drawn as Latin ones
    "α": "a", "β": "b", "ε": "e", "ζ": "z", "η": "n", "ι": "l", "κ": "k", "μ": "u", "ν": "v",
    "ο": "o", "ρ": "p", "τ": "t", "υ": "u", "χ": "x", "ω": "w", "σ": "o", "ς": "c",
    # Latin letters and digits that pass for one another
    "i": "l", "1": "l", "|": "l", "!": "l", "0": "o", "5": "s", "ı": "l",
    # what only separates
    " ": None, ".": None, "_": None, "-": None, "·": None, "'": None,
})

_SCRIPT_GROUPS = {"HIRAGANA": "CJK", "KATAKANA": "CJK", "HALFWIDTH": "CJK", "IDEOGRAPHIC": "CJK"}


class BadName(ValueError):
    """A nickname that cannot be used; says why, in words for the person."""


def written(nickname: str) -> str:
    """``nickname`` in its one written form, or ``BadName`` saying why it cannot be one."""
    name = " ".join(unicodedata.normalize("NFKC", nickname).split(" "))
    name = " ".join(part for part in name.split(" ") if part)
    if not name:
        raise BadName("a nickname needs a letter or a digit")
    if len(name) > NAME_MAX:
        raise BadName(f"a nickname is at most {NAME_MAX} characters")
    scripts = set()
    for ch in name:
        category = unicodedata.category(ch)
        if ch in _BLANK_LOOKING or (category[0] in "CZ" and ch != " "):
            raise BadName("a nickname may not hold invisible characters, line breaks or "
                          "marks that change the direction of text")
        if category[0] == "L":
            scripts.add(_script(ch))
    if not any(unicodedata.category(ch)[0] in "LN" for ch in name):
        raise BadName("a nickname needs a letter or a digit")
    if len(scripts) > 1:
        raise BadName("a nickname's letters are of one alphabet (letters of two can pass for "
                      "someone else's name)")
    if unicodedata.category(name[0]) == "Mn":
        raise BadName("a nickname may not begin with an accent on nothing")
    return name


def skeleton(name: str) -> str:
    """What ``name`` looks like: equal skeletons are names people cannot tell apart."""
    folded = unicodedata.normalize("NFKD", unicodedata.normalize("NFKC", name).casefold())
    bare = "".join(ch for ch in folded if unicodedata.category(ch) != "Mn")
    shape = bare.translate(_LOOK_ALIKES)
    return shape.replace("rn", "m").replace("vv", "w").replace("cl", "d")


def _script(letter: str) -> str:
    """The script of a letter, by the first word of its Unicode name (CJK, kana and their
    half-width forms as one)."""
    first = unicodedata.name(letter, "UNKNOWN").split()[0]
    return _SCRIPT_GROUPS.get(first, first)
