<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name />
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="39" />
        <source>a face-down card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="41" />
        <source>{card} (attack {value})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="43" />
        <source>{card} (defence {value})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="50" />
        <source>End your turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="54" />
        <source>Play a 10: stop the {card}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="55" />
        <source>Play a 10: stop the attack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/actions.py" line="71" />
        <location filename="../cardtable/games/ugo/presenter.py" line="57" />
        <source>Take the attack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/actions.py" line="73" />
        <location filename="../cardtable/games/ugo/presenter.py" line="59" />
        <source>Let it happen</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="66" />
        <source>Play a 9: the Ace destroys {target}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="67" />
        <source>Play a 9: turn it back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="70" />
        <source>Switch the position of {cards}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="76" />
        <source>Attack the player with {attacker}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="77" />
        <source>Attack {target} with {attacker}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="82" />
        <source>, giving up {card}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="84" />
        <source>Play {card} to attack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="86" />
        <source>Play {card} to defend, face up</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="88" />
        <source>Play {card} to defend, face down</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="90" />
        <source>Equip {target} with {card}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="93" />
        <source>Play {card} on {target}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/actions.py" line="93" />
        <location filename="../cardtable/games/ugo/presenter.py" line="94" />
        <source>Play {card}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="130" />
        <source>You are attacked by {attacker}: play a 10 to stop it?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="135" />
        <source>{card} is played on you: play a 10 to stop it, or a 9 to turn it back?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="138" />
        <source>{card} is played on you: play a 10 to stop it?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="139" />
        <source>{card} is played on you: play a 9 to turn it back?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="153" />
        <source>That card has nothing to do now.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="155" />
        <source>Your turn (first round: no attacks yet). Pick a card, or end your turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="157" />
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
        <location filename="../cardtable/games/ugo/presenter.py" line="204" />
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
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="99" />
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="287" />
        <source>That card makes no play now.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="246" />
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="103" />
        <source>Pass</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="107" />
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
        <location filename="../cardtable/controller/trick_presenter.py" line="93" />
        <source>Pass {cards}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="112" />
        <source>to the left</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="114" />
        <source>to the right</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="116" />
        <source>across</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../cardtable/controller/trick_presenter.py" line="117" />
        <source>Choose %n card(s) to pass {where}.</source>
        <translation><numerusform>Choose %n card to pass {where}.</numerusform><numerusform>Choose %n cards to pass {where}.</numerusform></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="123" />
        <source>Your lead: the {card} opens the deal.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="125" />
        <source>Your lead.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="128" />
        <source>Your turn: follow suit.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="129" />
        <source>Your turn: you may play any card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="37" />
        <source>twos</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="37" />
        <source>threes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="37" />
        <source>fours</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="37" />
        <source>fives</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="37" />
        <source>sixes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="37" />
        <source>sevens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="38" />
        <source>eights</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="38" />
        <source>nines</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="38" />
        <source>tens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="38" />
        <source>jacks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="38" />
        <source>queens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="38" />
        <source>kings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="39" />
        <source>aces</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="40" />
        <source>jokers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="51" />
        <source>a pair of {ranks}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="53" />
        <source>three {ranks}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="55" />
        <source>four {ranks}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="57" />
        <source>a straight flush from {low} to {high}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="78" />
        <source>%n penalty point(s)</source>
        <translation><numerusform>%n penalty point</numerusform><numerusform>%n penalty points</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="79" />
        <source>%n drink(s)</source>
        <translation><numerusform>%n drink</numerusform><numerusform>%n drinks</numerusform></translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="104" />
        <source>Play {shape}, high or low, or pass; to swap, drag a card onto the gin card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="115" />
        <source>Play {play}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="122" />
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="128" />
        <source>Those cards do not make a play allowed now.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="125" />
        <source>The leader must play; you may swap only instead of playing on someone's lead.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="144" />
        <source>this hand: {drinks}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="195" />
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="147" />
        <source>out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="163" />
        <source>clockwise ↻</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="163" />
        <source>anticlockwise ↺</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="188" />
        <source>Turn {number}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="190" />
        <source>(first round: no attacks)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="133" />
        <source>Hand {number} of {total}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="136" />
        <location filename="../cardtable/ui/table/annotations.py" line="308" />
        <source>Hand {number}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="137" />
        <source>Ultimate Loser: {penalty}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../cardtable/games/up_and_down/presenter.py" line="18" />
        <source>Deal {number} of {total}: %n card(s)</source>
        <translation><numerusform>Deal {number} of {total}: %n card</numerusform><numerusform>Deal {number} of {total}: %n cards</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/games/ugly/presenter.py" line="33" />
        <source>Hand {number} of {total}: pass %n</source>
        <translation><numerusform>Hand {number} of {total}: pass %n</numerusform><numerusform>Hand {number} of {total}: pass %n</numerusform></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="134" />
        <location filename="../cardtable/engine/state_base.py" line="77" />
        <source>No trumps</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="136" />
        <location filename="../cardtable/engine/state_base.py" line="79" />
        <location filename="../cardtable/ui/table/trick_table.py" line="294" />
        <source>Trumps: {suit}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="171" />
        <source>turns {way}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="172" />
        <source>attacks {way}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="196" />
        <source>deck {deck} · hand {hand}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugly/presenter.py" line="39" />
        <location filename="../cardtable/games/up_and_down/presenter.py" line="27" />
        <source>took {tricks}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/presenter.py" line="26" />
        <source>bid {bid}, took {tricks}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="54" />
        <source>Rock</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="54" />
        <source>Paper</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="54" />
        <source>Scissors</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="203" />
        <source>a single card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="204" />
        <source>a pair</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="205" />
        <source>three of a kind</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="206" />
        <source>four of a kind</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="210" />
        <source>2s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="210" />
        <source>3s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="210" />
        <source>4s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="210" />
        <source>5s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="210" />
        <source>6s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="211" />
        <source>7s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="211" />
        <source>8s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="211" />
        <source>9s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="211" />
        <source>10s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="211" />
        <source>Jacks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="212" />
        <source>Queens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="212" />
        <source>Kings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="212" />
        <source>Aces</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="221" />
        <source>a straight flush of %n</source>
        <translation><numerusform>a straight flush of %n</numerusform><numerusform>a straight flush of %n</numerusform></translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="231" />
        <source>Pair of {ranks}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="233" />
        <source>Three {ranks}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="235" />
        <source>Four {ranks}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="237" />
        <source>Straight flush {low}–{high}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="248" />
        <source>Pass and swap the {card} for the gin card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="253" />
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
        <location filename="../cardtable/games/ugo/window/log.py" line="69" />
        <source>a card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="78" />
        <source>— Turn {n}: {name} —</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="81" />
        <source>{name} drew {card}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="151" />
        <source>Given up: {cards}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="188" />
        <location filename="../cardtable/games/ugo/window/table.py" line="364" />
        <source>{name} played a 10 and stopped the {card}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="191" />
        <location filename="../cardtable/games/ugo/window/table.py" line="362" />
        <source>You played a 10 and stopped the attack.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="192" />
        <location filename="../cardtable/games/ugo/window/table.py" line="361" />
        <source>{name} played a 10 and stopped the attack.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="102" />
        <source>To the discard pile: {cards}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="104" />
        <source>{name} milled {cards}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="107" />
        <location filename="../cardtable/games/ugo/window/table.py" line="409" />
        <source>{name} played {card}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="133" />
        <source>You could not draw and are out (place {place}).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="142" />
        <source>{name} played {card} to attack.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="143" />
        <source>You played {card} to attack.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="145" />
        <source>{name} played {card} to defend.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="146" />
        <source>You played {card} to defend.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="148" />
        <source>{name} played {card} face down to defend.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="149" />
        <source>You played {card} face down to defend.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="160" />
        <source>You took {card} from the top of {victim}'s deck.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="163" />
        <source>{thief} took {card} from the top of your deck.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="165" />
        <source>{thief} took {card} from the top of {victim}'s deck.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="112" />
        <source>{name} took {card} back from the discard pile.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="40" />
        <source>your first card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="40" />
        <source>your second card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="40" />
        <source>your third card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="41" />
        <source>your fourth card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="41" />
        <source>your fifth card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="41" />
        <source>your sixth card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="42" />
        <source>your seventh card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="42" />
        <source>your eighth card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="42" />
        <source>your ninth card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="43" />
        <source>your tenth card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="46" />
        <source>your card number {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="51" />
        <source>their first card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="51" />
        <source>their second card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="51" />
        <source>their third card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="52" />
        <source>their fourth card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="52" />
        <source>their fifth card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="52" />
        <source>their sixth card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="53" />
        <source>their seventh card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="53" />
        <source>their eighth card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="53" />
        <source>their ninth card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="54" />
        <source>their tenth card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="57" />
        <source>their card number {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="78" />
        <source>— Turn {n}: yours —</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="81" />
        <source>You drew {card}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="86" />
        <source>{name} put {card} under {slot} in play.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="87" />
        <source>You put {card} under {slot} in play.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../cardtable/games/ugo/window/log.py" line="90" />
        <source>{name} switched the position of %n card(s).</source>
        <translation><numerusform>{name} switched the position of %n card.</numerusform><numerusform>{name} switched the position of %n cards.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/games/ugo/window/log.py" line="92" />
        <source>You switched the position of %n card(s).</source>
        <translation><numerusform>You switched the position of %n card.</numerusform><numerusform>You switched the position of %n cards.</numerusform></translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="104" />
        <source>You milled {cards}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="107" />
        <location filename="../cardtable/games/ugo/window/table.py" line="410" />
        <source>You played {card}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="113" />
        <source>You took {card} back from the discard pile.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="115" />
        <source>clockwise</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="115" />
        <source>anticlockwise</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="117" />
        <source>{name} reversed the attacks: they go {way}; the turns still go clockwise.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="119" />
        <source>You reversed the attacks: they go {way}; the turns still go clockwise.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="121" />
        <source>{name} reversed the direction: play goes {way}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="122" />
        <source>You reversed the direction: play goes {way}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/table.py" line="447" />
        <source>{name} reversed the direction of play.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/table.py" line="448" />
        <source>You reversed the direction of play.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/table.py" line="450" />
        <source>{name} turned the attacks the other way; the turns go on as before.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/table.py" line="452" />
        <source>You turned the attacks the other way; the turns go on as before.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="124" />
        <location filename="../cardtable/games/ugo/window/table.py" line="467" />
        <source>{name} played an 8: every hand was thrown away and drawn again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="126" />
        <location filename="../cardtable/games/ugo/window/table.py" line="468" />
        <source>You played an 8: every hand was thrown away and drawn again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="128" />
        <location filename="../cardtable/games/ugo/window/table.py" line="474" />
        <source>{name} played a 9 and turned the {card} back.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="129" />
        <location filename="../cardtable/games/ugo/window/table.py" line="475" />
        <source>You played a 9 and turned the {card} back.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/table.py" line="483" />
        <source>{name} could not draw and is out.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/table.py" line="484" />
        <source>You could not draw and are out.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="132" />
        <source>{name} could not draw and is out (place {place}).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="175" />
        <source>You won the duel.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="176" />
        <source>You and {names} won the duel.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="177" />
        <source>{names} won the duel.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="187" />
        <location filename="../cardtable/games/ugo/window/table.py" line="365" />
        <source>You played a 10 and stopped the {card}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="194" />
        <source>You played a 10.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="194" />
        <source>{name} played a 10.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/annotations.py" line="142" />
        <location filename="../cardtable/ui/table/table_tips.py" line="86" />
        <source>Score</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="94" />
        <location filename="../cardtable/ui/table/annotations.py" line="308" />
        <source>Deal {number}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/annotations.py" line="98" />
        <source>D</source>
        <comment>the dealer's button</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/annotations.py" line="141" />
        <source>played by the computer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/annotations.py" line="171" />
        <source>deals</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/annotations.py" line="310" />
        <source>Hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/annotations.py" line="310" />
        <source>Deal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/annotations.py" line="311" />
        <source>Total</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/annotations.py" line="314" />
        <source>You shot the moon!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/annotations.py" line="315" />
        <source>{name} shot the moon!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/annotations.py" line="320" />
        <source>Click or press Enter to continue</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/last_trick.py" line="85" />
        <source>Last trick: {name} took it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/last_trick.py" line="86" />
        <source>Last trick</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/last_trick.py" line="92" />
        <source>Click or press Escape to close</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="43" />
        <source>A {attack} / D {defence}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="92" />
        <source>deck {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="93" />
        <source>The cards left in this deck: whoever must draw from an empty deck is out.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="95" />
        <source>discards {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="96" />
        <source>The cards in this discard pile: played, destroyed and milled cards.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="104" />
        <source>A: the card's attack value; D: its defence value, equips included. Upright cards are in attack position (gold), sideways ones defend; ? is a face-down card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="132" />
        <source>The direction of play: turns and attacks go this way, to the next player still in. A 9 turns it round.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="166" />
        <source>turns</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="166" />
        <source>attacks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/table.py" line="488" />
        <source>A duel has no tricks: the log beside the table tells every move.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/gestures.py" line="97" />
        <source>That move is not allowed there.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="184" />
        <source>You attacked {target} directly with {card}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="186" />
        <source>You attacked {target}'s card with {card}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="189" />
        <source>{name} attacked you directly with {card}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="190" />
        <source>{name} attacked {target} directly with {card}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="192" />
        <source>{name} attacked your card with {card}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="194" />
        <source>{name} attacked {target}'s card with {card}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="202" />
        <source>your</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="202" />
        <source>{name}'s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="206" />
        <source>card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="209" />
        <location filename="../cardtable/games/ugo/window/cards.py" line="214" />
        <source>attack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="211" />
        <location filename="../cardtable/games/ultimate_loser/window/words.py" line="32" />
        <source>you</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="212" />
        <source>{attacker} hit {name} directly: {n} cards milled.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="214" />
        <source>defence</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="216" />
        <source>value</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="219" />
        <source>{attacker} destroyed {target}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="220" />
        <source>{target} held off {attacker}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="221" />
        <source>{target} destroyed {attacker}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="222" />
        <source>{attacker} and {target} were even: nothing happened.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="122" />
        <location filename="../cardtable/games/ultimate_loser/window/ui.py" line="48" />
        <source>{name} passed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="123" />
        <location filename="../cardtable/games/ultimate_loser/window/ui.py" line="48" />
        <source>You passed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="168" />
        <source>{name} swaps the {given} for the {taken}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="169" />
        <source>You swap the {given} for the {taken}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="212" />
        <source>What this player drinks for this round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="234" />
        <source>{name} has chosen.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="236" />
        <source>You chose {shape}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="243" />
        <source>{name} leads.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="243" />
        <source>You lead.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="246" />
        <source>A draw: choose again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="248" />
        <source>Again between {names}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="300" />
        <source>Does not go with the chosen cards.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="322" />
        <source>Play the chosen cards (P)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="325" />
        <source>Play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="326" />
        <source>Play: {play}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/ui.py" line="26" />
        <source>Penalty points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="25" />
        <location filename="../cardtable/games/ultimate_loser/window/ui.py" line="26" />
        <source>Drinks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/ui.py" line="38" />
        <source>Shed your cards in singles, sets and straight flushes, and don't be the last one holding any.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/ui.py" line="69" />
        <source>Back a round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/ui.py" line="69" />
        <source>Forward a round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/ui.py" line="84" />
        <source>{choice}: play nothing this round; a pass costs a drink.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/words.py" line="34" />
        <source>{name} (lowest play)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/words.py" line="35" />
        <source>{name} (passed)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/words.py" line="37" />
        <source>everyone (four of a kind)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/words.py" line="39" />
        <source>You played best.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/words.py" line="41" />
        <source>{name} played best.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/words.py" line="52" />
        <source>You are the Ultimate Loser: {penalty}!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/words.py" line="54" />
        <source>{name} is the Ultimate Loser: {penalty}!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/words.py" line="69" />
        <source>passed, swapping the {given} for the {taken}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/words.py" line="72" />
        <source>passed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/words.py" line="77" />
        <source>Last round</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../cardtable/app.py" line="180" />
        <source>%n game(s) waiting for the score history could not be read; the files were kept beside it.</source>
        <translation><numerusform>%n game waiting for the score history could not be read; the files were kept beside it.</numerusform><numerusform>%n games waiting for the score history could not be read; the files were kept beside it.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/app.py" line="184" />
        <source>%n game(s) waiting for the score history were left as they are: a newer version of Card Table wrote them, or they may not be read here.</source>
        <translation><numerusform>%n game waiting for the score history were left as they are: a newer version of Card Table wrote them, or they may not be read here.</numerusform><numerusform>%n games waiting for the score history were left as they are: a newer version of Card Table wrote them, or they may not be read here.</numerusform></translation>
    </message>
    <message>
        <location filename="../cardtable/app.py" line="197" />
        <source>The score history cannot take games now: {reason}. Games you finish or leave are kept until it can.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/app.py" line="223" />
        <location filename="../cardtable/app.py" line="263" />
        <source>Continue?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/app.py" line="224" />
        <source>You have a game of people under way at {server}. Sign in to go back to your seat?</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../cardtable/app.py" line="280" />
        <source>{first} %n other game(s) in progress are left as they are too.</source>
        <translation><numerusform>{first} %n other game in progress are left as they are too.</numerusform><numerusform>{first} %n other games in progress are left as they are too.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game of {game} (%n move(s) played). Continue it?</source>
        <translation><numerusform>You have an unfinished game of {game} (%n move played). Continue it?</numerusform><numerusform>You have an unfinished game of {game} (%n moves played). Continue it?</numerusform></translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="41" />
        <source>Cards removed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="42" />
        <source>Which low cards leave the deck so that every hand is the same size.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="44" />
        <source>Foster: 2♠; 2♣ 2♠; all the 2s (3–6 players)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="45" />
        <source>Culbertson: 2♣, 2♦, 2♥, 2♠ in turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="46" />
        <source>Morehead: 2♣, 2♦, 3♣, 2♠ in turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="50" />
        <source>Kitty instead of removing cards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="51" />
        <source>Keep every card; the leftovers lie face down and go to the winner of the first trick.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="54" />
        <source>The kitty's taker sees it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="55" />
        <source>The winner of the first trick may look at the kitty cards taken.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="58" />
        <location filename="../cardtable/games/black_lady/options.py" line="231" />
        <source>Cancellation hearts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="59" />
        <source>Two decks for 6 to 11 players; identical cards in a trick cancel each other.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="62" />
        <source>Passing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="63" />
        <source>Where the three passed cards go in each deal.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="65" />
        <source>Always to the left</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="66" />
        <source>Left, then right, alternately</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="67" />
        <source>Left, right, across, hold (no across when odd)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="68" />
        <source>No passing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="72" />
        <source>Cards that may not be passed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="73" />
        <source>Cards a player must keep when choosing the three to pass.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="75" />
        <source>Any card may be passed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="76" />
        <source>Not the Q♠</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="84" />
        <source>First lead</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="85" />
        <source>Who leads to the first trick of a deal, and with what.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="87" />
        <source>Left of the dealer, any card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="88" />
        <source>The holder of the lowest club leads it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="92" />
        <source>Hearts must be broken</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="79" />
        <source>Not the lowest club (the 2♣ unless it is removed)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="80" />
        <source>Neither the Q♠ nor the lowest club</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="93" />
        <source>Hearts and the black lady may not be led until hearts are broken.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="96" />
        <source>What breaks hearts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="97" />
        <source>With “Hearts must be broken”: the play after which hearts and the black lady may be led.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="100" />
        <source>A heart thrown on another suit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="101" />
        <source>Any heart played, led ones too</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="102" />
        <source>Any heart or the black lady played</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="107" />
        <source>No points on the first trick</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="108" />
        <source>Penalty cards may not be played to the first trick unless a player holds nothing else.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="112" />
        <source>Club play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="113" />
        <source>The black lady must be played at the first chance: void in the suit led, or on a spade lead over a higher spade.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="117" />
        <location filename="../cardtable/games/black_lady/options.py" line="221" />
        <source>Pink Lady</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="118" />
        <source>The Q♥ counts 13 like the Q♠: 38 penalty points in a deal.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="121" />
        <location filename="../cardtable/games/black_lady/options.py" line="226" />
        <source>Black Jack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="122" />
        <source>The J♠ takes the black lady's place and counts 10; the Q♠ is an ordinary spade.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="125" />
        <source>Discarding the black jack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="126" />
        <source>With Black Jack: whether a player void in the suit led must throw the J♠ first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="128" />
        <source>May discard it (early rule)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="129" />
        <source>Must discard it before any other card (later rule)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="133" />
        <source>Omnibus bonus card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="134" />
        <source>A diamond that counts 10 in favour of whoever takes it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="136" />
        <source>No bonus card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="137" />
        <source>The 10♦ (Culbertson)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="138" />
        <source>The J♦ (modern)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="142" />
        <source>Shooting the moon</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="143" />
        <source>What happens when one player takes every penalty card of a deal.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="145" />
        <source>Nothing special: points count as taken</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="146" />
        <source>No one scores that deal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="147" />
        <source>Old moon: the shooter scores 0, everyone else the deal's total</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="148" />
        <source>New moon: the shooter subtracts the deal's total (26 plus points)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="152" />
        <source>The moon needs the bonus card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="153" />
        <source>In Omnibus: shooting the moon takes the bonus card too, not only every penalty card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="158" />
        <source>−5 for no tricks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="159" />
        <source>A player who takes no trick in a deal scores −5.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="162" />
        <source>−5 for no tricks in a moon deal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="163" />
        <source>With −5 for no tricks: the −5 counts in a deal where someone shot the moon too.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="167" />
        <source>Exactly the target resets to 0</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="168" />
        <source>A score of exactly the target drops to zero, so the game needs more than the target.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="171" />
        <source>Game ends at</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="172" />
        <source>The game ends after the deal in which someone reaches this many points.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="176" />
        <location filename="../cardtable/games/ugly/window/help.py" line="24" />
        <location filename="../cardtable/games/up_and_down/window/help.py" line="24" />
        <source>Scoring</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="177" />
        <source>Penalty points to a target, or Foster's counters paid into a pool.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="179" />
        <source>Penalty points; lowest wins</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="180" />
        <source>Counters, sweepstake: players with no hearts take the pool</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="181" />
        <source>Counters, Howell: pay per opponent, claim what you avoided</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="185" />
        <source>Counters at the start</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="186" />
        <source>With counter scoring: how many counters each player starts with (Foster: 50 or 100).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="190" />
        <source>Number of deals</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="191" />
        <source>End the game after this many deals whatever the scores (0: no limit, though no game goes past 1000 deals).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="311" />
        <source>Foster's removal covers 3 to 6 players, not {players}: for 7 players choose Culbertson's removal or the kitty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="314" />
        <source>Morehead's removal covers 3 to 6 players, not {players}: for 7 players choose Culbertson's removal or the kitty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="331" />
        <source>Under these rules scores can go down as well as up (−5 for no tricks, the bonus card, the new moon), so the game may never reach its target. Without a number of deals it stops after {cap} deals.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="201" />
        <source>Foster 1909</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="202" />
        <source>The earliest rules: pass left, no moon, Foster's counters (sweepstake).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="206" />
        <source>Culbertson 1950</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="207" />
        <source>Pass left, twos removed in order, no one scores when a player takes everything.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="211" />
        <source>Morehead 2001</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="212" />
        <source>The rules nearly universal in the United States: old moon, game to 100.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="216" />
        <source>Omnibus hearts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="217" />
        <source>Morehead with the 10♦ counting 10 in the taker's favour.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="222" />
        <source>Morehead with the Q♥ counting 13 too.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="227" />
        <source>Foster's variant: the J♠ counts 10 instead of the Q♠, scored in points.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="232" />
        <source>Culbertson's game for 6 to 11 players with two decks.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/state.py" line="236" />
        <location filename="../cardtable/games/ugly/state.py" line="148" />
        <location filename="../cardtable/games/ultimate_loser/state.py" line="285" />
        <location filename="../cardtable/games/ultimate_loser/state.py" line="290" />
        <location filename="../cardtable/games/up_and_down/state.py" line="223" />
        <source>you do not hold the {card}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/state.py" line="244" />
        <location filename="../cardtable/games/ugly/state.py" line="157" />
        <source>the {card} cannot be played now</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/legality.py" line="70" />
        <location filename="../cardtable/games/ugly/state.py" line="151" />
        <source>that card is already chosen to pass</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/legality.py" line="73" />
        <source>the {card} may not be passed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/legality.py" line="82" />
        <source>the {card} must lead the first trick</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/legality.py" line="90" />
        <source>hearts have not been broken: lead another suit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/legality.py" line="97" />
        <location filename="../cardtable/games/black_lady/legality.py" line="113" />
        <source>no penalty cards on the first trick</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/legality.py" line="107" />
        <location filename="../cardtable/games/ugly/state.py" line="156" />
        <location filename="../cardtable/games/up_and_down/state.py" line="230" />
        <source>must follow suit: {suit} led</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/legality.py" line="124" />
        <source>the {card} must be played now</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugly/options.py" line="29" />
        <location filename="../cardtable/games/ugo/options.py" line="62" />
        <location filename="../cardtable/games/ultimate_loser/options.py" line="80" />
        <location filename="../cardtable/games/up_and_down/options.py" line="75" />
        <source>Standard</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugly/options.py" line="30" />
        <source>The game as played in Australia: trumps named by the player left of the dealer, 1, 3, 5 … cards passed left, Jacks cost and the 7♦ and 7♣ change their price.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugly/state.py" line="141" />
        <source>trumps must be named first: choose a suit or no trumps</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugly/state.py" line="143" />
        <source>trumps are already named for this hand</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../cardtable/games/ugly/state.py" line="153" />
        <source>you have already chosen %n card(s) to pass</source>
        <translation><numerusform>you have already chosen %n card to pass</numerusform><numerusform>you have already chosen %n cards to pass</numerusform></translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/actions.py" line="67" />
        <source>End the turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/actions.py" line="69" />
        <source>Play a 10 to stop it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/actions.py" line="75" />
        <source>Play a 9 to turn it back</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../cardtable/games/ugo/actions.py" line="79" />
        <source>Change the position of card(s) {places}</source>
        <translation><numerusform>Change the position of card {places}</numerusform><numerusform>Change the position of cards {places}</numerusform></translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/actions.py" line="84" />
        <source>Attack the player with card {attacker}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/actions.py" line="85" />
        <source>Attack card {target} with card {attacker}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/actions.py" line="91" />
        <source>Equip card {slot} with {card}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/actions.py" line="102" />
        <source>Play {card} in attack position, giving up card {given}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/actions.py" line="104" />
        <source>Play {card} in attack position</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/actions.py" line="107" />
        <source>Play {card} in defence position, giving up card {given}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/actions.py" line="109" />
        <source>Play {card} in defence position</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/actions.py" line="111" />
        <source>Play {card} face down in defence position, giving up card {given}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/actions.py" line="113" />
        <source>Play {card} face down in defence position</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="116" />
        <location filename="../cardtable/games/ugo/legality.py" line="121" />
        <source>you have no 10 to play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="117" />
        <source>answer the attack first: play a 10 or take it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="120" />
        <source>a 10 stops only an attack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="124" />
        <source>a 9 turns a card back only with Nine counters</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="126" />
        <source>you have no 9 to play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="128" />
        <source>answer the special card first: play a 10 or let it happen</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="130" />
        <source>answer the special card first: play a 9 or let it happen</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="131" />
        <source>answer the special card first: play a 10 or a 9, or let it happen</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="139" />
        <source>nobody is attacking you now</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="142" />
        <source>positions may be changed only once a turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="143" />
        <source>you have no card in those places</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="148" />
        <source>in the first round only the last player may attack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="151" />
        <source>you have no card in that place</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="153" />
        <source>only a card in attack position can attack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="155" />
        <source>each card attacks at most once a turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="156" />
        <source>there is no such card to attack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="160" />
        <source>you do not hold that card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="164" />
        <source>only a 2 to 7 of diamonds is an equip</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="165" />
        <source>an equip goes on one of your face-up cards with fewer than two equips</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="168" />
        <source>that card is not a special card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="170" />
        <source>a 10 is played only against an attack on you</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="172" />
        <source>with Nine counters a 9 is played only against an Ace, King or Jack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="174" />
        <source>the Ace has no card to destroy in that place</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="175" />
        <source>that card has nothing to act on now</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="177" />
        <source>only a 2 to 7 of clubs, hearts or spades goes on the table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="179" />
        <source>only one Attack/Defense card may be played a turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="181" />
        <source>a 6 or 7 needs one of your cards on the table to give up</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="183" />
        <source>only a 6 or 7 gives up a card to come in</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="184" />
        <source>you already have five cards on the table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="24" />
        <source>Suited Aces</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="25" />
        <source>An Ace hits all of the target's cards of one kind: A♠ those in attack position, A♥ those in defence, A♣ every Attack/Defense card, A♦ every equip.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="29" />
        <source>Nine counters</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="30" />
        <source>A 9 no longer reverses the direction: played when an Ace, King or Jack is used on you, it turns that card back on its player.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="34" />
        <source>What a 9 reverses</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="35" />
        <source>Whether a 9 sends the turns the other way round as well as the attacks, or turns only the attacks while the turns keep going clockwise.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="38" />
        <source>The turn order and the attacks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="39" />
        <source>Only the attacks; the turns keep going clockwise</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="44" />
        <source>10s stop Aces, Kings and Jacks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="45" />
        <source>A player may play a 10 from his hand when an Ace, King or Jack is used on him, as against an attack: the card then does nothing.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="50" />
        <source>Equips and doubling</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="51" />
        <source>Whether an equip adds to the values a ♠ or ♥ already doubled, or to the rank before it is doubled.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="54" />
        <source>Added after doubling: a 4♦ on a 5♠ makes 12/7</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="55" />
        <source>Added before doubling: a 4♦ on a 5♠ makes 14/7</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="63" />
        <source>The rules as written, with no optional rules.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="65" />
        <source>Both optional rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="66" />
        <source>Suited Aces and Nine counters, for players who know the game.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="38" />
        <source>Add a joker</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="39" />
        <source>One joker joins the deck: the highest single card, which cannot be part of a combination. With four players it lets 13 cards each be dealt.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="43" />
        <source>Hands in a game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="44" />
        <source>How many hands make a game; the fewest drinks in all wins. 0 plays on until you end the game from the Game menu.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="49" />
        <source>Ultimate Loser's penalty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="50" />
        <source>What the last player left holding cards drinks on top of the drinks along the way (the original rules say half a glass, which is about four drinks).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="55" />
        <source>End of the hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="56" />
        <source>Whether the hand ends the moment only one player holds cards, or the round is played out first, so that the last players may run out together.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="59" />
        <source>As soon as only one player holds cards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="60" />
        <source>At the end of the round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="65" />
        <source>The winner drinks too when tied lowest</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="66" />
        <source>When every play of a round is of the same height, the first still wins the round, and all of them drink as the lowest play, the winner included.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="71" />
        <source>FourPlay with four singles</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="72" />
        <source>Four single cards of one rank played in the same round count as four of a kind: everyone drinks one.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="81" />
        <source>As the game's authors play it: one deck, five hands, four drinks for the Ultimate Loser.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="86" />
        <source>With the joker</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="87" />
        <source>One joker added as the highest single card; otherwise standard.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="91" />
        <source>Open-ended</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="92" />
        <source>Play hand after hand until you choose to stop.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/state.py" line="275" />
        <source>only an open-ended game can be ended before its last hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/state.py" line="277" />
        <source>first choose rock, paper or scissors for the lead</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/state.py" line="279" />
        <source>rock-paper-scissors is played only when nobody who played can lead</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/state.py" line="284" />
        <source>the leader must play: lead a card or a combination</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/state.py" line="291" />
        <source>{shape} was led: play {shape}, high or low, or pass</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="22" />
        <source>Deck</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="23" />
        <source>The short deck (seven to ace) or the full deck (two to ace); aces are always high.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="25" />
        <source>32 cards, seven to ace</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="26" />
        <source>52 cards, two to ace</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="30" />
        <source>The longest deal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="31" />
        <source>Whether the deal with the most cards is played once or once by every dealer.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="33" />
        <source>Played once, at the top of the climb</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="34" />
        <source>Played once per player, so everyone deals it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="38" />
        <source>Most cards in a deal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="39" />
        <source>A cap on the longest deal for a shorter game (0: as many as the deck allows).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="43" />
        <source>Trumps</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="44" />
        <source>How each deal's trump suit is found before the bidding.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="46" />
        <source>A suit drawn at random</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="47" />
        <source>The top card of the undealt stock (no trumps if none is left)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="51" />
        <source>Missing a bid</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="52" />
        <source>What a player who takes fewer tricks than bid loses.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="54" />
        <source>Complete responsibility: 10 per trick bid</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="55" />
        <source>Partial responsibility: 10 per trick short</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="59" />
        <source>Loss limit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="60" />
        <source>The game stops after the deal in which someone's settlement loss reaches this (0: no limit).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="65" />
        <source>Stake per point</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="66" />
        <source>Money per settlement point when the game is settled (in any unit the table likes).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="76" />
        <source>32 cards, a random trump each deal, complete responsibility, no loss limit.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="80" />
        <source>Full deck</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="81" />
        <source>The same game with all 52 cards: longer climbs and bigger deals.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="85" />
        <source>Turned-up trumps</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="86" />
        <source>The top card of the undealt stock names trumps; no trumps when the deck is used up.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="90" />
        <source>Short game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="91" />
        <source>No deal longer than five cards, and partial responsibility for missed bids.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="95" />
        <source>For a stake, with a limit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="96" />
        <source>One unit per point, and the game stops once someone has lost 300 points.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/state.py" line="218" />
        <source>the bidding is over: play a card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/state.py" line="232" />
        <source>must trump: void in {suit}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/state.py" line="240" />
        <source>the bidding comes first: bid a number of tricks before playing</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../cardtable/games/up_and_down/state.py" line="243" />
        <source>bids go from 0 to %n: there is/are only %n card(s) in hand</source>
        <translation><numerusform>bids go from 0 to %n: there is only %n card in hand</numerusform><numerusform>bids go from 0 to %n: there are only %n cards in hand</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/games/up_and_down/state.py" line="246" />
        <source>the dealer, bidding last, may not bid {bid}: the bids would add up to the %n card(s) in hand</source>
        <translation><numerusform>the dealer, bidding last, may not bid {bid}: the bids would add up to the %n card in hand</numerusform><numerusform>the dealer, bidding last, may not bid {bid}: the bids would add up to the %n cards in hand</numerusform></translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/state.py" line="253" />
        <source>Bid {bid}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/engine/state_base.py" line="42" />
        <source>the game is over</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="31" />
        <source>Card Table games ({pattern})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="32" />
        <source>JSON files ({pattern})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="52" />
        <location filename="../cardtable/ui/game_files.py" line="60" />
        <source>Save game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="60" />
        <source>The game was not saved: {reason}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="63" />
        <source>Saved to {path}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="69" />
        <location filename="../cardtable/ui/game_files.py" line="75" />
        <source>Open game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="76" />
        <source>This game cannot be opened: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="98" />
        <source>You have an unfinished game of {game} with {names}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="102" />
        <source>Scores: {scores}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="102" />
        <source>Continue it?</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/scoresheet_view.py" line="75" />
        <source>%n point(s) unscored</source>
        <translation><numerusform>%n point unscored</numerusform><numerusform>%n points unscored</numerusform></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="76" />
        <source>{name}: played in part by a substitute or the computer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="77" />
        <source>{name}: played by the computer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="98" />
        <source>Winner: {names}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="106" />
        <source>finished</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="106" />
        <source>abandoned</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/ui.py" line="29" />
        <source>Keep the hearts and the queen of spades out of your tricks, or take every one of them.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/ui.py" line="43" />
        <source>☾ moon</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/ui.py" line="43" />
        <source>↺ reset to 0</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/ui.py" line="44" />
        <source>−5 no tricks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/ui.py" line="44" />
        <source>● took the pool</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/ui.py" line="24" />
        <source>Name trumps, pass more cards each hand, win tricks and beware the Jacks and the Ugly seven.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/ui.py" line="28" />
        <source>took the Ugly 7♦</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/ui.py" line="29" />
        <source>took the Ugly 7♦ and the Charm 7♣</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/ui.py" line="37" />
        <source>Back a turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/ui.py" line="37" />
        <source>Forward a turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/ui.py" line="40" />
        <source>A duel of decks: attack with low cards, equip them with diamonds and make the others run out.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/ui.py" line="50" />
        <source>winner</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/ui.py" line="53" />
        <source>out {place}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/ui.py" line="67" />
        <source>End your turn: the next player plays.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/ui.py" line="69" />
        <source>{choice}: your answer to the move made against you.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/ui.py" line="71" />
        <source>{choice}: do it now; your turn goes on until you end it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/ui.py" line="26" />
        <source>The deals grow and shrink by a card: say how many tricks you will take, then take exactly that many.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/ui.py" line="33" />
        <source>limit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/ui.py" line="40" />
        <source>Settlement</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/ui.py" line="44" />
        <source>Money</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/disk_worker.py" line="35" />
        <source>another program has locked the score history</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/disk_worker.py" line="36" />
        <source>the disk is full</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/disk_worker.py" line="37" />
        <source>the score history's file or folder cannot be written to</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/disk_worker.py" line="38" />
        <source>the score history was made by a newer version of Card Table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/disk_worker.py" line="39" />
        <source>the system refused to write to the score history</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/disk_worker.py" line="45" />
        <source>The disk is full. Card Table has used the room it keeps for this moment, so your game is saved. Free some space on the disk soon: once that room is used up, your games are kept only while Card Table runs.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/disk_worker.py" line="53" />
        <source>the disk is full, and the room Card Table keeps for this is used up: this game's moves are kept only while Card Table runs. Free some space on the disk before you quit, or they are lost</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/disk_worker.py" line="62" />
        <source>free some space on the disk</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/disk_worker.py" line="63" />
        <source>make Card Table's data folder writable</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="47" />
        <source>Please enter your name.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="48" />
        <source>Your name can have at most {n} characters.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="50" />
        <source>Your name cannot contain line breaks or control characters.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="51" />
        <source>Your name holds characters that cannot be stored.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/game_ui.py" line="68" />
        <source>Back a trick</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/game_ui.py" line="68" />
        <source>Forward a trick</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/game_ui.py" line="73" />
        <source>Points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/game_ui.py" line="88" />
        <source>{choice}: say how many tricks you will win this deal; only an exact bid scores well.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/game_ui.py" line="90" />
        <source>{choice}: name the trumps for this hand; a trump beats any card of another suit.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/game_ui.py" line="92" />
        <source>{choice}: rock beats scissors, scissors beat paper, paper beats rock; the last one in leads.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/table.py" line="74" />
        <source>Kitty: {count}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/trick_table.py" line="219" />
        <source>You bid {bid}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/table.py" line="92" />
        <location filename="../cardtable/games/black_lady/window/ui.py" line="37" />
        <source>Hearts are broken.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/table.py" line="109" />
        <source>The {card} has been played!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/trick_table.py" line="295" />
        <source>No trumps this deal.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/trick_table.py" line="218" />
        <source>{name} bid {bid}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/passing.py" line="116" />
        <source>Passed to you by {name}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/trick_table.py" line="288" />
        <source>{name} named {suit} trumps.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/trick_table.py" line="289" />
        <source>You named {suit} trumps.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/trick_table.py" line="291" />
        <source>{name} called no trumps.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/trick_table.py" line="292" />
        <source>You called no trumps.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/table.py" line="114" />
        <source>{name} took the kitty.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/table.py" line="115" />
        <source>You took the kitty.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/trick_table.py" line="336" />
        <source>No trick has been played yet in this hand.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/trick_table.py" line="337" />
        <source>No trick has been played yet in this deal.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/passing.py" line="139" />
        <source>That card may not be passed.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/table/passing.py" line="142" />
        <source>You have already chosen %n card(s).</source>
        <translation><numerusform>You have already chosen %n card.</numerusform><numerusform>You have already chosen %n cards.</numerusform></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/passing.py" line="166" />
        <source>Pass cards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/passing.py" line="166" />
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
        <location filename="../cardtable/ui/table/trick_table.py" line="98" />
        <source>Stock: {count}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/session/remote.py" line="216" />
        <source>You are watching this table: a spectator does not play.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/session/remote.py" line="218" />
        <source>It is not your turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/session/remote.py" line="222" />
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
    <message>
        <location filename="../cardtable/games/black_lady/window/help.py" line="13" />
        <location filename="../cardtable/games/ugly/window/help.py" line="13" />
        <location filename="../cardtable/games/ugo/window/help.py" line="13" />
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="13" />
        <location filename="../cardtable/games/up_and_down/window/help.py" line="13" />
        <source>The aim</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/help.py" line="14" />
        <source>Take as few points as you can. Every heart in the tricks you win costs 1 point and the queen of spades (the black lady) costs 13. When someone reaches 100 points the game ends, and the fewest points wins.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/help.py" line="17" />
        <location filename="../cardtable/games/up_and_down/window/help.py" line="16" />
        <source>A deal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/help.py" line="18" />
        <source>All the cards are dealt. Each player then passes three cards face down to the player on the left, and the tricks are played.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/help.py" line="20" />
        <source>Taking every heart and the queen of spades in one deal is shooting the moon: you score nothing and everyone else takes the whole 26.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/help.py" line="22" />
        <location filename="../cardtable/games/ugly/window/help.py" line="21" />
        <location filename="../cardtable/games/ugo/window/help.py" line="25" />
        <location filename="../cardtable/games/up_and_down/window/help.py" line="21" />
        <source>A turn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/help.py" line="23" />
        <source>The leader plays any card; the others must follow the suit led if they can, and may play any card if they cannot. The highest card of the suit led wins the trick and leads the next one. There are no trumps.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/help.py" line="26" />
        <location filename="../cardtable/games/ugly/window/help.py" line="29" />
        <location filename="../cardtable/games/ugo/window/help.py" line="37" />
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="28" />
        <location filename="../cardtable/games/up_and_down/window/help.py" line="28" />
        <source>At the table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/help.py" line="27" />
        <source>To pass: click three cards to raise them (click again to lower one), then press Pass cards.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/help.py" line="29" />
        <source>To play: click a card, or drag it to the middle. Cards you may not play are dimmed; point at one to see why. L shows the last trick again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/help.py" line="37" />
        <source>Tip: click cards to raise them (click again to lower one), then press Pass cards. Give away high hearts and spades.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/help.py" line="39" />
        <source>Tip: click a card to play it, or drag it to the middle. Dimmed cards may not be played now: point at one to see why.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/help.py" line="48" />
        <source>{word}: the penalty points taken so far; the fewest wins.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/help.py" line="49" />
        <source>The deal in progress, and where the cards are passed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/help.py" line="50" />
        <source>A mark in brackets: the moon shot, or a score put back.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/help.py" line="14" />
        <source>Score the most points over the game: 7 hands with four players, 9 with three. Every trick you win is worth a point; Jacks in your tricks cost points.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/help.py" line="16" />
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="16" />
        <source>A hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/help.py" line="17" />
        <source>All the cards are dealt. The player on the dealer's left names trumps (a suit, or no trumps). Then everyone passes cards to the left: one card in the first hand, three in the second, two more each hand, until the last hand passes the whole hand.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/help.py" line="22" />
        <source>Follow the suit led if you can; if not, play any card, a trump or not. The highest trump wins the trick, or else the highest card of the suit led.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/help.py" line="25" />
        <source>1 point a trick. The Jacks cost J♠ 1, J♣ 2, J♦ 3, J♥ 4. Taking the Ugly card (7♦) doubles what your Jacks cost, or with no Jack doubles your tricks. The Charm (7♣) with the Ugly card cancels the doubling of Jacks, or with no Jack makes each trick worth 4.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/help.py" line="30" />
        <source>To name trumps: press a suit or No trumps.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/help.py" line="31" />
        <source>To pass: click cards to raise them, then press Pass cards.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/help.py" line="32" />
        <source>To play: click a card, or drag it to the middle. Dimmed cards may not be played now; point at one to see why.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/help.py" line="40" />
        <source>Tip: press a suit to make it trumps, or No trumps. A suit you hold many cards of is a good choice.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/help.py" line="42" />
        <source>Tip: click cards to raise them, then press Pass cards: they go to the player on your left.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/help.py" line="44" />
        <source>Tip: click a card to play it. Every trick you win is a point; Jacks in your tricks cost points, and the Ugly 7♦ doubles what they cost.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/help.py" line="53" />
        <source>{word}: the points of the hands so far; the most wins.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/help.py" line="54" />
        <source>Under it: the tricks won this hand, then the scoring cards taken in them (Jacks cost points; the Ugly 7♦ and the Charm 7♣ change the sums).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/help.py" line="56" />
        <source>The hand in progress, how many cards each player passes, and the trumps.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/help.py" line="57" />
        <source>In brackets: who took the Ugly 7♦ (doubling their Jacks' cost, or with no Jack their tricks), and the Charm 7♣ with it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/help.py" line="14" />
        <source>Be the last player left. Each player has a deck of their own; whoever must draw from an empty deck is out. Lost fights make you mill: turn cards from the top of your deck onto your discard pile.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/help.py" line="17" />
        <source>The cards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/help.py" line="18" />
        <source>The 2 to 7 of ♠, ♥ and ♣ fight: each has an attack and a defence value, shown beside it (spades double the attack, hearts the defence). The 2 to 7 of ♦ equip a fighter, adding to both values. A, K, Q, J, 10, 9 and 8 have powers: the Ace destroys a card of your target, the King makes them mill one, the Queen takes a card back from your discard pile, the Jack takes the top card of their deck, the 10 stops an attack on you, the 9 turns the direction of play, the 8 makes everyone throw away their hand and draw again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/help.py" line="26" />
        <source>Draw a card. Then, in any order: play one fighter (in attack position upright, or in defence position sideways, face up or down; a 6 or 7 costs one of your fighters on the table), play equips and powers, switch positions once, and attack with each card in attack position once. In the first round only its last player may attack. End your turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/help.py" line="31" />
        <source>A fight</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/help.py" line="32" />
        <source>The attack value meets the target's value (its defence if it lies sideways). A higher attack destroys the target, and its owner mills the difference if it stood in attack position. A lower attack makes the attacker mill the difference, and loses the attacker if the target stood in attack position. Equal values do nothing. A player with no fighter on the table mills the attack value.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/help.py" line="38" />
        <source>Click a card in your hand or on your table to see what it can do, then press the action; or drag it: a fighter onto the table, an equip onto your fighter, an attacker onto its target (or onto the player whose table is empty).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/help.py" line="41" />
        <source>When you are attacked, press Play a 10 to stop it or Take the attack. Press End your turn when you are done. The log on the right tells every move.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/help.py" line="49" />
        <source>Tip: click a card to see what it can do and press the action, or drag it onto the table. No attacks in the first round; press End your turn when done.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/help.py" line="52" />
        <source>Tip: drag a card in attack position onto a card of your target (or onto the player when they have none) to attack; click any card to see every action.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/help.py" line="55" />
        <source>Tip: you are attacked. Press Play a 10 to stop it (if you hold one), or Take the attack.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/help.py" line="57" />
        <source>Tip: a card is played on you. Stop it or turn it back with the buttons if your cards allow, or let it happen.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/help.py" line="66" />
        <source>Under it: the cards left in the deck and in hand; 'out' when knocked out. Whoever must draw from an empty deck is out.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/help.py" line="68" />
        <source>The turn, and the direction of play: your target is the next player that way.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="14" />
        <source>Drink as little as you can: every drink is a point against you, and the fewest in the end wins (5 hands by default). Settings can call drinks penalty points.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="17" />
        <source>All but a few cards are dealt; one left over lies face up as the gin card. Everyone tries to get rid of their cards. The last player still holding cards is the Ultimate Loser and drinks 4 more.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="20" />
        <source>A round</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="21" />
        <source>The leader plays a single card, a pair, three or four of a kind, or a straight flush. Each other player in turn plays the same kind of combination (it need not be higher), or passes, or passes and swaps a card of their hand for the gin card. The highest play wins and leads next.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="26" />
        <source>The lowest play of a round drinks one, every pass drinks one, and a four of a kind makes everyone drink one.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="29" />
        <source>To play: click cards to raise them (cards that cannot join them are dimmed), then press the Play button; or drag a card to the middle.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="31" />
        <source>To pass: press Pass. To swap: drag a card from your hand onto the gin card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="32" />
        <source>For rock-paper-scissors, press your choice.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="39" />
        <source>Tip: click cards to raise a single card, a pair, a set or a straight flush, then press the Play button.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="41" />
        <source>Tip: play the same kind of combination as the lead (it need not beat it), or press Pass: a pass costs a drink.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="43" />
        <source>Tip: to pass and swap, drag a card from your hand onto the face-up gin card; the card you give becomes the gin card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="45" />
        <source>Tip: nobody who played still holds cards; press rock, paper or scissors for the lead.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="54" />
        <source>{word}: what this player has drunk so far; the fewest wins.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="55" />
        <source>Under it: what this player drinks for this hand so far; 'out' once they have no cards left.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="57" />
        <source>The hand in progress, and how much the Ultimate Loser (the last player holding cards) drinks.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="59" />
        <source>In brackets: the Ultimate Loser of the hand, who drinks the penalty on top.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/help.py" line="14" />
        <source>Finish with the most points. Before each deal you say how many tricks you will take, and only an exact bid scores well.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/help.py" line="17" />
        <source>The first deal has one card each, the next two, and so on up to the longest deal, then back down to one. Each deal has its trump suit, known before the bids. Each player bids how many tricks they will take; the dealer, bidding last, may not make the bids add up to the number of cards in a hand.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/help.py" line="22" />
        <source>Follow the suit led if you can; if not, play a trump if you can; else play any card. The highest trump wins, or else the highest card of the suit led.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/help.py" line="25" />
        <source>Exactly your bid: 10 points a trick (a bid of 0 made scores 5). More tricks than bid: 1 point a trick. Fewer: minus 10 for every trick bid. At the end every player settles up with every other for the difference of their scores.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/help.py" line="29" />
        <source>To bid: press the number of tricks. A bid the rules forbid is greyed; point at it to see why.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/help.py" line="31" />
        <source>To play: click a card, or drag it to the middle.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/help.py" line="38" />
        <source>Tip: press the number of tricks you expect to win. Only an exact bid scores well: 10 points a trick.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/help.py" line="40" />
        <source>Tip: click a card to play it. Follow suit, else play a trump if you can; try to win exactly the tricks you bid.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/help.py" line="49" />
        <source>{word}: the points of the deals so far; the most wins.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/help.py" line="50" />
        <source>Under it: the tricks bid and the tricks won so far this deal; only an exact bid scores well.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/help.py" line="52" />
        <source>The deal in progress, how many cards each player has, and the trumps: a trump beats every card of the other suits.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/help.py" line="54" />
        <source>In brackets: the bid and the tricks taken, 3/2 for a bid of 3 and 2 tricks; 'limit' when the loss limit was reached.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/how_to_play.py" line="30" />
        <source>How to play {game}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/table_tips.py" line="32" />
        <source>a person</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/table_tips.py" line="32" />
        <source>a computer player, level Easy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/table_tips.py" line="33" />
        <source>a computer player, level Normal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/table_tips.py" line="34" />
        <source>a computer player, level Expert</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/table_tips.py" line="35" />
        <source>a computer player that plays at random</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/table_tips.py" line="36" />
        <source>a player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/table_tips.py" line="42" />
        <source>{name}: {who}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/table_tips.py" line="48" />
        <source>D: this player deals.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/table_tips.py" line="50" />
        <source>Lit in gold: it is this player's turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/table_tips.py" line="57" />
        <source>The points each player scored this deal, and in bold the totals.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/table_tips.py" line="92" />
        <source>{name} (you)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/table_tips.py" line="96" />
        <source>The deal in progress.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/table_tips.py" line="97" />
        <source>What just happened at the table.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/table_tips.py" line="103" />
        <source>What was played last, each card at the seat that played it; the winner's card is framed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/table_tips.py" line="107" />
        <source>The cards nobody was dealt this deal; they are not played.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>UndoAsking</source>
        <comment>Undo goes back to your own last move, %n deal(s) ago: every move since is taken back.</comment>
        <translation><numerusform>UndoAsking</numerusform><numerusform>UndoAsking</numerusform></translation>
    </message>
    <message>
        <source>UndoAsking</source>
        <comment>Undo goes back to your own last move: every move since is taken back.</comment>
        <translation type="obsolete">UndoAsking</translation>
    </message>
    <message>
        <source>UndoAsking</source>
        <comment>Among them are the moves the computer made for you.</comment>
        <translation type="obsolete">UndoAsking</translation>
    </message>
    <message>
        <source>UndoAsking</source>
        <comment>Redo brings them back until you make a new move.</comment>
        <translation type="obsolete">UndoAsking</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/ui.py" line="39" />
        <source>Nobody took the trick: its cards wait for the next one.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/ui.py" line="51" />
        <source>{name} swapped {given} for the gin card, {taken}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/ui.py" line="52" />
        <source>You swapped {given} for the gin card, {taken}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/ui.py" line="55" />
        <source>{name} is the Ultimate Loser.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/ui.py" line="56" />
        <source>You are the Ultimate Loser.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/ui.py" line="95" />
        <source>{name} played {play}: {cards}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/ui.py" line="96" />
        <source>You played {play}: {cards}.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../cardtable/ui/about_dialog.py" line="37" />
        <source>About Card Table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/about_dialog.py" line="38" />
        <source>GNU Lesser General Public License, version 3 (LGPL-3.0)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/about_dialog.py" line="41" />
        <source>Python Software Foundation License (PSF-2.0)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/about_dialog.py" line="44" />
        <source>MIT License (MIT)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/about_dialog.py" line="46" />
        <source>MIT-CMU License, also known as the Historical Permission Notice and Disclaimer (MIT-CMU, HPND)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/about_dialog.py" line="52" />
        <source>&lt;h2&gt;Card Table {version}&lt;/h2&gt;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/about_dialog.py" line="53" />
        <source>Black Lady, Ugly, Up and Down, U-G-O and Ultimate Loser against computer players.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/about_dialog.py" line="55" />
        <source>Card Table is free software: you may share it and change it under the terms of the GNU General Public License, version 3 or any later version ({licence}). It comes with no warranty.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/about_dialog.py" line="59" />
        <source>It is built on:</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="76" />
        <source>Move</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="76" />
        <location filename="../cardtable/ui/review/analysis_panel.py" line="78" />
        <source>Expected</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="77" />
        <source>Worlds</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="81" />
        <source>What the move was expected to bring the player, in points as the Expert counts a result (against the other players' average where the game is won by ranking), judged from what the player could see at that moment. Higher is better.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="85" />
        <source>Player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="85" />
        <source>Lost this deal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="86" />
        <source>Lost in the game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="86" />
        <source>Costly</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="87" />
        <source>Costliest</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="90" />
        <source>Expected points lost against the Expert's best choice, counting only the differences clear of the luck of the sampled deals.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="96" />
        <source>Costly decisions (double-click one to see it):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="112" />
        <source>Analyse</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="114" />
        <source>The Expert weighs every alternative of each decision from what the player could see at that moment, and says what each choice cost.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="117" />
        <source>Every seat</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="118" />
        <source>Weigh the computer players' decisions too.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="122" />
        <source>Stop</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="125" />
        <source>%v of %m decisions</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="158" />
        <source>Weighing the decisions…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="173" />
        <source>The analysis stopped on an error: {message}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="193" />
        <source>Not analysed yet. Analyse weighs each of your decisions (about a second each).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="195" />
        <source>every seat</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/review/analysis_panel.py" line="198" />
        <source>Stopped after %n decision(s) of {who}: Analyse goes on from there.</source>
        <translation><numerusform>Stopped after %n decision of {who}: Analyse goes on from there.</numerusform><numerusform>Stopped after %n decisions of {who}: Analyse goes on from there.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/review/analysis_panel.py" line="200" />
        <source>%n decision(s) of {who} weighed, {ms} ms each.</source>
        <translation><numerusform>%n decision of {who} weighed, {ms} ms each.</numerusform><numerusform>%n decisions of {who} weighed, {ms} ms each.</numerusform></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="278" />
        <source>move {move}: {played} ({cost})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="285" />
        <source>Double-click to see it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="299" />
        <source>The computer played {move} for you, the only move there was.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="301" />
        <source>{name} played {move}, the only move there was.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="304" />
        <source>The computer played {move} for you, the Expert's choice too.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="306" />
        <source>{name} played {move}, the Expert's choice too.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="321" />
        <source>The computer played {move} for you. {best} here: {gain} in the Expert's reckoning against {move}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="323" />
        <source>{name} played {move}. {best} here: {gain} in the Expert's reckoning against {move}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="326" />
        <source>The computer played {move} for you. {best} here: {gain} points expected against {move} (±{spread}).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="328" />
        <source>{name} played {move}. {best} here: {gain} points expected against {move} (±{spread}).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="336" />
        <source>{name}'s moves were not analysed (Every seat weighs them).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="339" />
        <source>{name} had no choice here.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="340" />
        <source>Not weighed yet: the analysis stopped before this move.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="343" />
        <source>Deal {deal}, move {move}: {name} played {played}; {best} was better by {cost}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="90" />
        <source>What happens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="43" />
        <source>a card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="45" />
        <source>the joker</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="46" />
        <source>two</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="47" />
        <source>three</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="48" />
        <source>four</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="49" />
        <source>five</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="50" />
        <source>six</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="51" />
        <source>seven</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="52" />
        <source>eight</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="53" />
        <source>nine</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="54" />
        <source>ten</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="55" />
        <source>jack</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="56" />
        <source>queen</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="57" />
        <source>king</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="58" />
        <source>ace</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="59" />
        <source>the {rank} of {suit}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="65" />
        <source>clubs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="66" />
        <source>diamonds</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="67" />
        <source>hearts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="68" />
        <source>spades</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="135" />
        <source>You</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="157" />
        <source>You dealt. Your cards: {cards}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="158" />
        <source>{dealer} dealt. Your cards: {cards}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="162" />
        <source>No trumps this hand.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="163" />
        <source>No trumps this deal.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="164" />
        <source>Trumps are {suit}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="167" />
        <source>You bid {count}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="168" />
        <source>{name} bid {count}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="179" />
        <source>The hand is over. Scores: {scores}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="80" />
        <source>You played {card}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="79" />
        <source>{name} played {card}.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/announcer.py" line="187" />
        <source>You took the trick, with %n point(s).</source>
        <translation><numerusform>You took the trick, with %n point.</numerusform><numerusform>You took the trick, with %n points.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/announcer.py" line="189" />
        <source>You took the trick, losing %n point(s).</source>
        <translation><numerusform>You took the trick, losing %n point.</numerusform><numerusform>You took the trick, losing %n points.</numerusform></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="190" />
        <source>You took the trick.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/announcer.py" line="193" />
        <source>{name} took the trick, with %n point(s).</source>
        <translation><numerusform>{name} took the trick, with %n point.</numerusform><numerusform>{name} took the trick, with %n points.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/announcer.py" line="196" />
        <source>{name} took the trick, losing %n point(s).</source>
        <translation><numerusform>{name} took the trick, losing %n point.</numerusform><numerusform>{name} took the trick, losing %n points.</numerusform></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="198" />
        <source>{name} took the trick.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="180" />
        <source>The deal is over. Scores: {scores}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="205" />
        <source>You passed {cards} to {name}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="208" />
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
        <location filename="../cardtable/ui/table/court_art.py" line="313" />
        <source>JOKER</source>
        <comment>written on the joker card</comment>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>CreateTableDialog</name>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="87" />
        <source>Create a table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="88" />
        <source>House rules…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="100" />
        <source>Game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="101" />
        <source>Rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="102" />
        <source>Players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="105" />
        <source>Seats (you sit in the first open one)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="110" />
        <source>The table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="114" />
        <source>never</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="119" />
        <source>no limit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="120" />
        <source>Players may ask for a hint</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="123" />
        <source>none</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="124" />
        <source>Listed in the lobby (else joined by its code)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="126" />
        <source>Spectators may chat</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="128" />
        <source>A dropped player's seat is held for</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="129" />
        <source>Only their friends may take it within</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="132" />
        <source>at level</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="134" />
        <source>The computer takes it after</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="135" />
        <source>Time per move</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="137" />
        <source>Stake per point</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="151" />
        <source>Create</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="165" />
        <source> s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="88" />
        <source>House rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="197" />
        <source>Seat {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="207" />
        <source>Leave a seat for yourself: open, or kept for you.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>DiskWorker</name>
    <message>
        <location filename="../cardtable/controller/disk_worker.py" line="202" />
        <source>{reason}, and this game cannot wait beside it either ({other}). It is kept only while Card Table runs, and tried again now and then: {remedy} before you quit, or it is lost</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/disk_worker.py" line="209" />
        <source>{reason}, so this game waits beside the score history and goes into it as soon as it can</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>FirstTips</name>
    <message>
        <location filename="../cardtable/ui/first_tips.py" line="101" />
        <source>OK</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/first_tips.py" line="102" />
        <source>Hide this tip</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/first_tips.py" line="103" />
        <source>Don't show tips</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/first_tips.py" line="104" />
        <source>Show no more tips (Settings can turn them on again)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="245" />
        <source>The game is over: start a new one.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="247" />
        <source>Please wait for your turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="255" />
        <source>That move is not allowed now.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="269" />
        <source>Only an open-ended game can be ended early.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Choose exactly %n card(s) to pass.</source>
        <translation><numerusform>Choose exactly %n card to pass.</numerusform><numerusform>Choose exactly %n cards to pass.</numerusform></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="290" />
        <source>A hint is given on your turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="295" />
        <source>The Expert is thinking about a hint…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="348" />
        <source>Undo: as soon as the table has shown this move.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="355" />
        <source>The game is over: it cannot be undone.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="357" />
        <source>The computer is playing your seat: take it back before you undo.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="359" />
        <source>There is nothing of yours to undo.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="382" />
        <source>There is nothing to redo.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="417" />
        <source>The computer is not playing your seat.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="437" />
        <source>Your cards do not certainly win every trick.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="550" />
        <source>The computer is playing for you — Game → Take my seat back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="551" />
        <source>{name} is thinking…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="530" />
        <source>The computer playing for you could not decide ({message}); a random legal card was played.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="533" />
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
        <location filename="../cardtable/controller/keeper.py" line="143" />
        <source>This game is also open in another window; this window goes on with a copy of it.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <location filename="../cardtable/ui/game_log.py" line="29" />
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
    <name>GameTile</name>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="93" />
        <source>{about}
{players}. Click to choose how to play it and start.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="80" />
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
        <location filename="../cardtable/ui/history_window.py" line="100" />
        <source>All games</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="104" />
        <source>All rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="109" />
        <source>House rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="111" />
        <location filename="../cardtable/ui/history_window.py" line="302" />
        <source>Player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="125" />
        <source>from</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="127" />
        <source>to</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="133" />
        <source>Date</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="133" />
        <location filename="../cardtable/ui/history_window.py" line="302" />
        <source>Game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="133" />
        <location filename="../cardtable/ui/history_window.py" line="302" />
        <source>Rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="133" />
        <source>Players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="134" />
        <source>Winner</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="134" />
        <source>Status</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="134" />
        <source>Hands</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="151" />
        <source>Open scoresheet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="153" />
        <source>Replay</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="154" />
        <source>Play the game through again, every hand face up</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="157" />
        <location filename="../cardtable/ui/history_window.py" line="288" />
        <source>Delete</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="162" />
        <source>Import record…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="163" />
        <source>Replay a game from a text record exported by Card Table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="168" />
        <source>Close</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="209" />
        <source>finished</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="209" />
        <source>abandoned</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="211" />
        <source>{status}, at a shared table</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/history_window.py" line="220" />
        <source>%n game(s) in the score history could not be read and are not shown; the file is left as it is.</source>
        <translation><numerusform>%n game in the score history could not be read and are not shown; the file is left as it is.</numerusform><numerusform>%n games in the score history could not be read and are not shown; the file is left as it is.</numerusform></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="270" />
        <location filename="../cardtable/ui/history_window.py" line="277" />
        <source>Import record</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="271" />
        <source>Card Table records (*.txt);;All files (*)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="278" />
        <source>This file cannot be replayed: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="288" />
        <source>Delete this game from the history?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="302" />
        <source>Played</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="303" />
        <source>Won</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="303" />
        <source>Best</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="303" />
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
        <location filename="../cardtable/ui/house_rules_dialog.py" line="78" />
        <source>House rules: {game}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="91" />
        <source>The rules below differ from the rule set chosen on the left.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="97" />
        <source>Start from</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="107" />
        <source>Save as…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="108" />
        <source>Keep these rules under a name of your own.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="109" />
        <source>Rename…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="110" />
        <source>Give the chosen saved rules another name.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="111" />
        <source>Delete</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="112" />
        <source>Forget the chosen saved rules.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="113" />
        <source>Export…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="114" />
        <source>Write these rules to a file to share them.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="115" />
        <source>Import…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="116" />
        <source>Read house rules from a file.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="131" />
        <source>The rules are checked for this many players.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="136" />
        <location filename="../cardtable/ui/house_rules_dialog.py" line="384" />
        <source>Players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="151" />
        <source>This game has no house rules to change.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="209" />
        <source>These rules are fixed for the game in progress. To play with other rules, choose them for your next game with Game ▸ New game.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="270" />
        <source>Your saved house rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="343" />
        <source>(modified)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="354" />
        <source>Your own rules, saved for {n} players.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="388" />
        <source>{option}: {message}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="399" />
        <source>Set “{option}” to {value}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="440" />
        <source>Please enter a name.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="441" />
        <source>A name can have at most {n} characters.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="444" />
        <source>A name cannot contain line breaks or control characters.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="445" />
        <source>A name cannot hold characters that cannot be stored.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="453" />
        <source>“{name}” is the name of a rule set that comes with the game; please choose another.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="459" />
        <source>There are already saved rules named “{name}”.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="465" />
        <source>Save house rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="467" />
        <source>Name for these house rules:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="475" />
        <source>There are already saved rules named “{name}”. Replace them?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="481" />
        <source>The rules were not saved: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="488" />
        <source>Rename house rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="489" />
        <source>New name for “{name}”:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="493" />
        <source>The rules were not renamed: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="500" />
        <source>Delete house rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="502" />
        <source>Delete your saved rules “{name}”?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="511" />
        <source>The rules were not deleted: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="536" />
        <location filename="../cardtable/ui/house_rules_files.py" line="36" />
        <source>Export house rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="537" />
        <source>Name for the exported house rules:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_files.py" line="24" />
        <source>House rules ({pattern})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_files.py" line="46" />
        <source>The rules were not exported: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_files.py" line="53" />
        <source>Import house rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_files.py" line="62" />
        <source>the file holds rules for another game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_files.py" line="69" />
        <source>The file was not imported: {reason}.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <location filename="../cardtable/ui/how_to_play.py" line="44" />
        <source>How to play {game}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/how_to_play.py" line="49" />
        <source>Full rules…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/how_to_play.py" line="50" />
        <source>The whole rule sheet, with every house rule</source>
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
        <location filename="../cardtable/ui/people/lobby_window.py" line="64" />
        <source>Card Table — lobby</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="83" />
        <source>Invitation link:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="86" />
        <source>made when you create a table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="87" />
        <source>Co&amp;py</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="100" />
        <source>Friends connect to: {addresses}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="107" />
        <source>Join the table you were invited to</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="120" />
        <source>Game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="120" />
        <source>Rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="120" />
        <source>Seats</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="121" />
        <source>Stake</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="121" />
        <source>Watching</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="121" />
        <source>State</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="136" />
        <source>&amp;Create…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="140" />
        <source>&amp;Join</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="142" />
        <source>&amp;Watch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="144" />
        <source>&amp;Refresh</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="157" />
        <source>Players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="204" />
        <source>Signed in as {nickname} at {url}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="216" />
        <source>{state}, private</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="221" />
        <source>Private: joined by its code</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/people/lobby_window.py" line="226" />
        <source>%n more table(s) are not listed.</source>
        <translation><numerusform>%n more table are not listed.</numerusform><numerusform>%n more tables are not listed.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n more table(s) already under way are not listed.</source>
        <translation><numerusform>%n more table already under way are not listed.</numerusform><numerusform>%n more tables already under way are not listed.</numerusform></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="243" />
        <source>Table made. Pass on the invitation link: it holds the address and the code.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="278" />
        <source>Seat {n} (yours)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="281" />
        <source>Seat {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="284" />
        <source>Seat {n}, standing in for {name}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="315" />
        <source>The invitation link is copied.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="326" />
        <source>You were invited to table {table}.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="89" />
        <source>Disk full</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="230" />
        <source>Leave this game?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="231" />
        <source>The game in progress will be kept in the history as abandoned.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="255" />
        <source>{game} — Card Table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="267" />
        <location filename="../cardtable/ui/main_window.py" line="332" />
        <location filename="../cardtable/ui/status_line.py" line="100" />
        <source>Card Table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="335" />
        <source>Your games cannot be saved: {message}. You can go on playing.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="336" />
        <source>Cannot save</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="419" />
        <source>Hint: {move}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="459" />
        <source>Your cards win every trick: Game → Claim the rest.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="47" />
        <source>New game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="60" />
        <source>{name} (coming soon)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="70" />
        <source>How to play…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="71" />
        <source>The aim, a deal, a turn and the scoring of the game chosen, in a page</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="76" />
        <source>Game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="50" />
        <source>House rules…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="77" />
        <source>Rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="78" />
        <source>Players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="83" />
        <source>Computer players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="84" />
        <source>Your name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="103" />
        <source>The card game to play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="104" />
        <source>The rules to play by: a set of rules, or your own house rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="106" />
        <source>Change the rules one by one</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="107" />
        <source>How many sit at the table, you included</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="108" />
        <source>Your name at the table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="110" />
        <source>Keep the game in progress</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="50" />
        <source>House rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="138" />
        <source>Start the game chosen</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="149" />
        <source>Easy</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="149" />
        <source>Normal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="150" />
        <source>Expert</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="154" />
        <source>How well {name} plays</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PlayWithPeopleDialog</name>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="45" />
        <source>Play with people</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="57" />
        <source>Nickname</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="58" />
        <source>Password</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="59" />
        <source>The account is made on first use: pick a password and keep it for next time.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="66" />
        <source>Join a server</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="69" />
        <source>ws://host:7474 or a cardtable:// link</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="71" />
        <source>&amp;Connect</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="76" />
        <source>Address or link</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="77" />
        <source>A ws:// address is not encrypted: your password and chat cross the network as typed. A wss:// server encrypts them.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="87" />
        <source>Host a table on this computer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="91" />
        <source>any free port</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="93" />
        <source>&amp;Host</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="99" />
        <source>Port</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="100" />
        <source>Friends on your network connect to this computer's address; from elsewhere, the port must be open on your router. A table hosted here is not encrypted: nicknames, passwords and chat cross the network as they are typed, so choose a password you use nowhere else.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="138" />
        <source>That is not a Card Table address: it begins with ws://, wss:// or cardtable://.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="142" />
        <source>Connecting to {url}…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="156" />
        <source>Starting the server on port {port}…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="164" />
        <source>The server is running; signing in…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="172" />
        <source>No Card Table server answers at {url}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="179" />
        <source>The server refused: {words}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="184" />
        <source>Choose a nickname.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="187" />
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
        <location filename="../cardtable/ui/review/replay_window.py" line="77" />
        <source>Replay: {game}, {date}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="125" />
        <source>Export record…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="126" />
        <source>Save the game, its moves and its analysis as a plain text record that another Card Table can open</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="136" />
        <location filename="../cardtable/ui/review/replay_window.py" line="144" />
        <source>Export record</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="137" />
        <source>Card Table records (*.txt)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="145" />
        <source>The record could not be written: {error}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="161" />
        <source>This version of Card Table cannot replay this game's moves, so only its scoresheet is shown here.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="228" />
        <source>{game} ({variant}): {status}. Winner: {names}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="238" />
        <source>Click a deal to go to its start.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="251" />
        <source>The deal of the game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="252" />
        <source>Back a deal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="254" />
        <source>Back a move</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="255" />
        <source>Forward a move</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="257" />
        <source>Forward a deal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="258" />
        <source>The end of the game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="265" />
        <source>{what} ({key})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="270" />
        <source>Close</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="379" />
        <source>Last move, by the computer for you: {words}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="381" />
        <source>Last move: {words}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="383" />
        <source>The game as dealt, before its first move.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="386" />
        <source>Move {move} of {moves} · Hand {deal} of {deals}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="388" />
        <source>Move {move} of {moves} · Deal {deal} of {deals}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="410" />
        <source>{name} chose {cards} to pass.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="411" />
        <source>{name}: {action}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="464" />
        <source>This game was played at a shared table: its moves are kept by the server, so only its scoresheet is shown here.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="468" />
        <source>This game was recorded before the history kept every move, so only its scoresheet is shown here.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="471" />
        <source>No move was made in this game.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <location filename="../cardtable/ui/rules_window.py" line="35" />
        <source>Rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/rules_window.py" line="37" />
        <source>Games</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/rules_window.py" line="73" />
        <source>The rule sheet for this game could not be found.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ScoresheetView</name>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="50" />
        <source>House rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="152" />
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
        <location filename="../cardtable/ui/scoresheet_view.py" line="117" />
        <source>total</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="119" />
        <source>marks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="132" />
        <source>played by the computer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="183" />
        <source>Running totals</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="190" />
        <source>hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="216" />
        <location filename="../cardtable/ui/scoresheet_view.py" line="222" />
        <source>Export CSV</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="216" />
        <source>CSV files (*.csv)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="223" />
        <source>The file could not be written: {error}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="231" />
        <location filename="../cardtable/ui/scoresheet_view.py" line="244" />
        <source>Export PDF</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="231" />
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="245" />
        <source>The file could not be written.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SeatChooser</name>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="53" />
        <source>Open to anyone</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="54" />
        <source>Kept for…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="56" />
        <source>Computer: {level}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="60" />
        <source>nickname</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="60" />
        <source>Settings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="64" />
        <source>Off</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="64" />
        <source>Fast</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="64" />
        <source>Normal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="65" />
        <source>Slow</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="65" />
        <source>Instant</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="65" />
        <source>Small</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="66" />
        <source>Medium</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="66" />
        <source>Large</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="67" />
        <source>Drinks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="67" />
        <source>Penalty points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="72" />
        <source>Red lattice</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="72" />
        <source>Blue rings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="72" />
        <source>Green chevrons</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="74" />
        <source>As the system</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="79" />
        <source>Ask before leaving a game in progress</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="85" />
        <source> ms</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="87" />
        <source>How long an Expert computer player thinks about a move (longer plays better, and slower).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="89" />
        <source>Animation speed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="90" />
        <source>Computer speed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="91" />
        <source>Card size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="92" />
        <source>Card back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="93" />
        <source>Language</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="94" />
        <source>Your name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="100" />
        <source>Move on from a deal's summary by itself</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="102" />
        <source>Off: the scores at the end of a deal stay until you click or press Enter.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="105" />
        <source>Ultimate Loser counts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="106" />
        <source>Expert thinking time</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="107" />
        <source>Analyse my decisions when a game ends</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="109" />
        <source>The Expert weighs each of your decisions in the background; the game's Replay shows what each cost.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="112" />
        <source>Show tips in a first game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="114" />
        <source>The first time each kind of decision comes up, a line on the table says what to do.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="121" />
        <location filename="../cardtable/ui/settings_dialog.py" line="126" />
        <source>Sound volume</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="122" />
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
        <location filename="../cardtable/online/shared_controller.py" line="291" />
        <source>Undo is off at a shared table.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="297" />
        <source>Claiming the rest is off at a shared table: play it out.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="301" />
        <source>At a shared table the server's computer takes your seat if you leave it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="308" />
        <source>The computer is not playing your seat.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="314" />
        <source>A shared game cannot be ended early.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="187" />
        <source>Card Table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="189" />
        <source>Choose a game to play against the computer.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="195" />
        <source>{low} to {high} players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="208" />
        <source>Rules of the games</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="210" />
        <source>Play with people…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="212" />
        <source>Back to the game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="215" />
        <source>The full rules of every game (F1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="216" />
        <source>Play at a table on a server, with people elsewhere</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="218" />
        <source>Go back to the game in progress, as you left it</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <location filename="../cardtable/ui/status_line.py" line="37" />
        <source>The computer is playing for you — Game → Take my seat back</source>
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
    <name>UndoAsking</name>
    <message>
        <location filename="../cardtable/ui/undo_asking.py" line="45" />
        <source>Undo so far back?</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>UndoWords</name>
    <message numerus="yes">
        <location filename="../cardtable/ui/undo_asking.py" line="24" />
        <source>Undo goes back to your own last move, %n deal(s) ago: every move since is taken back.</source>
        <translation><numerusform>Undo goes back to your own last move, %n deal ago: every move since is taken back.</numerusform><numerusform>Undo goes back to your own last move, %n deals ago: every move since is taken back.</numerusform></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/undo_asking.py" line="27" />
        <source>Undo goes back to your own last move: every move since is taken back.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/undo_asking.py" line="30" />
        <source>Among them are the moves the computer made for you.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/undo_asking.py" line="31" />
        <source>Redo brings them back until you make a new move.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="46" />
        <source>&amp;Game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="47" />
        <source>&amp;New game…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="49" />
        <source>Play with &amp;people…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="50" />
        <source>Start &amp;screen</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="52" />
        <source>&amp;Restart</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="53" />
        <source>&amp;Open…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="55" />
        <source>Save &amp;as…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="58" />
        <source>&amp;Undo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="61" />
        <source>&amp;Redo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="63" />
        <source>&amp;Last trick</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="66" />
        <source>&amp;Claim the rest</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="68" />
        <source>&amp;Hint</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="72" />
        <source>Let the &amp;computer play for me</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="74" />
        <source>&amp;Take my seat back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="76" />
        <source>&amp;End the game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="79" />
        <source>House &amp;rules…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="81" />
        <source>&amp;History…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="82" />
        <source>&amp;Settings…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="85" />
        <source>&amp;Quit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="87" />
        <source>&amp;View</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="88" />
        <source>&amp;Animation speed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="89" />
        <source>Off</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="89" />
        <source>Fast</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="90" />
        <source>Normal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="90" />
        <source>Slow</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="93" />
        <source>Card &amp;size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="94" />
        <source>Small</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="94" />
        <source>Medium</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="95" />
        <source>Large</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="99" />
        <source>What does the &amp;computer know?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="102" />
        <source>Card &amp;back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="103" />
        <source>Red lattice</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="103" />
        <source>Blue rings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="104" />
        <source>Green chevrons</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="107" />
        <source>&amp;Four-colour deck</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="113" />
        <source>&amp;Help</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="114" />
        <source>&amp;Rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="117" />
        <source>&amp;How to play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="121" />
        <source>&amp;About Card Table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="127" />
        <source>&amp;How to play {game}</source>
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