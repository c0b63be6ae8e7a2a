<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <location filename="../cardtable/controller/duel_turns.py" line="27"/>
        <source>a face-down card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/duel_turns.py" line="29"/>
        <source>{card} (attack {value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/duel_turns.py" line="31"/>
        <source>{card} (defence {value})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/duel_turns.py" line="38"/>
        <source>End your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/duel_turns.py" line="40"/>
        <source>Play a 10: stop the attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/duel_turns.py" line="42"/>
        <source>Take the attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/duel_turns.py" line="44"/>
        <source>Let it happen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/duel_turns.py" line="51"/>
        <source>Play a 9: the Ace destroys {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/duel_turns.py" line="52"/>
        <source>Play a 9: turn it back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/duel_turns.py" line="55"/>
        <source>Switch the position of {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/duel_turns.py" line="61"/>
        <source>Attack the player with {attacker}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/duel_turns.py" line="62"/>
        <source>Attack {target} with {attacker}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/duel_turns.py" line="67"/>
        <source>, giving up {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/duel_turns.py" line="69"/>
        <source>Play {card} to attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/duel_turns.py" line="71"/>
        <source>Play {card} to defend, face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/duel_turns.py" line="73"/>
        <source>Play {card} to defend, face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/duel_turns.py" line="75"/>
        <source>Equip {target} with {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/duel_turns.py" line="78"/>
        <source>Play {card} on {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/duel_turns.py" line="79"/>
        <source>Play {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/duel_turns.py" line="116"/>
        <source>You are attacked by {attacker}: play a 10 to stop it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/duel_turns.py" line="119"/>
        <source>{card} is played on you: play a 9 to turn it back?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/duel_turns.py" line="124"/>
        <source>That card has nothing to do now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/duel_turns.py" line="126"/>
        <source>Your turn (first round: no attacks yet). Pick a card, or end your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/duel_turns.py" line="128"/>
        <source>Your turn: pick or drag a card; drag an attacker onto its target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/knowledge.py" line="23"/>
        <source>{name} decides from its own view of the table, nothing else.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/knowledge.py" line="24"/>
        <source>It holds {n} cards of its own (not shown here).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/knowledge.py" line="28"/>
        <source>It sees every face-up card and every discard pile; it does not see the {n} face-down card(s) of the others, their hands or any deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/knowledge.py" line="33"/>
        <source>It has seen {n} cards played this deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/knowledge.py" line="36"/>
        <source>It cannot see {n} cards: they may lie with {where}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/knowledge.py" line="43"/>
        <source>{name} has shown no {suits}: none of those can be there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/knowledge.py" line="56"/>
        <source>the cards set aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/knowledge.py" line="57"/>
        <source>{n} unseen {suit}: with {where}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/knowledge.py" line="61"/>
        <source>It knows where the {n} cards it passed went, until they are played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/turns.py" line="91"/>
        <source>Your bid: how many tricks will you take?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/turns.py" line="94"/>
        <source>Nobody who played can lead: rock, paper or scissors?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/turns.py" line="97"/>
        <source>Name trumps for this hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/turns.py" line="111"/>
        <source>That card makes no play now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/turns.py" line="115"/>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/turns.py" line="116"/>
        <source>Play {shape} (any height), pass, or drag a card onto the gin card to swap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/turns.py" line="119"/>
        <source>Your lead: choose a card or a combination, then Play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/turns.py" line="126"/>
        <source>to the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/turns.py" line="128"/>
        <source>to the right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/turns.py" line="130"/>
        <source>across</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/controller/turns.py" line="131"/>
        <source>Choose %n card(s) to pass {where}.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/controller/turns.py" line="137"/>
        <source>Your lead: the {card} opens the deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/turns.py" line="139"/>
        <source>Your lead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/turns.py" line="142"/>
        <source>Your turn: follow suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/turns.py" line="143"/>
        <source>Your turn: you may play any card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/turns.py" line="154"/>
        <source>this hand: {drinks}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/turns.py" line="156"/>
        <location filename="../cardtable/controller/turns.py" line="200"/>
        <source>out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/turns.py" line="165"/>
        <source>clockwise ↻</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/turns.py" line="165"/>
        <source>anticlockwise ↺</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/turns.py" line="166"/>
        <source>Turn {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/turns.py" line="168"/>
        <source>(first round: no attacks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/turns.py" line="172"/>
        <source>Hand {number} of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/turns.py" line="175"/>
        <location filename="../cardtable/ui/table/annotations.py" line="192"/>
        <source>Hand {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/turns.py" line="176"/>
        <source>Ultimate Loser: {penalty}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/controller/turns.py" line="181"/>
        <source>Deal {number} of {total}: %n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/controller/turns.py" line="185"/>
        <source>Hand {number} of {total}: pass %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/controller/turns.py" line="189"/>
        <source>No trumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/turns.py" line="191"/>
        <source>Trumps: {suit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/turns.py" line="201"/>
        <source>deck {deck} · hand {hand}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/turns.py" line="209"/>
        <location filename="../cardtable/controller/turns.py" line="221"/>
        <source>took {tricks}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/turns.py" line="220"/>
        <source>bid {bid}, took {tricks}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/plays.py" line="54"/>
        <source>Rock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/plays.py" line="54"/>
        <source>Paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/engine/games/ultimate_loser/plays.py" line="55"/>
        <source>Scissors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/duel_log.py" line="44"/>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/duel_log.py" line="47"/>
        <source>a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/duel_log.py" line="50"/>
        <source>— Turn {n}: {name} —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/duel_log.py" line="52"/>
        <source>{name} drew {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/duel_log.py" line="54"/>
        <source>to attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/duel_log.py" line="54"/>
        <source>to defend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/duel_log.py" line="55"/>
        <source>face down to defend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/duel_log.py" line="56"/>
        <source>{name} played {card} {how}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/duel_log.py" line="59"/>
        <source>Given up: {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/duel_log.py" line="62"/>
        <source>{name} equipped card {slot} with {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/duel_log.py" line="65"/>
        <source>{name} switched the position of {count} card(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/duel_log.py" line="70"/>
        <source>{name} played a 10 and stopped the attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/duel_log.py" line="75"/>
        <source>To the discard pile: {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/duel_log.py" line="77"/>
        <source>{name} milled {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/duel_log.py" line="80"/>
        <source>{name} played {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/duel_log.py" line="82"/>
        <source>{thief} took {card} from the top of your deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/duel_log.py" line="84"/>
        <source>{thief} took {card} from the top of {victim}&apos;s deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/duel_log.py" line="88"/>
        <source>{name} took {card} back from the discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/duel_log.py" line="91"/>
        <source>clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/duel_log.py" line="91"/>
        <source>anticlockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/duel_log.py" line="92"/>
        <source>{name} reversed the direction: play goes {way}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/duel_log.py" line="95"/>
        <source>{name} played an 8: every hand was thrown away and drawn again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/duel_log.py" line="98"/>
        <source>{name} played a 9 and turned the {card} back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/duel_log.py" line="101"/>
        <source>{name} could not draw and is out (place {place}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/duel_log.py" line="104"/>
        <source>The duel is over: {names} won.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/annotations.py" line="192"/>
        <source>Deal {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/annotations.py" line="194"/>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/annotations.py" line="194"/>
        <source>Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/annotations.py" line="197"/>
        <source>{name} shot the moon!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/annotations.py" line="200"/>
        <source>Click to continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/duel_table.py" line="87"/>
        <source>A {attack} / D {defence}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/duel_table.py" line="330"/>
        <source>deck {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/duel_table.py" line="331"/>
        <source>discards {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/duel_table.py" line="533"/>
        <source>{name} attacks {target} directly with {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/duel_table.py" line="535"/>
        <source>{name} attacks your card with {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/duel_table.py" line="537"/>
        <source>{name} attacks {target}&apos;s card with {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/duel_table.py" line="544"/>
        <source>{name} plays a 10: the attack is stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/duel_table.py" line="584"/>
        <source>{name} plays {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/duel_table.py" line="619"/>
        <source>{name} reverses the direction of play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/duel_table.py" line="634"/>
        <source>{name} plays an 8: every hand is thrown away and drawn again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/duel_table.py" line="640"/>
        <source>{name} plays a 9 and turns the {card} back!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/duel_table.py" line="647"/>
        <source>{name} cannot draw and is out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/duel_table.py" line="690"/>
        <source>That move is not allowed there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/duel_table.py" line="736"/>
        <source>your</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/duel_table.py" line="736"/>
        <source>{name}&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/duel_table.py" line="740"/>
        <source>card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/duel_table.py" line="743"/>
        <location filename="../cardtable/ui/table/duel_table.py" line="748"/>
        <source>attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/duel_table.py" line="745"/>
        <source>you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/duel_table.py" line="746"/>
        <source>{attacker} hit {name} directly: {n} cards milled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/duel_table.py" line="748"/>
        <source>defence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/duel_table.py" line="750"/>
        <source>value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/duel_table.py" line="753"/>
        <source>{attacker} destroyed {target}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/duel_table.py" line="754"/>
        <source>{target} held off {attacker}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/duel_table.py" line="755"/>
        <source>{target} destroyed {attacker}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/duel_table.py" line="756"/>
        <source>{attacker} and {target} are even: nothing happens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/loser_table.py" line="115"/>
        <source>{name} passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/loser_table.py" line="178"/>
        <source>{name} swaps the {given} for the {taken}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/loser_table.py" line="240"/>
        <source>{name} has chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/loser_table.py" line="242"/>
        <source>You chose {shape}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/loser_table.py" line="248"/>
        <source>{name} leads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/loser_table.py" line="251"/>
        <source>A draw: choose again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/loser_table.py" line="253"/>
        <source>Again between {names}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/loser_table.py" line="261"/>
        <source>Penalty points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/loser_table.py" line="261"/>
        <source>Drinks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/loser_table.py" line="270"/>
        <source>{name} (lowest play)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/loser_table.py" line="271"/>
        <source>{name} (passed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/loser_table.py" line="273"/>
        <source>everyone (four of a kind)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/loser_table.py" line="274"/>
        <source>{name} played best.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/loser_table.py" line="281"/>
        <source>{name} is the Ultimate Loser: {penalty}!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/loser_table.py" line="296"/>
        <source>passed, swapping the {given} for the {taken}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/loser_table.py" line="299"/>
        <source>passed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../cardtable/ui/about_dialog.py" line="36"/>
        <source>About Card Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/about_dialog.py" line="37"/>
        <source>GNU Lesser General Public License, version 3 (LGPL-3.0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/about_dialog.py" line="40"/>
        <source>Python Software Foundation License (PSF-2.0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/about_dialog.py" line="43"/>
        <source>MIT License (MIT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/about_dialog.py" line="45"/>
        <source>MIT-CMU License, also known as the Historical Permission Notice and Disclaimer (MIT-CMU, HPND)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/about_dialog.py" line="51"/>
        <source>&lt;h2&gt;Card Table {version}&lt;/h2&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/about_dialog.py" line="52"/>
        <source>Black Lady, Ugly, Up and Down, U-G-O and Ultimate Loser against computer players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/about_dialog.py" line="54"/>
        <source>Card Table is free software: you may share it and change it under the terms of the GNU General Public License, version 3 or any later version ({licence}). It comes with no warranty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/about_dialog.py" line="58"/>
        <source>It is built on:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="46"/>
        <source>What happens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="71"/>
        <source>a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="73"/>
        <source>the joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="74"/>
        <source>two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="74"/>
        <source>three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="74"/>
        <source>four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="74"/>
        <source>five</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="75"/>
        <source>six</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="75"/>
        <source>seven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="75"/>
        <source>eight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="75"/>
        <source>nine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="76"/>
        <source>ten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="76"/>
        <source>jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="76"/>
        <source>queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="76"/>
        <source>king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="77"/>
        <source>ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="78"/>
        <source>the {rank} of {suit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="83"/>
        <source>clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="83"/>
        <source>diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="83"/>
        <source>hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="83"/>
        <source>spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="92"/>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="101"/>
        <source>{dealer} dealt. Your cards: {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="105"/>
        <source>No trumps this deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="106"/>
        <source>Trumps are {suit}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="108"/>
        <source>{name} bid {count}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="112"/>
        <source>{name} played {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="115"/>
        <source>Hearts are broken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/announcer.py" line="118"/>
        <source>{name} took the trick, with %n point(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="120"/>
        <source>{name} took the trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="122"/>
        <source>Nobody took the trick: its cards wait for the next one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="124"/>
        <source>{name} played {play}: {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="127"/>
        <source>{name} passed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="129"/>
        <source>{name} swapped {given} for the gin card, {taken}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="132"/>
        <source>The Ultimate Loser: {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="134"/>
        <source>The deal is over. Scores: {scores}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="137"/>
        <source>The game is over: {names} won.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="146"/>
        <source>You passed {cards} to {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="149"/>
        <source>{name} passed you {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardRenderer</name>
    <message>
        <location filename="../cardtable/ui/table/card_paint.py" line="53"/>
        <source>J</source>
        <comment>jack, on the card index</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/card_paint.py" line="54"/>
        <source>Q</source>
        <comment>queen, on the card index</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/card_paint.py" line="55"/>
        <source>K</source>
        <comment>king, on the card index</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/card_paint.py" line="56"/>
        <source>A</source>
        <comment>ace, on the card index</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/court_art.py" line="310"/>
        <source>JOKER</source>
        <comment>written on the joker card</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DuelLog</name>
    <message>
        <location filename="../cardtable/ui/duel_log.py" line="113"/>
        <source>What happened</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="249"/>
        <source>The game is over: start a new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="251"/>
        <location filename="../cardtable/controller/game_controller.py" line="263"/>
        <location filename="../cardtable/controller/game_controller.py" line="277"/>
        <location filename="../cardtable/controller/game_controller.py" line="288"/>
        <location filename="../cardtable/controller/game_controller.py" line="299"/>
        <source>Please wait for your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="253"/>
        <source>Choose the cards to pass first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="255"/>
        <source>That card cannot be played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="269"/>
        <source>That choice is not allowed now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="280"/>
        <source>Those cards do not make a play allowed now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="291"/>
        <source>That move is not allowed now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="301"/>
        <source>The leader must play; you may swap only instead of playing on someone&apos;s lead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="314"/>
        <source>Only an open-ended game can be ended early.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="326"/>
        <source>This is not the time to pass cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/controller/game_controller.py" line="329"/>
        <source>Choose exactly %n card(s) to pass.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="333"/>
        <source>That card cannot be passed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="360"/>
        <source>A hint is given on your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="364"/>
        <source>The Expert is thinking about a hint…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="409"/>
        <source>There is nothing of yours to undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="426"/>
        <source>{name} (substitute)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="445"/>
        <source>Your cards do not certainly win every trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="503"/>
        <source>{name} is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="532"/>
        <source>{name} could not decide ({message}); a random legal card was played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/controller/game_controller.py" line="543"/>
        <source>Game over: %n winner(s): {names}.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="53"/>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="62"/>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="63"/>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="74"/>
        <source>All games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="78"/>
        <source>All rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="83"/>
        <source>House rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="85"/>
        <location filename="../cardtable/ui/history_window.py" line="199"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="99"/>
        <source>from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="101"/>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="107"/>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="107"/>
        <location filename="../cardtable/ui/history_window.py" line="199"/>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="107"/>
        <location filename="../cardtable/ui/history_window.py" line="199"/>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="107"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="108"/>
        <source>Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="108"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="108"/>
        <source>Hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="120"/>
        <source>Open scoresheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="122"/>
        <location filename="../cardtable/ui/history_window.py" line="185"/>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="127"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="153"/>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="154"/>
        <source>abandoned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="185"/>
        <source>Delete this game from the history?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="199"/>
        <source>Played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="200"/>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="200"/>
        <source>Best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="200"/>
        <source>Average</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HouseRulesDialog</name>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="83"/>
        <source>House rules: {game}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="97"/>
        <source>The rules below differ from the rule set chosen on the left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="103"/>
        <source>Start from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="113"/>
        <source>Save as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="114"/>
        <source>Keep these rules under a name of your own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="115"/>
        <source>Rename…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="116"/>
        <source>Give the chosen saved rules another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="117"/>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="118"/>
        <source>Forget the chosen saved rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="119"/>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="120"/>
        <source>Write these rules to a file to share them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="121"/>
        <source>Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="122"/>
        <source>Read house rules from a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="137"/>
        <source>The rules are checked for this many players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="142"/>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="452"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="166"/>
        <source>This game has no house rules to change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="339"/>
        <source>Your saved house rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="415"/>
        <source>(modified)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="426"/>
        <source>Your own rules, saved for {n} players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="456"/>
        <source>{option}: {message}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="476"/>
        <source>Please enter a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="478"/>
        <source>A name can have at most {n} characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="482"/>
        <source>A name cannot contain line breaks or control characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="485"/>
        <source>“{name}” is the name of a rule set that comes with the game; please choose another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="491"/>
        <source>There are already saved rules named “{name}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="500"/>
        <source>Save house rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="502"/>
        <source>Name for these house rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="510"/>
        <source>There are already saved rules named “{name}”. Replace them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="518"/>
        <source>The rules were not saved: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="529"/>
        <source>Rename house rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="530"/>
        <source>New name for “{name}”:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="537"/>
        <source>The rules were not renamed: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="548"/>
        <source>Delete house rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="550"/>
        <source>Delete your saved rules “{name}”?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="557"/>
        <source>The rules were not deleted: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="568"/>
        <source>Export house rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="573"/>
        <source>Name for the exported house rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="578"/>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="595"/>
        <source>House rules ({pattern})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="588"/>
        <source>The rules were not exported: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="592"/>
        <source>Import house rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="605"/>
        <source>the file holds rules for another game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="607"/>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="611"/>
        <source>The file was not imported: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KnowledgePanel</name>
    <message>
        <location filename="../cardtable/ui/knowledge_panel.py" line="20"/>
        <source>What does the computer know?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/knowledge_panel.py" line="52"/>
        <source>No computer player at this table.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="125"/>
        <source>Pass cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="126"/>
        <source>Pass the chosen cards (P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="130"/>
        <location filename="../cardtable/ui/main_window.py" line="503"/>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="132"/>
        <source>Play the chosen cards (P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="184"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="185"/>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="187"/>
        <source>Start &amp;screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="188"/>
        <source>&amp;Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="189"/>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="191"/>
        <source>Save &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="194"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="196"/>
        <source>&amp;Last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="199"/>
        <source>&amp;Claim the rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="202"/>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="205"/>
        <source>Let the &amp;computer finish for me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="207"/>
        <source>&amp;End the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="212"/>
        <source>House &amp;rules…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="213"/>
        <source>&amp;History…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="214"/>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="217"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="219"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="220"/>
        <source>&amp;Animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="221"/>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="221"/>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="222"/>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="222"/>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="225"/>
        <source>Card &amp;size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="226"/>
        <source>Small</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="226"/>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="227"/>
        <source>Large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="231"/>
        <source>What does the &amp;computer know?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="235"/>
        <source>Card &amp;back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="236"/>
        <source>Red lattice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="236"/>
        <source>Blue rings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="237"/>
        <source>Green chevrons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="240"/>
        <source>&amp;Four-colour deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="246"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="247"/>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="249"/>
        <source>&amp;About Card Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="296"/>
        <source>Leave this game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="297"/>
        <source>The game in progress will be kept in the history as abandoned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="320"/>
        <source>{game} — Card Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="332"/>
        <location filename="../cardtable/ui/main_window.py" line="387"/>
        <source>Card Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="390"/>
        <source>Your games cannot be saved: {message}. You can go on playing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="393"/>
        <source>Cannot save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="400"/>
        <source>A duel has no tricks: the log beside the table tells every move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="469"/>
        <location filename="../cardtable/ui/main_window.py" line="470"/>
        <source>Hint: {move}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="507"/>
        <source>Play: {play}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="522"/>
        <source>Your cards win every trick: Game → Claim the rest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="544"/>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="545"/>
        <source>&lt;h3&gt;{names} won!&lt;/h3&gt;{table}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="547"/>
        <source>Play again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="548"/>
        <source>Start screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="563"/>
        <source>Penalty points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="564"/>
        <source>Drinks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="566"/>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="46"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="55"/>
        <source>{name} (coming soon)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="65"/>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="68"/>
        <source>House rules…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="71"/>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="72"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="77"/>
        <source>Computer players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="78"/>
        <source>Your name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="102"/>
        <source>House rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="156"/>
        <source>Please enter your name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="170"/>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="170"/>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="171"/>
        <source>Expert</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <location filename="../cardtable/ui/rules_window.py" line="34"/>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/rules_window.py" line="37"/>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/rules_window.py" line="72"/>
        <source>The rule sheet for this game could not be found.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoresheetView</name>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="51"/>
        <source>House rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="98"/>
        <source>Scoresheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="102"/>
        <source>{game} ({variant}), {date}: {status}. Winner: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="114"/>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="116"/>
        <source>Export PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="118"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="132"/>
        <source>total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="133"/>
        <source>marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="156"/>
        <source>Running totals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="163"/>
        <source>hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="189"/>
        <location filename="../cardtable/ui/scoresheet_view.py" line="195"/>
        <source>Export CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="189"/>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="196"/>
        <source>The file could not be written: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="204"/>
        <location filename="../cardtable/ui/scoresheet_view.py" line="217"/>
        <source>Export PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="204"/>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="218"/>
        <source>The file could not be written.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="39"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="43"/>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="43"/>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="43"/>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="44"/>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="44"/>
        <source>Instant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="44"/>
        <source>Small</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="45"/>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="45"/>
        <source>Large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="46"/>
        <source>Drinks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="46"/>
        <source>Penalty points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="51"/>
        <source>Red lattice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="51"/>
        <source>Blue rings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="51"/>
        <source>Green chevrons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="53"/>
        <source>As the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="58"/>
        <source>Ask before leaving a game in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="64"/>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="66"/>
        <source>How long an Expert computer player thinks about a move (longer plays better, and slower).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="68"/>
        <source>Animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="69"/>
        <source>Computer speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="70"/>
        <source>Card size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="71"/>
        <source>Card back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="72"/>
        <source>Language (after a restart)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="73"/>
        <source>Your name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="75"/>
        <source>Ultimate Loser counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="76"/>
        <source>Expert thinking time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="81"/>
        <location filename="../cardtable/ui/settings_dialog.py" line="86"/>
        <source>Sound volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="82"/>
        <source>Mute sounds</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="153"/>
        <source>Card Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="155"/>
        <source>Choose a game to play against the computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="162"/>
        <source>{low} to {high} players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="174"/>
        <source>Rules of the games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="176"/>
        <source>Back to the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="209"/>
        <source>Keep the hearts and the queen of spades out of your tricks, or take every one of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="211"/>
        <source>Name trumps, pass more cards each hand, win tricks and beware the Jacks and the Ugly seven.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="213"/>
        <source>The deals grow and shrink by a card: say how many tricks you will take, then take exactly that many.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="215"/>
        <source>A duel of decks: attack with low cards, equip them with diamonds and make the others run out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="217"/>
        <source>Shed your cards in singles, sets and straight flushes, and don&apos;t be the last one holding any.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../cardtable/ui/table/hand_input.py" line="119"/>
        <source>That card makes no play now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/hand_input.py" line="132"/>
        <source>Does not go with the chosen cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/hand_input.py" line="144"/>
        <source>That card may not be passed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/scene.py" line="259"/>
        <source>{name} bids {bid}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/scene.py" line="262"/>
        <source>Hearts are broken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/scene.py" line="355"/>
        <source>The {card} has been played!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/scene.py" line="363"/>
        <source>{name} names {suit} trumps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/scene.py" line="366"/>
        <source>{name} calls no trumps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/scene.py" line="368"/>
        <source>Trumps: {suit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/scene.py" line="369"/>
        <source>No trumps this deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/scene.py" line="381"/>
        <source>{name} takes the kitty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/scene.py" line="418"/>
        <source>Game over. Winner: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/scene.py" line="438"/>
        <source>No trick has been played yet in this deal.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Turns</name>
    <message>
        <location filename="../cardtable/controller/turns.py" line="149"/>
        <source>%n penalty point(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/turns.py" line="150"/>
        <source>%n drink(s)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <location filename="../cardtable/app.py" line="163"/>
        <source>Continue?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/app.py" line="164"/>
        <source>You have an unfinished game of {game} (%n move(s) played). Continue it?</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="25"/>
        <source>Save game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="29"/>
        <source>Saved to {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="35"/>
        <location filename="../cardtable/ui/game_files.py" line="41"/>
        <source>Open game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="42"/>
        <source>This game cannot be opened: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
