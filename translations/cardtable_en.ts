<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name />
    <message>
        <location filename="../cardtable/controller/games/ugo.py" line="39" />
        <source>a face-down card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ugo.py" line="41" />
        <source>{card} (attack {value})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ugo.py" line="43" />
        <source>{card} (defence {value})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ugo.py" line="50" />
        <source>End your turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ugo.py" line="54" />
        <source>Play a 10: stop the {card}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ugo.py" line="55" />
        <source>Play a 10: stop the attack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ugo.py" line="57" />
        <location filename="../cardtable/engine/games/ugo/actions.py" line="71" />
        <source>Take the attack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ugo.py" line="59" />
        <location filename="../cardtable/engine/games/ugo/actions.py" line="73" />
        <source>Let it happen</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ugo.py" line="66" />
        <source>Play a 9: the Ace destroys {target}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ugo.py" line="67" />
        <source>Play a 9: turn it back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ugo.py" line="70" />
        <source>Switch the position of {cards}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ugo.py" line="76" />
        <source>Attack the player with {attacker}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ugo.py" line="77" />
        <source>Attack {target} with {attacker}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ugo.py" line="82" />
        <source>, giving up {card}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ugo.py" line="84" />
        <source>Play {card} to attack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ugo.py" line="86" />
        <source>Play {card} to defend, face up</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ugo.py" line="88" />
        <source>Play {card} to defend, face down</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ugo.py" line="90" />
        <source>Equip {target} with {card}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ugo.py" line="93" />
        <source>Play {card} on {target}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ugo.py" line="94" />
        <location filename="../cardtable/engine/games/ugo/actions.py" line="93" />
        <source>Play {card}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ugo.py" line="130" />
        <source>You are attacked by {attacker}: play a 10 to stop it?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ugo.py" line="135" />
        <source>{card} is played on you: play a 10 to stop it, or a 9 to turn it back?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ugo.py" line="138" />
        <source>{card} is played on you: play a 10 to stop it?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ugo.py" line="139" />
        <source>{card} is played on you: play a 9 to turn it back?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ugo.py" line="153" />
        <source>That card has nothing to do now.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ugo.py" line="155" />
        <source>Your turn (first round: no attacks yet). Pick a card, or end your turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ugo.py" line="157" />
        <source>Your turn: pick or drag a card; drag an attacker onto its target.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/knowledge.py" line="22" />
        <source>{name} decides from its own view of the table, nothing else.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/knowledge.py" line="23" />
        <source>It holds {n} cards of its own (not shown here).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ugo.py" line="204" />
        <source>It sees every face-up card and every discard pile; it does not see the {n} face-down card(s) of the others, their hands or any deck.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/knowledge.py" line="37" />
        <source>It has seen {n} cards played this deal.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/knowledge.py" line="38" />
        <source>It cannot see {n} cards: they may lie with {where}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/knowledge.py" line="52" />
        <source>You have shown no {suits}: none of those can be there.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/knowledge.py" line="55" />
        <source>{name} has shown no {suits}: none of those can be there.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/knowledge.py" line="65" />
        <source>the cards set aside</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/knowledge.py" line="66" />
        <source>{n} unseen {suit}: with {where}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/knowledge.py" line="75" />
        <source>It knows where the {n} cards it passed went, until they are played.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="80" />
        <source>Your bid: how many tricks will you take?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="83" />
        <source>Nobody who played can lead: rock, paper or scissors?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="86" />
        <source>Name trumps for this hand.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ultimate_loser.py" line="99" />
        <location filename="../cardtable/ui/table/ultimate_loser_table.py" line="287" />
        <source>That card makes no play now.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ultimate_loser.py" line="103" />
        <location filename="../cardtable/engine/games/ultimate_loser/plays.py" line="246" />
        <source>Pass</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ultimate_loser.py" line="107" />
        <source>Your lead: choose a card or a combination, then Play.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="28" />
        <source>Choose the cards to pass first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="30" />
        <source>Make your bid first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="32" />
        <source>Name trumps first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="34" />
        <source>Choose rock, paper or scissors first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="35" />
        <source>Answer the question first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="63" />
        <source>That choice is not allowed now.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../cardtable/controller/trick_presenter.py" line="67" />
        <source>Choose exactly %n card(s) to pass.</source>
        <translation><numerusform>Choose exactly %n card to pass.</numerusform><numerusform>Choose exactly %n cards to pass.</numerusform></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="70" />
        <source>That card cannot be passed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="72" />
        <source>That card cannot be played.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="106" />
        <source>to the left</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="108" />
        <source>to the right</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="110" />
        <source>across</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../cardtable/controller/trick_presenter.py" line="111" />
        <source>Choose %n card(s) to pass {where}.</source>
        <translation><numerusform>Choose %n card to pass {where}.</numerusform><numerusform>Choose %n cards to pass {where}.</numerusform></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="117" />
        <source>Your lead: the {card} opens the deal.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="119" />
        <source>Your lead.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="122" />
        <source>Your turn: follow suit.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="123" />
        <source>Your turn: you may play any card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ultimate_loser.py" line="37" />
        <source>twos</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ultimate_loser.py" line="37" />
        <source>threes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ultimate_loser.py" line="37" />
        <source>fours</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ultimate_loser.py" line="37" />
        <source>fives</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ultimate_loser.py" line="37" />
        <source>sixes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ultimate_loser.py" line="37" />
        <source>sevens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ultimate_loser.py" line="38" />
        <source>eights</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ultimate_loser.py" line="38" />
        <source>nines</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ultimate_loser.py" line="38" />
        <source>tens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ultimate_loser.py" line="38" />
        <source>jacks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ultimate_loser.py" line="38" />
        <source>queens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ultimate_loser.py" line="38" />
        <source>kings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ultimate_loser.py" line="39" />
        <source>aces</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ultimate_loser.py" line="40" />
        <source>jokers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ultimate_loser.py" line="51" />
        <source>a pair of {ranks}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ultimate_loser.py" line="53" />
        <source>three {ranks}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ultimate_loser.py" line="55" />
        <source>four {ranks}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ultimate_loser.py" line="57" />
        <source>a straight flush from {low} to {high}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../cardtable/controller/games/ultimate_loser.py" line="78" />
        <source>%n penalty point(s)</source>
        <translation><numerusform>%n penalty point</numerusform><numerusform>%n penalty points</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/controller/games/ultimate_loser.py" line="79" />
        <source>%n drink(s)</source>
        <translation><numerusform>%n drink</numerusform><numerusform>%n drinks</numerusform></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/games/ultimate_loser.py" line="104" />
        <source>Play {shape}, high or low, or pass; to swap, drag a card onto the gin card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ultimate_loser.py" line="115" />
        <source>Play {play}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ultimate_loser.py" line="122" />
        <location filename="../cardtable/controller/games/ultimate_loser.py" line="128" />
        <source>Those cards do not make a play allowed now.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ultimate_loser.py" line="125" />
        <source>The leader must play; you may swap only instead of playing on someone's lead.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ultimate_loser.py" line="144" />
        <source>this hand: {drinks}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ugo.py" line="195" />
        <location filename="../cardtable/controller/games/ultimate_loser.py" line="147" />
        <source>out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ugo.py" line="163" />
        <source>clockwise ↻</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ugo.py" line="163" />
        <source>anticlockwise ↺</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ugo.py" line="188" />
        <source>Turn {number}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ugo.py" line="190" />
        <source>(first round: no attacks)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ultimate_loser.py" line="133" />
        <source>Hand {number} of {total}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ultimate_loser.py" line="136" />
        <location filename="../cardtable/ui/table/annotations.py" line="282" />
        <source>Hand {number}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ultimate_loser.py" line="137" />
        <source>Ultimate Loser: {penalty}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../cardtable/controller/games/up_and_down.py" line="18" />
        <source>Deal {number} of {total}: %n card(s)</source>
        <translation><numerusform>Deal {number} of {total}: %n card</numerusform><numerusform>Deal {number} of {total}: %n cards</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/controller/games/ugly.py" line="33" />
        <source>Hand {number} of {total}: pass %n</source>
        <translation><numerusform>Hand {number} of {total}: pass %n</numerusform><numerusform>Hand {number} of {total}: pass %n</numerusform></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="128" />
        <location filename="../cardtable/engine/state_base.py" line="77" />
        <source>No trumps</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="130" />
        <location filename="../cardtable/engine/state_base.py" line="79" />
        <location filename="../cardtable/ui/table/trick_table.py" line="340" />
        <source>Trumps: {suit}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ugo.py" line="171" />
        <source>turns {way}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ugo.py" line="172" />
        <source>attacks {way}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ugo.py" line="196" />
        <source>deck {deck} · hand {hand}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/ugly.py" line="39" />
        <location filename="../cardtable/controller/games/up_and_down.py" line="27" />
        <source>took {tricks}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/games/up_and_down.py" line="26" />
        <source>bid {bid}, took {tricks}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/plays.py" line="54" />
        <source>Rock</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/plays.py" line="54" />
        <source>Paper</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/plays.py" line="54" />
        <source>Scissors</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/plays.py" line="203" />
        <source>a single card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/plays.py" line="204" />
        <source>a pair</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/plays.py" line="205" />
        <source>three of a kind</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/plays.py" line="206" />
        <source>four of a kind</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/plays.py" line="210" />
        <source>2s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/plays.py" line="210" />
        <source>3s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/plays.py" line="210" />
        <source>4s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/plays.py" line="210" />
        <source>5s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/plays.py" line="210" />
        <source>6s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/plays.py" line="211" />
        <source>7s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/plays.py" line="211" />
        <source>8s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/plays.py" line="211" />
        <source>9s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/plays.py" line="211" />
        <source>10s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/plays.py" line="211" />
        <source>Jacks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/plays.py" line="212" />
        <source>Queens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/plays.py" line="212" />
        <source>Kings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/plays.py" line="212" />
        <source>Aces</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../cardtable/engine/games/ultimate_loser/plays.py" line="221" />
        <source>a straight flush of %n</source>
        <translation><numerusform>a straight flush of %n</numerusform><numerusform>a straight flush of %n</numerusform></translation>
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/plays.py" line="231" />
        <source>Pair of {ranks}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/plays.py" line="233" />
        <source>Three {ranks}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/plays.py" line="235" />
        <source>Four {ranks}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/plays.py" line="237" />
        <source>Straight flush {low}–{high}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/plays.py" line="248" />
        <source>Pass and swap the {card} for the gin card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/plays.py" line="253" />
        <source>End the game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/knowledge.py" line="51" />
        <location filename="../cardtable/texts.py" line="81" />
        <location filename="../cardtable/texts.py" line="87" />
        <source>You</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="70" />
        <source>a card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="79" />
        <source>— Turn {n}: {name} —</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="82" />
        <source>{name} drew {card}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="152" />
        <source>Given up: {cards}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="189" />
        <source>{name} played a 10 and stopped the {card}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="192" />
        <source>You played a 10 and stopped the attack.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="193" />
        <source>{name} played a 10 and stopped the attack.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="103" />
        <source>To the discard pile: {cards}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="105" />
        <source>{name} milled {cards}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="108" />
        <source>{name} played {card}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="134" />
        <source>You could not draw and are out (place {place}).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="143" />
        <source>{name} played {card} to attack.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="144" />
        <source>You played {card} to attack.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="146" />
        <source>{name} played {card} to defend.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="147" />
        <source>You played {card} to defend.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="149" />
        <source>{name} played {card} face down to defend.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="150" />
        <source>You played {card} face down to defend.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="161" />
        <source>You took {card} from the top of {victim}'s deck.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="164" />
        <source>{thief} took {card} from the top of your deck.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="166" />
        <source>{thief} took {card} from the top of {victim}'s deck.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="113" />
        <source>{name} took {card} back from the discard pile.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="41" />
        <source>your first card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="41" />
        <source>your second card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="41" />
        <source>your third card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="42" />
        <source>your fourth card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="42" />
        <source>your fifth card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="42" />
        <source>your sixth card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="43" />
        <source>your seventh card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="43" />
        <source>your eighth card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="43" />
        <source>your ninth card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="44" />
        <source>your tenth card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="47" />
        <source>your card number {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="52" />
        <source>their first card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="52" />
        <source>their second card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="52" />
        <source>their third card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="53" />
        <source>their fourth card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="53" />
        <source>their fifth card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="53" />
        <source>their sixth card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="54" />
        <source>their seventh card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="54" />
        <source>their eighth card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="54" />
        <source>their ninth card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="55" />
        <source>their tenth card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="58" />
        <source>their card number {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="79" />
        <source>— Turn {n}: yours —</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="82" />
        <source>You drew {card}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="87" />
        <source>{name} put {card} under {slot} in play.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="88" />
        <source>You put {card} under {slot} in play.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/ugo_log.py" line="91" />
        <source>{name} switched the position of %n card(s).</source>
        <translation><numerusform>{name} switched the position of %n card.</numerusform><numerusform>{name} switched the position of %n cards.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/ugo_log.py" line="93" />
        <source>You switched the position of %n card(s).</source>
        <translation><numerusform>You switched the position of %n card.</numerusform><numerusform>You switched the position of %n cards.</numerusform></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="105" />
        <source>You milled {cards}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="108" />
        <source>You played {card}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="114" />
        <source>You took {card} back from the discard pile.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="116" />
        <source>clockwise</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="116" />
        <source>anticlockwise</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="118" />
        <source>{name} reversed the attacks: they go {way}; the turns still go clockwise.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="120" />
        <source>You reversed the attacks: they go {way}; the turns still go clockwise.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="122" />
        <source>{name} reversed the direction: play goes {way}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="123" />
        <source>You reversed the direction: play goes {way}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="125" />
        <source>{name} played an 8: every hand was thrown away and drawn again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="127" />
        <source>You played an 8: every hand was thrown away and drawn again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="129" />
        <source>{name} played a 9 and turned the {card} back.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="130" />
        <source>You played a 9 and turned the {card} back.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="133" />
        <source>{name} could not draw and is out (place {place}).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="176" />
        <source>You won the duel.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="177" />
        <source>You and {names} won the duel.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="178" />
        <source>{names} won the duel.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="188" />
        <source>You played a 10 and stopped the {card}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="195" />
        <source>You played a 10.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/ugo_log.py" line="195" />
        <source>{name} played a 10.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/annotations.py" line="135" />
        <source>Score</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="100" />
        <location filename="../cardtable/ui/table/annotations.py" line="282" />
        <source>Deal {number}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/annotations.py" line="94" />
        <source>D</source>
        <comment>the dealer's button</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/annotations.py" line="160" />
        <source>deals</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/annotations.py" line="284" />
        <source>Hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/annotations.py" line="284" />
        <source>Deal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/annotations.py" line="285" />
        <source>Total</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/annotations.py" line="288" />
        <source>You shot the moon!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/annotations.py" line="289" />
        <source>{name} shot the moon!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/annotations.py" line="294" />
        <source>Click or press Enter to continue</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/last_trick.py" line="70" />
        <source>Last trick: {name} took it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/last_trick.py" line="71" />
        <source>Last trick</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/last_trick.py" line="77" />
        <source>Click or press Escape to close</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ugo_cards.py" line="43" />
        <source>A {attack} / D {defence}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ugo_cards.py" line="92" />
        <source>deck {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ugo_cards.py" line="93" />
        <source>discards {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ugo_cards.py" line="155" />
        <source>turns</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ugo_cards.py" line="155" />
        <source>attacks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ugo_cards.py" line="173" />
        <source>You attack {target} directly with {card}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ugo_cards.py" line="175" />
        <source>You attack {target}'s card with {card}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ugo_cards.py" line="178" />
        <source>{name} attacks you directly with {card}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ugo_cards.py" line="179" />
        <source>{name} attacks {target} directly with {card}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ugo_cards.py" line="181" />
        <source>{name} attacks your card with {card}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ugo_cards.py" line="183" />
        <source>{name} attacks {target}'s card with {card}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ugo_table.py" line="370" />
        <source>{name} plays a 10: the attack is stopped.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ugo_table.py" line="371" />
        <source>You play a 10: the attack is stopped.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ugo_table.py" line="373" />
        <source>{name} plays a 10: the {card} is stopped.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ugo_table.py" line="374" />
        <source>You play a 10: the {card} is stopped.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ugo_table.py" line="418" />
        <source>{name} plays {card}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ugo_table.py" line="419" />
        <source>You play {card}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ugo_table.py" line="456" />
        <source>{name} reverses the direction of play.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ugo_table.py" line="457" />
        <source>You reverse the direction of play.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ugo_table.py" line="459" />
        <source>{name} turns the attacks the other way; the turns go on as before.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ugo_table.py" line="461" />
        <source>You turn the attacks the other way; the turns go on as before.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ugo_table.py" line="476" />
        <source>{name} plays an 8: every hand is thrown away and drawn again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ugo_table.py" line="477" />
        <source>You play an 8: every hand is thrown away and drawn again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ugo_table.py" line="483" />
        <source>{name} plays a 9 and turns the {card} back!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ugo_table.py" line="484" />
        <source>You play a 9 and turn the {card} back!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ugo_table.py" line="492" />
        <source>{name} cannot draw and is out.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ugo_table.py" line="493" />
        <source>You cannot draw and are out.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ugo_table.py" line="497" />
        <source>A duel has no tricks: the log beside the table tells every move.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ugo_table.py" line="562" />
        <source>That move is not allowed there.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ugo_cards.py" line="191" />
        <source>your</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ugo_cards.py" line="191" />
        <source>{name}'s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ugo_cards.py" line="195" />
        <source>card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ugo_cards.py" line="198" />
        <location filename="../cardtable/ui/table/ugo_cards.py" line="203" />
        <source>attack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ugo_cards.py" line="200" />
        <location filename="../cardtable/ui/table/ultimate_loser_words.py" line="32" />
        <source>you</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ugo_cards.py" line="201" />
        <source>{attacker} hit {name} directly: {n} cards milled.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ugo_cards.py" line="203" />
        <source>defence</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ugo_cards.py" line="205" />
        <source>value</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ugo_cards.py" line="208" />
        <source>{attacker} destroyed {target}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ugo_cards.py" line="209" />
        <source>{target} held off {attacker}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ugo_cards.py" line="210" />
        <source>{target} destroyed {attacker}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ugo_cards.py" line="211" />
        <source>{attacker} and {target} are even: nothing happens.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ultimate_loser_table.py" line="123" />
        <source>{name} passes.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ultimate_loser_table.py" line="124" />
        <source>You pass.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ultimate_loser_table.py" line="169" />
        <source>{name} swaps the {given} for the {taken}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ultimate_loser_table.py" line="170" />
        <source>You swap the {given} for the {taken}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ultimate_loser_table.py" line="234" />
        <source>{name} has chosen.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ultimate_loser_table.py" line="236" />
        <source>You chose {shape}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ultimate_loser_table.py" line="243" />
        <source>{name} leads.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ultimate_loser_table.py" line="243" />
        <source>You lead.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ultimate_loser_table.py" line="246" />
        <source>A draw: choose again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ultimate_loser_table.py" line="248" />
        <source>Again between {names}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ultimate_loser_table.py" line="300" />
        <source>Does not go with the chosen cards.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ultimate_loser_table.py" line="322" />
        <source>Play the chosen cards (P)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ultimate_loser_table.py" line="325" />
        <source>Play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ultimate_loser_table.py" line="326" />
        <source>Play: {play}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/games/ultimate_loser.py" line="18" />
        <source>Penalty points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/games/ultimate_loser.py" line="18" />
        <source>Drinks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/games/ultimate_loser.py" line="28" />
        <source>Shed your cards in singles, sets and straight flushes, and don't be the last one holding any.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/games/ultimate_loser.py" line="44" />
        <source>Back a round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/games/ultimate_loser.py" line="44" />
        <source>Forward a round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ultimate_loser_words.py" line="34" />
        <source>{name} (lowest play)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ultimate_loser_words.py" line="35" />
        <source>{name} (passed)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ultimate_loser_words.py" line="37" />
        <source>everyone (four of a kind)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ultimate_loser_words.py" line="39" />
        <source>You played best.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ultimate_loser_words.py" line="41" />
        <source>{name} played best.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ultimate_loser_words.py" line="52" />
        <source>You are the Ultimate Loser: {penalty}!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ultimate_loser_words.py" line="54" />
        <source>{name} is the Ultimate Loser: {penalty}!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ultimate_loser_words.py" line="69" />
        <source>passed, swapping the {given} for the {taken}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ultimate_loser_words.py" line="72" />
        <source>passed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/ultimate_loser_words.py" line="77" />
        <source>Last round</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../cardtable/app.py" line="178" />
        <source>%n game(s) waiting for the score history could not be read; the files were kept beside it.</source>
        <translation><numerusform>%n game waiting for the score history could not be read; the files were kept beside it.</numerusform><numerusform>%n games waiting for the score history could not be read; the files were kept beside it.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/app.py" line="182" />
        <source>%n game(s) waiting for the score history were left as they are: a newer version of Card Table wrote them, or they may not be read here.</source>
        <translation><numerusform>%n game waiting for the score history were left as they are: a newer version of Card Table wrote them, or they may not be read here.</numerusform><numerusform>%n games waiting for the score history were left as they are: a newer version of Card Table wrote them, or they may not be read here.</numerusform></translation>
    </message>
    <message>
        <location filename="../cardtable/app.py" line="195" />
        <source>The score history cannot take games now: {reason}. Games you finish or leave are kept until it can.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/app.py" line="221" />
        <location filename="../cardtable/app.py" line="261" />
        <source>Continue?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/app.py" line="222" />
        <source>You have a game of people under way at {server}. Sign in to go back to your seat?</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../cardtable/app.py" line="278" />
        <source>{first} %n other game(s) in progress are left as they are too.</source>
        <translation><numerusform>{first} %n other game in progress are left as they are too.</numerusform><numerusform>{first} %n other games in progress are left as they are too.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game of {game} (%n move(s) played). Continue it?</source>
        <translation><numerusform>You have an unfinished game of {game} (%n move played). Continue it?</numerusform><numerusform>You have an unfinished game of {game} (%n moves played). Continue it?</numerusform></translation>
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="40" />
        <source>Cards removed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="41" />
        <source>Which low cards leave the deck so that every hand is the same size.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="43" />
        <source>Foster: 2♠; 2♣ 2♠; all the 2s (3–6 players)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="44" />
        <source>Culbertson: 2♣, 2♦, 2♥, 2♠ in turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="45" />
        <source>Morehead: 2♣, 2♦, 3♣, 2♠ in turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="49" />
        <source>Kitty instead of removing cards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="50" />
        <source>Keep every card; the leftovers lie face down and go to the winner of the first trick.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="53" />
        <source>The kitty's taker sees it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="54" />
        <source>The winner of the first trick may look at the kitty cards taken.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="57" />
        <location filename="../cardtable/engine/games/black_lady/options.py" line="230" />
        <source>Cancellation hearts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="58" />
        <source>Two decks for 6 to 11 players; identical cards in a trick cancel each other.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="61" />
        <source>Passing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="62" />
        <source>Where the three passed cards go in each deal.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="64" />
        <source>Always to the left</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="65" />
        <source>Left, then right, alternately</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="66" />
        <source>Left, right, across, hold (no across when odd)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="67" />
        <source>No passing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="71" />
        <source>Cards that may not be passed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="72" />
        <source>Cards a player must keep when choosing the three to pass.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="74" />
        <source>Any card may be passed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="75" />
        <source>Not the Q♠</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="83" />
        <source>First lead</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="84" />
        <source>Who leads to the first trick of a deal, and with what.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="86" />
        <source>Left of the dealer, any card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="87" />
        <source>The holder of the lowest club leads it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="91" />
        <source>Hearts must be broken</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="78" />
        <source>Not the lowest club (the 2♣ unless it is removed)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="79" />
        <source>Neither the Q♠ nor the lowest club</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="92" />
        <source>Hearts and the black lady may not be led until hearts are broken.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="95" />
        <source>What breaks hearts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="96" />
        <source>With “Hearts must be broken”: the play after which hearts and the black lady may be led.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="99" />
        <source>A heart thrown on another suit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="100" />
        <source>Any heart played, led ones too</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="101" />
        <source>Any heart or the black lady played</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="106" />
        <source>No points on the first trick</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="107" />
        <source>Penalty cards may not be played to the first trick unless a player holds nothing else.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="111" />
        <source>Club play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="112" />
        <source>The black lady must be played at the first chance: void in the suit led, or on a spade lead over a higher spade.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="116" />
        <location filename="../cardtable/engine/games/black_lady/options.py" line="220" />
        <source>Pink Lady</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="117" />
        <source>The Q♥ counts 13 like the Q♠: 38 penalty points in a deal.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="120" />
        <location filename="../cardtable/engine/games/black_lady/options.py" line="225" />
        <source>Black Jack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="121" />
        <source>The J♠ takes the black lady's place and counts 10; the Q♠ is an ordinary spade.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="124" />
        <source>Discarding the black jack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="125" />
        <source>With Black Jack: whether a player void in the suit led must throw the J♠ first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="127" />
        <source>May discard it (early rule)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="128" />
        <source>Must discard it before any other card (later rule)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="132" />
        <source>Omnibus bonus card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="133" />
        <source>A diamond that counts 10 in favour of whoever takes it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="135" />
        <source>No bonus card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="136" />
        <source>The 10♦ (Culbertson)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="137" />
        <source>The J♦ (modern)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="141" />
        <source>Shooting the moon</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="142" />
        <source>What happens when one player takes every penalty card of a deal.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="144" />
        <source>Nothing special: points count as taken</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="145" />
        <source>No one scores that deal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="146" />
        <source>Old moon: the shooter scores 0, everyone else the deal's total</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="147" />
        <source>New moon: the shooter subtracts the deal's total (26 plus points)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="151" />
        <source>The moon needs the bonus card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="152" />
        <source>In Omnibus: shooting the moon takes the bonus card too, not only every penalty card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="157" />
        <source>−5 for no tricks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="158" />
        <source>A player who takes no trick in a deal scores −5.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="161" />
        <source>−5 for no tricks in a moon deal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="162" />
        <source>With −5 for no tricks: the −5 counts in a deal where someone shot the moon too.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="166" />
        <source>Exactly the target resets to 0</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="167" />
        <source>A score of exactly the target drops to zero, so the game needs more than the target.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="170" />
        <source>Game ends at</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="171" />
        <source>The game ends after the deal in which someone reaches this many points.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="175" />
        <source>Scoring</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="176" />
        <source>Penalty points to a target, or Foster's counters paid into a pool.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="178" />
        <source>Penalty points; lowest wins</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="179" />
        <source>Counters, sweepstake: players with no hearts take the pool</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="180" />
        <source>Counters, Howell: pay per opponent, claim what you avoided</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="184" />
        <source>Counters at the start</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="185" />
        <source>With counter scoring: how many counters each player starts with (Foster: 50 or 100).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="189" />
        <source>Number of deals</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="190" />
        <source>End the game after this many deals whatever the scores (0: no limit, though no game goes past 1000 deals).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="311" />
        <source>Foster's removal covers 3 to 6 players, not {players}: for 7 players choose Culbertson's removal or the kitty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="314" />
        <source>Morehead's removal covers 3 to 6 players, not {players}: for 7 players choose Culbertson's removal or the kitty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="331" />
        <source>Under these rules scores can go down as well as up (−5 for no tricks, the bonus card, the new moon), so the game may never reach its target. Without a number of deals it stops after {cap} deals.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="200" />
        <source>Foster 1909</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="201" />
        <source>The earliest rules: pass left, no moon, Foster's counters (sweepstake).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="205" />
        <source>Culbertson 1950</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="206" />
        <source>Pass left, twos removed in order, no one scores when a player takes everything.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="210" />
        <source>Morehead 2001</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="211" />
        <source>The rules nearly universal in the United States: old moon, game to 100.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="215" />
        <source>Omnibus hearts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="216" />
        <source>Morehead with the 10♦ counting 10 in the taker's favour.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="221" />
        <source>Morehead with the Q♥ counting 13 too.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="226" />
        <source>Foster's variant: the J♠ counts 10 instead of the Q♠, scored in points.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/options.py" line="231" />
        <source>Culbertson's game for 6 to 11 players with two decks.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/state.py" line="243" />
        <location filename="../cardtable/engine/games/ugly/state.py" line="150" />
        <location filename="../cardtable/engine/games/ultimate_loser/state.py" line="284" />
        <location filename="../cardtable/engine/games/ultimate_loser/state.py" line="289" />
        <location filename="../cardtable/engine/games/up_and_down/state.py" line="222" />
        <source>you do not hold the {card}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/state.py" line="251" />
        <location filename="../cardtable/engine/games/ugly/state.py" line="159" />
        <source>the {card} cannot be played now</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/state.py" line="399" />
        <location filename="../cardtable/engine/games/ugly/state.py" line="153" />
        <source>that card is already chosen to pass</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/state.py" line="402" />
        <source>the {card} may not be passed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/state.py" line="411" />
        <source>the {card} must lead the first trick</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/state.py" line="419" />
        <source>hearts have not been broken: lead another suit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/state.py" line="426" />
        <location filename="../cardtable/engine/games/black_lady/state.py" line="442" />
        <source>no penalty cards on the first trick</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/state.py" line="436" />
        <location filename="../cardtable/engine/games/ugly/state.py" line="158" />
        <location filename="../cardtable/engine/games/up_and_down/state.py" line="229" />
        <source>must follow suit: {suit} led</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/black_lady/state.py" line="453" />
        <source>the {card} must be played now</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugly/options.py" line="28" />
        <location filename="../cardtable/engine/games/ugo/options.py" line="61" />
        <location filename="../cardtable/engine/games/ultimate_loser/options.py" line="79" />
        <location filename="../cardtable/engine/games/up_and_down/options.py" line="74" />
        <source>Standard</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugly/options.py" line="29" />
        <source>The game as played in Australia: trumps named by the player left of the dealer, 1, 3, 5 … cards passed left, Jacks cost and the 7♦ and 7♣ change their price.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugly/state.py" line="143" />
        <source>trumps must be named first: choose a suit or no trumps</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugly/state.py" line="145" />
        <source>trumps are already named for this hand</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../cardtable/engine/games/ugly/state.py" line="155" />
        <source>you have already chosen %n card(s) to pass</source>
        <translation><numerusform>you have already chosen %n card to pass</numerusform><numerusform>you have already chosen %n cards to pass</numerusform></translation>
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/actions.py" line="67" />
        <source>End the turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/actions.py" line="69" />
        <source>Play a 10 to stop it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/actions.py" line="75" />
        <source>Play a 9 to turn it back</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../cardtable/engine/games/ugo/actions.py" line="79" />
        <source>Change the position of card(s) {places}</source>
        <translation><numerusform>Change the position of card {places}</numerusform><numerusform>Change the position of cards {places}</numerusform></translation>
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/actions.py" line="84" />
        <source>Attack the player with card {attacker}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/actions.py" line="85" />
        <source>Attack card {target} with card {attacker}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/actions.py" line="91" />
        <source>Equip card {slot} with {card}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/actions.py" line="102" />
        <source>Play {card} in attack position, giving up card {given}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/actions.py" line="104" />
        <source>Play {card} in attack position</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/actions.py" line="107" />
        <source>Play {card} in defence position, giving up card {given}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/actions.py" line="109" />
        <source>Play {card} in defence position</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/actions.py" line="111" />
        <source>Play {card} face down in defence position, giving up card {given}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/actions.py" line="113" />
        <source>Play {card} face down in defence position</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/legality.py" line="116" />
        <location filename="../cardtable/engine/games/ugo/legality.py" line="121" />
        <source>you have no 10 to play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/legality.py" line="117" />
        <source>answer the attack first: play a 10 or take it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/legality.py" line="120" />
        <source>a 10 stops only an attack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/legality.py" line="124" />
        <source>a 9 turns a card back only with Nine counters</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/legality.py" line="126" />
        <source>you have no 9 to play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/legality.py" line="128" />
        <source>answer the special card first: play a 10 or let it happen</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/legality.py" line="130" />
        <source>answer the special card first: play a 9 or let it happen</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/legality.py" line="131" />
        <source>answer the special card first: play a 10 or a 9, or let it happen</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/legality.py" line="139" />
        <source>nobody is attacking you now</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/legality.py" line="142" />
        <source>positions may be changed only once a turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/legality.py" line="143" />
        <source>you have no card in those places</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/legality.py" line="148" />
        <source>in the first round only the last player may attack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/legality.py" line="151" />
        <source>you have no card in that place</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/legality.py" line="153" />
        <source>only a card in attack position can attack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/legality.py" line="155" />
        <source>each card attacks at most once a turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/legality.py" line="156" />
        <source>there is no such card to attack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/legality.py" line="160" />
        <source>you do not hold that card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/legality.py" line="164" />
        <source>only a 2 to 7 of diamonds is an equip</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/legality.py" line="165" />
        <source>an equip goes on one of your face-up cards with fewer than two equips</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/legality.py" line="168" />
        <source>that card is not a special card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/legality.py" line="170" />
        <source>a 10 is played only against an attack on you</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/legality.py" line="172" />
        <source>with Nine counters a 9 is played only against an Ace, King or Jack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/legality.py" line="174" />
        <source>the Ace has no card to destroy in that place</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/legality.py" line="175" />
        <source>that card has nothing to act on now</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/legality.py" line="177" />
        <source>only a 2 to 7 of clubs, hearts or spades goes on the table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/legality.py" line="179" />
        <source>only one Attack/Defense card may be played a turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/legality.py" line="181" />
        <source>a 6 or 7 needs one of your cards on the table to give up</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/legality.py" line="183" />
        <source>only a 6 or 7 gives up a card to come in</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/legality.py" line="184" />
        <source>you already have five cards on the table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/options.py" line="23" />
        <source>Suited Aces</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/options.py" line="24" />
        <source>An Ace hits all of the target's cards of one kind: A♠ those in attack position, A♥ those in defence, A♣ every Attack/Defense card, A♦ every equip.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/options.py" line="28" />
        <source>Nine counters</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/options.py" line="29" />
        <source>A 9 no longer reverses the direction: played when an Ace, King or Jack is used on you, it turns that card back on its player.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/options.py" line="33" />
        <source>What a 9 reverses</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/options.py" line="34" />
        <source>Whether a 9 sends the turns the other way round as well as the attacks, or turns only the attacks while the turns keep going clockwise.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/options.py" line="37" />
        <source>The turn order and the attacks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/options.py" line="38" />
        <source>Only the attacks; the turns keep going clockwise</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/options.py" line="43" />
        <source>10s stop Aces, Kings and Jacks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/options.py" line="44" />
        <source>A player may play a 10 from his hand when an Ace, King or Jack is used on him, as against an attack: the card then does nothing.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/options.py" line="49" />
        <source>Equips and doubling</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/options.py" line="50" />
        <source>Whether an equip adds to the values a ♠ or ♥ already doubled, or to the rank before it is doubled.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/options.py" line="53" />
        <source>Added after doubling: a 4♦ on a 5♠ makes 12/7</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/options.py" line="54" />
        <source>Added before doubling: a 4♦ on a 5♠ makes 14/7</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/options.py" line="62" />
        <source>The rules as written, with no optional rules.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/options.py" line="64" />
        <source>Both optional rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ugo/options.py" line="65" />
        <source>Suited Aces and Nine counters, for players who know the game.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/options.py" line="37" />
        <source>Add a joker</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/options.py" line="38" />
        <source>One joker joins the deck: the highest single card, which cannot be part of a combination. With four players it lets 13 cards each be dealt.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/options.py" line="42" />
        <source>Hands in a game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/options.py" line="43" />
        <source>How many hands make a game; the fewest drinks in all wins. 0 plays on until you end the game from the Game menu.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/options.py" line="48" />
        <source>Ultimate Loser's penalty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/options.py" line="49" />
        <source>What the last player left holding cards drinks on top of the drinks along the way (the original rules say half a glass, which is about four drinks).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/options.py" line="54" />
        <source>End of the hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/options.py" line="55" />
        <source>Whether the hand ends the moment only one player holds cards, or the round is played out first, so that the last players may run out together.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/options.py" line="58" />
        <source>As soon as only one player holds cards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/options.py" line="59" />
        <source>At the end of the round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/options.py" line="64" />
        <source>The winner drinks too when tied lowest</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/options.py" line="65" />
        <source>When every play of a round is of the same height, the first still wins the round, and all of them drink as the lowest play, the winner included.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/options.py" line="70" />
        <source>FourPlay with four singles</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/options.py" line="71" />
        <source>Four single cards of one rank played in the same round count as four of a kind: everyone drinks one.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/options.py" line="80" />
        <source>As the game's authors play it: one deck, five hands, four drinks for the Ultimate Loser.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/options.py" line="85" />
        <source>With the joker</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/options.py" line="86" />
        <source>One joker added as the highest single card; otherwise standard.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/options.py" line="90" />
        <source>Open-ended</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/options.py" line="91" />
        <source>Play hand after hand until you choose to stop.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/state.py" line="274" />
        <source>only an open-ended game can be ended before its last hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/state.py" line="276" />
        <source>first choose rock, paper or scissors for the lead</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/state.py" line="278" />
        <source>rock-paper-scissors is played only when nobody who played can lead</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/state.py" line="283" />
        <source>the leader must play: lead a card or a combination</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/state.py" line="290" />
        <source>{shape} was led: play {shape}, high or low, or pass</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/up_and_down/options.py" line="21" />
        <source>Deck</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/up_and_down/options.py" line="22" />
        <source>The short deck (seven to ace) or the full deck (two to ace); aces are always high.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/up_and_down/options.py" line="24" />
        <source>32 cards, seven to ace</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/up_and_down/options.py" line="25" />
        <source>52 cards, two to ace</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/up_and_down/options.py" line="29" />
        <source>The longest deal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/up_and_down/options.py" line="30" />
        <source>Whether the deal with the most cards is played once or once by every dealer.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/up_and_down/options.py" line="32" />
        <source>Played once, at the top of the climb</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/up_and_down/options.py" line="33" />
        <source>Played once per player, so everyone deals it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/up_and_down/options.py" line="37" />
        <source>Most cards in a deal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/up_and_down/options.py" line="38" />
        <source>A cap on the longest deal for a shorter game (0: as many as the deck allows).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/up_and_down/options.py" line="42" />
        <source>Trumps</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/up_and_down/options.py" line="43" />
        <source>How each deal's trump suit is found before the bidding.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/up_and_down/options.py" line="45" />
        <source>A suit drawn at random</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/up_and_down/options.py" line="46" />
        <source>The top card of the undealt stock (no trumps if none is left)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/up_and_down/options.py" line="50" />
        <source>Missing a bid</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/up_and_down/options.py" line="51" />
        <source>What a player who takes fewer tricks than bid loses.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/up_and_down/options.py" line="53" />
        <source>Complete responsibility: 10 per trick bid</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/up_and_down/options.py" line="54" />
        <source>Partial responsibility: 10 per trick short</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/up_and_down/options.py" line="58" />
        <source>Loss limit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/up_and_down/options.py" line="59" />
        <source>The game stops after the deal in which someone's settlement loss reaches this (0: no limit).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/up_and_down/options.py" line="64" />
        <source>Stake per point</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/up_and_down/options.py" line="65" />
        <source>Money per settlement point when the game is settled (in any unit the table likes).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/up_and_down/options.py" line="75" />
        <source>32 cards, a random trump each deal, complete responsibility, no loss limit.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/up_and_down/options.py" line="79" />
        <source>Full deck</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/up_and_down/options.py" line="80" />
        <source>The same game with all 52 cards: longer climbs and bigger deals.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/up_and_down/options.py" line="84" />
        <source>Turned-up trumps</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/up_and_down/options.py" line="85" />
        <source>The top card of the undealt stock names trumps; no trumps when the deck is used up.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/up_and_down/options.py" line="89" />
        <source>Short game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/up_and_down/options.py" line="90" />
        <source>No deal longer than five cards, and partial responsibility for missed bids.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/up_and_down/options.py" line="94" />
        <source>For a stake, with a limit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/up_and_down/options.py" line="95" />
        <source>One unit per point, and the game stops once someone has lost 300 points.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/up_and_down/state.py" line="217" />
        <source>the bidding is over: play a card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/up_and_down/state.py" line="231" />
        <source>must trump: void in {suit}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/games/up_and_down/state.py" line="239" />
        <source>the bidding comes first: bid a number of tricks before playing</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../cardtable/engine/games/up_and_down/state.py" line="242" />
        <source>bids go from 0 to %n: there is/are only %n card(s) in hand</source>
        <translation><numerusform>bids go from 0 to %n: there is only %n card in hand</numerusform><numerusform>bids go from 0 to %n: there are only %n cards in hand</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/engine/games/up_and_down/state.py" line="245" />
        <source>the dealer, bidding last, may not bid {bid}: the bids would add up to the %n card(s) in hand</source>
        <translation><numerusform>the dealer, bidding last, may not bid {bid}: the bids would add up to the %n card in hand</numerusform><numerusform>the dealer, bidding last, may not bid {bid}: the bids would add up to the %n cards in hand</numerusform></translation>
    </message>
    <message>
        <location filename="../cardtable/engine/games/up_and_down/state.py" line="252" />
        <source>Bid {bid}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/state_base.py" line="42" />
        <source>the game is over</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="57" />
        <location filename="../cardtable/ui/game_files.py" line="65" />
        <source>Save game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="65" />
        <source>The game was not saved: {reason}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="68" />
        <source>Saved to {path}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="74" />
        <location filename="../cardtable/ui/game_files.py" line="81" />
        <source>Open game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="82" />
        <source>This game cannot be opened: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="104" />
        <source>You have an unfinished game of {game} with {names}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="108" />
        <source>Scores: {scores}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="108" />
        <source>Continue it?</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/scoresheet_view.py" line="74" />
        <source>%n point(s) unscored</source>
        <translation><numerusform>%n point unscored</numerusform><numerusform>%n points unscored</numerusform></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="75" />
        <source>{name}: played in part by a substitute or the computer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="76" />
        <source>{name}: played by the computer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="97" />
        <source>Winner: {names}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="105" />
        <source>finished</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="105" />
        <source>abandoned</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/games/black_lady.py" line="23" />
        <source>Keep the hearts and the queen of spades out of your tricks, or take every one of them.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/games/black_lady.py" line="27" />
        <source>☾ moon</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/games/black_lady.py" line="27" />
        <source>↺ reset to 0</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/games/black_lady.py" line="28" />
        <source>−5 no tricks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/games/black_lady.py" line="28" />
        <source>● took the pool</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/games/ugly.py" line="21" />
        <source>Name trumps, pass more cards each hand, win tricks and beware the Jacks and the Ugly seven.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/games/ugly.py" line="25" />
        <source>took the Ugly 7♦</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/games/ugly.py" line="26" />
        <source>took the Ugly 7♦ and the Charm 7♣</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/games/ugo.py" line="31" />
        <source>Back a turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/games/ugo.py" line="31" />
        <source>Forward a turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/games/ugo.py" line="34" />
        <source>A duel of decks: attack with low cards, equip them with diamonds and make the others run out.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/games/ugo.py" line="44" />
        <source>winner</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/games/ugo.py" line="47" />
        <source>out {place}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/games/up_and_down.py" line="24" />
        <source>The deals grow and shrink by a card: say how many tricks you will take, then take exactly that many.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/games/up_and_down.py" line="31" />
        <source>limit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/games/up_and_down.py" line="38" />
        <source>Settlement</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/games/up_and_down.py" line="42" />
        <source>Money</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/keeper.py" line="52" />
        <source>another program has locked the score history</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/keeper.py" line="53" />
        <source>the disk is full</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/keeper.py" line="54" />
        <source>the score history's file or folder cannot be written to</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/keeper.py" line="55" />
        <source>the score history was made by a newer version of Card Table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/keeper.py" line="56" />
        <source>the system refused to write to the score history</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/keeper.py" line="62" />
        <source>The disk is full. Card Table has used the room it keeps for this moment, so your game is saved. Free some space on the disk soon: once that room is used up, your games are kept only while Card Table runs.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/keeper.py" line="70" />
        <source>the disk is full, and the room Card Table keeps for this is used up: this game's moves are kept only while Card Table runs. Free some space on the disk before you quit, or they are lost</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/keeper.py" line="79" />
        <source>free some space on the disk</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/keeper.py" line="80" />
        <source>make Card Table's data folder writable</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="46" />
        <source>Please enter your name.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="47" />
        <source>Your name can have at most {n} characters.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="49" />
        <source>Your name cannot contain line breaks or control characters.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="50" />
        <source>Your name holds characters that cannot be stored.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/game_ui.py" line="60" />
        <source>Back a trick</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/game_ui.py" line="60" />
        <source>Forward a trick</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/game_ui.py" line="65" />
        <source>Points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/trick_table.py" line="106" />
        <source>Kitty: {count}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/trick_table.py" line="235" />
        <source>{name} bids {bid}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/trick_table.py" line="236" />
        <source>You bid {bid}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/trick_table.py" line="238" />
        <source>Hearts are broken.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/trick_table.py" line="326" />
        <source>The {card} has been played!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/trick_table.py" line="334" />
        <source>{name} names {suit} trumps.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/trick_table.py" line="335" />
        <source>You name {suit} trumps.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/trick_table.py" line="337" />
        <source>{name} calls no trumps.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/trick_table.py" line="338" />
        <source>You call no trumps.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/trick_table.py" line="341" />
        <source>No trumps this deal.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/trick_table.py" line="354" />
        <source>{name} takes the kitty.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/trick_table.py" line="355" />
        <source>You take the kitty.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/trick_table.py" line="404" />
        <source>No trick has been played yet in this deal.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/trick_table.py" line="423" />
        <source>That card may not be passed.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/table/trick_table.py" line="426" />
        <source>You have already chosen %n card(s).</source>
        <translation><numerusform>You have already chosen %n card.</numerusform><numerusform>You have already chosen %n cards.</numerusform></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/trick_table.py" line="445" />
        <source>Pass cards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/trick_table.py" line="445" />
        <source>Pass the chosen cards (P)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/words.py" line="23" />
        <source>{names} and {last}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/words.py" line="30" />
        <source>Game over.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/words.py" line="34" />
        <source>Game over: you win.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/words.py" line="35" />
        <source>Game over: you and {names} win.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/words.py" line="37" />
        <source>Game over: {name} wins.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/words.py" line="38" />
        <source>Game over: {names} win.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/words.py" line="47" />
        <source>You won the game.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/words.py" line="48" />
        <source>You and {names} won the game.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/words.py" line="49" />
        <source>{names} won the game.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/up_and_down_table.py" line="24" />
        <source>Stock: {count}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/session/remote.py" line="234" />
        <source>You are watching this table: a spectator does not play.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/session/remote.py" line="236" />
        <source>It is not your turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/session/remote.py" line="240" />
        <source>That move is not allowed now.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="22" />
        <source>Random</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="22" />
        <source>Easy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="22" />
        <source>Normal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="23" />
        <source>Expert</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="43" />
        <source>house rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="51" />
        <source>{taken}/{total}: {names}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="58" />
        <source>kept for {name}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="59" />
        <source>open</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="61" />
        <source>computer ({level})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="67" />
        <source>over</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="69" />
        <source>under way</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="70" />
        <source>waiting for players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="74" />
        <source>none</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="104" />
        <source>waiting for a player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="106" />
        <source>the computer ({level})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="108" />
        <source>away: the computer plays</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="111" />
        <source>away: {name} plays instead</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="113" />
        <source>here</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="115" />
        <source>away: seat held for {time}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="117" />
        <source>away: a friend may sit for {time}, then anyone</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="119" />
        <source>away: another player may sit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="121" />
        <source>; the computer in {time}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/decisions.py" line="19" />
        <source>nothing was decided: choose a card or an action</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/decisions.py" line="22" />
        <source>one decision at a time: only the cards of one pass go together</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/unsaved_games.py" line="41" />
        <source>Games not saved</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/unsaved_games.py" line="42" />
        <source>%n game(s) could not be written to the disk (it is full, or the data folder cannot be written to) and would be lost if Card Table closed now. Free some space on the disk, then choose Try again.</source>
        <translation><numerusform>%n game could not be written to the disk (it is full, or the data folder cannot be written to) and would be lost if Card Table closed now. Free some space on the disk, then choose Try again.</numerusform><numerusform>%n games could not be written to the disk (it is full, or the data folder cannot be written to) and would be lost if Card Table closed now. Free some space on the disk, then choose Try again.</numerusform></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/unsaved_games.py" line="45" />
        <source>Try again</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/unsaved_games.py" line="46" />
        <source>Close and lose them</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../cardtable/ui/about_dialog.py" line="36" />
        <source>About Card Table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/about_dialog.py" line="37" />
        <source>GNU Lesser General Public License, version 3 (LGPL-3.0)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/about_dialog.py" line="40" />
        <source>Python Software Foundation License (PSF-2.0)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/about_dialog.py" line="43" />
        <source>MIT License (MIT)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/about_dialog.py" line="45" />
        <source>MIT-CMU License, also known as the Historical Permission Notice and Disclaimer (MIT-CMU, HPND)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/about_dialog.py" line="51" />
        <source>&lt;h2&gt;Card Table {version}&lt;/h2&gt;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/about_dialog.py" line="52" />
        <source>Black Lady, Ugly, Up and Down, U-G-O and Ultimate Loser against computer players.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/about_dialog.py" line="54" />
        <source>Card Table is free software: you may share it and change it under the terms of the GNU General Public License, version 3 or any later version ({licence}). It comes with no warranty.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/about_dialog.py" line="58" />
        <source>It is built on:</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="73" />
        <source>Move</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="73" />
        <location filename="../cardtable/ui/review/analysis_panel.py" line="75" />
        <source>Expected</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="74" />
        <source>Worlds</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="78" />
        <source>What the move was expected to bring the player, in points as the Expert counts a result (against the other players' average where the game is won by ranking), judged from what the player could see at that moment. Higher is better.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="82" />
        <source>Player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="82" />
        <source>Lost this deal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="83" />
        <source>Lost in the game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="83" />
        <source>Costly</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="84" />
        <source>Costliest</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="87" />
        <source>Expected points lost against the Expert's best choice, counting only the differences clear of the luck of the sampled deals.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="93" />
        <source>Costly decisions (double-click one to see it):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="109" />
        <source>Analyse</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="111" />
        <source>The Expert weighs every alternative of each decision from what the player could see at that moment, and says what each choice cost.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="114" />
        <source>Every seat</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="115" />
        <source>Weigh the computer players' decisions too.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="119" />
        <source>Stop</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="122" />
        <source>%v of %m decisions</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="155" />
        <source>Weighing the decisions…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="170" />
        <source>The analysis stopped on an error: {message}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="190" />
        <source>Not analysed yet. Analyse weighs each of your decisions (about a second each).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="192" />
        <source>every seat</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/review/analysis_panel.py" line="195" />
        <source>Stopped after %n decision(s) of {who}: Analyse goes on from there.</source>
        <translation><numerusform>Stopped after %n decision of {who}: Analyse goes on from there.</numerusform><numerusform>Stopped after %n decisions of {who}: Analyse goes on from there.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/review/analysis_panel.py" line="197" />
        <source>%n decision(s) of {who} weighed, {ms} ms each.</source>
        <translation><numerusform>%n decision of {who} weighed, {ms} ms each.</numerusform><numerusform>%n decisions of {who} weighed, {ms} ms each.</numerusform></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="266" />
        <source>move {move}: {played} ({cost})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="273" />
        <source>Double-click to see it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="286" />
        <source>{name} played {move}, the only move there was.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="289" />
        <source>{name} played {move}, the Expert's choice too.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="294" />
        <source>{name} played {move}. {best} here: {gain} in the Expert's reckoning against {move}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="297" />
        <source>{name} played {move}. {best} here: {gain} points expected against {move} (±{spread}).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="310" />
        <source>{name}'s moves were not analysed (Every seat weighs them).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="313" />
        <source>{name} had no choice here.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="314" />
        <source>Not weighed yet: the analysis stopped before this move.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="317" />
        <source>Deal {deal}, move {move}: {name} played {played}; {best} was better by {cost}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="49" />
        <source>What happens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="80" />
        <source>a card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="82" />
        <source>the joker</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="83" />
        <source>two</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="83" />
        <source>three</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="83" />
        <source>four</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="83" />
        <source>five</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="84" />
        <source>six</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="84" />
        <source>seven</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="84" />
        <source>eight</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="84" />
        <source>nine</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="85" />
        <source>ten</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="85" />
        <source>jack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="85" />
        <source>queen</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="85" />
        <source>king</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="86" />
        <source>ace</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="87" />
        <source>the {rank} of {suit}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="92" />
        <source>clubs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="92" />
        <source>diamonds</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="92" />
        <source>hearts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="92" />
        <source>spades</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="101" />
        <source>You</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="116" />
        <source>You dealt. Your cards: {cards}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="117" />
        <source>{dealer} dealt. Your cards: {cards}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="121" />
        <source>No trumps this deal.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="122" />
        <source>Trumps are {suit}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="125" />
        <source>You bid {count}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="126" />
        <source>{name} bid {count}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="142" />
        <source>You passed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="147" />
        <source>You swapped {given} for the gin card, {taken}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="153" />
        <source>You are the Ultimate Loser.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="154" />
        <source>{name} is the Ultimate Loser.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="164" />
        <source>You played {card}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="165" />
        <source>{name} played {card}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="133" />
        <source>Hearts are broken.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/announcer.py" line="171" />
        <source>You took the trick, with %n point(s).</source>
        <translation><numerusform>You took the trick, with %n point.</numerusform><numerusform>You took the trick, with %n points.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/announcer.py" line="173" />
        <source>You took the trick, losing %n point(s).</source>
        <translation><numerusform>You took the trick, losing %n point.</numerusform><numerusform>You took the trick, losing %n points.</numerusform></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="174" />
        <source>You took the trick.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/announcer.py" line="177" />
        <source>{name} took the trick, with %n point(s).</source>
        <translation><numerusform>{name} took the trick, with %n point.</numerusform><numerusform>{name} took the trick, with %n points.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/announcer.py" line="180" />
        <source>{name} took the trick, losing %n point(s).</source>
        <translation><numerusform>{name} took the trick, losing %n point.</numerusform><numerusform>{name} took the trick, losing %n points.</numerusform></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="182" />
        <source>{name} took the trick.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="137" />
        <source>Nobody took the trick: its cards wait for the next one.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="192" />
        <source>You played {play}: {cards}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="193" />
        <source>{name} played {play}: {cards}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="143" />
        <source>{name} passed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="149" />
        <source>{name} swapped {given} for the gin card, {taken}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="156" />
        <source>The deal is over. Scores: {scores}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="201" />
        <source>You passed {cards} to {name}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="204" />
        <source>{name} passed you {cards}.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>CardRenderer</name>
    <message>
        <location filename="../cardtable/texts.py" line="33" />
        <source>J</source>
        <comment>jack, on the card index</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/texts.py" line="34" />
        <source>Q</source>
        <comment>queen, on the card index</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/texts.py" line="35" />
        <source>K</source>
        <comment>king, on the card index</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/texts.py" line="36" />
        <source>A</source>
        <comment>ace, on the card index</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/court_art.py" line="310" />
        <source>JOKER</source>
        <comment>written on the joker card</comment>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>CreateTableDialog</name>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="90" />
        <source>Create a table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="99" />
        <source>House rules…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="104" />
        <source>Game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="105" />
        <source>Rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="106" />
        <source>Players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="109" />
        <source>Seats (you sit in the first open one)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="114" />
        <source>The table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="118" />
        <source>never</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="123" />
        <source>no limit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="124" />
        <source>Players may ask for a hint</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="127" />
        <source>none</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="128" />
        <source>Listed in the lobby (else joined by its code)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="130" />
        <source>Spectators may chat</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="132" />
        <source>A dropped player's seat is held for</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="133" />
        <source>Only their friends may take it within</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="136" />
        <source>at level</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="138" />
        <source>The computer takes it after</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="139" />
        <source>Time per move</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="141" />
        <source>Stake per point</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="152" />
        <source>Create</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="166" />
        <source> s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="183" />
        <source>House rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="231" />
        <source>Seat {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="248" />
        <source>Leave a seat for yourself: open, or kept for you.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>DiskWorker</name>
    <message>
        <location filename="../cardtable/controller/keeper.py" line="219" />
        <source>{reason}, and this game cannot wait beside it either ({other}). It is kept only while Card Table runs, and tried again now and then: {remedy} before you quit, or it is lost</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/keeper.py" line="226" />
        <source>{reason}, so this game waits beside the score history and goes into it as soon as it can</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="218" />
        <source>The game is over: start a new one.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="220" />
        <source>Please wait for your turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="228" />
        <source>That move is not allowed now.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="242" />
        <source>Only an open-ended game can be ended early.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Choose exactly %n card(s) to pass.</source>
        <translation><numerusform>Choose exactly %n card to pass.</numerusform><numerusform>Choose exactly %n cards to pass.</numerusform></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="261" />
        <source>A hint is given on your turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="265" />
        <source>The Expert is thinking about a hint…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="294" />
        <source>The computer is playing your seat: take it back before you undo.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="298" />
        <source>There is nothing of yours to undo.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="332" />
        <source>The computer is not playing your seat.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="352" />
        <source>Your cards do not certainly win every trick.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="410" />
        <source>The computer is playing for you…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="412" />
        <source>{name} is thinking…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="440" />
        <source>The computer playing for you could not decide ({message}); a random legal card was played.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="443" />
        <source>{name} could not decide ({message}); a random legal card was played.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Choose %n card(s) to pass {where}.</source>
        <translation><numerusform>Choose %n card to pass {where}.</numerusform><numerusform>Choose %n cards to pass {where}.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Game over: %n winner(s): {names}.</source>
        <translation><numerusform>Game over: %n winner: {names}.</numerusform><numerusform>Game over: %n winners: {names}.</numerusform></translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <location filename="../cardtable/controller/keeper.py" line="387" />
        <source>This game is also open in another window; this window goes on with a copy of it.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <location filename="../cardtable/ui/game_log.py" line="21" />
        <source>What happened</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>GameOverBox</name>
    <message>
        <location filename="../cardtable/ui/game_over.py" line="26" />
        <source>Game over</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/game_over.py" line="30" />
        <source>Final scores</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/game_over.py" line="32" />
        <source>Play again</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/game_over.py" line="33" />
        <source>Start screen</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/game_over.py" line="34" />
        <source>Replay</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/game_over.py" line="35" />
        <source>Play the game through again, every hand face up</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/game_over.py" line="44" />
        <source>You won!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/game_over.py" line="45" />
        <source>You and {names} won!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/game_over.py" line="46" />
        <source>{names} won!</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="79" />
        <source>History</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="87" />
        <source>Games</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="88" />
        <source>Statistics</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="99" />
        <source>All games</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="103" />
        <source>All rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="108" />
        <source>House rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="110" />
        <location filename="../cardtable/ui/history_window.py" line="299" />
        <source>Player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="124" />
        <source>from</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="126" />
        <source>to</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="132" />
        <source>Date</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="132" />
        <location filename="../cardtable/ui/history_window.py" line="299" />
        <source>Game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="132" />
        <location filename="../cardtable/ui/history_window.py" line="299" />
        <source>Rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="132" />
        <source>Players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="133" />
        <source>Winner</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="133" />
        <source>Status</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="133" />
        <source>Hands</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="150" />
        <source>Open scoresheet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="152" />
        <source>Replay</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="153" />
        <source>Play the game through again, every hand face up</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="156" />
        <location filename="../cardtable/ui/history_window.py" line="285" />
        <source>Delete</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="161" />
        <source>Import record…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="162" />
        <source>Replay a game from a text record exported by Card Table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="167" />
        <source>Close</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="208" />
        <source>finished</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="208" />
        <source>abandoned</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="210" />
        <source>{status}, at a shared table</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/history_window.py" line="219" />
        <source>%n game(s) in the score history could not be read and are not shown; the file is left as it is.</source>
        <translation><numerusform>%n game in the score history could not be read and are not shown; the file is left as it is.</numerusform><numerusform>%n games in the score history could not be read and are not shown; the file is left as it is.</numerusform></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="267" />
        <location filename="../cardtable/ui/history_window.py" line="274" />
        <source>Import record</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="268" />
        <source>Card Table records (*.txt);;All files (*)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="275" />
        <source>This file cannot be replayed: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="285" />
        <source>Delete this game from the history?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="299" />
        <source>Played</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="300" />
        <source>Won</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="300" />
        <source>Best</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="300" />
        <source>Average</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>HostedServer</name>
    <message>
        <location filename="../cardtable/ui/people/hosting.py" line="103" />
        <source>The server could not be started: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/hosting.py" line="110" />
        <source>The server stopped before it was ready: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/hosting.py" line="111" />
        <source>no reason given</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>HouseRulesDialog</name>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="91" />
        <source>House rules: {game}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="105" />
        <source>The rules below differ from the rule set chosen on the left.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="111" />
        <source>Start from</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="121" />
        <source>Save as…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="122" />
        <source>Keep these rules under a name of your own.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="123" />
        <source>Rename…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="124" />
        <source>Give the chosen saved rules another name.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="125" />
        <source>Delete</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="126" />
        <source>Forget the chosen saved rules.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="127" />
        <source>Export…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="128" />
        <source>Write these rules to a file to share them.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="129" />
        <source>Import…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="130" />
        <source>Read house rules from a file.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="145" />
        <source>The rules are checked for this many players.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="150" />
        <location filename="../cardtable/ui/house_rules_dialog.py" line="396" />
        <source>Players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="165" />
        <source>This game has no house rules to change.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="221" />
        <source>These rules are fixed for the game in progress. To play with other rules, choose them for your next game with Game ▸ New game.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="282" />
        <source>Your saved house rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="355" />
        <source>(modified)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="366" />
        <source>Your own rules, saved for {n} players.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="400" />
        <source>{option}: {message}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="411" />
        <source>Set “{option}” to {value}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="452" />
        <source>Please enter a name.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="453" />
        <source>A name can have at most {n} characters.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="456" />
        <source>A name cannot contain line breaks or control characters.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="457" />
        <source>A name cannot hold characters that cannot be stored.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="465" />
        <source>“{name}” is the name of a rule set that comes with the game; please choose another.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="471" />
        <source>There are already saved rules named “{name}”.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="477" />
        <source>Save house rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="479" />
        <source>Name for these house rules:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="487" />
        <source>There are already saved rules named “{name}”. Replace them?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="495" />
        <source>The rules were not saved: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="506" />
        <source>Rename house rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="507" />
        <source>New name for “{name}”:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="514" />
        <source>The rules were not renamed: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="525" />
        <source>Delete house rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="527" />
        <source>Delete your saved rules “{name}”?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="534" />
        <source>The rules were not deleted: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="545" />
        <source>Export house rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="550" />
        <source>Name for the exported house rules:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="555" />
        <location filename="../cardtable/ui/house_rules_dialog.py" line="572" />
        <source>House rules ({pattern})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="565" />
        <source>The rules were not exported: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="569" />
        <source>Import house rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="582" />
        <source>the file holds rules for another game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="584" />
        <location filename="../cardtable/ui/house_rules_dialog.py" line="588" />
        <source>The file was not imported: {reason}.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>KnowledgePanel</name>
    <message>
        <location filename="../cardtable/ui/knowledge_panel.py" line="19" />
        <source>What does the computer know?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/knowledge_panel.py" line="51" />
        <source>No computer player at this table.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>LobbyWindow</name>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="63" />
        <source>Card Table — lobby</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="82" />
        <source>Invitation link:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="85" />
        <source>made when you create a table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="86" />
        <source>Co&amp;py</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="99" />
        <source>Friends connect to: {addresses}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="106" />
        <source>Join the table you were invited to</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="119" />
        <source>Game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="119" />
        <source>Rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="119" />
        <source>Seats</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="120" />
        <source>Stake</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="120" />
        <source>Watching</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="120" />
        <source>State</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="135" />
        <source>&amp;Create…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="139" />
        <source>&amp;Join</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="141" />
        <source>&amp;Watch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="143" />
        <source>&amp;Refresh</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="156" />
        <source>Players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="203" />
        <source>Signed in as {nickname} at {url}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="215" />
        <source>{state}, private</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="220" />
        <source>Private: joined by its code</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/people/lobby_window.py" line="225" />
        <source>%n more table(s) are not listed.</source>
        <translation><numerusform>%n more table are not listed.</numerusform><numerusform>%n more tables are not listed.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n more table(s) already under way are not listed.</source>
        <translation><numerusform>%n more table already under way are not listed.</numerusform><numerusform>%n more tables already under way are not listed.</numerusform></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="242" />
        <source>Table made. Pass on the invitation link: it holds the address and the code.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="277" />
        <source>Seat {n} (yours)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="280" />
        <source>Seat {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="283" />
        <source>Seat {n}, standing in for {name}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="314" />
        <source>The invitation link is copied.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="325" />
        <source>You were invited to table {table}.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="83" />
        <source>Disk full</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="214" />
        <source>Leave this game?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="215" />
        <source>The game in progress will be kept in the history as abandoned.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="238" />
        <source>{game} — Card Table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="250" />
        <location filename="../cardtable/ui/main_window.py" line="313" />
        <source>Card Table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="316" />
        <source>Your games cannot be saved: {message}. You can go on playing.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="317" />
        <source>Cannot save</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="393" />
        <location filename="../cardtable/ui/main_window.py" line="394" />
        <source>Hint: {move}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="433" />
        <source>Your cards win every trick: Game → Claim the rest.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="42" />
        <source>New game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="51" />
        <source>{name} (coming soon)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="61" />
        <source>Game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="64" />
        <source>House rules…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="67" />
        <source>Rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="68" />
        <source>Players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="73" />
        <source>Computer players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="74" />
        <source>Your name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="98" />
        <source>House rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="166" />
        <source>Easy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="166" />
        <source>Normal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="167" />
        <source>Expert</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PlayWithPeopleDialog</name>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="44" />
        <source>Play with people</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="56" />
        <source>Nickname</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="57" />
        <source>Password</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="58" />
        <source>The account is made on first use: pick a password and keep it for next time.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="65" />
        <source>Join a server</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="68" />
        <source>ws://host:7474 or a cardtable:// link</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="70" />
        <source>&amp;Connect</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="75" />
        <source>Address or link</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="76" />
        <source>A ws:// address is not encrypted: your password and chat cross the network as typed. A wss:// server encrypts them.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="86" />
        <source>Host a table on this computer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="90" />
        <source>any free port</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="92" />
        <source>&amp;Host</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="98" />
        <source>Port</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="99" />
        <source>Friends on your network connect to this computer's address; from elsewhere, the port must be open on your router. A table hosted here is not encrypted: nicknames, passwords and chat cross the network as they are typed, so choose a password you use nowhere else.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="136" />
        <source>That is not a Card Table address: it begins with ws://, wss:// or cardtable://.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="140" />
        <source>Connecting to {url}…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="154" />
        <source>Starting the server on port {port}…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="162" />
        <source>The server is running; signing in…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="170" />
        <source>No Card Table server answers at {url}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="177" />
        <source>The server refused: {words}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="182" />
        <source>Choose a nickname.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="185" />
        <source>Choose a password (the account is made with it).</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PlayersList</name>
    <message>
        <location filename="../cardtable/ui/people/players_list.py" line="57" />
        <source>&amp;Friend</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/players_list.py" line="58" />
        <source>Mark as a friend: a friend may take your seat first if you drop out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/players_list.py" line="60" />
        <source>&amp;Black-list</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/players_list.py" line="61" />
        <source>Never let this player take your seat</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/players_list.py" line="62" />
        <source>C&amp;lear mark</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/players_list.py" line="96" />
        <source>friend</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/players_list.py" line="96" />
        <source>black-listed</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="74" />
        <source>Replay: {game}, {date}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="117" />
        <source>Export record…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="118" />
        <source>Save the game, its moves and its analysis as a plain text record that another Card Table can open</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="129" />
        <location filename="../cardtable/ui/review/replay_window.py" line="137" />
        <source>Export record</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="130" />
        <source>Card Table records (*.txt)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="138" />
        <source>The record could not be written: {error}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="154" />
        <source>This version of Card Table cannot replay this game's moves, so only its scoresheet is shown here.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="221" />
        <source>{game} ({variant}): {status}. Winner: {names}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="231" />
        <source>Click a deal to go to its start.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="244" />
        <source>The deal of the game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="245" />
        <source>Back a deal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="247" />
        <source>Back a move</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="248" />
        <source>Forward a move</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="250" />
        <source>Forward a deal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="251" />
        <source>The end of the game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="258" />
        <source>{what} ({key})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="352" />
        <source>Last move: {words}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="354" />
        <source>The game as dealt, before its first move.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="357" />
        <source>Move {move} of {moves} · Deal {deal} of {deals}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="379" />
        <source>{name} chose {cards} to pass.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="380" />
        <source>{name}: {action}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="433" />
        <source>This game was played at a shared table: its moves are kept by the server, so only its scoresheet is shown here.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="437" />
        <source>This game was recorded before the history kept every move, so only its scoresheet is shown here.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="440" />
        <source>No move was made in this game.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <location filename="../cardtable/ui/rules_window.py" line="34" />
        <source>Rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/rules_window.py" line="37" />
        <source>Games</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/rules_window.py" line="72" />
        <source>The rule sheet for this game could not be found.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ScoresheetView</name>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="49" />
        <source>House rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="151" />
        <source>Scoresheet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="155" />
        <source>{game} ({variant}), {date}: {status}. Winner: {names}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="168" />
        <source>Export CSV…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="170" />
        <source>Export PDF…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="172" />
        <source>Close</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="116" />
        <source>total</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="118" />
        <source>marks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="131" />
        <source>played by the computer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="182" />
        <source>Running totals</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="189" />
        <source>hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="215" />
        <location filename="../cardtable/ui/scoresheet_view.py" line="221" />
        <source>Export CSV</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="215" />
        <source>CSV files (*.csv)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="222" />
        <source>The file could not be written: {error}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="230" />
        <location filename="../cardtable/ui/scoresheet_view.py" line="243" />
        <source>Export PDF</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="230" />
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="244" />
        <source>The file could not be written.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SeatChooser</name>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="56" />
        <source>Open to anyone</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="57" />
        <source>Kept for…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="59" />
        <source>Computer: {level}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="63" />
        <source>nickname</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="59" />
        <source>Settings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="63" />
        <source>Off</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="63" />
        <source>Fast</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="63" />
        <source>Normal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="64" />
        <source>Slow</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="64" />
        <source>Instant</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="64" />
        <source>Small</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="65" />
        <source>Medium</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="65" />
        <source>Large</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="66" />
        <source>Drinks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="66" />
        <source>Penalty points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="71" />
        <source>Red lattice</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="71" />
        <source>Blue rings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="71" />
        <source>Green chevrons</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="73" />
        <source>As the system</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="78" />
        <source>Ask before leaving a game in progress</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="84" />
        <source> ms</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="86" />
        <source>How long an Expert computer player thinks about a move (longer plays better, and slower).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="88" />
        <source>Animation speed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="89" />
        <source>Computer speed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="90" />
        <source>Card size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="91" />
        <source>Card back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="92" />
        <source>Language</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="93" />
        <source>Your name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="99" />
        <source>Ultimate Loser counts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="100" />
        <source>Expert thinking time</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="101" />
        <source>Analyse my decisions when a game ends</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="103" />
        <source>The Expert weighs each of your decisions in the background; the game's Replay shows what each cost.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="110" />
        <location filename="../cardtable/ui/settings_dialog.py" line="115" />
        <source>Sound volume</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="111" />
        <source>Mute sounds</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SharedController</name>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="68" />
        <source>Someone else is playing your seat; you take it back when the next deal begins.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="105" />
        <source>away: the computer plays</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="107" />
        <source>away: {name} plays</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="109" />
        <source>away</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="117" />
        <source>The connection to the table was lost; trying again…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="120" />
        <source>Not connected to the table.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../cardtable/online/shared_controller.py" line="197" />
        <source>(%n second(s) left, then the computer plays)</source>
        <translation><numerusform>(%n second left, then the computer plays)</numerusform><numerusform>(%n seconds left, then the computer plays)</numerusform></translation>
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="206" />
        <source>{name} is thinking…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="212" />
        <source>Watching: it is {name}'s turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="215" />
        <source>Watching the table.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="224" />
        <source>You are watching this table: a spectator does not play.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="227" />
        <source>The game is over.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="229" />
        <source>Please wait for your turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="239" />
        <source>Sent; waiting for the table…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="245" />
        <source>A spectator gets no hints.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="247" />
        <source>Hints are off at this table.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="249" />
        <source>A hint is given on your turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="251" />
        <source>The Expert is thinking about a hint…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="271" />
        <source>This window plays a shared table: start a new game in another window.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="288" />
        <source>Undo is off at a shared table.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="294" />
        <source>Claiming the rest is off at a shared table: play it out.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="298" />
        <source>At a shared table the server's computer takes your seat if you leave it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="305" />
        <source>The computer is not playing your seat.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="311" />
        <source>A shared game cannot be ended early.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="157" />
        <source>Card Table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="159" />
        <source>Choose a game to play against the computer.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="165" />
        <source>{low} to {high} players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="177" />
        <source>Rules of the games</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="179" />
        <source>Play with people…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="181" />
        <source>Back to the game</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TableScene</name>
    <message numerus="yes">
        <source>You have already chosen %n card(s).</source>
        <translation><numerusform>You have already chosen %n card.</numerusform><numerusform>You have already chosen %n cards.</numerusform></translation>
    </message>
</context>
<context>
    <name>TableTalk</name>
    <message>
        <location filename="../cardtable/ui/people/table_talk.py" line="47" />
        <source>Table talk</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/table_talk.py" line="57" />
        <source>At the table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/table_talk.py" line="66" />
        <source>Chat</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/table_talk.py" line="73" />
        <source>Say something to the table…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/table_talk.py" line="117" />
        <source>Hear {name} again</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/table_talk.py" line="120" />
        <source>Mute {name}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/table_talk.py" line="137" />
        <source>{seat}. {name} — {state}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/table_talk.py" line="143" />
        <source>{name} — watching</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/table_talk.py" line="147" />
        <source>(muted)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Turns</name>
    <message numerus="yes">
        <source>%n penalty point(s)</source>
        <translation><numerusform>%n penalty point</numerusform><numerusform>%n penalty points</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n drink(s)</source>
        <translation><numerusform>%n drink</numerusform><numerusform>%n drinks</numerusform></translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="36" />
        <source>&amp;Game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="37" />
        <source>&amp;New game…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="39" />
        <source>Play with &amp;people…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="40" />
        <source>Start &amp;screen</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="41" />
        <source>&amp;Restart</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="42" />
        <source>&amp;Open…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="44" />
        <source>Save &amp;as…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="47" />
        <source>&amp;Undo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="49" />
        <source>&amp;Last trick</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="52" />
        <source>&amp;Claim the rest</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="55" />
        <source>&amp;Hint</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="59" />
        <source>Let the &amp;computer play for me</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="61" />
        <source>&amp;Take my seat back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="63" />
        <source>&amp;End the game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="66" />
        <source>House &amp;rules…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="67" />
        <source>&amp;History…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="68" />
        <source>&amp;Settings…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="71" />
        <source>&amp;Quit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="73" />
        <source>&amp;View</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="74" />
        <source>&amp;Animation speed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="75" />
        <source>Off</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="75" />
        <source>Fast</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="76" />
        <source>Normal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="76" />
        <source>Slow</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="79" />
        <source>Card &amp;size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="80" />
        <source>Small</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="80" />
        <source>Medium</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="81" />
        <source>Large</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="85" />
        <source>What does the &amp;computer know?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="88" />
        <source>Card &amp;back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="89" />
        <source>Red lattice</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="89" />
        <source>Blue rings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="90" />
        <source>Green chevrons</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="93" />
        <source>&amp;Four-colour deck</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="99" />
        <source>&amp;Help</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="100" />
        <source>&amp;Rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="102" />
        <source>&amp;About Card Table</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>window</name>
    <message numerus="yes">
        <source>You have an unfinished game of {game} (%n move(s) played). Continue it?</source>
        <translation><numerusform>You have an unfinished game of {game} (%n move played). Continue it?</numerusform><numerusform>You have an unfinished game of {game} (%n moves played). Continue it?</numerusform></translation>
    </message>
</context>
</TS>