<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="39"/>
        <source>a face-down card</source>
        <translation>eine verdeckte Karte</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="41"/>
        <source>{card} (attack {value})</source>
        <translation>{card} (Angriff {value})</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="43"/>
        <source>{card} (defence {value})</source>
        <translation>{card} (Verteidigung {value})</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="50"/>
        <source>End your turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="54"/>
        <source>Play a 10: stop the {card}</source>
        <translation>Eine 10 spielen: {card} aufhalten</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="55"/>
        <source>Play a 10: stop the attack</source>
        <translation>Eine 10 spielen: Angriff abwehren</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/actions.py" line="71"/>
        <location filename="../cardtable/games/ugo/presenter.py" line="57"/>
        <source>Take the attack</source>
        <translation>Angriff hinnehmen</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/actions.py" line="73"/>
        <location filename="../cardtable/games/ugo/presenter.py" line="59"/>
        <source>Let it happen</source>
        <translation>Geschehen lassen</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="66"/>
        <source>Play a 9: the Ace destroys {target}</source>
        <translation>Eine 9 spielen: Das Ass zerstört {target}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="67"/>
        <source>Play a 9: turn it back</source>
        <translation>Eine 9 spielen: umlenken</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="70"/>
        <source>Switch the position of {cards}</source>
        <translation>Position wechseln: {cards}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="76"/>
        <source>Attack the player with {attacker}</source>
        <translation>Angreifen: {attacker} direkt gegen den Spieler</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="77"/>
        <source>Attack {target} with {attacker}</source>
        <translation>Angreifen: {attacker} gegen {target}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="82"/>
        <source>, giving up {card}</source>
        <translation>, {card} opfern</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="84"/>
        <source>Play {card} to attack</source>
        <translation>{card} zum Angriff</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="86"/>
        <source>Play {card} to defend, face up</source>
        <translation>{card} offen zur Verteidigung</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="88"/>
        <source>Play {card} to defend, face down</source>
        <translation>{card} verdeckt zur Verteidigung</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="90"/>
        <source>Equip {target} with {card}</source>
        <translation>{target} mit {card} ausrüsten</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="93"/>
        <source>Play {card} on {target}</source>
        <translation>{card} auf {target} spielen</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/actions.py" line="93"/>
        <location filename="../cardtable/games/ugo/presenter.py" line="94"/>
        <source>Play {card}</source>
        <translation>{card} spielen</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="130"/>
        <source>You are attacked by {attacker}: play a 10 to stop it?</source>
        <translation>Sie werden von {attacker} angegriffen: Mit einer 10 abwehren?</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="135"/>
        <source>{card} is played on you: play a 10 to stop it, or a 9 to turn it back?</source>
        <translation>{card} wird gegen Sie gespielt: Mit einer 10 aufhalten oder mit einer 9 umlenken?</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="138"/>
        <source>{card} is played on you: play a 10 to stop it?</source>
        <translation>{card} wird gegen Sie gespielt: Mit einer 10 aufhalten?</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="139"/>
        <source>{card} is played on you: play a 9 to turn it back?</source>
        <translation>{card} wird gegen Sie gespielt: Mit einer 9 umlenken?</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="153"/>
        <source>That card has nothing to do now.</source>
        <translation>Diese Karte kann jetzt nichts bewirken.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="155"/>
        <source>Your turn (first round: no attacks yet). Pick a card, or end your turn.</source>
        <translation>Sie sind am Zug (erste Runde: noch keine Angriffe): Karte wählen oder Zug beenden.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="157"/>
        <source>Your turn: pick or drag a card; drag an attacker onto its target.</source>
        <translation>Sie sind am Zug: Karte anklicken oder ziehen; Angreifer auf sein Ziel ziehen.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/knowledge.py" line="22"/>
        <source>{name} decides from its own view of the table, nothing else.</source>
        <translation>{name} entscheidet allein nach der eigenen Sicht auf den Tisch.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/knowledge.py" line="23"/>
        <source>It holds {n} cards of its own (not shown here).</source>
        <translation>Eigene Karten auf der Hand: {n} (hier nicht gezeigt).</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="204"/>
        <source>It sees every face-up card and every discard pile; it does not see the {n} face-down card(s) of the others, their hands or any deck.</source>
        <translation>Sichtbar: jede offene Karte und jeder Ablagestapel. Nicht sichtbar: die verdeckten Karten der anderen ({n}), ihre Handkarten und alle Decks.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/knowledge.py" line="37"/>
        <source>It has seen {n} cards played this deal.</source>
        <translation>Bereits gesehen: {n} in dieser Runde gespielte Karte(n).</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/knowledge.py" line="38"/>
        <source>It cannot see {n} cards: they may lie with {where}.</source>
        <translation>Nicht sichtbar: {n} Karte(n), die bei {where} liegen können.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/knowledge.py" line="52"/>
        <source>You have shown no {suits}: none of those can be there.</source>
        <translation>Sie haben {suits} nicht bedient: Dort kann keine solche Karte sein.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/knowledge.py" line="55"/>
        <source>{name} has shown no {suits}: none of those can be there.</source>
        <translation>{name} hat {suits} nicht bedient: Dort kann keine solche Karte sein.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/knowledge.py" line="65"/>
        <source>the cards set aside</source>
        <translation>den beiseitegelegten Karten</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/knowledge.py" line="66"/>
        <source>{n} unseen {suit}: with {where}.</source>
        <translation>{suit}: {n} nicht gesehen, bei {where}.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/knowledge.py" line="75"/>
        <source>It knows where the {n} cards it passed went, until they are played.</source>
        <translation>Bis sie gespielt werden, ist bekannt, wo die weitergegebenen Karten ({n}) sind.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="80"/>
        <source>Your bid: how many tricks will you take?</source>
        <translation>Ihre Ansage: Wie viele Stiche machen Sie?</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="83"/>
        <source>Nobody who played can lead: rock, paper or scissors?</source>
        <translation>Niemand, der gespielt hat, kann ausspielen: Schere, Stein oder Papier?</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="86"/>
        <source>Name trumps for this hand.</source>
        <translation>Sagen Sie Trumpf für diese Runde an.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="99"/>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="287"/>
        <source>That card makes no play now.</source>
        <translation>Mit dieser Karte ist jetzt kein Zug möglich.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="246"/>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="103"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Play {shape} (any height), pass, or drag a card onto the gin card to swap.</source>
        <translation type="vanished">Spielen Sie {shape} (beliebig hoch), passen Sie oder ziehen Sie zum Tauschen eine Karte auf die Gin-Karte.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="107"/>
        <source>Your lead: choose a card or a combination, then Play.</source>
        <translation>Sie spielen aus: Wählen Sie eine Karte oder Kombination, dann „Spielen“.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="28"/>
        <source>Choose the cards to pass first.</source>
        <translation>Wählen Sie zuerst die Karten zum Weitergeben.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="30"/>
        <source>Make your bid first.</source>
        <translation>Geben Sie zuerst Ihre Ansage ab.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="32"/>
        <source>Name trumps first.</source>
        <translation>Bestimmen Sie zuerst Trumpf.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="34"/>
        <source>Choose rock, paper or scissors first.</source>
        <translation>Wählen Sie zuerst Schere, Stein oder Papier.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="35"/>
        <source>Answer the question first.</source>
        <translation>Beantworten Sie zuerst die Frage.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="63"/>
        <source>That choice is not allowed now.</source>
        <translation>Diese Wahl ist jetzt nicht erlaubt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/controller/trick_presenter.py" line="67"/>
        <source>Choose exactly %n card(s) to pass.</source>
        <translation>
            <numerusform>Wählen Sie genau %n Karte zum Weitergeben.</numerusform>
            <numerusform>Wählen Sie genau %n Karten zum Weitergeben.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="70"/>
        <source>That card cannot be passed.</source>
        <translation>Diese Karte kann nicht weitergegeben werden.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="72"/>
        <source>That card cannot be played.</source>
        <translation>Diese Karte kann nicht gespielt werden.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="93"/>
        <source>Pass {cards}</source>
        <translation>{cards} weitergeben</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="112"/>
        <source>to the left</source>
        <translation>nach links</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="114"/>
        <source>to the right</source>
        <translation>nach rechts</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="116"/>
        <source>across</source>
        <translation>über den Tisch</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/controller/trick_presenter.py" line="117"/>
        <source>Choose %n card(s) to pass {where}.</source>
        <translation>
            <numerusform>Wählen Sie %n Karte, die Sie {where} weitergeben.</numerusform>
            <numerusform>Wählen Sie %n Karten, die Sie {where} weitergeben.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="123"/>
        <source>Your lead: the {card} opens the deal.</source>
        <translation>Sie spielen aus: Eröffnen Sie die Runde mit {card}.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="125"/>
        <source>Your lead.</source>
        <translation>Sie spielen aus.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="128"/>
        <source>Your turn: follow suit.</source>
        <translation>Sie sind am Zug: Farbe bedienen.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="129"/>
        <source>Your turn: you may play any card.</source>
        <translation>Sie sind am Zug: Sie dürfen jede Karte spielen.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="37"/>
        <source>twos</source>
        <translation>Zweien</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="37"/>
        <source>threes</source>
        <translation>Dreien</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="37"/>
        <source>fours</source>
        <translation>Vieren</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="37"/>
        <source>fives</source>
        <translation>Fünfen</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="37"/>
        <source>sixes</source>
        <translation>Sechsen</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="37"/>
        <source>sevens</source>
        <translation>Siebenen</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="38"/>
        <source>eights</source>
        <translation>Achten</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="38"/>
        <source>nines</source>
        <translation>Neunen</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="38"/>
        <source>tens</source>
        <translation>Zehnen</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="38"/>
        <source>jacks</source>
        <translation>Buben</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="38"/>
        <source>queens</source>
        <translation>Damen</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="38"/>
        <source>kings</source>
        <translation>Könige</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="39"/>
        <source>aces</source>
        <translation>Asse</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="40"/>
        <source>jokers</source>
        <translation>Joker</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="51"/>
        <source>a pair of {ranks}</source>
        <translation>ein Paar {ranks}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="53"/>
        <source>three {ranks}</source>
        <translation>drei {ranks}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="55"/>
        <source>four {ranks}</source>
        <translation>vier {ranks}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="57"/>
        <source>a straight flush from {low} to {high}</source>
        <translation>ein Straight Flush von {low} bis {high}</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="78"/>
        <source>%n penalty point(s)</source>
        <translation>
            <numerusform>%n Strafpunkt</numerusform>
            <numerusform>%n Strafpunkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="79"/>
        <source>%n drink(s)</source>
        <translation>
            <numerusform>%n Schluck</numerusform>
            <numerusform>%n Schluck</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="104"/>
        <source>Play {shape}, high or low, or pass; to swap, drag a card onto the gin card.</source>
        <translation>Spielen Sie {shape}, hoch oder niedrig, oder passen Sie; zum Tauschen ziehen Sie eine Karte auf die Gin-Karte.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="115"/>
        <source>Play {play}</source>
        <translation>{play} spielen</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="122"/>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="128"/>
        <source>Those cards do not make a play allowed now.</source>
        <translation>Diese Karten ergeben jetzt keinen erlaubten Zug.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="125"/>
        <source>The leader must play; you may swap only instead of playing on someone&apos;s lead.</source>
        <translation>Wer ausspielt, muss spielen; tauschen dürfen Sie nur statt zu spielen, wenn ein anderer ausgespielt hat.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="144"/>
        <source>this hand: {drinks}</source>
        <translation>diese Runde: {drinks}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="195"/>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="147"/>
        <source>out</source>
        <translation>raus</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="163"/>
        <source>clockwise ↻</source>
        <translation>im Uhrzeigersinn ↻</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="163"/>
        <source>anticlockwise ↺</source>
        <translation>gegen den Uhrzeigersinn ↺</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="188"/>
        <source>Turn {number}</source>
        <translation>Zug {number}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="190"/>
        <source>(first round: no attacks)</source>
        <translation>(erste Runde: keine Angriffe)</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="133"/>
        <source>Hand {number} of {total}</source>
        <translation>Runde {number} von {total}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="136"/>
        <location filename="../cardtable/ui/table/annotations.py" line="308"/>
        <source>Hand {number}</source>
        <translation>Runde {number}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="137"/>
        <source>Ultimate Loser: {penalty}</source>
        <translation>Ultimate Loser: {penalty}</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/games/up_and_down/presenter.py" line="18"/>
        <source>Deal {number} of {total}: %n card(s)</source>
        <translation>
            <numerusform>Runde {number} von {total}: %n Karte</numerusform>
            <numerusform>Runde {number} von {total}: %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/games/ugly/presenter.py" line="33"/>
        <source>Hand {number} of {total}: pass %n</source>
        <translation>
            <numerusform>Runde {number} von {total}: %n weitergeben</numerusform>
            <numerusform>Runde {number} von {total}: %n weitergeben</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="134"/>
        <location filename="../cardtable/engine/state_base.py" line="77"/>
        <source>No trumps</source>
        <translation>Kein Trumpf</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="136"/>
        <location filename="../cardtable/engine/state_base.py" line="79"/>
        <location filename="../cardtable/ui/table/trick_table.py" line="294"/>
        <source>Trumps: {suit}</source>
        <translation>Trumpf: {suit}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="171"/>
        <source>turns {way}</source>
        <translation>Züge {way}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="172"/>
        <source>attacks {way}</source>
        <translation>Angriffe {way}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="196"/>
        <source>deck {deck} · hand {hand}</source>
        <translation>Deck {deck} · Hand {hand}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugly/presenter.py" line="39"/>
        <location filename="../cardtable/games/up_and_down/presenter.py" line="27"/>
        <source>took {tricks}</source>
        <translation>Stiche: {tricks}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/presenter.py" line="26"/>
        <source>bid {bid}, took {tricks}</source>
        <translation>Ansage {bid}, Stiche {tricks}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="54"/>
        <source>Rock</source>
        <translation>Stein</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="54"/>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="54"/>
        <source>Scissors</source>
        <translation>Schere</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="203"/>
        <source>a single card</source>
        <translation>eine einzelne Karte</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="204"/>
        <source>a pair</source>
        <translation>ein Paar</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="205"/>
        <source>three of a kind</source>
        <translation>einen Drilling</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="206"/>
        <source>four of a kind</source>
        <translation>einen Vierling</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="210"/>
        <source>2s</source>
        <translation>Zweien</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="210"/>
        <source>3s</source>
        <translation>Dreien</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="210"/>
        <source>4s</source>
        <translation>Vieren</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="210"/>
        <source>5s</source>
        <translation>Fünfen</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="210"/>
        <source>6s</source>
        <translation>Sechsen</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="211"/>
        <source>7s</source>
        <translation>Siebenen</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="211"/>
        <source>8s</source>
        <translation>Achten</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="211"/>
        <source>9s</source>
        <translation>Neunen</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="211"/>
        <source>10s</source>
        <translation>Zehnen</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="211"/>
        <source>Jacks</source>
        <translation>Buben</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="212"/>
        <source>Queens</source>
        <translation>Damen</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="212"/>
        <source>Kings</source>
        <translation>Könige</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="212"/>
        <source>Aces</source>
        <translation>Asse</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="221"/>
        <source>a straight flush of %n</source>
        <translation>
            <numerusform>einen Straight Flush aus %n Karte</numerusform>
            <numerusform>einen Straight Flush aus %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="231"/>
        <source>Pair of {ranks}</source>
        <translation>Paar {ranks}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="233"/>
        <source>Three {ranks}</source>
        <translation>Drei {ranks}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="235"/>
        <source>Four {ranks}</source>
        <translation>Vier {ranks}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="237"/>
        <source>Straight flush {low}–{high}</source>
        <translation>Straight Flush {low}–{high}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="248"/>
        <source>Pass and swap the {card} for the gin card</source>
        <translation>Passen und {card} gegen die Gin-Karte tauschen</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="253"/>
        <source>End the game</source>
        <translation>Spiel beenden</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/knowledge.py" line="51"/>
        <location filename="../cardtable/texts.py" line="81"/>
        <location filename="../cardtable/texts.py" line="87"/>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="69"/>
        <source>a card</source>
        <translation>eine Karte</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="78"/>
        <source>— Turn {n}: {name} —</source>
        <translation>— Zug {n}: {name} —</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="81"/>
        <source>{name} drew {card}.</source>
        <translation>{name}: {card} gezogen.</translation>
    </message>
    <message>
        <source>to attack</source>
        <translation type="vanished">zum Angriff</translation>
    </message>
    <message>
        <source>to defend</source>
        <translation type="vanished">zur Verteidigung</translation>
    </message>
    <message>
        <source>face down to defend</source>
        <translation type="vanished">verdeckt zur Verteidigung</translation>
    </message>
    <message>
        <source>{name} played {card} {how}.</source>
        <translation type="vanished">{name}: {card} {how} gespielt.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="151"/>
        <source>Given up: {cards}.</source>
        <translation>Geopfert: {cards}.</translation>
    </message>
    <message>
        <source>{name} equipped card {slot} with {card}.</source>
        <translation type="vanished">{name}: Karte {slot} mit {card} ausgerüstet.</translation>
    </message>
    <message>
        <source>{name} switched the position of {count} card(s).</source>
        <translation type="vanished">{name}: Position von {count} Karte(n) gewechselt.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="188"/>
        <location filename="../cardtable/games/ugo/window/table.py" line="364"/>
        <source>{name} played a 10 and stopped the {card}.</source>
        <translation>{name}: 10 gespielt, {card} aufgehalten.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="191"/>
        <location filename="../cardtable/games/ugo/window/table.py" line="362"/>
        <source>You played a 10 and stopped the attack.</source>
        <translation>Sie: 10 gespielt, Angriff abgewehrt.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="192"/>
        <location filename="../cardtable/games/ugo/window/table.py" line="361"/>
        <source>{name} played a 10 and stopped the attack.</source>
        <translation>{name}: 10 gespielt, Angriff abgewehrt.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="102"/>
        <source>To the discard pile: {cards}.</source>
        <translation>Auf den Ablagestapel: {cards}.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="104"/>
        <source>{name} milled {cards}.</source>
        <translation>{name}: {cards} vom Deck auf den Ablagestapel gelegt.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="107"/>
        <location filename="../cardtable/games/ugo/window/table.py" line="409"/>
        <source>{name} played {card}.</source>
        <translation>{name}: {card} gespielt.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="133"/>
        <source>You could not draw and are out (place {place}).</source>
        <translation>Sie: ausgeschieden, keine Karte zum Ziehen (Platz {place}).</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="142"/>
        <source>{name} played {card} to attack.</source>
        <translation>{name}: {card} zum Angriff gespielt.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="143"/>
        <source>You played {card} to attack.</source>
        <translation>Sie: {card} zum Angriff gespielt.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="145"/>
        <source>{name} played {card} to defend.</source>
        <translation>{name}: {card} zur Verteidigung gespielt.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="146"/>
        <source>You played {card} to defend.</source>
        <translation>Sie: {card} zur Verteidigung gespielt.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="148"/>
        <source>{name} played {card} face down to defend.</source>
        <translation>{name}: {card} verdeckt zur Verteidigung gespielt.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="149"/>
        <source>You played {card} face down to defend.</source>
        <translation>Sie: {card} verdeckt zur Verteidigung gespielt.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="160"/>
        <source>You took {card} from the top of {victim}&apos;s deck.</source>
        <translation>Sie: {card} oben vom Deck von {victim} genommen.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="163"/>
        <source>{thief} took {card} from the top of your deck.</source>
        <translation>{thief}: {card} oben von Ihrem Deck genommen.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="165"/>
        <source>{thief} took {card} from the top of {victim}&apos;s deck.</source>
        <translation>{thief}: {card} oben vom Deck von {victim} genommen.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="112"/>
        <source>{name} took {card} back from the discard pile.</source>
        <translation>{name}: {card} vom Ablagestapel zurückgeholt.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="40"/>
        <source>your first card</source>
        <translation>Ihre erste Karte</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="40"/>
        <source>your second card</source>
        <translation>Ihre zweite Karte</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="40"/>
        <source>your third card</source>
        <translation>Ihre dritte Karte</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="41"/>
        <source>your fourth card</source>
        <translation>Ihre vierte Karte</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="41"/>
        <source>your fifth card</source>
        <translation>Ihre fünfte Karte</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="41"/>
        <source>your sixth card</source>
        <translation>Ihre sechste Karte</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="42"/>
        <source>your seventh card</source>
        <translation>Ihre siebte Karte</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="42"/>
        <source>your eighth card</source>
        <translation>Ihre achte Karte</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="42"/>
        <source>your ninth card</source>
        <translation>Ihre neunte Karte</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="43"/>
        <source>your tenth card</source>
        <translation>Ihre zehnte Karte</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="46"/>
        <source>your card number {n}</source>
        <translation>Ihre Karte Nummer {n}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="51"/>
        <source>their first card</source>
        <translation>die eigene erste Karte</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="51"/>
        <source>their second card</source>
        <translation>die eigene zweite Karte</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="51"/>
        <source>their third card</source>
        <translation>die eigene dritte Karte</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="52"/>
        <source>their fourth card</source>
        <translation>die eigene vierte Karte</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="52"/>
        <source>their fifth card</source>
        <translation>die eigene fünfte Karte</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="52"/>
        <source>their sixth card</source>
        <translation>die eigene sechste Karte</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="53"/>
        <source>their seventh card</source>
        <translation>die eigene siebte Karte</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="53"/>
        <source>their eighth card</source>
        <translation>die eigene achte Karte</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="53"/>
        <source>their ninth card</source>
        <translation>die eigene neunte Karte</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="54"/>
        <source>their tenth card</source>
        <translation>die eigene zehnte Karte</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="57"/>
        <source>their card number {n}</source>
        <translation>die eigene Karte Nummer {n}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="78"/>
        <source>— Turn {n}: yours —</source>
        <translation>— Zug {n}: Sie —</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="81"/>
        <source>You drew {card}.</source>
        <translation>Sie: {card} gezogen.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="86"/>
        <source>{name} put {card} under {slot} in play.</source>
        <translation>{name}: {card} unter {slot} im Spiel gelegt.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="87"/>
        <source>You put {card} under {slot} in play.</source>
        <translation>Sie: {card} unter {slot} im Spiel gelegt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/games/ugo/window/log.py" line="90"/>
        <source>{name} switched the position of %n card(s).</source>
        <translation>
            <numerusform>{name}: Position von %n Karte gewechselt.</numerusform>
            <numerusform>{name}: Position von %n Karten gewechselt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/games/ugo/window/log.py" line="92"/>
        <source>You switched the position of %n card(s).</source>
        <translation>
            <numerusform>Sie: Position von %n Karte gewechselt.</numerusform>
            <numerusform>Sie: Position von %n Karten gewechselt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="104"/>
        <source>You milled {cards}.</source>
        <translation>Sie: {cards} vom Deck auf den Ablagestapel gelegt.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="107"/>
        <location filename="../cardtable/games/ugo/window/table.py" line="410"/>
        <source>You played {card}.</source>
        <translation>Sie: {card} gespielt.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="113"/>
        <source>You took {card} back from the discard pile.</source>
        <translation>Sie: {card} vom Ablagestapel zurückgeholt.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="115"/>
        <source>clockwise</source>
        <translation>im Uhrzeigersinn</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="115"/>
        <source>anticlockwise</source>
        <translation>gegen den Uhrzeigersinn</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="117"/>
        <source>{name} reversed the attacks: they go {way}; the turns still go clockwise.</source>
        <translation>{name}: Angriffe umgekehrt, sie gehen jetzt {way}; die Züge gehen weiter im Uhrzeigersinn.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="119"/>
        <source>You reversed the attacks: they go {way}; the turns still go clockwise.</source>
        <translation>Sie: Angriffe umgekehrt, sie gehen jetzt {way}; die Züge gehen weiter im Uhrzeigersinn.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="121"/>
        <source>{name} reversed the direction: play goes {way}.</source>
        <translation>{name}: Richtung umgekehrt, jetzt geht es {way} weiter.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="122"/>
        <source>You reversed the direction: play goes {way}.</source>
        <translation>Sie: Richtung umgekehrt, jetzt geht es {way} weiter.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/table.py" line="447"/>
        <source>{name} reversed the direction of play.</source>
        <translation>{name} hat die Spielrichtung umgekehrt.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/table.py" line="448"/>
        <source>You reversed the direction of play.</source>
        <translation>Sie haben die Spielrichtung umgekehrt.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/table.py" line="450"/>
        <source>{name} turned the attacks the other way; the turns go on as before.</source>
        <translation>{name} hat die Angriffe umgekehrt; die Züge gehen weiter wie bisher.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/table.py" line="452"/>
        <source>You turned the attacks the other way; the turns go on as before.</source>
        <translation>Sie haben die Angriffe umgekehrt; die Züge gehen weiter wie bisher.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="124"/>
        <location filename="../cardtable/games/ugo/window/table.py" line="467"/>
        <source>{name} played an 8: every hand was thrown away and drawn again.</source>
        <translation>{name}: 8 gespielt, alle Handkarten abgeworfen und neu gezogen.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="126"/>
        <location filename="../cardtable/games/ugo/window/table.py" line="468"/>
        <source>You played an 8: every hand was thrown away and drawn again.</source>
        <translation>Sie: 8 gespielt, alle Handkarten abgeworfen und neu gezogen.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="128"/>
        <location filename="../cardtable/games/ugo/window/table.py" line="474"/>
        <source>{name} played a 9 and turned the {card} back.</source>
        <translation>{name}: 9 gespielt, {card} umgelenkt.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="129"/>
        <location filename="../cardtable/games/ugo/window/table.py" line="475"/>
        <source>You played a 9 and turned the {card} back.</source>
        <translation>Sie: 9 gespielt, {card} umgelenkt.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/table.py" line="483"/>
        <source>{name} could not draw and is out.</source>
        <translation>{name} konnte nicht ziehen und scheidet aus.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/table.py" line="484"/>
        <source>You could not draw and are out.</source>
        <translation>Sie konnten nicht ziehen und scheiden aus.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="132"/>
        <source>{name} could not draw and is out (place {place}).</source>
        <translation>{name}: ausgeschieden, keine Karte zum Ziehen (Platz {place}).</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="175"/>
        <source>You won the duel.</source>
        <translation>Sie haben das Duell gewonnen.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="176"/>
        <source>You and {names} won the duel.</source>
        <translation>Sie und {names} haben das Duell gewonnen.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="177"/>
        <source>{names} won the duel.</source>
        <translation>{names} hat das Duell gewonnen.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="187"/>
        <location filename="../cardtable/games/ugo/window/table.py" line="365"/>
        <source>You played a 10 and stopped the {card}.</source>
        <translation>Sie: 10 gespielt, {card} aufgehalten.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="194"/>
        <source>You played a 10.</source>
        <translation>Sie: 10 gespielt.</translation>
    </message>
    <message>
        <source>The duel is over: {names} won.</source>
        <translation type="vanished">Das Duell ist vorbei. Gewinner: {names}.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="194"/>
        <source>{name} played a 10.</source>
        <translation>{name}: 10 gespielt.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/annotations.py" line="142"/>
        <location filename="../cardtable/ui/table/table_tips.py" line="86"/>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="94"/>
        <location filename="../cardtable/ui/table/annotations.py" line="308"/>
        <source>Deal {number}</source>
        <translation>Runde {number}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/annotations.py" line="98"/>
        <source>D</source>
        <comment>the dealer&apos;s button</comment>
        <translation>G</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/annotations.py" line="141"/>
        <source>played by the computer</source>
        <translation>vom Computer gespielt</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/annotations.py" line="171"/>
        <source>deals</source>
        <translation>gibt</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/annotations.py" line="310"/>
        <source>Hand</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/annotations.py" line="310"/>
        <source>Deal</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/annotations.py" line="311"/>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/annotations.py" line="314"/>
        <source>You shot the moon!</source>
        <translation>Sie haben den Mond geschossen!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/annotations.py" line="315"/>
        <source>{name} shot the moon!</source>
        <translation>{name} hat den Mond geschossen!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/annotations.py" line="320"/>
        <source>Click or press Enter to continue</source>
        <translation>Klicken oder Eingabetaste drücken, um weiterzuspielen</translation>
    </message>
    <message>
        <source>Click to continue</source>
        <translation type="vanished">Zum Weiterspielen klicken</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/last_trick.py" line="85"/>
        <source>Last trick: {name} took it</source>
        <translation>Letzter Stich: an {name}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/last_trick.py" line="86"/>
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/last_trick.py" line="92"/>
        <source>Click or press Escape to close</source>
        <translation>Zum Schließen klicken oder Esc drücken</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="43"/>
        <source>A {attack} / D {defence}</source>
        <translation>A {attack} / V {defence}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="92"/>
        <source>deck {n}</source>
        <translation>Deck {n}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="93"/>
        <source>The cards left in this deck: whoever must draw from an empty deck is out.</source>
        <translation>Die Karten, die noch in diesem Deck sind: Wer von einem leeren Deck ziehen muss, scheidet aus.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="95"/>
        <source>discards {n}</source>
        <translation>Ablage {n}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="96"/>
        <source>The cards in this discard pile: played, destroyed and milled cards.</source>
        <translation>Die Karten auf diesem Ablagestapel: gespielte, zerstörte und vom Deck abgelegte Karten.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="104"/>
        <source>A: the card&apos;s attack value; D: its defence value, equips included. Upright cards are in attack position (gold), sideways ones defend; ? is a face-down card.</source>
        <translation>A: der Angriffswert der Karte; V: ihr Verteidigungswert, Ausrüstung eingerechnet. Aufrechte Karten stehen in Angriffsposition (gold), quer liegende verteidigen; ? ist eine verdeckte Karte.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="132"/>
        <source>The direction of play: turns and attacks go this way, to the next player still in. A 9 turns it round.</source>
        <translation>Die Spielrichtung: Züge und Angriffe gehen in diese Richtung, zum nächsten Spieler, der noch im Spiel ist. Eine 9 kehrt sie um.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="166"/>
        <source>turns</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="166"/>
        <source>attacks</source>
        <translation>Angriffe</translation>
    </message>
    <message>
        <source>You attack {target} directly with {card}.</source>
        <translation type="vanished">Sie greifen {target} direkt mit {card} an.</translation>
    </message>
    <message>
        <source>You attack {target}&apos;s card with {card}.</source>
        <translation type="vanished">Sie greifen die Karte von {target} mit {card} an.</translation>
    </message>
    <message>
        <source>{name} attacks you directly with {card}.</source>
        <translation type="vanished">{name} greift Sie direkt mit {card} an.</translation>
    </message>
    <message>
        <source>{name} attacks {target} directly with {card}.</source>
        <translation type="vanished">{name} greift {target} mit {card} direkt an.</translation>
    </message>
    <message>
        <source>{name} attacks your card with {card}.</source>
        <translation type="vanished">{name} greift Ihre Karte mit {card} an.</translation>
    </message>
    <message>
        <source>{name} attacks {target}&apos;s card with {card}.</source>
        <translation type="vanished">{name} greift mit {card} eine Karte von {target} an.</translation>
    </message>
    <message>
        <source>{name} plays a 10: the attack is stopped.</source>
        <translation type="vanished">{name} spielt eine 10: Der Angriff ist abgewehrt.</translation>
    </message>
    <message>
        <source>You play a 10: the attack is stopped.</source>
        <translation type="vanished">Sie spielen eine 10: Der Angriff ist abgewehrt.</translation>
    </message>
    <message>
        <source>{name} plays a 10: the {card} is stopped.</source>
        <translation type="vanished">{name} spielt eine 10: {card} ist aufgehalten.</translation>
    </message>
    <message>
        <source>You play a 10: the {card} is stopped.</source>
        <translation type="vanished">Sie spielen eine 10: {card} ist aufgehalten.</translation>
    </message>
    <message>
        <source>{name} plays {card}.</source>
        <translation type="vanished">{name} spielt {card}.</translation>
    </message>
    <message>
        <source>You play {card}.</source>
        <translation type="vanished">Sie spielen {card}.</translation>
    </message>
    <message>
        <source>{name} reverses the direction of play.</source>
        <translation type="vanished">{name} kehrt die Spielrichtung um.</translation>
    </message>
    <message>
        <source>You reverse the direction of play.</source>
        <translation type="vanished">Sie kehren die Spielrichtung um.</translation>
    </message>
    <message>
        <source>{name} turns the attacks the other way; the turns go on as before.</source>
        <translation type="vanished">{name} kehrt die Angriffe um; die Züge gehen weiter wie bisher.</translation>
    </message>
    <message>
        <source>You turn the attacks the other way; the turns go on as before.</source>
        <translation type="vanished">Sie kehren die Angriffe um; die Züge gehen weiter wie bisher.</translation>
    </message>
    <message>
        <source>{name} plays an 8: every hand is thrown away and drawn again.</source>
        <translation type="vanished">{name} spielt eine 8: Alle werfen ihre Handkarten ab und ziehen neu.</translation>
    </message>
    <message>
        <source>You play an 8: every hand is thrown away and drawn again.</source>
        <translation type="vanished">Sie spielen eine 8: Alle Handkarten werden abgeworfen und neu gezogen.</translation>
    </message>
    <message>
        <source>{name} plays a 9 and turns the {card} back!</source>
        <translation type="vanished">{name} spielt eine 9 und lenkt {card} um!</translation>
    </message>
    <message>
        <source>You play a 9 and turn the {card} back!</source>
        <translation type="vanished">Sie spielen eine 9 und lenken {card} zurück!</translation>
    </message>
    <message>
        <source>{name} cannot draw and is out.</source>
        <translation type="vanished">{name} kann nicht ziehen und scheidet aus.</translation>
    </message>
    <message>
        <source>You cannot draw and are out.</source>
        <translation type="vanished">Sie können nicht ziehen und scheiden aus.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/table.py" line="488"/>
        <source>A duel has no tricks: the log beside the table tells every move.</source>
        <translation>Ein Duell hat keine Stiche: Das Protokoll neben dem Tisch nennt jeden Zug.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/gestures.py" line="97"/>
        <source>That move is not allowed there.</source>
        <translation>Dieser Zug ist dort nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="184"/>
        <source>You attacked {target} directly with {card}.</source>
        <translation>Sie haben {target} direkt mit {card} angegriffen.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="186"/>
        <source>You attacked {target}&apos;s card with {card}.</source>
        <translation>Sie haben mit {card} eine Karte von {target} angegriffen.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="189"/>
        <source>{name} attacked you directly with {card}.</source>
        <translation>{name} hat Sie direkt mit {card} angegriffen.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="190"/>
        <source>{name} attacked {target} directly with {card}.</source>
        <translation>{name} hat {target} direkt mit {card} angegriffen.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="192"/>
        <source>{name} attacked your card with {card}.</source>
        <translation>{name} hat Ihre Karte mit {card} angegriffen.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="194"/>
        <source>{name} attacked {target}&apos;s card with {card}.</source>
        <translation>{name} hat mit {card} eine Karte von {target} angegriffen.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="202"/>
        <source>your</source>
        <translation>Ihre</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="202"/>
        <source>{name}&apos;s</source>
        <translation>{name}s</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="206"/>
        <source>card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="209"/>
        <location filename="../cardtable/games/ugo/window/cards.py" line="214"/>
        <source>attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="211"/>
        <location filename="../cardtable/games/ultimate_loser/window/words.py" line="32"/>
        <source>you</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="212"/>
        <source>{attacker} hit {name} directly: {n} cards milled.</source>
        <translation>{attacker} trifft {name} direkt: {n} Karten vom Deck auf den Ablagestapel.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="214"/>
        <source>defence</source>
        <translation>Verteidigung</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="216"/>
        <source>value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="219"/>
        <source>{attacker} destroyed {target}.</source>
        <translation>{attacker} zerstört {target}.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="220"/>
        <source>{target} held off {attacker}.</source>
        <translation>{target} wehrt {attacker} ab.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="221"/>
        <source>{target} destroyed {attacker}.</source>
        <translation>{target} zerstört {attacker}.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="222"/>
        <source>{attacker} and {target} were even: nothing happened.</source>
        <translation>{attacker} und {target} waren gleich stark: Nichts ist passiert.</translation>
    </message>
    <message>
        <source>{attacker} and {target} are even: nothing happens.</source>
        <translation type="vanished">{attacker} und {target} sind gleich stark: Nichts passiert.</translation>
    </message>
    <message>
        <source>{name} passes.</source>
        <translation type="vanished">{name} passt.</translation>
    </message>
    <message>
        <source>You pass.</source>
        <translation type="vanished">Sie passen.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="122"/>
        <location filename="../cardtable/games/ultimate_loser/window/ui.py" line="48"/>
        <source>{name} passed.</source>
        <translation>{name}: gepasst.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="123"/>
        <location filename="../cardtable/games/ultimate_loser/window/ui.py" line="48"/>
        <source>You passed.</source>
        <translation>Sie: gepasst.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="168"/>
        <source>{name} swaps the {given} for the {taken}.</source>
        <translation>{name} tauscht {given} gegen {taken}.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="169"/>
        <source>You swap the {given} for the {taken}.</source>
        <translation>Sie tauschen {given} gegen {taken}.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="212"/>
        <source>What this player drinks for this round</source>
        <translation>Was dieser Spieler in diesem Durchgang trinkt</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="234"/>
        <source>{name} has chosen.</source>
        <translation>{name} hat gewählt.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="236"/>
        <source>You chose {shape}.</source>
        <translation>Sie haben {shape} gewählt.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="243"/>
        <source>{name} leads.</source>
        <translation>{name} spielt aus.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="243"/>
        <source>You lead.</source>
        <translation>Sie spielen aus.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="246"/>
        <source>A draw: choose again.</source>
        <translation>Unentschieden: Bitte noch einmal wählen.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="248"/>
        <source>Again between {names}.</source>
        <translation>Noch einmal zwischen {names}.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="300"/>
        <source>Does not go with the chosen cards.</source>
        <translation>Passt nicht zu den gewählten Karten.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="322"/>
        <source>Play the chosen cards (P)</source>
        <translation>Die gewählten Karten spielen (P)</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="325"/>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="326"/>
        <source>Play: {play}</source>
        <translation>Spielen: {play}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/ui.py" line="26"/>
        <source>Penalty points</source>
        <translation>Strafpunkte</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="25"/>
        <location filename="../cardtable/games/ultimate_loser/window/ui.py" line="26"/>
        <source>Drinks</source>
        <translation>Schlucke</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/ui.py" line="38"/>
        <source>Shed your cards in singles, sets and straight flushes, and don&apos;t be the last one holding any.</source>
        <translation>Karten einzeln, im Satz oder als Straight Flush loswerden – und nicht als Letzter übrig bleiben.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/ui.py" line="69"/>
        <source>Back a round</source>
        <translation>Einen Durchgang zurück</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/ui.py" line="69"/>
        <source>Forward a round</source>
        <translation>Einen Durchgang vor</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/ui.py" line="84"/>
        <source>{choice}: play nothing this round; a pass costs a drink.</source>
        <translation>{choice}: in diesem Durchgang nichts spielen; Passen kostet einen Schluck.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/words.py" line="34"/>
        <source>{name} (lowest play)</source>
        <translation>{name} (am niedrigsten gespielt)</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/words.py" line="35"/>
        <source>{name} (passed)</source>
        <translation>{name} (gepasst)</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/words.py" line="37"/>
        <source>everyone (four of a kind)</source>
        <translation>alle (Vierling)</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/words.py" line="39"/>
        <source>You played best.</source>
        <translation>Sie haben am höchsten gespielt.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/words.py" line="41"/>
        <source>{name} played best.</source>
        <translation>{name} hat am höchsten gespielt.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/words.py" line="52"/>
        <source>You are the Ultimate Loser: {penalty}!</source>
        <translation>Sie sind Ultimate Loser: {penalty}!</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/words.py" line="54"/>
        <source>{name} is the Ultimate Loser: {penalty}!</source>
        <translation>{name} ist Ultimate Loser: {penalty}!</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/words.py" line="69"/>
        <source>passed, swapping the {given} for the {taken}</source>
        <translation>gepasst, {given} gegen {taken} getauscht</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/words.py" line="72"/>
        <source>passed</source>
        <translation>gepasst</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/words.py" line="77"/>
        <source>Last round</source>
        <translation>Letzter Durchgang</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/app.py" line="180"/>
        <source>%n game(s) waiting for the score history could not be read; the files were kept beside it.</source>
        <translation>
            <numerusform>%n Spiel, das auf den Spielverlauf wartete, konnte nicht gelesen werden; die Datei wurde daneben aufbewahrt.</numerusform>
            <numerusform>%n Spiele, die auf den Spielverlauf warteten, konnten nicht gelesen werden; die Dateien wurden daneben aufbewahrt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/app.py" line="184"/>
        <source>%n game(s) waiting for the score history were left as they are: a newer version of Card Table wrote them, or they may not be read here.</source>
        <translation>
            <numerusform>%n Partie, die auf den Spielverlauf wartet, bleibt, wie sie ist: eine neuere Version von Card Table hat sie geschrieben, oder sie darf hier nicht gelesen werden.</numerusform>
            <numerusform>%n Partien, die auf den Spielverlauf warten, bleiben, wie sie sind: eine neuere Version von Card Table hat sie geschrieben, oder sie dürfen hier nicht gelesen werden.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/app.py" line="197"/>
        <source>The score history cannot take games now: {reason}. Games you finish or leave are kept until it can.</source>
        <translation>Der Spielverlauf kann gerade keine Spiele aufnehmen: {reason}. Spiele, die Sie beenden oder verlassen, werden aufbewahrt, bis es wieder geht.</translation>
    </message>
    <message>
        <location filename="../cardtable/app.py" line="223"/>
        <location filename="../cardtable/app.py" line="263"/>
        <source>Continue?</source>
        <translation>Fortsetzen?</translation>
    </message>
    <message>
        <location filename="../cardtable/app.py" line="224"/>
        <source>You have a game of people under way at {server}. Sign in to go back to your seat?</source>
        <translation>Sie haben ein Spiel mit Menschen auf {server}, das noch läuft. Anmelden, um an Ihren Platz zurückzukehren?</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/app.py" line="280"/>
        <source>{first} %n other game(s) in progress are left as they are too.</source>
        <translation>
            <numerusform>{first} %n weitere laufende Partie bleibt ebenfalls, wie sie ist.</numerusform>
            <numerusform>{first} %n weitere laufende Partien bleiben ebenfalls, wie sie sind.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game of {game} (%n move(s) played). Continue it?</source>
        <translation type="vanished">
            <numerusform>Sie haben ein nicht beendetes Spiel {game} (%n Zug gespielt). Möchten Sie es fortsetzen?</numerusform>
            <numerusform>Sie haben ein nicht beendetes Spiel {game} (%n Züge gespielt). Möchten Sie es fortsetzen?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="41"/>
        <source>Cards removed</source>
        <translation>Entfernte Karten</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="42"/>
        <source>Which low cards leave the deck so that every hand is the same size.</source>
        <translation>Welche niedrigen Karten aus dem Spiel genommen werden, damit alle gleich viele Karten bekommen.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="44"/>
        <source>Foster: 2♠; 2♣ 2♠; all the 2s (3–6 players)</source>
        <translation>Foster: 2♠; 2♣ 2♠; alle Zweien (3–6 Spieler)</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="45"/>
        <source>Culbertson: 2♣, 2♦, 2♥, 2♠ in turn</source>
        <translation>Culbertson: 2♣, 2♦, 2♥, 2♠ der Reihe nach</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="46"/>
        <source>Morehead: 2♣, 2♦, 3♣, 2♠ in turn</source>
        <translation>Morehead: 2♣, 2♦, 3♣, 2♠ der Reihe nach</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="50"/>
        <source>Kitty instead of removing cards</source>
        <translation>Talon statt entfernter Karten</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="51"/>
        <source>Keep every card; the leftovers lie face down and go to the winner of the first trick.</source>
        <translation>Alle Karten bleiben im Spiel; die übrigen liegen verdeckt und gehen an den Gewinner des ersten Stichs.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="54"/>
        <source>The kitty&apos;s taker sees it</source>
        <translation>Wer den Talon bekommt, sieht ihn</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="55"/>
        <source>The winner of the first trick may look at the kitty cards taken.</source>
        <translation>Wer den ersten Stich macht, darf sich die Karten des Talons ansehen.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="58"/>
        <location filename="../cardtable/games/black_lady/options.py" line="231"/>
        <source>Cancellation hearts</source>
        <translation>Cancellation Hearts</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="59"/>
        <source>Two decks for 6 to 11 players; identical cards in a trick cancel each other.</source>
        <translation>Zwei Kartenspiele für 6 bis 11 Spieler; gleiche Karten in einem Stich heben sich gegenseitig auf.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="62"/>
        <source>Passing</source>
        <translation>Weitergeben</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="63"/>
        <source>Where the three passed cards go in each deal.</source>
        <translation>Wohin die drei weitergegebenen Karten in jeder Runde gehen.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="65"/>
        <source>Always to the left</source>
        <translation>Immer nach links</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="66"/>
        <source>Left, then right, alternately</source>
        <translation>Abwechselnd nach links und nach rechts</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="67"/>
        <source>Left, right, across, hold (no across when odd)</source>
        <translation>Links, rechts, gegenüber, behalten (bei ungerader Spielerzahl ohne „gegenüber“)</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="68"/>
        <source>No passing</source>
        <translation>Kein Weitergeben</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="72"/>
        <source>Cards that may not be passed</source>
        <translation>Weitergabeverbot</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="73"/>
        <source>Cards a player must keep when choosing the three to pass.</source>
        <translation>Karten, die man behalten muss, wenn man die drei Karten zum Weitergeben wählt.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="75"/>
        <source>Any card may be passed</source>
        <translation>Jede Karte darf weitergegeben werden</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="76"/>
        <source>Not the Q♠</source>
        <translation>Nicht die Pik-Dame</translation>
    </message>
    <message>
        <source>Not the 2♣</source>
        <translation type="vanished">Nicht die Kreuz-Zwei</translation>
    </message>
    <message>
        <source>Neither the Q♠ nor the 2♣</source>
        <translation type="vanished">Weder die Pik-Dame noch die Kreuz-Zwei</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="84"/>
        <source>First lead</source>
        <translation>Erstes Ausspiel</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="85"/>
        <source>Who leads to the first trick of a deal, and with what.</source>
        <translation>Wer den ersten Stich einer Runde ausspielt, und womit.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="87"/>
        <source>Left of the dealer, any card</source>
        <translation>Links vom Geber, beliebige Karte</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="88"/>
        <source>The holder of the lowest club leads it</source>
        <translation>Wer das niedrigste Kreuz hat, spielt es aus</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="92"/>
        <source>Hearts must be broken</source>
        <translation>Herz muss gebrochen sein</translation>
    </message>
    <message>
        <source>Hearts and the black lady may not be led until a heart has been played.</source>
        <translation type="vanished">Herz und die Pik-Dame dürfen erst ausgespielt werden, wenn ein Herz gefallen ist.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="79"/>
        <source>Not the lowest club (the 2♣ unless it is removed)</source>
        <translation>Nicht das niedrigste Kreuz (die Kreuz-Zwei, außer sie ist entfernt)</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="80"/>
        <source>Neither the Q♠ nor the lowest club</source>
        <translation>Weder die Pik-Dame noch das niedrigste Kreuz</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="93"/>
        <source>Hearts and the black lady may not be led until hearts are broken.</source>
        <translation>Herz und die Pik-Dame dürfen erst ausgespielt werden, wenn Herz gebrochen ist.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="96"/>
        <source>What breaks hearts</source>
        <translation>Was Herz bricht</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="97"/>
        <source>With “Hearts must be broken”: the play after which hearts and the black lady may be led.</source>
        <translation>Mit „Herz muss gebrochen sein“: der Zug, nach dem Herz und die Pik-Dame ausgespielt werden dürfen.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="100"/>
        <source>A heart thrown on another suit</source>
        <translation>Ein Herz, abgeworfen auf eine andere Farbe</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="101"/>
        <source>Any heart played, led ones too</source>
        <translation>Jedes gespielte Herz, auch ein ausgespieltes</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="102"/>
        <source>Any heart or the black lady played</source>
        <translation>Jedes gespielte Herz oder die Pik-Dame</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="107"/>
        <source>No points on the first trick</source>
        <translation>Keine Punkte im ersten Stich</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="108"/>
        <source>Penalty cards may not be played to the first trick unless a player holds nothing else.</source>
        <translation>Strafkarten dürfen im ersten Stich nur gespielt werden, wenn man nichts anderes hat.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="112"/>
        <source>Club play</source>
        <translation>Clubregel</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="113"/>
        <source>The black lady must be played at the first chance: void in the suit led, or on a spade lead over a higher spade.</source>
        <translation>Die Pik-Dame muss bei der ersten Gelegenheit gespielt werden: wenn man die ausgespielte Farbe nicht bedienen kann oder wenn Pik ausgespielt ist und schon ein höheres Pik im Stich liegt.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="117"/>
        <location filename="../cardtable/games/black_lady/options.py" line="221"/>
        <source>Pink Lady</source>
        <translation>Pink Lady</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="118"/>
        <source>The Q♥ counts 13 like the Q♠: 38 penalty points in a deal.</source>
        <translation>Die Herz-Dame zählt 13 wie die Pik-Dame: 38 Strafpunkte pro Runde.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="121"/>
        <location filename="../cardtable/games/black_lady/options.py" line="226"/>
        <source>Black Jack</source>
        <translation>Black Jack</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="122"/>
        <source>The J♠ takes the black lady&apos;s place and counts 10; the Q♠ is an ordinary spade.</source>
        <translation>Der Pik-Bube tritt an die Stelle der Pik-Dame und zählt 10; die Pik-Dame ist eine gewöhnliche Pik-Karte.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="125"/>
        <source>Discarding the black jack</source>
        <translation>Abwerfen des Pik-Buben</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="126"/>
        <source>With Black Jack: whether a player void in the suit led must throw the J♠ first.</source>
        <translation>Bei Black Jack: ob man den Pik-Buben zuerst abwerfen muss, wenn man die ausgespielte Farbe nicht bedienen kann.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="128"/>
        <source>May discard it (early rule)</source>
        <translation>Darf abgeworfen werden (frühe Regel)</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="129"/>
        <source>Must discard it before any other card (later rule)</source>
        <translation>Muss vor jeder anderen Karte abgeworfen werden (spätere Regel)</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="133"/>
        <source>Omnibus bonus card</source>
        <translation>Omnibus-Bonuskarte</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="134"/>
        <source>A diamond that counts 10 in favour of whoever takes it.</source>
        <translation>Eine Karo-Karte, die dem, der sie bekommt, 10 Punkte gutschreibt.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="136"/>
        <source>No bonus card</source>
        <translation>Keine Bonuskarte</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="137"/>
        <source>The 10♦ (Culbertson)</source>
        <translation>Die Karo-Zehn (Culbertson)</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="138"/>
        <source>The J♦ (modern)</source>
        <translation>Der Karo-Bube (modern)</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="142"/>
        <source>Shooting the moon</source>
        <translation>Mondschuss</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="143"/>
        <source>What happens when one player takes every penalty card of a deal.</source>
        <translation>Was geschieht, wenn jemand alle Strafkarten einer Runde bekommt.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="145"/>
        <source>Nothing special: points count as taken</source>
        <translation>Nichts Besonderes: Punkte zählen normal</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="146"/>
        <source>No one scores that deal</source>
        <translation>Die Runde wird nicht gewertet</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="147"/>
        <source>Old moon: the shooter scores 0, everyone else the deal&apos;s total</source>
        <translation>Alter Mond: Schütze 0, alle anderen die Rundensumme</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="148"/>
        <source>New moon: the shooter subtracts the deal&apos;s total (26 plus points)</source>
        <translation>Neuer Mond: Schütze zieht die Rundensumme ab (26 Pluspunkte)</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="152"/>
        <source>The moon needs the bonus card</source>
        <translation>Der Mondschuss braucht die Bonuskarte</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="153"/>
        <source>In Omnibus: shooting the moon takes the bonus card too, not only every penalty card.</source>
        <translation>Bei Omnibus: Zum Mondschuss gehört auch die Bonuskarte, nicht nur jede Strafkarte.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="158"/>
        <source>−5 for no tricks</source>
        <translation>−5 ohne Stich</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="159"/>
        <source>A player who takes no trick in a deal scores −5.</source>
        <translation>Wer in einer Runde keinen Stich macht, bekommt −5.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="162"/>
        <source>−5 for no tricks in a moon deal</source>
        <translation>−5 ohne Stich auch bei einem Mondschuss</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="163"/>
        <source>With −5 for no tricks: the −5 counts in a deal where someone shot the moon too.</source>
        <translation>Mit „−5 ohne Stich“: Die −5 zählen auch in einer Runde, in der jemand den Mond geschossen hat.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="167"/>
        <source>Exactly the target resets to 0</source>
        <translation>Genau das Ziel: zurück auf 0</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="168"/>
        <source>A score of exactly the target drops to zero, so the game needs more than the target.</source>
        <translation>Wer genau das Ziel erreicht, fällt auf null zurück; zum Spielende muss das Ziel überschritten werden.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="171"/>
        <source>Game ends at</source>
        <translation>Spielende bei</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="172"/>
        <source>The game ends after the deal in which someone reaches this many points.</source>
        <translation>Das Spiel endet nach der Runde, in der jemand diese Punktzahl erreicht.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="176"/>
        <location filename="../cardtable/games/ugly/window/help.py" line="24"/>
        <location filename="../cardtable/games/up_and_down/window/help.py" line="24"/>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="177"/>
        <source>Penalty points to a target, or Foster&apos;s counters paid into a pool.</source>
        <translation>Strafpunkte bis zu einem Ziel oder Fosters Spielmarken, die in einen Pott gezahlt werden.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="179"/>
        <source>Penalty points; lowest wins</source>
        <translation>Strafpunkte; der niedrigste Stand gewinnt</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="180"/>
        <source>Counters, sweepstake: players with no hearts take the pool</source>
        <translation>Spielmarken, Pott: Wer kein Herz hat, gewinnt den Pott</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="181"/>
        <source>Counters, Howell: pay per opponent, claim what you avoided</source>
        <translation>Spielmarken, Howell: je Gegner zahlen, Vermiedenes kassieren</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="185"/>
        <source>Counters at the start</source>
        <translation>Spielmarken zu Beginn</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="186"/>
        <source>With counter scoring: how many counters each player starts with (Foster: 50 or 100).</source>
        <translation>Bei Wertung mit Spielmarken: wie viele Marken jeder zu Beginn hat (Foster: 50 oder 100).</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="190"/>
        <source>Number of deals</source>
        <translation>Anzahl der Runden</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="191"/>
        <source>End the game after this many deals whatever the scores (0: no limit, though no game goes past 1000 deals).</source>
        <translation>Das Spiel nach so vielen Runden beenden, wie auch immer die Punkte stehen (0: keine Grenze, doch kein Spiel geht über 1000 Runden).</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="311"/>
        <source>Foster&apos;s removal covers 3 to 6 players, not {players}: for 7 players choose Culbertson&apos;s removal or the kitty</source>
        <translation>Fosters Kartenentfernung gilt für 3 bis 6 Spieler, nicht für {players}: für 7 Spieler Culbertsons Entfernung oder den Talon wählen</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="314"/>
        <source>Morehead&apos;s removal covers 3 to 6 players, not {players}: for 7 players choose Culbertson&apos;s removal or the kitty</source>
        <translation>Moreheads Kartenentfernung gilt für 3 bis 6 Spieler, nicht für {players}: für 7 Spieler Culbertsons Entfernung oder den Talon wählen</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="331"/>
        <source>Under these rules scores can go down as well as up (−5 for no tricks, the bonus card, the new moon), so the game may never reach its target. Without a number of deals it stops after {cap} deals.</source>
        <translation>Mit diesen Regeln können Punktestände auch sinken (−5 ohne Stich, die Bonuskarte, der neue Mond), sodass das Spiel sein Ziel vielleicht nie erreicht. Ohne eine Anzahl von Runden endet es nach {cap} Runden.</translation>
    </message>
    <message>
        <source>Stop after this many deals (0: play until the target or until someone is out of counters).</source>
        <translation type="vanished">Nach so vielen Runden aufhören (0: spielen, bis das Ziel erreicht ist oder jemandem die Spielmarken ausgehen).</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="201"/>
        <source>Foster 1909</source>
        <translation>Foster 1909</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="202"/>
        <source>The earliest rules: pass left, no moon, Foster&apos;s counters (sweepstake).</source>
        <translation>Die frühesten Regeln: Weitergeben nach links, kein Mondschuss, Fosters Spielmarken (Pott).</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="206"/>
        <source>Culbertson 1950</source>
        <translation>Culbertson 1950</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="207"/>
        <source>Pass left, twos removed in order, no one scores when a player takes everything.</source>
        <translation>Weitergeben nach links, Zweien der Reihe nach entfernt, keine Wertung, wenn jemand alles bekommt.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="211"/>
        <source>Morehead 2001</source>
        <translation>Morehead 2001</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="212"/>
        <source>The rules nearly universal in the United States: old moon, game to 100.</source>
        <translation>Die in den USA fast überall gespielten Regeln: alter Mond, Spiel bis 100.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="216"/>
        <source>Omnibus hearts</source>
        <translation>Omnibus Hearts</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="217"/>
        <source>Morehead with the 10♦ counting 10 in the taker&apos;s favour.</source>
        <translation>Morehead, dazu schreibt die Karo-Zehn dem, der sie bekommt, 10 Punkte gut.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="222"/>
        <source>Morehead with the Q♥ counting 13 too.</source>
        <translation>Morehead, dazu zählt auch die Herz-Dame 13.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="227"/>
        <source>Foster&apos;s variant: the J♠ counts 10 instead of the Q♠, scored in points.</source>
        <translation>Fosters Variante: Der Pik-Bube zählt 10 statt der Pik-Dame, gewertet in Punkten.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="232"/>
        <source>Culbertson&apos;s game for 6 to 11 players with two decks.</source>
        <translation>Culbertsons Spiel für 6 bis 11 Spieler mit zwei Kartenspielen.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/state.py" line="236"/>
        <location filename="../cardtable/games/ugly/state.py" line="148"/>
        <location filename="../cardtable/games/ultimate_loser/state.py" line="285"/>
        <location filename="../cardtable/games/ultimate_loser/state.py" line="290"/>
        <location filename="../cardtable/games/up_and_down/state.py" line="223"/>
        <source>you do not hold the {card}</source>
        <translation>Sie haben {card} nicht auf der Hand</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/state.py" line="244"/>
        <location filename="../cardtable/games/ugly/state.py" line="157"/>
        <source>the {card} cannot be played now</source>
        <translation>{card} kann jetzt nicht gespielt werden</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/legality.py" line="70"/>
        <location filename="../cardtable/games/ugly/state.py" line="151"/>
        <source>that card is already chosen to pass</source>
        <translation>diese Karte ist schon zum Weitergeben gewählt</translation>
    </message>
    <message>
        <source>that card may not be passed</source>
        <translation type="vanished">diese Karte darf nicht weitergegeben werden</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/legality.py" line="73"/>
        <source>the {card} may not be passed</source>
        <translation>{card} darf nicht weitergegeben werden</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/legality.py" line="82"/>
        <source>the {card} must lead the first trick</source>
        <translation>{card} muss den ersten Stich eröffnen</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/legality.py" line="90"/>
        <source>hearts have not been broken: lead another suit</source>
        <translation>Herz ist noch nicht gebrochen: Spielen Sie eine andere Farbe aus</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/legality.py" line="97"/>
        <location filename="../cardtable/games/black_lady/legality.py" line="113"/>
        <source>no penalty cards on the first trick</source>
        <translation>keine Strafkarten im ersten Stich</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/legality.py" line="107"/>
        <location filename="../cardtable/games/ugly/state.py" line="156"/>
        <location filename="../cardtable/games/up_and_down/state.py" line="230"/>
        <source>must follow suit: {suit} led</source>
        <translation>Sie müssen Farbe bedienen: {suit} ist ausgespielt</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/legality.py" line="124"/>
        <source>the {card} must be played now</source>
        <translation>{card} muss jetzt gespielt werden</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugly/options.py" line="29"/>
        <location filename="../cardtable/games/ugo/options.py" line="62"/>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="80"/>
        <location filename="../cardtable/games/up_and_down/options.py" line="75"/>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugly/options.py" line="30"/>
        <source>The game as played in Australia: trumps named by the player left of the dealer, 1, 3, 5 … cards passed left, Jacks cost and the 7♦ and 7♣ change their price.</source>
        <translation>Das Spiel, wie es in Australien gespielt wird: Trumpf sagt der Spieler links vom Geber an, 1, 3, 5 … Karten gehen nach links, Buben kosten Punkte, und 7♦ und 7♣ ändern ihren Preis.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugly/state.py" line="141"/>
        <source>trumps must be named first: choose a suit or no trumps</source>
        <translation>zuerst muss Trumpf angesagt werden: Wählen Sie eine Farbe oder „Kein Trumpf“</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugly/state.py" line="143"/>
        <source>trumps are already named for this hand</source>
        <translation>Trumpf ist für diese Runde schon angesagt</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/games/ugly/state.py" line="153"/>
        <source>you have already chosen %n card(s) to pass</source>
        <translation>
            <numerusform>Sie haben schon %n Karte zum Weitergeben gewählt</numerusform>
            <numerusform>Sie haben schon %n Karten zum Weitergeben gewählt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/actions.py" line="67"/>
        <source>End the turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>Play a 10 to stop the attack</source>
        <translation type="vanished">Mit einer 10 den Angriff abwehren</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/actions.py" line="69"/>
        <source>Play a 10 to stop it</source>
        <translation>Eine 10 spielen, um es aufzuhalten</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/actions.py" line="75"/>
        <source>Play a 9 to turn it back</source>
        <translation>Mit einer 9 umlenken</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/games/ugo/actions.py" line="79"/>
        <source>Change the position of card(s) {places}</source>
        <translation>
            <numerusform>Position von Karte {places} wechseln</numerusform>
            <numerusform>Position der Karten {places} wechseln</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/actions.py" line="84"/>
        <source>Attack the player with card {attacker}</source>
        <translation>Mit Karte {attacker} den Spieler angreifen</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/actions.py" line="85"/>
        <source>Attack card {target} with card {attacker}</source>
        <translation>Mit Karte {attacker} die Karte {target} angreifen</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/actions.py" line="91"/>
        <source>Equip card {slot} with {card}</source>
        <translation>Karte {slot} mit {card} ausrüsten</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/actions.py" line="102"/>
        <source>Play {card} in attack position, giving up card {given}</source>
        <translation>{card} in Angriffsposition spielen, Karte {given} opfern</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/actions.py" line="104"/>
        <source>Play {card} in attack position</source>
        <translation>{card} in Angriffsposition spielen</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/actions.py" line="107"/>
        <source>Play {card} in defence position, giving up card {given}</source>
        <translation>{card} in Verteidigungsposition spielen, Karte {given} opfern</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/actions.py" line="109"/>
        <source>Play {card} in defence position</source>
        <translation>{card} in Verteidigungsposition spielen</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/actions.py" line="111"/>
        <source>Play {card} face down in defence position, giving up card {given}</source>
        <translation>{card} verdeckt in Verteidigungsposition spielen, Karte {given} opfern</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/actions.py" line="113"/>
        <source>Play {card} face down in defence position</source>
        <translation>{card} verdeckt in Verteidigungsposition spielen</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="116"/>
        <location filename="../cardtable/games/ugo/legality.py" line="121"/>
        <source>you have no 10 to play</source>
        <translation>Sie haben keine 10</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="117"/>
        <source>answer the attack first: play a 10 or take it</source>
        <translation>zuerst den Angriff beantworten: Spielen Sie eine 10 oder nehmen Sie ihn hin</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="120"/>
        <source>a 10 stops only an attack</source>
        <translation>eine 10 hält nur einen Angriff auf</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="124"/>
        <source>a 9 turns a card back only with Nine counters</source>
        <translation>eine 9 lenkt eine Karte nur mit „Konter-Neun“ zurück</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="126"/>
        <source>you have no 9 to play</source>
        <translation>Sie haben keine 9</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="128"/>
        <source>answer the special card first: play a 10 or let it happen</source>
        <translation>zuerst auf die Sonderkarte antworten: eine 10 spielen oder sie wirken lassen</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="130"/>
        <source>answer the special card first: play a 9 or let it happen</source>
        <translation>zuerst die Sonderkarte beantworten: Spielen Sie eine 9 oder lassen Sie es geschehen</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="131"/>
        <source>answer the special card first: play a 10 or a 9, or let it happen</source>
        <translation>zuerst auf die Sonderkarte antworten: eine 10 oder eine 9 spielen oder sie wirken lassen</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="139"/>
        <source>nobody is attacking you now</source>
        <translation>niemand greift Sie gerade an</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="142"/>
        <source>positions may be changed only once a turn</source>
        <translation>Positionen dürfen nur einmal pro Zug gewechselt werden</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="143"/>
        <source>you have no card in those places</source>
        <translation>Sie haben keine Karte an diesen Plätzen</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="148"/>
        <source>in the first round only the last player may attack</source>
        <translation>in der ersten Runde darf nur der letzte Spieler angreifen</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="151"/>
        <source>you have no card in that place</source>
        <translation>Sie haben keine Karte an diesem Platz</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="153"/>
        <source>only a card in attack position can attack</source>
        <translation>nur eine Karte in Angriffsposition kann angreifen</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="155"/>
        <source>each card attacks at most once a turn</source>
        <translation>jede Karte greift höchstens einmal pro Zug an</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="156"/>
        <source>there is no such card to attack</source>
        <translation>dieses Angriffsziel gibt es nicht</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="160"/>
        <source>you do not hold that card</source>
        <translation>Sie haben diese Karte nicht auf der Hand</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="164"/>
        <source>only a 2 to 7 of diamonds is an equip</source>
        <translation>nur Karo 2 bis 7 sind Ausrüstungskarten</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="165"/>
        <source>an equip goes on one of your face-up cards with fewer than two equips</source>
        <translation>eine Ausrüstungskarte kommt auf eine Ihrer offenen Karten mit weniger als zwei Ausrüstungen</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="168"/>
        <source>that card is not a special card</source>
        <translation>diese Karte ist keine Sonderkarte</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="170"/>
        <source>a 10 is played only against an attack on you</source>
        <translation>eine 10 wird nur gegen einen Angriff auf Sie gespielt</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="172"/>
        <source>with Nine counters a 9 is played only against an Ace, King or Jack</source>
        <translation>mit „Konter-Neun“ wird eine 9 nur gegen Ass, König oder Bube gespielt</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="174"/>
        <source>the Ace has no card to destroy in that place</source>
        <translation>das Ass kann dort keine Karte zerstören</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="175"/>
        <source>that card has nothing to act on now</source>
        <translation>diese Karte kann jetzt nichts bewirken</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="177"/>
        <source>only a 2 to 7 of clubs, hearts or spades goes on the table</source>
        <translation>auf den Tisch kommen nur Kreuz, Herz oder Pik von 2 bis 7</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="179"/>
        <source>only one Attack/Defense card may be played a turn</source>
        <translation>pro Zug darf nur eine Angriffs-/Verteidigungskarte gespielt werden</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="181"/>
        <source>a 6 or 7 needs one of your cards on the table to give up</source>
        <translation>für eine 6 oder 7 müssen Sie eine Ihrer Karten auf dem Tisch opfern</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="183"/>
        <source>only a 6 or 7 gives up a card to come in</source>
        <translation>nur für eine 6 oder 7 wird eine Karte geopfert</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="184"/>
        <source>you already have five cards on the table</source>
        <translation>Sie haben schon fünf Karten auf dem Tisch</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="24"/>
        <source>Suited Aces</source>
        <translation>Farb-Asse</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="25"/>
        <source>An Ace hits all of the target&apos;s cards of one kind: A♠ those in attack position, A♥ those in defence, A♣ every Attack/Defense card, A♦ every equip.</source>
        <translation>Ein Ass trifft beim Ziel alle Karten einer Art: A♠ die in Angriffsposition, A♥ die in Verteidigung, A♣ jede Angriffs-/Verteidigungskarte, A♦ jede Ausrüstung.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="29"/>
        <source>Nine counters</source>
        <translation>Konter-Neun</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="30"/>
        <source>A 9 no longer reverses the direction: played when an Ace, King or Jack is used on you, it turns that card back on its player.</source>
        <translation>Eine 9 kehrt die Richtung nicht mehr um: Wird ein Ass, König oder Bube gegen Sie eingesetzt, lenkt die 9 diese Karte auf ihren Spieler zurück.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="34"/>
        <source>What a 9 reverses</source>
        <translation>Was eine 9 umkehrt</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="35"/>
        <source>Whether a 9 sends the turns the other way round as well as the attacks, or turns only the attacks while the turns keep going clockwise.</source>
        <translation>Ob eine 9 die Zugfolge und die Angriffe umkehrt oder nur die Angriffe, während die Züge im Uhrzeigersinn weitergehen.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="38"/>
        <source>The turn order and the attacks</source>
        <translation>Die Zugfolge und die Angriffe</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="39"/>
        <source>Only the attacks; the turns keep going clockwise</source>
        <translation>Nur die Angriffe; die Züge gehen weiter im Uhrzeigersinn</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="44"/>
        <source>10s stop Aces, Kings and Jacks</source>
        <translation>10er halten Asse, Könige und Buben auf</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="45"/>
        <source>A player may play a 10 from his hand when an Ace, King or Jack is used on him, as against an attack: the card then does nothing.</source>
        <translation>Wird ein Ass, König oder Bube gegen einen Spieler eingesetzt, darf er wie gegen einen Angriff eine 10 aus der Hand spielen: Die Karte bewirkt dann nichts.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="50"/>
        <source>Equips and doubling</source>
        <translation>Ausrüstung und Verdopplung</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="51"/>
        <source>Whether an equip adds to the values a ♠ or ♥ already doubled, or to the rank before it is doubled.</source>
        <translation>Ob eine Ausrüstungskarte zu den schon verdoppelten Werten einer ♠ oder ♥ zählt oder zum Rang, bevor er verdoppelt wird.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="54"/>
        <source>Added after doubling: a 4♦ on a 5♠ makes 12/7</source>
        <translation>Nach der Verdopplung: eine 4♦ auf einer 5♠ ergibt 12/7</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="55"/>
        <source>Added before doubling: a 4♦ on a 5♠ makes 14/7</source>
        <translation>Vor der Verdopplung: eine 4♦ auf einer 5♠ ergibt 14/7</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="63"/>
        <source>The rules as written, with no optional rules.</source>
        <translation>Die Regeln, wie sie geschrieben sind, ohne Zusatzregeln.</translation>
    </message>
    <message>
        <source>The rules as the seed gives them, no optional rules.</source>
        <translation type="vanished">Die Regeln wie in der Vorlage, ohne Zusatzregeln.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="65"/>
        <source>Both optional rules</source>
        <translation>Beide Zusatzregeln</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="66"/>
        <source>Suited Aces and Nine counters, for players who know the game.</source>
        <translation>Farb-Asse und Konter-Neun, für Kenner des Spiels.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="38"/>
        <source>Add a joker</source>
        <translation>Joker hinzufügen</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="39"/>
        <source>One joker joins the deck: the highest single card, which cannot be part of a combination. With four players it lets 13 cards each be dealt.</source>
        <translation>Ein Joker kommt ins Spiel: die höchste Einzelkarte, die nicht Teil einer Kombination sein kann. Bei vier Spielern bekommt so jeder 13 Karten.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="43"/>
        <source>Hands in a game</source>
        <translation>Runden pro Spiel</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="44"/>
        <source>How many hands make a game; the fewest drinks in all wins. 0 plays on until you end the game from the Game menu.</source>
        <translation>Wie viele Runden ein Spiel hat; wer insgesamt die wenigsten Schlucke hat, gewinnt. Bei 0 geht es weiter, bis Sie das Spiel im Menü „Spiel“ beenden.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="49"/>
        <source>Ultimate Loser&apos;s penalty</source>
        <translation>Strafe für den Ultimate Loser</translation>
    </message>
    <message>
        <source>What the last player left holding cards drinks on top of the drinks along the way (the seed&apos;s half a beverage is about four drinks).</source>
        <translation type="vanished">Was der letzte Spieler mit Karten auf der Hand zusätzlich zu den Schlucken unterwegs trinkt (das halbe Glas der Vorlage sind etwa vier Schlucke).</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="50"/>
        <source>What the last player left holding cards drinks on top of the drinks along the way (the original rules say half a glass, which is about four drinks).</source>
        <translation>Was der letzte Spieler mit Karten auf der Hand zusätzlich zu den Schlucken unterwegs trinkt (die ursprünglichen Regeln sagen ein halbes Glas, etwa vier Schlucke).</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="55"/>
        <source>End of the hand</source>
        <translation>Ende der Runde</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="56"/>
        <source>Whether the hand ends the moment only one player holds cards, or the round is played out first, so that the last players may run out together.</source>
        <translation>Ob die Runde endet, sobald nur noch ein Spieler Karten hat, oder ob der Durchgang erst zu Ende gespielt wird, sodass die letzten Spieler gemeinsam ausgehen können.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="59"/>
        <source>As soon as only one player holds cards</source>
        <translation>Sobald nur noch ein Spieler Karten hat</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="60"/>
        <source>At the end of the round</source>
        <translation>Am Ende des Durchgangs</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="65"/>
        <source>The winner drinks too when tied lowest</source>
        <translation>Der Gewinner trinkt mit, wenn er gleichauf der Niedrigste ist</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="66"/>
        <source>When every play of a round is of the same height, the first still wins the round, and all of them drink as the lowest play, the winner included.</source>
        <translation>Sind alle Spielzüge eines Durchgangs gleich hoch, gewinnt zwar der erste den Durchgang, doch alle trinken als niedrigstes Spiel, der Gewinner eingeschlossen.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="71"/>
        <source>FourPlay with four singles</source>
        <translation>Vierling aus vier Einzelkarten</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="72"/>
        <source>Four single cards of one rank played in the same round count as four of a kind: everyone drinks one.</source>
        <translation>Vier Einzelkarten eines Rangs im selben Durchgang zählen als Vierling: Alle trinken einen Schluck.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="81"/>
        <source>As the game&apos;s authors play it: one deck, five hands, four drinks for the Ultimate Loser.</source>
        <translation>Wie die Erfinder es spielen: ein Kartenspiel, fünf Runden, vier Schlucke für den Ultimate Loser.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="86"/>
        <source>With the joker</source>
        <translation>Mit Joker</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="87"/>
        <source>One joker added as the highest single card; otherwise standard.</source>
        <translation>Ein Joker als höchste Einzelkarte, sonst Standard.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="91"/>
        <source>Open-ended</source>
        <translation>Ohne feste Rundenzahl</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="92"/>
        <source>Play hand after hand until you choose to stop.</source>
        <translation>Runde um Runde spielen, bis Sie aufhören möchten.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/state.py" line="275"/>
        <source>only an open-ended game can be ended before its last hand</source>
        <translation>nur ein Spiel ohne feste Rundenzahl kann vor seiner letzten Runde beendet werden</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/state.py" line="277"/>
        <source>first choose rock, paper or scissors for the lead</source>
        <translation>wählen Sie zuerst Schere, Stein oder Papier für das Ausspiel</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/state.py" line="279"/>
        <source>rock-paper-scissors is played only when nobody who played can lead</source>
        <translation>Schere, Stein, Papier gibt es nur, wenn niemand, der gespielt hat, ausspielen kann</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/state.py" line="284"/>
        <source>the leader must play: lead a card or a combination</source>
        <translation>wer ausspielt, muss spielen: Spielen Sie eine Karte oder eine Kombination aus</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/state.py" line="291"/>
        <source>{shape} was led: play {shape}, high or low, or pass</source>
        <translation>{shape} wurde ausgespielt: {shape} spielen, hoch oder niedrig, oder passen</translation>
    </message>
    <message>
        <source>{shape} was led: play {shape} of any height, or pass</source>
        <translation type="vanished">das Ausspiel verlangt {shape}: Spielen Sie {shape} beliebiger Höhe oder passen Sie</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="22"/>
        <source>Deck</source>
        <translation>Blatt</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="23"/>
        <source>The short deck (seven to ace) or the full deck (two to ace); aces are always high.</source>
        <translation>Das kurze Blatt (Sieben bis Ass) oder das volle Blatt (Zwei bis Ass); Asse sind immer hoch.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="25"/>
        <source>32 cards, seven to ace</source>
        <translation>32 Karten, Sieben bis Ass</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="26"/>
        <source>52 cards, two to ace</source>
        <translation>52 Karten, Zwei bis Ass</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="30"/>
        <source>The longest deal</source>
        <translation>Die längste Runde</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="31"/>
        <source>Whether the deal with the most cards is played once or once by every dealer.</source>
        <translation>Ob die Runde mit den meisten Karten einmal gespielt wird oder einmal von jedem Geber.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="33"/>
        <source>Played once, at the top of the climb</source>
        <translation>Einmal, auf dem Höhepunkt</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="34"/>
        <source>Played once per player, so everyone deals it</source>
        <translation>Einmal pro Spieler, sodass jeder sie einmal gibt</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="38"/>
        <source>Most cards in a deal</source>
        <translation>Max. Karten pro Runde</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="39"/>
        <source>A cap on the longest deal for a shorter game (0: as many as the deck allows).</source>
        <translation>Begrenzt die längste Runde für ein kürzeres Spiel (0: so viele, wie das Blatt erlaubt).</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="43"/>
        <source>Trumps</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="44"/>
        <source>How each deal&apos;s trump suit is found before the bidding.</source>
        <translation>Wie vor den Ansagen die Trumpffarbe jeder Runde bestimmt wird.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="46"/>
        <source>A suit drawn at random</source>
        <translation>Eine zufällig gezogene Farbe</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="47"/>
        <source>The top card of the undealt stock (no trumps if none is left)</source>
        <translation>Die oberste Karte des Reststapels (kein Trumpf, wenn keine übrig ist)</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="51"/>
        <source>Missing a bid</source>
        <translation>Verfehlte Ansage</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="52"/>
        <source>What a player who takes fewer tricks than bid loses.</source>
        <translation>Was verliert, wer weniger Stiche macht als angesagt.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="54"/>
        <source>Complete responsibility: 10 per trick bid</source>
        <translation>Volle Haftung: 10 je angesagtem Stich</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="55"/>
        <source>Partial responsibility: 10 per trick short</source>
        <translation>Teilhaftung: 10 je fehlendem Stich</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="59"/>
        <source>Loss limit</source>
        <translation>Verlustgrenze</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="60"/>
        <source>The game stops after the deal in which someone&apos;s settlement loss reaches this (0: no limit).</source>
        <translation>Das Spiel endet nach der Runde, in der jemandes Verlust in der Abrechnung diesen Wert erreicht (0: keine Grenze).</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="65"/>
        <source>Stake per point</source>
        <translation>Einsatz pro Punkt</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="66"/>
        <source>Money per settlement point when the game is settled (in any unit the table likes).</source>
        <translation>Geld pro Punkt bei der Abrechnung am Spielende (in einer Einheit, auf die sich der Tisch einigt).</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="76"/>
        <source>32 cards, a random trump each deal, complete responsibility, no loss limit.</source>
        <translation>32 Karten, zufälliger Trumpf in jeder Runde, volle Haftung, keine Verlustgrenze.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="80"/>
        <source>Full deck</source>
        <translation>Volles Blatt</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="81"/>
        <source>The same game with all 52 cards: longer climbs and bigger deals.</source>
        <translation>Dasselbe Spiel mit allen 52 Karten: längerer Anstieg und größere Runden.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="85"/>
        <source>Turned-up trumps</source>
        <translation>Aufgedeckter Trumpf</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="86"/>
        <source>The top card of the undealt stock names trumps; no trumps when the deck is used up.</source>
        <translation>Die oberste Karte des Reststapels bestimmt Trumpf; kein Trumpf, wenn alle Karten ausgeteilt sind.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="90"/>
        <source>Short game</source>
        <translation>Kurzes Spiel</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="91"/>
        <source>No deal longer than five cards, and partial responsibility for missed bids.</source>
        <translation>Keine Runde mit mehr als fünf Karten und Teilhaftung bei verfehlten Ansagen.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="95"/>
        <source>For a stake, with a limit</source>
        <translation>Mit Einsatz und Verlustgrenze</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="96"/>
        <source>One unit per point, and the game stops once someone has lost 300 points.</source>
        <translation>Eine Einheit pro Punkt; das Spiel endet, sobald jemand 300 Punkte verloren hat.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/state.py" line="218"/>
        <source>the bidding is over: play a card</source>
        <translation>die Ansagen sind vorbei: Spielen Sie eine Karte</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/state.py" line="232"/>
        <source>must trump: void in {suit}</source>
        <translation>Sie müssen Trumpf spielen: Sie haben kein {suit}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/state.py" line="240"/>
        <source>the bidding comes first: bid a number of tricks before playing</source>
        <translation>zuerst kommen die Ansagen: Sagen Sie vor dem Spielen an, wie viele Stiche Sie machen</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/games/up_and_down/state.py" line="243"/>
        <source>bids go from 0 to %n: there is/are only %n card(s) in hand</source>
        <translation>
            <numerusform>Ansagen von 0 bis %n möglich: Auf der Hand ist nur %n Karte</numerusform>
            <numerusform>Ansagen von 0 bis %n möglich: Auf der Hand sind nur %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/games/up_and_down/state.py" line="246"/>
        <source>the dealer, bidding last, may not bid {bid}: the bids would add up to the %n card(s) in hand</source>
        <translation>
            <numerusform>der Geber sagt als Letzter an und darf nicht {bid} ansagen: Die Summe der Ansagen wäre sonst gleich der Zahl der Handkarten (%n)</numerusform>
            <numerusform>der Geber sagt als Letzter an und darf nicht {bid} ansagen: Die Summe der Ansagen wäre sonst gleich der Zahl der Handkarten (%n)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/state.py" line="253"/>
        <source>Bid {bid}</source>
        <translation>Ansage {bid}</translation>
    </message>
    <message>
        <location filename="../cardtable/engine/state_base.py" line="42"/>
        <source>the game is over</source>
        <translation>das Spiel ist vorbei</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="31"/>
        <source>Card Table games ({pattern})</source>
        <translation>Card-Table-Spiele ({pattern})</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="32"/>
        <source>JSON files ({pattern})</source>
        <translation>JSON-Dateien ({pattern})</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="52"/>
        <location filename="../cardtable/ui/game_files.py" line="60"/>
        <source>Save game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="60"/>
        <source>The game was not saved: {reason}.</source>
        <translation>Das Spiel wurde nicht gespeichert: {reason}.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="63"/>
        <source>Saved to {path}</source>
        <translation>Gespeichert unter {path}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="69"/>
        <location filename="../cardtable/ui/game_files.py" line="75"/>
        <source>Open game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="76"/>
        <source>This game cannot be opened: {reason}</source>
        <translation>Dieses Spiel kann nicht geöffnet werden: {reason}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="98"/>
        <source>You have an unfinished game of {game} with {names}.</source>
        <translation>Sie haben ein nicht beendetes Spiel {game} mit {names}.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="102"/>
        <source>Scores: {scores}.</source>
        <translation>Punktestand: {scores}.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="102"/>
        <source>Continue it?</source>
        <translation>Fortsetzen?</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/scoresheet_view.py" line="75"/>
        <source>%n point(s) unscored</source>
        <translation>
            <numerusform>%n Punkt nicht gewertet</numerusform>
            <numerusform>%n Punkte nicht gewertet</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="76"/>
        <source>{name}: played in part by a substitute or the computer</source>
        <translation>{name}: teilweise von einer Vertretung oder vom Computer gespielt</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="77"/>
        <source>{name}: played by the computer</source>
        <translation>{name}: vom Computer gespielt</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="98"/>
        <source>Winner: {names}</source>
        <translation>Gewinner: {names}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="106"/>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="106"/>
        <source>abandoned</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/ui.py" line="29"/>
        <source>Keep the hearts and the queen of spades out of your tricks, or take every one of them.</source>
        <translation>Herzkarten und die Pik-Dame aus den eigenen Stichen halten – oder alle auf einmal holen.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/ui.py" line="43"/>
        <source>☾ moon</source>
        <translation>☾ Mond</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/ui.py" line="43"/>
        <source>↺ reset to 0</source>
        <translation>↺ auf 0 zurückgesetzt</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/ui.py" line="44"/>
        <source>−5 no tricks</source>
        <translation>−5 ohne Stich</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/ui.py" line="44"/>
        <source>● took the pool</source>
        <translation>● nahm den Pott</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/ui.py" line="24"/>
        <source>Name trumps, pass more cards each hand, win tricks and beware the Jacks and the Ugly seven.</source>
        <translation>Trumpf ansagen, immer mehr Karten weitergeben, Stiche holen, Buben und Ugly-Sieben meiden.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/ui.py" line="28"/>
        <source>took the Ugly 7♦</source>
        <translation>nahm die Ugly 7♦</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/ui.py" line="29"/>
        <source>took the Ugly 7♦ and the Charm 7♣</source>
        <translation>nahm die Ugly 7♦ und die Charm 7♣</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/ui.py" line="37"/>
        <source>Back a turn</source>
        <translation>Einen ganzen Zug zurück</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/ui.py" line="37"/>
        <source>Forward a turn</source>
        <translation>Einen ganzen Zug vor</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/ui.py" line="40"/>
        <source>A duel of decks: attack with low cards, equip them with diamonds and make the others run out.</source>
        <translation>Duell der Decks: mit kleinen Karten angreifen, mit Karo ausrüsten, die anderen leer spielen.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/ui.py" line="50"/>
        <source>winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/ui.py" line="53"/>
        <source>out {place}</source>
        <translation>raus, Platz {place}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/ui.py" line="67"/>
        <source>End your turn: the next player plays.</source>
        <translation>Zug beenden: Der nächste Spieler ist dran.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/ui.py" line="69"/>
        <source>{choice}: your answer to the move made against you.</source>
        <translation>{choice}: Ihre Antwort auf den Zug gegen Sie.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/ui.py" line="71"/>
        <source>{choice}: do it now; your turn goes on until you end it.</source>
        <translation>{choice}: jetzt ausführen; Ihr Zug geht weiter, bis Sie ihn beenden.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/ui.py" line="26"/>
        <source>The deals grow and shrink by a card: say how many tricks you will take, then take exactly that many.</source>
        <translation>Jede Runde eine Karte mehr, dann weniger: Stiche ansagen und genau so viele machen.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/ui.py" line="33"/>
        <source>limit</source>
        <translation>Limit</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/ui.py" line="40"/>
        <source>Settlement</source>
        <translation>Abrechnung</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/ui.py" line="44"/>
        <source>Money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/disk_worker.py" line="35"/>
        <source>another program has locked the score history</source>
        <translation>ein anderes Programm hat den Spielverlauf gesperrt</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/disk_worker.py" line="36"/>
        <source>the disk is full</source>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/disk_worker.py" line="37"/>
        <source>the score history&apos;s file or folder cannot be written to</source>
        <translation>die Datei oder der Ordner des Spielverlaufs ist nicht beschreibbar</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/disk_worker.py" line="38"/>
        <source>the score history was made by a newer version of Card Table</source>
        <translation>der Spielverlauf stammt von einer neueren Version von Card Table</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/disk_worker.py" line="39"/>
        <source>the system refused to write to the score history</source>
        <translation>das System hat das Schreiben in den Spielverlauf verweigert</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/disk_worker.py" line="45"/>
        <source>The disk is full. Card Table has used the room it keeps for this moment, so your game is saved. Free some space on the disk soon: once that room is used up, your games are kept only while Card Table runs.</source>
        <translation>Der Datenträger ist voll. Card Table hat den Platz genutzt, den es für diesen Moment freihält, daher ist Ihre Partie gespeichert. Schaffen Sie bald Platz auf dem Datenträger: ist dieser Platz verbraucht, bleiben Ihre Partien nur erhalten, solange Card Table läuft.</translation>
    </message>
    <message>
        <source>the disk is full. Card Table has used the room it keeps for this moment, so this game is saved; free some space on the disk soon, since once that room is used up your games are kept only while Card Table runs</source>
        <translation type="vanished">der Datenträger ist voll. Card Table hat den Platz genutzt, den es für diesen Moment freihält, daher ist diese Partie gespeichert; schaffen Sie bald Platz auf dem Datenträger, denn ist dieser Platz verbraucht, bleiben Ihre Partien nur erhalten, solange Card Table läuft</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/disk_worker.py" line="53"/>
        <source>the disk is full, and the room Card Table keeps for this is used up: this game&apos;s moves are kept only while Card Table runs. Free some space on the disk before you quit, or they are lost</source>
        <translation>der Datenträger ist voll, und der Platz, den Card Table dafür freihält, ist verbraucht: die Züge dieser Partie bleiben nur erhalten, solange Card Table läuft. Schaffen Sie Platz auf dem Datenträger, bevor Sie beenden, sonst gehen sie verloren</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/disk_worker.py" line="62"/>
        <source>free some space on the disk</source>
        <translation>schaffen Sie Platz auf dem Datenträger</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/disk_worker.py" line="63"/>
        <source>make Card Table&apos;s data folder writable</source>
        <translation>machen Sie den Datenordner von Card Table beschreibbar</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="47"/>
        <source>Please enter your name.</source>
        <translation>Bitte geben Sie Ihren Namen ein.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="48"/>
        <source>Your name can have at most {n} characters.</source>
        <translation>Ihr Name darf höchstens {n} Zeichen haben.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="50"/>
        <source>Your name cannot contain line breaks or control characters.</source>
        <translation>Ihr Name darf keine Zeilenumbrüche oder Steuerzeichen enthalten.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="51"/>
        <source>Your name holds characters that cannot be stored.</source>
        <translation>Ihr Name enthält Zeichen, die sich nicht speichern lassen.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_ui.py" line="68"/>
        <source>Back a trick</source>
        <translation>Einen Stich zurück</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_ui.py" line="68"/>
        <source>Forward a trick</source>
        <translation>Einen Stich vor</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_ui.py" line="73"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_ui.py" line="88"/>
        <source>{choice}: say how many tricks you will win this deal; only an exact bid scores well.</source>
        <translation>{choice}: ansagen, wie viele Stiche Sie in dieser Runde machen; nur eine genaue Ansage bringt viele Punkte.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_ui.py" line="90"/>
        <source>{choice}: name the trumps for this hand; a trump beats any card of another suit.</source>
        <translation>{choice}: Trumpf für diese Runde ansagen; ein Trumpf sticht jede Karte einer anderen Farbe.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_ui.py" line="92"/>
        <source>{choice}: rock beats scissors, scissors beat paper, paper beats rock; the last one in leads.</source>
        <translation>{choice}: Stein schlägt Schere, Schere schlägt Papier, Papier schlägt Stein; wer als Letzter übrig bleibt, spielt aus.</translation>
    </message>
    <message>
        <source>Game over. Winner: {names}</source>
        <translation type="vanished">Spiel vorbei. Gewinner: {names}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/table.py" line="74"/>
        <source>Kitty: {count}</source>
        <translation>Talon: {count}</translation>
    </message>
    <message>
        <source>{name} bids {bid}.</source>
        <translation type="vanished">{name} sagt {bid} an.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/trick_table.py" line="219"/>
        <source>You bid {bid}.</source>
        <translation>Sie sagen {bid} an.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/table.py" line="92"/>
        <location filename="../cardtable/games/black_lady/window/ui.py" line="37"/>
        <source>Hearts are broken.</source>
        <translation>Herz ist gebrochen.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/table.py" line="109"/>
        <source>The {card} has been played!</source>
        <translation>{card} ist gefallen!</translation>
    </message>
    <message>
        <source>{name} names {suit} trumps.</source>
        <translation type="vanished">{name} sagt {suit} als Trumpf an.</translation>
    </message>
    <message>
        <source>You name {suit} trumps.</source>
        <translation type="vanished">Sie sagen {suit} als Trumpf an.</translation>
    </message>
    <message>
        <source>{name} calls no trumps.</source>
        <translation type="vanished">{name} sagt „Kein Trumpf“ an.</translation>
    </message>
    <message>
        <source>You call no trumps.</source>
        <translation type="vanished">Sie spielen ohne Trumpf.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/trick_table.py" line="295"/>
        <source>No trumps this deal.</source>
        <translation>Kein Trumpf in dieser Runde.</translation>
    </message>
    <message>
        <source>{name} takes the kitty.</source>
        <translation type="vanished">{name} nimmt den Talon.</translation>
    </message>
    <message>
        <source>You take the kitty.</source>
        <translation type="vanished">Sie nehmen den Talon.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/trick_table.py" line="218"/>
        <source>{name} bid {bid}.</source>
        <translation>{name} hat {bid} angesagt.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/passing.py" line="116"/>
        <source>Passed to you by {name}</source>
        <translation>Von {name} an Sie weitergegeben</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/trick_table.py" line="288"/>
        <source>{name} named {suit} trumps.</source>
        <translation>{name} hat {suit} als Trumpf angesagt.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/trick_table.py" line="289"/>
        <source>You named {suit} trumps.</source>
        <translation>Sie haben {suit} als Trumpf angesagt.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/trick_table.py" line="291"/>
        <source>{name} called no trumps.</source>
        <translation>{name} hat „Kein Trumpf“ angesagt.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/trick_table.py" line="292"/>
        <source>You called no trumps.</source>
        <translation>Sie haben „Kein Trumpf“ angesagt.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/table.py" line="114"/>
        <source>{name} took the kitty.</source>
        <translation>{name} hat den Talon genommen.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/table.py" line="115"/>
        <source>You took the kitty.</source>
        <translation>Sie haben den Talon genommen.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/trick_table.py" line="336"/>
        <source>No trick has been played yet in this hand.</source>
        <translation>In dieser Runde wurde noch kein Stich gespielt.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/trick_table.py" line="337"/>
        <source>No trick has been played yet in this deal.</source>
        <translation>In dieser Runde wurde noch kein Stich gespielt.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/passing.py" line="139"/>
        <source>That card may not be passed.</source>
        <translation>Diese Karte darf nicht weitergegeben werden.</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/table/passing.py" line="142"/>
        <source>You have already chosen %n card(s).</source>
        <translation>
            <numerusform>Sie haben bereits %n Karte gewählt.</numerusform>
            <numerusform>Sie haben bereits %n Karten gewählt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/passing.py" line="166"/>
        <source>Pass cards</source>
        <translation>Karten weitergeben</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/passing.py" line="166"/>
        <source>Pass the chosen cards (P)</source>
        <translation>Die gewählten Karten weitergeben (P)</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/words.py" line="23"/>
        <source>{names} and {last}</source>
        <translation>{names} und {last}</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/words.py" line="30"/>
        <source>Game over.</source>
        <translation>Spiel vorbei.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/words.py" line="34"/>
        <source>Game over: you win.</source>
        <translation>Spiel vorbei: Sie gewinnen.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/words.py" line="35"/>
        <source>Game over: you and {names} win.</source>
        <translation>Spiel vorbei: Sie und {names} gewinnen.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/words.py" line="37"/>
        <source>Game over: {name} wins.</source>
        <translation>Spiel vorbei: {name} gewinnt.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/words.py" line="38"/>
        <source>Game over: {names} win.</source>
        <translation>Spiel vorbei: {names} gewinnen.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/words.py" line="47"/>
        <source>You won the game.</source>
        <translation>Sie haben das Spiel gewonnen.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/words.py" line="48"/>
        <source>You and {names} won the game.</source>
        <translation>Sie und {names} haben das Spiel gewonnen.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/words.py" line="49"/>
        <source>{names} won the game.</source>
        <translation>{names} hat das Spiel gewonnen.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/trick_table.py" line="98"/>
        <source>Stock: {count}</source>
        <translation>Reststapel: {count}</translation>
    </message>
    <message>
        <location filename="../cardtable/session/remote.py" line="216"/>
        <source>You are watching this table: a spectator does not play.</source>
        <translation>Sie schauen an diesem Tisch zu: Zuschauer spielen nicht mit.</translation>
    </message>
    <message>
        <location filename="../cardtable/session/remote.py" line="218"/>
        <source>It is not your turn.</source>
        <translation>Sie sind nicht am Zug.</translation>
    </message>
    <message>
        <location filename="../cardtable/session/remote.py" line="222"/>
        <source>That move is not allowed now.</source>
        <translation>Dieser Zug ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="22"/>
        <source>Random</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="22"/>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="22"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="23"/>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="43"/>
        <source>house rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="51"/>
        <source>{taken}/{total}: {names}</source>
        <translation>{taken}/{total}: {names}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="58"/>
        <source>kept for {name}</source>
        <translation>für {name} reserviert</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="59"/>
        <source>open</source>
        <translation>frei</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="61"/>
        <source>computer ({level})</source>
        <translation>Computer ({level})</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="67"/>
        <source>over</source>
        <translation>beendet</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="69"/>
        <source>under way</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="70"/>
        <source>waiting for players</source>
        <translation>wartet auf Spieler</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="74"/>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="104"/>
        <source>waiting for a player</source>
        <translation>wartet auf einen Spieler</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="106"/>
        <source>the computer ({level})</source>
        <translation>der Computer ({level})</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="108"/>
        <source>away: the computer plays</source>
        <translation>abwesend: der Computer spielt</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="111"/>
        <source>away: {name} plays instead</source>
        <translation>abwesend: {name} spielt stattdessen</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="113"/>
        <source>here</source>
        <translation>anwesend</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="115"/>
        <source>away: seat held for {time}</source>
        <translation>abwesend: Platz wird noch {time} freigehalten</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="117"/>
        <source>away: a friend may sit for {time}, then anyone</source>
        <translation>abwesend: noch {time} darf ein Freund übernehmen, dann jeder</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="119"/>
        <source>away: another player may sit</source>
        <translation>abwesend: ein anderer Spieler darf übernehmen</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="121"/>
        <source>; the computer in {time}</source>
        <translation>; der Computer in {time}</translation>
    </message>
    <message>
        <location filename="../cardtable/engine/decisions.py" line="19"/>
        <source>nothing was decided: choose a card or an action</source>
        <translation>nichts entschieden: wählen Sie eine Karte oder eine Aktion</translation>
    </message>
    <message>
        <location filename="../cardtable/engine/decisions.py" line="22"/>
        <source>one decision at a time: only the cards of one pass go together</source>
        <translation>eine Entscheidung auf einmal: nur die Karten einer Weitergabe gehören zusammen</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/unsaved_games.py" line="41"/>
        <source>Games not saved</source>
        <translation>Partien nicht gespeichert</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/unsaved_games.py" line="42"/>
        <source>%n game(s) could not be written to the disk (it is full, or the data folder cannot be written to) and would be lost if Card Table closed now. Free some space on the disk, then choose Try again.</source>
        <translation>
            <numerusform>%n Partie konnte nicht auf den Datenträger geschrieben werden (er ist voll, oder der Datenordner ist nicht beschreibbar) und ginge verloren, wenn Card Table jetzt schlösse. Schaffen Sie Platz auf dem Datenträger und wählen Sie dann „Erneut versuchen“.</numerusform>
            <numerusform>%n Partien konnten nicht auf den Datenträger geschrieben werden (er ist voll, oder der Datenordner ist nicht beschreibbar) und gingen verloren, wenn Card Table jetzt schlösse. Schaffen Sie Platz auf dem Datenträger und wählen Sie dann „Erneut versuchen“.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/unsaved_games.py" line="45"/>
        <source>Try again</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/unsaved_games.py" line="46"/>
        <source>Close and lose them</source>
        <translation>Schließen und sie verlieren</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/help.py" line="13"/>
        <location filename="../cardtable/games/ugly/window/help.py" line="13"/>
        <location filename="../cardtable/games/ugo/window/help.py" line="13"/>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="13"/>
        <location filename="../cardtable/games/up_and_down/window/help.py" line="13"/>
        <source>The aim</source>
        <translation>Das Ziel</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/help.py" line="14"/>
        <source>Take as few points as you can. Every heart in the tricks you win costs 1 point and the queen of spades (the black lady) costs 13. When someone reaches 100 points the game ends, and the fewest points wins.</source>
        <translation>Nehmen Sie so wenige Punkte wie möglich. Jedes Herz in den Stichen, die Sie machen, kostet 1 Punkt, die Pik-Dame (die „Black Lady“) kostet 13. Sobald jemand 100 Punkte erreicht, endet das Spiel, und wer die wenigsten Punkte hat, gewinnt.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/help.py" line="17"/>
        <location filename="../cardtable/games/up_and_down/window/help.py" line="16"/>
        <source>A deal</source>
        <translation>Eine Runde</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/help.py" line="18"/>
        <source>All the cards are dealt. Each player then passes three cards face down to the player on the left, and the tricks are played.</source>
        <translation>Alle Karten werden ausgeteilt. Dann gibt jeder Spieler drei Karten verdeckt an seinen linken Nachbarn weiter, und die Stiche werden gespielt.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/help.py" line="20"/>
        <source>Taking every heart and the queen of spades in one deal is shooting the moon: you score nothing and everyone else takes the whole 26.</source>
        <translation>Wer in einer Runde alle Herzen und die Pik-Dame bekommt, schießt den Mond: Er bekommt nichts, und alle anderen bekommen die vollen 26.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/help.py" line="22"/>
        <location filename="../cardtable/games/ugly/window/help.py" line="21"/>
        <location filename="../cardtable/games/ugo/window/help.py" line="25"/>
        <location filename="../cardtable/games/up_and_down/window/help.py" line="21"/>
        <source>A turn</source>
        <translation>Ein Zug</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/help.py" line="23"/>
        <source>The leader plays any card; the others must follow the suit led if they can, and may play any card if they cannot. The highest card of the suit led wins the trick and leads the next one. There are no trumps.</source>
        <translation>Wer ausspielt, spielt eine beliebige Karte; die anderen müssen die ausgespielte Farbe bedienen, wenn sie können, und dürfen sonst eine beliebige Karte spielen. Die höchste Karte der ausgespielten Farbe gewinnt den Stich und spielt zum nächsten aus. Es gibt keinen Trumpf.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/help.py" line="26"/>
        <location filename="../cardtable/games/ugly/window/help.py" line="29"/>
        <location filename="../cardtable/games/ugo/window/help.py" line="37"/>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="28"/>
        <location filename="../cardtable/games/up_and_down/window/help.py" line="28"/>
        <source>At the table</source>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/help.py" line="27"/>
        <source>To pass: click three cards to raise them (click again to lower one), then press Pass cards.</source>
        <translation>Weitergeben: Klicken Sie drei Karten an, um sie hochzuschieben (ein weiterer Klick senkt eine wieder ab), und drücken Sie dann „Karten weitergeben“.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/help.py" line="29"/>
        <source>To play: click a card, or drag it to the middle. Cards you may not play are dimmed; point at one to see why. L shows the last trick again.</source>
        <translation>Spielen: Klicken Sie eine Karte an oder ziehen Sie sie in die Mitte. Karten, die Sie nicht spielen dürfen, sind abgeblendet; zeigen Sie auf eine, um den Grund zu sehen. L zeigt den letzten Stich noch einmal.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/help.py" line="37"/>
        <source>Tip: click cards to raise them (click again to lower one), then press Pass cards. Give away high hearts and spades.</source>
        <translation>Hinweis: Klicken Sie Karten an, um sie hochzuschieben (ein weiterer Klick senkt eine wieder ab), und drücken Sie dann „Karten weitergeben“. Geben Sie hohe Herzen und Pik ab.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/help.py" line="39"/>
        <source>Tip: click a card to play it, or drag it to the middle. Dimmed cards may not be played now: point at one to see why.</source>
        <translation>Hinweis: Klicken Sie eine Karte an, um sie zu spielen, oder ziehen Sie sie in die Mitte. Abgeblendete Karten dürfen jetzt nicht gespielt werden: Zeigen Sie auf eine, um den Grund zu sehen.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/help.py" line="48"/>
        <source>{word}: the penalty points taken so far; the fewest wins.</source>
        <translation>{word}: die bisher genommenen Strafpunkte; wer die wenigsten hat, gewinnt.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/help.py" line="49"/>
        <source>The deal in progress, and where the cards are passed.</source>
        <translation>Die laufende Runde und wohin die Karten weitergegeben werden.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/help.py" line="50"/>
        <source>A mark in brackets: the moon shot, or a score put back.</source>
        <translation>Eine Markierung in Klammern: der Mondschuss oder ein zurückgesetzter Punktestand.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/help.py" line="14"/>
        <source>Score the most points over the game: 7 hands with four players, 9 with three. Every trick you win is worth a point; Jacks in your tricks cost points.</source>
        <translation>Machen Sie über das ganze Spiel die meisten Punkte: 7 Runden zu viert, 9 zu dritt. Jeder Stich, den Sie machen, zählt einen Punkt; Buben in Ihren Stichen kosten Punkte.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/help.py" line="16"/>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="16"/>
        <source>A hand</source>
        <translation>Eine Runde</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/help.py" line="17"/>
        <source>All the cards are dealt. The player on the dealer&apos;s left names trumps (a suit, or no trumps). Then everyone passes cards to the left: one card in the first hand, three in the second, two more each hand, until the last hand passes the whole hand.</source>
        <translation>Alle Karten werden ausgeteilt. Der Spieler links vom Geber sagt Trumpf an (eine Farbe oder „Kein Trumpf“). Dann geben alle Karten nach links weiter: eine Karte in der ersten Runde, drei in der zweiten, in jeder weiteren Runde zwei mehr, bis in der letzten Runde das ganze Blatt weitergegeben wird.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/help.py" line="22"/>
        <source>Follow the suit led if you can; if not, play any card, a trump or not. The highest trump wins the trick, or else the highest card of the suit led.</source>
        <translation>Bedienen Sie die ausgespielte Farbe, wenn Sie können; wenn nicht, spielen Sie eine beliebige Karte, Trumpf oder nicht. Der höchste Trumpf gewinnt den Stich, sonst die höchste Karte der ausgespielten Farbe.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/help.py" line="25"/>
        <source>1 point a trick. The Jacks cost J♠ 1, J♣ 2, J♦ 3, J♥ 4. Taking the Ugly card (7♦) doubles what your Jacks cost, or with no Jack doubles your tricks. The Charm (7♣) with the Ugly card cancels the doubling of Jacks, or with no Jack makes each trick worth 4.</source>
        <translation>1 Punkt pro Stich. Die Buben kosten: B♠ 1, B♣ 2, B♦ 3, B♥ 4. Wer die Ugly-Karte (7♦) bekommt, zahlt für seine Buben das Doppelte, oder ohne Buben zählen seine Stiche doppelt. Die Charm (7♣) zusammen mit der Ugly-Karte hebt die Verdopplung der Buben auf, oder ohne Buben zählt jeder Stich 4.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/help.py" line="30"/>
        <source>To name trumps: press a suit or No trumps.</source>
        <translation>Trumpf ansagen: Drücken Sie eine Farbe oder „Kein Trumpf“.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/help.py" line="31"/>
        <source>To pass: click cards to raise them, then press Pass cards.</source>
        <translation>Weitergeben: Klicken Sie Karten an, um sie hochzuschieben, und drücken Sie dann „Karten weitergeben“.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/help.py" line="32"/>
        <source>To play: click a card, or drag it to the middle. Dimmed cards may not be played now; point at one to see why.</source>
        <translation>Spielen: Klicken Sie eine Karte an oder ziehen Sie sie in die Mitte. Abgeblendete Karten dürfen jetzt nicht gespielt werden; zeigen Sie auf eine, um den Grund zu sehen.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/help.py" line="40"/>
        <source>Tip: press a suit to make it trumps, or No trumps. A suit you hold many cards of is a good choice.</source>
        <translation>Hinweis: Drücken Sie eine Farbe, um sie zu Trumpf zu machen, oder „Kein Trumpf“. Eine Farbe, von der Sie viele Karten haben, ist eine gute Wahl.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/help.py" line="42"/>
        <source>Tip: click cards to raise them, then press Pass cards: they go to the player on your left.</source>
        <translation>Hinweis: Klicken Sie Karten an, um sie hochzuschieben, und drücken Sie dann „Karten weitergeben“: Sie gehen an den Spieler links von Ihnen.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/help.py" line="44"/>
        <source>Tip: click a card to play it. Every trick you win is a point; Jacks in your tricks cost points, and the Ugly 7♦ doubles what they cost.</source>
        <translation>Hinweis: Klicken Sie eine Karte an, um sie zu spielen. Jeder Stich, den Sie machen, zählt einen Punkt; Buben in Ihren Stichen kosten Punkte, und die Ugly 7♦ verdoppelt, was sie kosten.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/help.py" line="53"/>
        <source>{word}: the points of the hands so far; the most wins.</source>
        <translation>{word}: die Punkte der bisherigen Runden; wer die meisten hat, gewinnt.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/help.py" line="54"/>
        <source>Under it: the tricks won this hand, then the scoring cards taken in them (Jacks cost points; the Ugly 7♦ and the Charm 7♣ change the sums).</source>
        <translation>Darunter: die in dieser Runde gemachten Stiche, dann die darin genommenen Wertungskarten (Buben kosten Punkte; die Ugly 7♦ und die Charm 7♣ ändern die Summen).</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/help.py" line="56"/>
        <source>The hand in progress, how many cards each player passes, and the trumps.</source>
        <translation>Die laufende Runde, wie viele Karten jeder Spieler weitergibt, und Trumpf.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/help.py" line="57"/>
        <source>In brackets: who took the Ugly 7♦ (doubling their Jacks&apos; cost, or with no Jack their tricks), and the Charm 7♣ with it.</source>
        <translation>In Klammern: wer die Ugly 7♦ genommen hat (sie verdoppelt, was seine Buben kosten, oder ohne Buben seine Stiche), und die Charm 7♣ dazu.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/help.py" line="14"/>
        <source>Be the last player left. Each player has a deck of their own; whoever must draw from an empty deck is out. Lost fights make you mill: turn cards from the top of your deck onto your discard pile.</source>
        <translation>Bleiben Sie als Letzter übrig. Jeder Spieler hat sein eigenes Deck; wer von einem leeren Deck ziehen muss, scheidet aus. Verlorene Kämpfe zwingen Sie, Karten vom Deck abzulegen: Sie legen Karten von oben von Ihrem Deck auf Ihren Ablagestapel.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/help.py" line="17"/>
        <source>The cards</source>
        <translation>Die Karten</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/help.py" line="18"/>
        <source>The 2 to 7 of ♠, ♥ and ♣ fight: each has an attack and a defence value, shown beside it (spades double the attack, hearts the defence). The 2 to 7 of ♦ equip a fighter, adding to both values. A, K, Q, J, 10, 9 and 8 have powers: the Ace destroys a card of your target, the King makes them mill one, the Queen takes a card back from your discard pile, the Jack takes the top card of their deck, the 10 stops an attack on you, the 9 turns the direction of play, the 8 makes everyone throw away their hand and draw again.</source>
        <translation>Die Karten 2 bis 7 in ♠, ♥ und ♣ kämpfen: Jede hat einen Angriffs- und einen Verteidigungswert, die daneben stehen (Pik verdoppelt den Angriff, Herz die Verteidigung). Die Karten 2 bis 7 in ♦ rüsten einen Kämpfer aus und erhöhen beide Werte. Ass, König, Dame, Bube, 10, 9 und 8 haben Fähigkeiten: Das Ass zerstört eine Karte Ihres Ziels, der König lässt das Ziel eine Karte vom Deck ablegen, die Dame holt eine Karte von Ihrem Ablagestapel zurück, der Bube nimmt die oberste Karte vom Deck des Ziels, die 10 wehrt einen Angriff auf Sie ab, die 9 kehrt die Spielrichtung um, die 8 lässt alle ihre Handkarten abwerfen und neu ziehen.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/help.py" line="26"/>
        <source>Draw a card. Then, in any order: play one fighter (in attack position upright, or in defence position sideways, face up or down; a 6 or 7 costs one of your fighters on the table), play equips and powers, switch positions once, and attack with each card in attack position once. In the first round only its last player may attack. End your turn.</source>
        <translation>Ziehen Sie eine Karte. Dann, in beliebiger Reihenfolge: einen Kämpfer spielen (in Angriffsposition aufrecht oder in Verteidigungsposition quer, offen oder verdeckt; eine 6 oder 7 kostet einen Ihrer Kämpfer auf dem Tisch), Ausrüstungs- und Fähigkeitskarten spielen, einmal Positionen wechseln und mit jeder Karte in Angriffsposition einmal angreifen. In der ersten Runde darf nur deren letzter Spieler angreifen. Beenden Sie Ihren Zug.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/help.py" line="31"/>
        <source>A fight</source>
        <translation>Ein Kampf</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/help.py" line="32"/>
        <source>The attack value meets the target&apos;s value (its defence if it lies sideways). A higher attack destroys the target, and its owner mills the difference if it stood in attack position. A lower attack makes the attacker mill the difference, and loses the attacker if the target stood in attack position. Equal values do nothing. A player with no fighter on the table mills the attack value.</source>
        <translation>Der Angriffswert trifft auf den Wert des Ziels (seine Verteidigung, wenn es quer liegt). Ein höherer Angriff zerstört das Ziel, und sein Besitzer legt die Differenz vom Deck ab, wenn es in Angriffsposition stand. Bei einem niedrigeren Angriff legt der Angreifer die Differenz vom Deck ab und verliert die angreifende Karte, wenn das Ziel in Angriffsposition stand. Gleiche Werte bewirken nichts. Ein Spieler ohne Kämpfer auf dem Tisch legt so viele Karten vom Deck ab, wie der Angriffswert beträgt.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/help.py" line="38"/>
        <source>Click a card in your hand or on your table to see what it can do, then press the action; or drag it: a fighter onto the table, an equip onto your fighter, an attacker onto its target (or onto the player whose table is empty).</source>
        <translation>Klicken Sie eine Karte in Ihrer Hand oder auf Ihrem Tisch an, um zu sehen, was sie kann, und drücken Sie dann die Aktion; oder ziehen Sie sie: einen Kämpfer auf den Tisch, eine Ausrüstung auf Ihren Kämpfer, einen Angreifer auf sein Ziel (oder auf den Spieler, dessen Tisch leer ist).</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/help.py" line="41"/>
        <source>When you are attacked, press Play a 10 to stop it or Take the attack. Press End your turn when you are done. The log on the right tells every move.</source>
        <translation>Wenn Sie angegriffen werden, drücken Sie „Eine 10 spielen“, um den Angriff abzuwehren, oder „Angriff hinnehmen“. Drücken Sie „Zug beenden“, wenn Sie fertig sind. Das Protokoll rechts nennt jeden Zug.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/help.py" line="49"/>
        <source>Tip: click a card to see what it can do and press the action, or drag it onto the table. No attacks in the first round; press End your turn when done.</source>
        <translation>Hinweis: Klicken Sie eine Karte an, um zu sehen, was sie kann, und drücken Sie die Aktion, oder ziehen Sie sie auf den Tisch. In der ersten Runde gibt es keine Angriffe; drücken Sie „Zug beenden“, wenn Sie fertig sind.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/help.py" line="52"/>
        <source>Tip: drag a card in attack position onto a card of your target (or onto the player when they have none) to attack; click any card to see every action.</source>
        <translation>Hinweis: Ziehen Sie zum Angreifen eine Karte in Angriffsposition auf eine Karte Ihres Ziels (oder auf den Spieler, wenn er keine hat); klicken Sie eine beliebige Karte an, um alle Aktionen zu sehen.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/help.py" line="55"/>
        <source>Tip: you are attacked. Press Play a 10 to stop it (if you hold one), or Take the attack.</source>
        <translation>Hinweis: Sie werden angegriffen. Drücken Sie „Eine 10 spielen“, um den Angriff abzuwehren (wenn Sie eine haben), oder „Angriff hinnehmen“.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/help.py" line="57"/>
        <source>Tip: a card is played on you. Stop it or turn it back with the buttons if your cards allow, or let it happen.</source>
        <translation>Hinweis: Gegen Sie wird eine Karte gespielt. Halten Sie sie mit den Schaltflächen auf oder lenken Sie sie zurück, wenn Ihre Karten es erlauben, oder lassen Sie sie wirken.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/help.py" line="66"/>
        <source>Under it: the cards left in the deck and in hand; &apos;out&apos; when knocked out. Whoever must draw from an empty deck is out.</source>
        <translation>Darunter: die Karten, die noch im Deck und auf der Hand sind; „raus“, wenn ausgeschieden. Wer von einem leeren Deck ziehen muss, scheidet aus.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/help.py" line="68"/>
        <source>The turn, and the direction of play: your target is the next player that way.</source>
        <translation>Der Zug und die Spielrichtung: Ihr Ziel ist der nächste Spieler in dieser Richtung.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="14"/>
        <source>Drink as little as you can: every drink is a point against you, and the fewest in the end wins (5 hands by default). Settings can call drinks penalty points.</source>
        <translation>Trinken Sie so wenig wie möglich: Jeder Schluck ist ein Punkt gegen Sie, und wer am Ende die wenigsten hat, gewinnt (standardmäßig nach 5 Runden). In den Einstellungen können Schlucke Strafpunkte heißen.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="17"/>
        <source>All but a few cards are dealt; one left over lies face up as the gin card. Everyone tries to get rid of their cards. The last player still holding cards is the Ultimate Loser and drinks 4 more.</source>
        <translation>Bis auf wenige Karten werden alle ausgeteilt; eine übrige liegt offen als Gin-Karte. Jeder versucht, seine Karten loszuwerden. Wer als Letzter noch Karten hat, ist der Ultimate Loser und trinkt 4 Schlucke extra.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="20"/>
        <source>A round</source>
        <translation>Ein Durchgang</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="21"/>
        <source>The leader plays a single card, a pair, three or four of a kind, or a straight flush. Each other player in turn plays the same kind of combination (it need not be higher), or passes, or passes and swaps a card of their hand for the gin card. The highest play wins and leads next.</source>
        <translation>Wer ausspielt, legt eine Einzelkarte, ein Paar, einen Drilling, einen Vierling oder einen Straight Flush. Jeder andere Spieler spielt reihum dieselbe Art Kombination (sie muss nicht höher sein), passt oder passt und tauscht eine Karte seiner Hand gegen die Gin-Karte. Das höchste Spiel gewinnt und spielt als Nächstes aus.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="26"/>
        <source>The lowest play of a round drinks one, every pass drinks one, and a four of a kind makes everyone drink one.</source>
        <translation>Wer im Durchgang am niedrigsten gespielt hat, trinkt einen Schluck, jedes Passen kostet einen Schluck, und bei einem Vierling trinken alle einen Schluck.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="29"/>
        <source>To play: click cards to raise them (cards that cannot join them are dimmed), then press the Play button; or drag a card to the middle.</source>
        <translation>Spielen: Klicken Sie Karten an, um sie hochzuschieben (Karten, die nicht dazupassen, sind abgeblendet), und drücken Sie dann die Schaltfläche „Spielen“; oder ziehen Sie eine Karte in die Mitte.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="31"/>
        <source>To pass: press Pass. To swap: drag a card from your hand onto the gin card.</source>
        <translation>Passen: Drücken Sie „Passen“. Tauschen: Ziehen Sie eine Karte aus Ihrer Hand auf die Gin-Karte.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="32"/>
        <source>For rock-paper-scissors, press your choice.</source>
        <translation>Bei Schere, Stein, Papier drücken Sie Ihre Wahl.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="39"/>
        <source>Tip: click cards to raise a single card, a pair, a set or a straight flush, then press the Play button.</source>
        <translation>Hinweis: Klicken Sie Karten an, um eine Einzelkarte, ein Paar, einen Satz oder einen Straight Flush hochzuschieben, und drücken Sie dann die Schaltfläche „Spielen“.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="41"/>
        <source>Tip: play the same kind of combination as the lead (it need not beat it), or press Pass: a pass costs a drink.</source>
        <translation>Hinweis: Spielen Sie dieselbe Art Kombination wie der Ausspieler (sie muss nicht höher sein), oder drücken Sie „Passen“: Passen kostet einen Schluck.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="43"/>
        <source>Tip: to pass and swap, drag a card from your hand onto the face-up gin card; the card you give becomes the gin card.</source>
        <translation>Hinweis: Um zu passen und zu tauschen, ziehen Sie eine Karte aus Ihrer Hand auf die offene Gin-Karte; die abgegebene Karte wird zur Gin-Karte.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="45"/>
        <source>Tip: nobody who played still holds cards; press rock, paper or scissors for the lead.</source>
        <translation>Hinweis: Niemand, der gespielt hat, hat noch Karten; drücken Sie Schere, Stein oder Papier, um zu entscheiden, wer ausspielt.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="54"/>
        <source>{word}: what this player has drunk so far; the fewest wins.</source>
        <translation>{word}: was dieser Spieler bisher getrunken hat; wer am wenigsten hat, gewinnt.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="55"/>
        <source>Under it: what this player drinks for this hand so far; &apos;out&apos; once they have no cards left.</source>
        <translation>Darunter: was dieser Spieler in dieser Runde bisher trinkt; „raus“, sobald er keine Karten mehr hat.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="57"/>
        <source>The hand in progress, and how much the Ultimate Loser (the last player holding cards) drinks.</source>
        <translation>Die laufende Runde und wie viel der Ultimate Loser (der letzte Spieler mit Karten) trinkt.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="59"/>
        <source>In brackets: the Ultimate Loser of the hand, who drinks the penalty on top.</source>
        <translation>In Klammern: der Ultimate Loser der Runde, der zusätzlich die Strafe trinkt.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/help.py" line="14"/>
        <source>Finish with the most points. Before each deal you say how many tricks you will take, and only an exact bid scores well.</source>
        <translation>Beenden Sie das Spiel mit den meisten Punkten. Vor jeder Runde sagen Sie an, wie viele Stiche Sie machen werden, und nur eine genaue Ansage bringt viele Punkte.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/help.py" line="17"/>
        <source>The first deal has one card each, the next two, and so on up to the longest deal, then back down to one. Each deal has its trump suit, known before the bids. Each player bids how many tricks they will take; the dealer, bidding last, may not make the bids add up to the number of cards in a hand.</source>
        <translation>In der ersten Runde bekommt jeder eine Karte, in der nächsten zwei und so weiter bis zur längsten Runde, dann wieder abwärts bis zu einer. Jede Runde hat ihre Trumpffarbe, die vor den Ansagen bekannt ist. Jeder Spieler sagt an, wie viele Stiche er machen wird; der Geber sagt als Letzter an und darf die Summe der Ansagen nicht gleich der Zahl der Handkarten machen.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/help.py" line="22"/>
        <source>Follow the suit led if you can; if not, play a trump if you can; else play any card. The highest trump wins, or else the highest card of the suit led.</source>
        <translation>Bedienen Sie die ausgespielte Farbe, wenn Sie können; wenn nicht, spielen Sie Trumpf, wenn Sie können; sonst eine beliebige Karte. Der höchste Trumpf gewinnt, sonst die höchste Karte der ausgespielten Farbe.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/help.py" line="25"/>
        <source>Exactly your bid: 10 points a trick (a bid of 0 made scores 5). More tricks than bid: 1 point a trick. Fewer: minus 10 for every trick bid. At the end every player settles up with every other for the difference of their scores.</source>
        <translation>Genau Ihre Ansage: 10 Punkte pro Stich (eine erfüllte Ansage von 0 bringt 5). Mehr Stiche als angesagt: 1 Punkt pro Stich. Weniger: minus 10 für jeden angesagten Stich. Am Ende rechnet jeder Spieler mit jedem anderen die Differenz ihrer Punktestände ab.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/help.py" line="29"/>
        <source>To bid: press the number of tricks. A bid the rules forbid is greyed; point at it to see why.</source>
        <translation>Ansagen: Drücken Sie die Zahl der Stiche. Eine Ansage, die die Regeln verbieten, ist ausgegraut; zeigen Sie darauf, um den Grund zu sehen.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/help.py" line="31"/>
        <source>To play: click a card, or drag it to the middle.</source>
        <translation>Spielen: Klicken Sie eine Karte an oder ziehen Sie sie in die Mitte.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/help.py" line="38"/>
        <source>Tip: press the number of tricks you expect to win. Only an exact bid scores well: 10 points a trick.</source>
        <translation>Hinweis: Drücken Sie die Zahl der Stiche, die Sie zu machen erwarten. Nur eine genaue Ansage bringt viele Punkte: 10 pro Stich.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/help.py" line="40"/>
        <source>Tip: click a card to play it. Follow suit, else play a trump if you can; try to win exactly the tricks you bid.</source>
        <translation>Hinweis: Klicken Sie eine Karte an, um sie zu spielen. Bedienen Sie die Farbe, sonst spielen Sie Trumpf, wenn Sie können; versuchen Sie, genau so viele Stiche zu machen, wie Sie angesagt haben.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/help.py" line="49"/>
        <source>{word}: the points of the deals so far; the most wins.</source>
        <translation>{word}: die Punkte der bisherigen Runden; wer die meisten hat, gewinnt.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/help.py" line="50"/>
        <source>Under it: the tricks bid and the tricks won so far this deal; only an exact bid scores well.</source>
        <translation>Darunter: die angesagten und die bisher gemachten Stiche dieser Runde; nur eine genaue Ansage bringt viele Punkte.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/help.py" line="52"/>
        <source>The deal in progress, how many cards each player has, and the trumps: a trump beats every card of the other suits.</source>
        <translation>Die laufende Runde, wie viele Karten jeder Spieler hat, und Trumpf: Ein Trumpf sticht jede Karte der anderen Farben.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/help.py" line="54"/>
        <source>In brackets: the bid and the tricks taken, 3/2 for a bid of 3 and 2 tricks; &apos;limit&apos; when the loss limit was reached.</source>
        <translation>In Klammern: Ansage und gemachte Stiche, 3/2 bei einer Ansage von 3 und 2 Stichen; „Limit“, wenn die Verlustgrenze erreicht wurde.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/how_to_play.py" line="30"/>
        <source>How to play {game}</source>
        <translation>Spielanleitung: {game}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/table_tips.py" line="32"/>
        <source>a person</source>
        <translation>ein Mensch</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/table_tips.py" line="32"/>
        <source>a computer player, level Easy</source>
        <translation>ein Computerspieler, Stufe Leicht</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/table_tips.py" line="33"/>
        <source>a computer player, level Normal</source>
        <translation>ein Computerspieler, Stufe Normal</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/table_tips.py" line="34"/>
        <source>a computer player, level Expert</source>
        <translation>ein Computerspieler, Stufe Experte</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/table_tips.py" line="35"/>
        <source>a computer player that plays at random</source>
        <translation>ein Computerspieler, der zufällig spielt</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/table_tips.py" line="36"/>
        <source>a player</source>
        <translation>ein Spieler</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/table_tips.py" line="42"/>
        <source>{name}: {who}.</source>
        <translation>{name}: {who}.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/table_tips.py" line="48"/>
        <source>D: this player deals.</source>
        <translation>G: Dieser Spieler gibt.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/table_tips.py" line="50"/>
        <source>Lit in gold: it is this player&apos;s turn.</source>
        <translation>Golden hervorgehoben: Dieser Spieler ist am Zug.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/table_tips.py" line="57"/>
        <source>The points each player scored this deal, and in bold the totals.</source>
        <translation>Die Punkte, die jeder Spieler in dieser Runde gemacht hat, und fett die Gesamtstände.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/table_tips.py" line="92"/>
        <source>{name} (you)</source>
        <translation>{name} (Sie)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/table_tips.py" line="96"/>
        <source>The deal in progress.</source>
        <translation>Die laufende Runde.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/table_tips.py" line="97"/>
        <source>What just happened at the table.</source>
        <translation>Was gerade am Tisch passiert ist.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/table_tips.py" line="103"/>
        <source>What was played last, each card at the seat that played it; the winner&apos;s card is framed.</source>
        <translation>Was zuletzt gespielt wurde, jede Karte am Platz dessen, der sie gespielt hat; die Karte des Gewinners ist umrahmt.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/table_tips.py" line="107"/>
        <source>The cards nobody was dealt this deal; they are not played.</source>
        <translation>Die Karten, die in dieser Runde niemand bekommen hat; sie werden nicht gespielt.</translation>
    </message>
    <message numerus="yes">
        <source>UndoAsking</source>
        <comment>Undo goes back to your own last move, %n deal(s) ago: every move since is taken back.</comment>
        <translation type="vanished">
            <numerusform>„Rückgängig“ geht bis zu Ihrem letzten eigenen Zug zurück, der %n Runde zurückliegt: Alle Züge seitdem werden zurückgenommen.</numerusform>
            <numerusform>„Rückgängig“ geht bis zu Ihrem letzten eigenen Zug zurück, der %n Runden zurückliegt: Alle Züge seitdem werden zurückgenommen.</numerusform>
        </translation>
    </message>
    <message>
        <source>UndoAsking</source>
        <comment>Undo goes back to your own last move: every move since is taken back.</comment>
        <translation type="vanished">„Rückgängig“ geht bis zu Ihrem letzten eigenen Zug zurück: Alle Züge seitdem werden zurückgenommen.</translation>
    </message>
    <message>
        <source>UndoAsking</source>
        <comment>Among them are the moves the computer made for you.</comment>
        <translation type="vanished">Darunter sind die Züge, die der Computer für Sie gemacht hat.</translation>
    </message>
    <message>
        <source>UndoAsking</source>
        <comment>Redo brings them back until you make a new move.</comment>
        <translation type="vanished">Mit „Wiederherstellen“ holen Sie sie zurück, solange Sie keinen neuen Zug machen.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/ui.py" line="39"/>
        <source>Nobody took the trick: its cards wait for the next one.</source>
        <translation>Niemand bekommt den Stich: Die Karten bleiben für den nächsten liegen.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/ui.py" line="51"/>
        <source>{name} swapped {given} for the gin card, {taken}.</source>
        <translation>{name}: {given} gegen die Gin-Karte ({taken}) getauscht.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/ui.py" line="52"/>
        <source>You swapped {given} for the gin card, {taken}.</source>
        <translation>Sie: {given} gegen die Gin-Karte ({taken}) getauscht.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/ui.py" line="55"/>
        <source>{name} is the Ultimate Loser.</source>
        <translation>{name} ist Ultimate Loser.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/ui.py" line="56"/>
        <source>You are the Ultimate Loser.</source>
        <translation>Sie sind Ultimate Loser.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/ui.py" line="95"/>
        <source>{name} played {play}: {cards}.</source>
        <translation>{name}: {play} gespielt ({cards}).</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/ui.py" line="96"/>
        <source>You played {play}: {cards}.</source>
        <translation>Sie: {play} gespielt ({cards}).</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../cardtable/ui/about_dialog.py" line="37"/>
        <source>About Card Table</source>
        <translation>Über Card Table</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/about_dialog.py" line="38"/>
        <source>GNU Lesser General Public License, version 3 (LGPL-3.0)</source>
        <translation>GNU Lesser General Public License, Version 3 (LGPL-3.0)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/about_dialog.py" line="41"/>
        <source>Python Software Foundation License (PSF-2.0)</source>
        <translation>Python Software Foundation License (PSF-2.0)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/about_dialog.py" line="44"/>
        <source>MIT License (MIT)</source>
        <translation>MIT-Lizenz (MIT)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/about_dialog.py" line="46"/>
        <source>MIT-CMU License, also known as the Historical Permission Notice and Disclaimer (MIT-CMU, HPND)</source>
        <translation>MIT-CMU-Lizenz, auch bekannt als Historical Permission Notice and Disclaimer (MIT-CMU, HPND)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/about_dialog.py" line="52"/>
        <source>&lt;h2&gt;Card Table {version}&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Card Table {version}&lt;/h2&gt;</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/about_dialog.py" line="53"/>
        <source>Black Lady, Ugly, Up and Down, U-G-O and Ultimate Loser against computer players.</source>
        <translation>Black Lady, Ugly, Up and Down, U-G-O und Ultimate Loser gegen Computerspieler.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/about_dialog.py" line="55"/>
        <source>Card Table is free software: you may share it and change it under the terms of the GNU General Public License, version 3 or any later version ({licence}). It comes with no warranty.</source>
        <translation>Card Table ist freie Software: Sie dürfen sie unter den Bedingungen der GNU General Public License, Version 3 oder einer späteren Version, weitergeben und verändern ({licence}). Sie wird ohne jede Gewährleistung bereitgestellt.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/about_dialog.py" line="59"/>
        <source>It is built on:</source>
        <translation>Verwendete Software:</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="76"/>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="76"/>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="78"/>
        <source>Expected</source>
        <translation>Erwartet</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="77"/>
        <source>Worlds</source>
        <translation>Welten</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="81"/>
        <source>What the move was expected to bring the player, in points as the Expert counts a result (against the other players&apos; average where the game is won by ranking), judged from what the player could see at that moment. Higher is better.</source>
        <translation>Was der Zug dem Spieler voraussichtlich einbrachte, in Punkten, wie der Experte ein Ergebnis zählt (gegen den Durchschnitt der anderen Spieler, wo die Rangfolge das Spiel entscheidet), beurteilt nach dem, was der Spieler in diesem Moment sehen konnte. Höher ist besser.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="85"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="85"/>
        <source>Lost this deal</source>
        <translation>Verloren in dieser Runde</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="86"/>
        <source>Lost in the game</source>
        <translation>Verloren im Spiel</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="86"/>
        <source>Costly</source>
        <translation>Teuer</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="87"/>
        <source>Costliest</source>
        <translation>Am teuersten</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="90"/>
        <source>Expected points lost against the Expert&apos;s best choice, counting only the differences clear of the luck of the sampled deals.</source>
        <translation>Erwartete Punkte, die gegen die beste Wahl des Experten verloren gingen; gezählt werden nur Unterschiede, die deutlich über dem Glück der gezogenen Verteilungen liegen.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="96"/>
        <source>Costly decisions (double-click one to see it):</source>
        <translation>Teure Entscheidungen (Doppelklick zeigt sie):</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="112"/>
        <source>Analyse</source>
        <translation>Analysieren</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="114"/>
        <source>The Expert weighs every alternative of each decision from what the player could see at that moment, and says what each choice cost.</source>
        <translation>Der Experte wägt jede Alternative jeder Entscheidung nach dem ab, was der Spieler in diesem Moment sehen konnte, und sagt, was jede Wahl gekostet hat.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="117"/>
        <source>Every seat</source>
        <translation>Alle Plätze</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="118"/>
        <source>Weigh the computer players&apos; decisions too.</source>
        <translation>Auch die Entscheidungen der Computerspieler abwägen.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="122"/>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="125"/>
        <source>%v of %m decisions</source>
        <translation>%v von %m Entscheidungen</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="158"/>
        <source>Weighing the decisions…</source>
        <translation>Die Entscheidungen werden abgewogen …</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="173"/>
        <source>The analysis stopped on an error: {message}</source>
        <translation>Die Analyse wurde durch einen Fehler beendet: {message}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="193"/>
        <source>Not analysed yet. Analyse weighs each of your decisions (about a second each).</source>
        <translation>Noch nicht analysiert. „Analysieren“ wägt jede Ihrer Entscheidungen ab (etwa eine Sekunde pro Entscheidung).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="195"/>
        <source>every seat</source>
        <translation>alle Plätze</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/review/analysis_panel.py" line="198"/>
        <source>Stopped after %n decision(s) of {who}: Analyse goes on from there.</source>
        <translation>
            <numerusform>Angehalten nach %n Entscheidung von {who}: „Analysieren“ macht dort weiter.</numerusform>
            <numerusform>Angehalten nach %n Entscheidungen von {who}: „Analysieren“ macht dort weiter.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/review/analysis_panel.py" line="200"/>
        <source>%n decision(s) of {who} weighed, {ms} ms each.</source>
        <translation>
            <numerusform>%n Entscheidung von {who} abgewogen, je {ms} ms.</numerusform>
            <numerusform>%n Entscheidungen von {who} abgewogen, je {ms} ms.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="278"/>
        <source>move {move}: {played} ({cost})</source>
        <translation>Zug {move}: {played} ({cost})</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="285"/>
        <source>Double-click to see it</source>
        <translation>Doppelklick zeigt sie</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="299"/>
        <source>The computer played {move} for you, the only move there was.</source>
        <translation>Der Computer hat für Sie {move} gespielt, den einzigen möglichen Zug.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="301"/>
        <source>{name} played {move}, the only move there was.</source>
        <translation>{name} spielte {move}, den einzigen möglichen Zug.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="304"/>
        <source>The computer played {move} for you, the Expert&apos;s choice too.</source>
        <translation>Der Computer hat für Sie {move} gespielt, auch die Wahl des Experten.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="306"/>
        <source>{name} played {move}, the Expert&apos;s choice too.</source>
        <translation>{name} spielte {move}, auch die Wahl des Experten.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="321"/>
        <source>The computer played {move} for you. {best} here: {gain} in the Expert&apos;s reckoning against {move}.</source>
        <translation>Der Computer hat für Sie {move} gespielt. {best} hier: {gain} nach der Rechnung des Experten gegenüber {move}.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="323"/>
        <source>{name} played {move}. {best} here: {gain} in the Expert&apos;s reckoning against {move}.</source>
        <translation>{name} spielte {move}. {best} hier: {gain} nach der Rechnung des Experten gegenüber {move}.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="326"/>
        <source>The computer played {move} for you. {best} here: {gain} points expected against {move} (±{spread}).</source>
        <translation>Der Computer hat für Sie {move} gespielt. {best} hier: {gain} Punkte erwartet gegenüber {move} (±{spread}).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="328"/>
        <source>{name} played {move}. {best} here: {gain} points expected against {move} (±{spread}).</source>
        <translation>{name} spielte {move}. {best} hier: {gain} Punkte erwartet gegenüber {move} (±{spread}).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="336"/>
        <source>{name}&apos;s moves were not analysed (Every seat weighs them).</source>
        <translation>Die Züge von {name} wurden nicht analysiert („Alle Plätze“ wägt sie ab).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="339"/>
        <source>{name} had no choice here.</source>
        <translation>{name} hatte hier keine Wahl.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="340"/>
        <source>Not weighed yet: the analysis stopped before this move.</source>
        <translation>Noch nicht abgewogen: Die Analyse wurde vor diesem Zug angehalten.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="343"/>
        <source>Deal {deal}, move {move}: {name} played {played}; {best} was better by {cost}</source>
        <translation>Runde {deal}, Zug {move}: {name} spielte {played}; {best} war um {cost} besser</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="90"/>
        <source>What happens</source>
        <translation>Spielgeschehen</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="43"/>
        <source>a card</source>
        <translation>eine Karte</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="45"/>
        <source>the joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="46"/>
        <source>two</source>
        <translation>Zwei</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="47"/>
        <source>three</source>
        <translation>Drei</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="48"/>
        <source>four</source>
        <translation>Vier</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="49"/>
        <source>five</source>
        <translation>Fünf</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="50"/>
        <source>six</source>
        <translation>Sechs</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="51"/>
        <source>seven</source>
        <translation>Sieben</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="52"/>
        <source>eight</source>
        <translation>Acht</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="53"/>
        <source>nine</source>
        <translation>Neun</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="54"/>
        <source>ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="55"/>
        <source>jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="56"/>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="57"/>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="58"/>
        <source>ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="59"/>
        <source>the {rank} of {suit}</source>
        <translation>{suit}-{rank}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="65"/>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="66"/>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="67"/>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="68"/>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="135"/>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="157"/>
        <source>You dealt. Your cards: {cards}.</source>
        <translation>Sie haben gegeben. Ihre Karten: {cards}.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="158"/>
        <source>{dealer} dealt. Your cards: {cards}.</source>
        <translation>Geber: {dealer}. Ihre Karten: {cards}.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="162"/>
        <source>No trumps this hand.</source>
        <translation>Kein Trumpf in dieser Runde.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="163"/>
        <source>No trumps this deal.</source>
        <translation>Kein Trumpf in dieser Runde.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="164"/>
        <source>Trumps are {suit}.</source>
        <translation>Trumpf ist {suit}.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="167"/>
        <source>You bid {count}.</source>
        <translation>Sie: Ansage {count}.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="168"/>
        <source>{name} bid {count}.</source>
        <translation>{name}: Ansage {count}.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="179"/>
        <source>The hand is over. Scores: {scores}.</source>
        <translation>Die Runde ist vorbei. Punktestand: {scores}.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="80"/>
        <source>You played {card}.</source>
        <translation>Sie: {card} gespielt.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="79"/>
        <source>{name} played {card}.</source>
        <translation>{name}: {card} gespielt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/announcer.py" line="187"/>
        <source>You took the trick, with %n point(s).</source>
        <translation>
            <numerusform>Der Stich geht an Sie: %n Punkt.</numerusform>
            <numerusform>Der Stich geht an Sie: %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/announcer.py" line="189"/>
        <source>You took the trick, losing %n point(s).</source>
        <translation>
            <numerusform>Der Stich geht an Sie und kostet %n Punkt.</numerusform>
            <numerusform>Der Stich geht an Sie und kostet %n Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="190"/>
        <source>You took the trick.</source>
        <translation>Der Stich geht an Sie.</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/announcer.py" line="193"/>
        <source>{name} took the trick, with %n point(s).</source>
        <translation>
            <numerusform>Der Stich geht an {name}: %n Punkt.</numerusform>
            <numerusform>Der Stich geht an {name}: %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/announcer.py" line="196"/>
        <source>{name} took the trick, losing %n point(s).</source>
        <translation>
            <numerusform>Der Stich geht an {name} und kostet %n Punkt.</numerusform>
            <numerusform>Der Stich geht an {name} und kostet %n Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="198"/>
        <source>{name} took the trick.</source>
        <translation>Der Stich geht an {name}.</translation>
    </message>
    <message>
        <source>The Ultimate Loser: {name}.</source>
        <translation type="vanished">Ultimate Loser: {name}.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="180"/>
        <source>The deal is over. Scores: {scores}.</source>
        <translation>Die Runde ist vorbei. Punktestand: {scores}.</translation>
    </message>
    <message>
        <source>The game is over: {names} won.</source>
        <translation type="vanished">Das Spiel ist vorbei. Gewinner: {names}.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="205"/>
        <source>You passed {cards} to {name}.</source>
        <translation>Sie haben {cards} an {name} weitergegeben.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="208"/>
        <source>{name} passed you {cards}.</source>
        <translation>{name} hat Ihnen {cards} weitergegeben.</translation>
    </message>
</context>
<context>
    <name>CardRenderer</name>
    <message>
        <location filename="../cardtable/texts.py" line="33"/>
        <source>J</source>
        <comment>jack, on the card index</comment>
        <translation>B</translation>
    </message>
    <message>
        <location filename="../cardtable/texts.py" line="34"/>
        <source>Q</source>
        <comment>queen, on the card index</comment>
        <translation>D</translation>
    </message>
    <message>
        <location filename="../cardtable/texts.py" line="35"/>
        <source>K</source>
        <comment>king, on the card index</comment>
        <translation>K</translation>
    </message>
    <message>
        <location filename="../cardtable/texts.py" line="36"/>
        <source>A</source>
        <comment>ace, on the card index</comment>
        <translation>A</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/court_art.py" line="313"/>
        <source>JOKER</source>
        <comment>written on the joker card</comment>
        <translation>JOKER</translation>
    </message>
</context>
<context>
    <name>CreateTableDialog</name>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="87"/>
        <source>Create a table</source>
        <translation>Tisch erstellen</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="88"/>
        <source>House rules…</source>
        <translation>Hausregeln…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="100"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="101"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="102"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="105"/>
        <source>Seats (you sit in the first open one)</source>
        <translation>Plätze (Sie sitzen auf dem ersten freien)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="110"/>
        <source>The table</source>
        <translation>Der Tisch</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="114"/>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="119"/>
        <source>no limit</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="120"/>
        <source>Players may ask for a hint</source>
        <translation>Spieler dürfen um einen Tipp bitten</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="123"/>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="124"/>
        <source>Listed in the lobby (else joined by its code)</source>
        <translation>In der Lobby aufgeführt (sonst Beitritt mit Code)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="126"/>
        <source>Spectators may chat</source>
        <translation>Zuschauer dürfen chatten</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="128"/>
        <source>A dropped player&apos;s seat is held for</source>
        <translation>Platz eines ausgefallenen Spielers wird freigehalten für</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="129"/>
        <source>Only their friends may take it within</source>
        <translation>Nur seine Freunde dürfen ihn übernehmen innerhalb von</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="132"/>
        <source>at level</source>
        <translation>auf Stufe</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="134"/>
        <source>The computer takes it after</source>
        <translation>Der Computer übernimmt ihn nach</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="135"/>
        <source>Time per move</source>
        <translation>Zeit pro Zug</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="137"/>
        <source>Stake per point</source>
        <translation>Einsatz pro Punkt</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="151"/>
        <source>Create</source>
        <translation>Erstellen</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="165"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="88"/>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="197"/>
        <source>Seat {n}</source>
        <translation>Platz {n}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="207"/>
        <source>Leave a seat for yourself: open, or kept for you.</source>
        <translation>Lassen Sie einen Platz für sich selbst: frei oder für Sie reserviert.</translation>
    </message>
</context>
<context>
    <name>DiskWorker</name>
    <message>
        <source>{reason}, and this game cannot wait beside it either ({other}), so its files are kept</source>
        <translation type="vanished">{reason}, und dieses Spiel kann auch nicht daneben warten ({other}), daher bleiben seine Dateien erhalten</translation>
    </message>
    <message>
        <source>{reason}, and this game cannot wait beside it either ({other}): it is tried again until there is room, and its files are kept meanwhile</source>
        <translation type="vanished">{reason}, und dieses Spiel kann auch nicht daneben warten ({other}): Es wird erneut versucht, bis wieder Platz ist, und seine Dateien bleiben so lange erhalten</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/disk_worker.py" line="202"/>
        <source>{reason}, and this game cannot wait beside it either ({other}). It is kept only while Card Table runs, and tried again now and then: {remedy} before you quit, or it is lost</source>
        <translation>{reason}, und diese Partie kann auch nicht daneben warten ({other}). Sie bleibt nur erhalten, solange Card Table läuft, und wird ab und zu erneut versucht: {remedy}, bevor Sie beenden, sonst geht sie verloren</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/disk_worker.py" line="209"/>
        <source>{reason}, so this game waits beside the score history and goes into it as soon as it can</source>
        <translation>{reason}, daher wartet dieses Spiel neben dem Spielverlauf und kommt hinein, sobald es geht</translation>
    </message>
</context>
<context>
    <name>DuelLog</name>
    <message>
        <source>What happened</source>
        <translation type="vanished">Spielverlauf</translation>
    </message>
</context>
<context>
    <name>FirstTips</name>
    <message>
        <location filename="../cardtable/ui/first_tips.py" line="101"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/first_tips.py" line="102"/>
        <source>Hide this tip</source>
        <translation>Diesen Hinweis ausblenden</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/first_tips.py" line="103"/>
        <source>Don&apos;t show tips</source>
        <translation>Keine Hinweise zeigen</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/first_tips.py" line="104"/>
        <source>Show no more tips (Settings can turn them on again)</source>
        <translation>Keine weiteren Hinweise zeigen (in den Einstellungen wieder einschaltbar)</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="245"/>
        <source>The game is over: start a new one.</source>
        <translation>Das Spiel ist vorbei: Starten Sie ein neues.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="247"/>
        <source>Please wait for your turn.</source>
        <translation>Bitte warten Sie, bis Sie am Zug sind.</translation>
    </message>
    <message>
        <source>Choose the cards to pass first.</source>
        <translation type="vanished">Wählen Sie zuerst die Karten zum Weitergeben.</translation>
    </message>
    <message>
        <source>That card cannot be played.</source>
        <translation type="vanished">Diese Karte kann nicht gespielt werden.</translation>
    </message>
    <message>
        <source>Make your bid first.</source>
        <translation type="vanished">Geben Sie zuerst Ihre Ansage ab.</translation>
    </message>
    <message>
        <source>Name trumps first.</source>
        <translation type="vanished">Bestimmen Sie zuerst Trumpf.</translation>
    </message>
    <message>
        <source>Choose rock, paper or scissors first.</source>
        <translation type="vanished">Wählen Sie zuerst Schere, Stein oder Papier.</translation>
    </message>
    <message>
        <source>Answer the question first.</source>
        <translation type="vanished">Beantworten Sie zuerst die Frage.</translation>
    </message>
    <message>
        <source>That choice is not allowed now.</source>
        <translation type="vanished">Diese Wahl ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <source>Those cards do not make a play allowed now.</source>
        <translation type="vanished">Diese Karten ergeben jetzt keinen erlaubten Zug.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="255"/>
        <source>That move is not allowed now.</source>
        <translation>Dieser Zug ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <source>The leader must play; you may swap only instead of playing on someone&apos;s lead.</source>
        <translation type="vanished">Wer ausspielt, muss spielen; tauschen dürfen Sie nur statt zu spielen, wenn ein anderer ausgespielt hat.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="269"/>
        <source>Only an open-ended game can be ended early.</source>
        <translation>Nur ein Spiel ohne feste Rundenzahl kann vorzeitig beendet werden.</translation>
    </message>
    <message>
        <source>This is not the time to pass cards.</source>
        <translation type="vanished">Jetzt werden keine Karten weitergegeben.</translation>
    </message>
    <message numerus="yes">
        <source>Choose exactly %n card(s) to pass.</source>
        <translation type="vanished">
            <numerusform>Wählen Sie genau %n Karte zum Weitergeben.</numerusform>
            <numerusform>Wählen Sie genau %n Karten zum Weitergeben.</numerusform>
        </translation>
    </message>
    <message>
        <source>That card cannot be passed.</source>
        <translation type="vanished">Diese Karte kann nicht weitergegeben werden.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="290"/>
        <source>A hint is given on your turn.</source>
        <translation>Tipps gibt es, wenn Sie am Zug sind.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="295"/>
        <source>The Expert is thinking about a hint…</source>
        <translation>Der Experte überlegt sich einen Tipp…</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="348"/>
        <source>Undo: as soon as the table has shown this move.</source>
        <translation>Rückgängig: sobald der Tisch diesen Zug gezeigt hat.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="355"/>
        <source>The game is over: it cannot be undone.</source>
        <translation>Das Spiel ist vorbei: Es lässt sich nichts mehr rückgängig machen.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="357"/>
        <source>The computer is playing your seat: take it back before you undo.</source>
        <translation>Der Computer spielt Ihren Platz: Übernehmen Sie ihn wieder, bevor Sie etwas rückgängig machen.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="359"/>
        <source>There is nothing of yours to undo.</source>
        <translation>Es gibt keinen Zug von Ihnen, der sich rückgängig machen lässt.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="382"/>
        <source>There is nothing to redo.</source>
        <translation>Es gibt nichts wiederherzustellen.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="417"/>
        <source>The computer is not playing your seat.</source>
        <translation>Der Computer spielt Ihren Platz nicht.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="550"/>
        <source>The computer is playing for you — Game → Take my seat back</source>
        <translation>Der Computer spielt für Sie – Spiel → Meinen Platz wieder übernehmen</translation>
    </message>
    <message>
        <source>{name} (substitute)</source>
        <translation type="vanished">{name} (vertreten)</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="437"/>
        <source>Your cards do not certainly win every trick.</source>
        <translation>Ihre Karten gewinnen nicht sicher jeden Stich.</translation>
    </message>
    <message>
        <source>The computer is playing for you…</source>
        <translation type="vanished">Der Computer spielt für Sie…</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="551"/>
        <source>{name} is thinking…</source>
        <translation>{name} überlegt…</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="530"/>
        <source>The computer playing for you could not decide ({message}); a random legal card was played.</source>
        <translation>Der Computer, der für Sie spielt, konnte sich nicht entscheiden ({message}); eine zufällige erlaubte Karte wurde gespielt.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="533"/>
        <source>{name} could not decide ({message}); a random legal card was played.</source>
        <translation>{name} konnte sich nicht entscheiden ({message}); eine zufällige erlaubte Karte wurde gespielt.</translation>
    </message>
    <message numerus="yes">
        <source>Game over: %n winner(s): {names}.</source>
        <translation type="vanished">
            <numerusform>Spiel vorbei – %n Gewinner: {names}.</numerusform>
            <numerusform>Spiel vorbei – %n Gewinner: {names}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <location filename="../cardtable/controller/keeper.py" line="143"/>
        <source>This game is also open in another window; this window goes on with a copy of it.</source>
        <translation>Dieses Spiel ist auch in einem anderen Fenster offen; dieses Fenster spielt mit einer Kopie weiter.</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <location filename="../cardtable/ui/game_log.py" line="29"/>
        <source>What happened</source>
        <translation>Spielverlauf</translation>
    </message>
</context>
<context>
    <name>GameOverBox</name>
    <message>
        <location filename="../cardtable/ui/game_over.py" line="26"/>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>&lt;h3&gt;{names} won!&lt;/h3&gt;{table}</source>
        <translation type="vanished">&lt;h3&gt;Sieg für {names}!&lt;/h3&gt;{table}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_over.py" line="30"/>
        <source>Final scores</source>
        <translation>Endstand</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_over.py" line="32"/>
        <source>Play again</source>
        <translation>Noch einmal spielen</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_over.py" line="33"/>
        <source>Start screen</source>
        <translation>Startbildschirm</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_over.py" line="34"/>
        <source>Replay</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_over.py" line="35"/>
        <source>Play the game through again, every hand face up</source>
        <translation>Das Spiel noch einmal durchgehen, alle Hände offen</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_over.py" line="44"/>
        <source>You won!</source>
        <translation>Sie haben gewonnen!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_over.py" line="45"/>
        <source>You and {names} won!</source>
        <translation>Sie und {names} haben gewonnen!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_over.py" line="46"/>
        <source>{names} won!</source>
        <translation>Sieg für {names}!</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation type="vanished">Strafpunkte</translation>
    </message>
    <message>
        <source>Drinks</source>
        <translation type="vanished">Schlucke</translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="vanished">Punkte</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation type="vanished">Abrechnung</translation>
    </message>
    <message>
        <source>Money</source>
        <translation type="vanished">Geld</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="93"/>
        <source>{about}
{players}. Click to choose how to play it and start.</source>
        <translation>{about}
{players}. Klicken Sie, um Regeln und Mitspieler zu wählen und das Spiel zu starten.</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="80"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="87"/>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="88"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="100"/>
        <source>All games</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="104"/>
        <source>All rules</source>
        <translation>Alle Regeln</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="109"/>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="111"/>
        <location filename="../cardtable/ui/history_window.py" line="302"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="125"/>
        <source>from</source>
        <translation>von</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="127"/>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="133"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="133"/>
        <location filename="../cardtable/ui/history_window.py" line="302"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="133"/>
        <location filename="../cardtable/ui/history_window.py" line="302"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="133"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="134"/>
        <source>Winner</source>
        <translation>Gewinner</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="134"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="134"/>
        <source>Hands</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="151"/>
        <source>Open scoresheet</source>
        <translation>Punkteliste öffnen</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="153"/>
        <source>Replay</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="154"/>
        <source>Play the game through again, every hand face up</source>
        <translation>Das Spiel noch einmal durchgehen, alle Hände offen</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="157"/>
        <location filename="../cardtable/ui/history_window.py" line="288"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="162"/>
        <source>Import record…</source>
        <translation>Aufzeichnung importieren …</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="163"/>
        <source>Replay a game from a text record exported by Card Table</source>
        <translation>Ein Spiel aus einer von Card Table exportierten Textaufzeichnung wiederholen</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="168"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="209"/>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="209"/>
        <source>abandoned</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="211"/>
        <source>{status}, at a shared table</source>
        <translation>{status}, an einem gemeinsamen Tisch</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/history_window.py" line="220"/>
        <source>%n game(s) in the score history could not be read and are not shown; the file is left as it is.</source>
        <translation>
            <numerusform>%n Partie im Spielverlauf konnte nicht gelesen werden und wird nicht gezeigt; die Datei bleibt, wie sie ist.</numerusform>
            <numerusform>%n Partien im Spielverlauf konnten nicht gelesen werden und werden nicht gezeigt; die Datei bleibt, wie sie ist.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="270"/>
        <location filename="../cardtable/ui/history_window.py" line="277"/>
        <source>Import record</source>
        <translation>Aufzeichnung importieren</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="271"/>
        <source>Card Table records (*.txt);;All files (*)</source>
        <translation>Card-Table-Aufzeichnungen (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="278"/>
        <source>This file cannot be replayed: {reason}</source>
        <translation>Diese Datei kann nicht wiederholt werden: {reason}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="288"/>
        <source>Delete this game from the history?</source>
        <translation>Dieses Spiel aus dem Verlauf löschen?</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="302"/>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="303"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="303"/>
        <source>Best</source>
        <translation>Bestwert</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="303"/>
        <source>Average</source>
        <translation>Schnitt</translation>
    </message>
</context>
<context>
    <name>HostedServer</name>
    <message>
        <location filename="../cardtable/ui/people/hosting.py" line="103"/>
        <source>The server could not be started: {reason}</source>
        <translation>Der Server konnte nicht gestartet werden: {reason}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/hosting.py" line="110"/>
        <source>The server stopped before it was ready: {reason}</source>
        <translation>Der Server wurde beendet, bevor er bereit war: {reason}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/hosting.py" line="111"/>
        <source>no reason given</source>
        <translation>kein Grund angegeben</translation>
    </message>
</context>
<context>
    <name>HouseRulesDialog</name>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="78"/>
        <source>House rules: {game}</source>
        <translation>Hausregeln: {game}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="91"/>
        <source>The rules below differ from the rule set chosen on the left.</source>
        <translation>Die Regeln unten weichen vom links gewählten Regelwerk ab.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="97"/>
        <source>Start from</source>
        <translation>Ausgehend von</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="107"/>
        <source>Save as…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="108"/>
        <source>Keep these rules under a name of your own.</source>
        <translation>Diese Regeln unter einem eigenen Namen speichern.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="109"/>
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="110"/>
        <source>Give the chosen saved rules another name.</source>
        <translation>Den gewählten gespeicherten Regeln einen anderen Namen geben.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="111"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="112"/>
        <source>Forget the chosen saved rules.</source>
        <translation>Die gewählten gespeicherten Regeln verwerfen.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="113"/>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="114"/>
        <source>Write these rules to a file to share them.</source>
        <translation>Diese Regeln in eine Datei schreiben, um sie weiterzugeben.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="115"/>
        <source>Import…</source>
        <translation>Importieren…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="116"/>
        <source>Read house rules from a file.</source>
        <translation>Hausregeln aus einer Datei laden.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="131"/>
        <source>The rules are checked for this many players.</source>
        <translation>Die Regeln werden für diese Spielerzahl geprüft.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="136"/>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="384"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="151"/>
        <source>This game has no house rules to change.</source>
        <translation>Für dieses Spiel gibt es keine Hausregeln.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="209"/>
        <source>These rules are fixed for the game in progress. To play with other rules, choose them for your next game with Game ▸ New game.</source>
        <translation>Diese Regeln gelten für das laufende Spiel und lassen sich nicht ändern. Um mit anderen Regeln zu spielen, wählen Sie sie für Ihr nächstes Spiel unter Spiel ▸ Neues Spiel.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="270"/>
        <source>Your saved house rules</source>
        <translation>Ihre gespeicherten Hausregeln</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="343"/>
        <source>(modified)</source>
        <translation>(geändert)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="354"/>
        <source>Your own rules, saved for {n} players.</source>
        <translation>Ihre eigenen Regeln, gespeichert für {n} Spieler.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="388"/>
        <source>{option}: {message}</source>
        <translation>{option}: {message}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="399"/>
        <source>Set “{option}” to {value}</source>
        <translation>„{option}“ auf {value} setzen</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="440"/>
        <source>Please enter a name.</source>
        <translation>Bitte geben Sie einen Namen ein.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="441"/>
        <source>A name can have at most {n} characters.</source>
        <translation>Ein Name darf höchstens {n} Zeichen lang sein.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="444"/>
        <source>A name cannot contain line breaks or control characters.</source>
        <translation>Ein Name darf keine Zeilenumbrüche oder Steuerzeichen enthalten.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="445"/>
        <source>A name cannot hold characters that cannot be stored.</source>
        <translation>Ein Name darf keine Zeichen enthalten, die sich nicht speichern lassen.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="453"/>
        <source>“{name}” is the name of a rule set that comes with the game; please choose another.</source>
        <translation>„{name}“ ist der Name eines mitgelieferten Regelwerks; bitte wählen Sie einen anderen.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="459"/>
        <source>There are already saved rules named “{name}”.</source>
        <translation>Es gibt bereits gespeicherte Regeln namens „{name}“.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="465"/>
        <source>Save house rules</source>
        <translation>Hausregeln speichern</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="467"/>
        <source>Name for these house rules:</source>
        <translation>Name für diese Hausregeln:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="475"/>
        <source>There are already saved rules named “{name}”. Replace them?</source>
        <translation>Es gibt bereits gespeicherte Regeln namens „{name}“. Sollen sie ersetzt werden?</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="481"/>
        <source>The rules were not saved: {reason}</source>
        <translation>Die Regeln wurden nicht gespeichert: {reason}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="488"/>
        <source>Rename house rules</source>
        <translation>Hausregeln umbenennen</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="489"/>
        <source>New name for “{name}”:</source>
        <translation>Neuer Name für „{name}“:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="493"/>
        <source>The rules were not renamed: {reason}</source>
        <translation>Die Regeln wurden nicht umbenannt: {reason}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="500"/>
        <source>Delete house rules</source>
        <translation>Hausregeln löschen</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="502"/>
        <source>Delete your saved rules “{name}”?</source>
        <translation>Ihre gespeicherten Regeln „{name}“ löschen?</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="511"/>
        <source>The rules were not deleted: {reason}</source>
        <translation>Die Regeln wurden nicht gelöscht: {reason}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="536"/>
        <location filename="../cardtable/ui/house_rules_files.py" line="36"/>
        <source>Export house rules</source>
        <translation>Hausregeln exportieren</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="537"/>
        <source>Name for the exported house rules:</source>
        <translation>Name für die exportierten Hausregeln:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_files.py" line="24"/>
        <source>House rules ({pattern})</source>
        <translation>Hausregeln ({pattern})</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_files.py" line="46"/>
        <source>The rules were not exported: {reason}</source>
        <translation>Die Regeln wurden nicht exportiert: {reason}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_files.py" line="53"/>
        <source>Import house rules</source>
        <translation>Hausregeln importieren</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_files.py" line="62"/>
        <source>the file holds rules for another game</source>
        <translation>die Datei enthält Regeln für ein anderes Spiel</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_files.py" line="69"/>
        <source>The file was not imported: {reason}.</source>
        <translation>Die Datei wurde nicht importiert: {reason}.</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <location filename="../cardtable/ui/how_to_play.py" line="44"/>
        <source>How to play {game}</source>
        <translation>Spielanleitung: {game}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/how_to_play.py" line="49"/>
        <source>Full rules…</source>
        <translation>Vollständige Regeln…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/how_to_play.py" line="50"/>
        <source>The whole rule sheet, with every house rule</source>
        <translation>Das ganze Regelblatt, mit allen Hausregeln</translation>
    </message>
</context>
<context>
    <name>KnowledgePanel</name>
    <message>
        <location filename="../cardtable/ui/knowledge_panel.py" line="19"/>
        <source>What does the computer know?</source>
        <translation>Was weiß der Computer?</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/knowledge_panel.py" line="51"/>
        <source>No computer player at this table.</source>
        <translation>An diesem Tisch spielt kein Computer mit.</translation>
    </message>
</context>
<context>
    <name>LobbyWindow</name>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="64"/>
        <source>Card Table — lobby</source>
        <translation>Card Table — Lobby</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="83"/>
        <source>Invitation link:</source>
        <translation>Einladungslink:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="86"/>
        <source>made when you create a table</source>
        <translation>entsteht, wenn Sie einen Tisch erstellen</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="87"/>
        <source>Co&amp;py</source>
        <translation>Ko&amp;pieren</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="100"/>
        <source>Friends connect to: {addresses}</source>
        <translation>Freunde verbinden sich mit: {addresses}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="107"/>
        <source>Join the table you were invited to</source>
        <translation>Dem Tisch beitreten, zu dem Sie eingeladen wurden</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="120"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="120"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="120"/>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="121"/>
        <source>Stake</source>
        <translation>Einsatz</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="121"/>
        <source>Watching</source>
        <translation>Zuschauer</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="121"/>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="136"/>
        <source>&amp;Create…</source>
        <translation>&amp;Erstellen…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="140"/>
        <source>&amp;Join</source>
        <translation>&amp;Mitspielen</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="142"/>
        <source>&amp;Watch</source>
        <translation>&amp;Zuschauen</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="144"/>
        <source>&amp;Refresh</source>
        <translation>A&amp;ktualisieren</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="157"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="204"/>
        <source>Signed in as {nickname} at {url}</source>
        <translation>Angemeldet als {nickname} bei {url}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="216"/>
        <source>{state}, private</source>
        <translation>{state}, privat</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="221"/>
        <source>Private: joined by its code</source>
        <translation>Privat: Beitritt nur mit Code</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/people/lobby_window.py" line="226"/>
        <source>%n more table(s) are not listed.</source>
        <translation>
            <numerusform>%n weiterer Tisch ist nicht aufgeführt.</numerusform>
            <numerusform>%n weitere Tische sind nicht aufgeführt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="243"/>
        <source>Table made. Pass on the invitation link: it holds the address and the code.</source>
        <translation>Tisch erstellt. Geben Sie den Einladungslink weiter: Er enthält die Adresse und den Code.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="278"/>
        <source>Seat {n} (yours)</source>
        <translation>Platz {n} (Ihrer)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="281"/>
        <source>Seat {n}</source>
        <translation>Platz {n}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="284"/>
        <source>Seat {n}, standing in for {name}</source>
        <translation>Platz {n}, als Vertretung für {name}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="315"/>
        <source>The invitation link is copied.</source>
        <translation>Der Einladungslink wurde kopiert.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="326"/>
        <source>You were invited to table {table}.</source>
        <translation>Sie wurden an Tisch {table} eingeladen.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Pass cards</source>
        <translation type="vanished">Karten weitergeben</translation>
    </message>
    <message>
        <source>Pass the chosen cards (P)</source>
        <translation type="vanished">Die gewählten Karten weitergeben (P)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="vanished">Spielen</translation>
    </message>
    <message>
        <source>Play the chosen cards (P)</source>
        <translation type="vanished">Die gewählten Karten spielen (P)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="vanished">&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="vanished">&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>Play with &amp;people…</source>
        <translation type="vanished">Mit &amp;Menschen spielen…</translation>
    </message>
    <message>
        <source>Start &amp;screen</source>
        <translation type="vanished">&amp;Startbildschirm</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation type="vanished">Neu st&amp;arten</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="vanished">Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation type="vanished">Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="vanished">&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation type="vanished">&amp;Letzter Stich</translation>
    </message>
    <message>
        <source>&amp;Claim the rest</source>
        <translation type="vanished">Rest beans&amp;pruchen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="vanished">&amp;Tipp</translation>
    </message>
    <message>
        <source>Let the &amp;computer finish for me</source>
        <translation type="vanished">Vom &amp;Computer zu Ende spielen lassen</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="89"/>
        <source>Disk full</source>
        <translation>Datenträger voll</translation>
    </message>
    <message>
        <source>Let the &amp;computer play for me</source>
        <translation type="vanished">Den &amp;Computer für mich spielen lassen</translation>
    </message>
    <message>
        <source>&amp;Take my seat back</source>
        <translation type="vanished">Meinen Platz &amp;wieder übernehmen</translation>
    </message>
    <message>
        <source>&amp;End the game</source>
        <translation type="vanished">Spiel &amp;jetzt beenden</translation>
    </message>
    <message>
        <source>House &amp;rules…</source>
        <translation type="vanished">&amp;Hausregeln…</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation type="vanished">&amp;Verlauf…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation type="vanished">&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="vanished">&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="vanished">&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation type="vanished">&amp;Animationstempo</translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="vanished">Aus</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="vanished">Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="vanished">Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="vanished">Langsam</translation>
    </message>
    <message>
        <source>Card &amp;size</source>
        <translation type="vanished">&amp;Kartengröße</translation>
    </message>
    <message>
        <source>Small</source>
        <translation type="vanished">Klein</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="vanished">Mittel</translation>
    </message>
    <message>
        <source>Large</source>
        <translation type="vanished">Groß</translation>
    </message>
    <message>
        <source>What does the &amp;computer know?</source>
        <translation type="vanished">Was weiß der &amp;Computer?</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation type="vanished">Karten&amp;rückseite</translation>
    </message>
    <message>
        <source>Red lattice</source>
        <translation type="vanished">Rotes Gitter</translation>
    </message>
    <message>
        <source>Blue rings</source>
        <translation type="vanished">Blaue Ringe</translation>
    </message>
    <message>
        <source>Green chevrons</source>
        <translation type="vanished">Grüne Winkel</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation type="vanished">&amp;Vierfarbiges Blatt</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="vanished">&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="vanished">&amp;Regeln</translation>
    </message>
    <message>
        <source>&amp;About Card Table</source>
        <translation type="vanished">Ü&amp;ber Card Table</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="230"/>
        <source>Leave this game?</source>
        <translation>Dieses Spiel verlassen?</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="231"/>
        <source>The game in progress will be kept in the history as abandoned.</source>
        <translation>Das laufende Spiel wird im Verlauf als abgebrochen gespeichert.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="255"/>
        <source>{game} — Card Table</source>
        <translation>{game} — Card Table</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="267"/>
        <location filename="../cardtable/ui/main_window.py" line="332"/>
        <location filename="../cardtable/ui/status_line.py" line="100"/>
        <source>Card Table</source>
        <translation>Card Table</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="335"/>
        <source>Your games cannot be saved: {message}. You can go on playing.</source>
        <translation>Ihre Spiele können nicht gespeichert werden: {message}. Sie können trotzdem weiterspielen.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="336"/>
        <source>Cannot save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>A duel has no tricks: the log beside the table tells every move.</source>
        <translation type="vanished">Ein Duell hat keine Stiche: Das Protokoll neben dem Tisch nennt jeden Zug.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="419"/>
        <source>Hint: {move}</source>
        <translation>Tipp: {move}</translation>
    </message>
    <message>
        <source>Play: {play}</source>
        <translation type="vanished">Spielen: {play}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="459"/>
        <source>Your cards win every trick: Game → Claim the rest.</source>
        <translation>Ihre Karten gewinnen jeden Stich: Spiel → Rest beanspruchen.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="vanished">Spiel vorbei</translation>
    </message>
    <message>
        <source>&lt;h3&gt;{names} won!&lt;/h3&gt;{table}</source>
        <translation type="vanished">&lt;h3&gt;Sieg für {names}!&lt;/h3&gt;{table}</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation type="vanished">Noch einmal spielen</translation>
    </message>
    <message>
        <source>Start screen</source>
        <translation type="vanished">Startbildschirm</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation type="vanished">Strafpunkte</translation>
    </message>
    <message>
        <source>Drinks</source>
        <translation type="vanished">Schlucke</translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="vanished">Punkte</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation type="vanished">Abrechnung</translation>
    </message>
    <message>
        <source>Money</source>
        <translation type="vanished">Geld</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="47"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="60"/>
        <source>{name} (coming soon)</source>
        <translation>{name} (demnächst)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="70"/>
        <source>How to play…</source>
        <translation>Spielanleitung…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="71"/>
        <source>The aim, a deal, a turn and the scoring of the game chosen, in a page</source>
        <translation>Ziel, Runde, Zug und Wertung des gewählten Spiels auf einer Seite</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="76"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="50"/>
        <source>House rules…</source>
        <translation>Hausregeln…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="77"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="78"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="83"/>
        <source>Computer players</source>
        <translation>Computerspieler</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="84"/>
        <source>Your name</source>
        <translation>Ihr Name</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="103"/>
        <source>The card game to play</source>
        <translation>Das Kartenspiel, das gespielt wird</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="104"/>
        <source>The rules to play by: a set of rules, or your own house rules</source>
        <translation>Die Regeln, nach denen gespielt wird: ein Regelwerk oder Ihre eigenen Hausregeln</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="106"/>
        <source>Change the rules one by one</source>
        <translation>Die Regeln einzeln ändern</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="107"/>
        <source>How many sit at the table, you included</source>
        <translation>Wie viele am Tisch sitzen, Sie eingeschlossen</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="108"/>
        <source>Your name at the table</source>
        <translation>Ihr Name am Tisch</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="110"/>
        <source>Keep the game in progress</source>
        <translation>Beim laufenden Spiel bleiben</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="50"/>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="138"/>
        <source>Start the game chosen</source>
        <translation>Das gewählte Spiel starten</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="154"/>
        <source>How well {name} plays</source>
        <translation>Wie gut {name} spielt</translation>
    </message>
    <message>
        <source>Please enter your name.</source>
        <translation type="vanished">Bitte geben Sie Ihren Namen ein.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="149"/>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="149"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="150"/>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
</context>
<context>
    <name>PlayWithPeopleDialog</name>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="45"/>
        <source>Play with people</source>
        <translation>Mit Menschen spielen</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="57"/>
        <source>Nickname</source>
        <translation>Nickname</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="58"/>
        <source>Password</source>
        <translation>Passwort</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="59"/>
        <source>The account is made on first use: pick a password and keep it for next time.</source>
        <translation>Das Konto wird bei der ersten Anmeldung angelegt: Wählen Sie ein Passwort und merken Sie es sich für das nächste Mal.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="66"/>
        <source>Join a server</source>
        <translation>Mit einem Server verbinden</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="69"/>
        <source>ws://host:7474 or a cardtable:// link</source>
        <translation>ws://host:7474 oder ein cardtable://-Link</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="71"/>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="76"/>
        <source>Address or link</source>
        <translation>Adresse oder Link</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="77"/>
        <source>A ws:// address is not encrypted: your password and chat cross the network as typed. A wss:// server encrypts them.</source>
        <translation>Eine ws://-Adresse ist nicht verschlüsselt: Ihr Passwort und der Chat gehen so durchs Netz, wie sie getippt werden. Ein wss://-Server verschlüsselt sie.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="87"/>
        <source>Host a table on this computer</source>
        <translation>Tisch auf diesem Computer bereitstellen</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="91"/>
        <source>any free port</source>
        <translation>beliebiger freier Port</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="93"/>
        <source>&amp;Host</source>
        <translation>&amp;Bereitstellen</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="99"/>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="100"/>
        <source>Friends on your network connect to this computer&apos;s address; from elsewhere, the port must be open on your router. A table hosted here is not encrypted: nicknames, passwords and chat cross the network as they are typed, so choose a password you use nowhere else.</source>
        <translation>Freunde in Ihrem Netz verbinden sich mit der Adresse dieses Computers; von anderswo muss der Port am Router offen sein. Ein hier gehosteter Tisch ist nicht verschlüsselt: Spitznamen, Passwörter und Chat gehen so durchs Netz, wie sie getippt werden. Wählen Sie also ein Passwort, das Sie nirgends sonst verwenden.</translation>
    </message>
    <message>
        <source>Friends on your network connect to this computer&apos;s address; from elsewhere, the port must be open on your router.</source>
        <translation type="vanished">Freunde in Ihrem Netzwerk verbinden sich mit der Adresse dieses Computers; von außerhalb muss der Port in Ihrem Router freigegeben sein.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="138"/>
        <source>That is not a Card Table address: it begins with ws://, wss:// or cardtable://.</source>
        <translation>Das ist keine Card-Table-Adresse: Sie beginnt mit ws://, wss:// oder cardtable://.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="142"/>
        <source>Connecting to {url}…</source>
        <translation>Verbindung mit {url}…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="156"/>
        <source>Starting the server on port {port}…</source>
        <translation>Server wird auf Port {port} gestartet…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="164"/>
        <source>The server is running; signing in…</source>
        <translation>Der Server läuft; Anmeldung…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="172"/>
        <source>No Card Table server answers at {url}.</source>
        <translation>Unter {url} antwortet kein Card-Table-Server.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="179"/>
        <source>The server refused: {words}</source>
        <translation>Der Server hat abgelehnt: {words}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="184"/>
        <source>Choose a nickname.</source>
        <translation>Wählen Sie einen Nickname.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="187"/>
        <source>Choose a password (the account is made with it).</source>
        <translation>Wählen Sie ein Passwort (damit wird das Konto angelegt).</translation>
    </message>
</context>
<context>
    <name>PlayersList</name>
    <message>
        <location filename="../cardtable/ui/people/players_list.py" line="57"/>
        <source>&amp;Friend</source>
        <translation>&amp;Freund</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/players_list.py" line="58"/>
        <source>Mark as a friend: a friend may take your seat first if you drop out</source>
        <translation>Als Freund markieren: Ein Freund darf Ihren Platz als Erster übernehmen, wenn Sie ausfallen</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/players_list.py" line="60"/>
        <source>&amp;Black-list</source>
        <translation>Auf die schwarze &amp;Liste</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/players_list.py" line="61"/>
        <source>Never let this player take your seat</source>
        <translation>Diesen Spieler nie Ihren Platz übernehmen lassen</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/players_list.py" line="62"/>
        <source>C&amp;lear mark</source>
        <translation>Markierung &amp;aufheben</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/players_list.py" line="96"/>
        <source>friend</source>
        <translation>Freund</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/players_list.py" line="96"/>
        <source>black-listed</source>
        <translation>auf der schwarzen Liste</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="77"/>
        <source>Replay: {game}, {date}</source>
        <translation>Wiederholung: {game}, {date}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="125"/>
        <source>Export record…</source>
        <translation>Aufzeichnung exportieren …</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="126"/>
        <source>Save the game, its moves and its analysis as a plain text record that another Card Table can open</source>
        <translation>Das Spiel, seine Züge und seine Analyse als einfache Textaufzeichnung speichern, die ein anderes Card Table öffnen kann</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="136"/>
        <location filename="../cardtable/ui/review/replay_window.py" line="144"/>
        <source>Export record</source>
        <translation>Aufzeichnung exportieren</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="137"/>
        <source>Card Table records (*.txt)</source>
        <translation>Card-Table-Aufzeichnungen (*.txt)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="145"/>
        <source>The record could not be written: {error}</source>
        <translation>Die Aufzeichnung konnte nicht geschrieben werden: {error}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="161"/>
        <source>This version of Card Table cannot replay this game&apos;s moves, so only its scoresheet is shown here.</source>
        <translation>Diese Version von Card Table kann die Züge dieses Spiels nicht wiederholen, daher wird hier nur sein Punkteblatt gezeigt.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="228"/>
        <source>{game} ({variant}): {status}. Winner: {names}</source>
        <translation>{game} ({variant}): {status}. Gewinner: {names}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="238"/>
        <source>Click a deal to go to its start.</source>
        <translation>Klicken Sie auf eine Runde, um zu ihrem Anfang zu gehen.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="251"/>
        <source>The deal of the game</source>
        <translation>Das Austeilen zu Spielbeginn</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="252"/>
        <source>Back a deal</source>
        <translation>Eine Runde zurück</translation>
    </message>
    <message>
        <source>Back a trick</source>
        <translation type="vanished">Einen Stich zurück</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="254"/>
        <source>Back a move</source>
        <translation>Einen Zug zurück</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="255"/>
        <source>Forward a move</source>
        <translation>Einen Zug vor</translation>
    </message>
    <message>
        <source>Forward a trick</source>
        <translation type="vanished">Einen Stich vor</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="257"/>
        <source>Forward a deal</source>
        <translation>Eine Runde vor</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="258"/>
        <source>The end of the game</source>
        <translation>Das Ende des Spiels</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="265"/>
        <source>{what} ({key})</source>
        <translation>{what} ({key})</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="270"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="379"/>
        <source>Last move, by the computer for you: {words}</source>
        <translation>Letzter Zug, vom Computer für Sie: {words}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="381"/>
        <source>Last move: {words}</source>
        <translation>Letzter Zug: {words}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="383"/>
        <source>The game as dealt, before its first move.</source>
        <translation>Das Spiel wie ausgeteilt, vor dem ersten Zug.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="386"/>
        <source>Move {move} of {moves} · Hand {deal} of {deals}</source>
        <translation>Zug {move} von {moves} · Runde {deal} von {deals}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="388"/>
        <source>Move {move} of {moves} · Deal {deal} of {deals}</source>
        <translation>Zug {move} von {moves} · Runde {deal} von {deals}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="410"/>
        <source>{name} chose {cards} to pass.</source>
        <translation>{name} wählte {cards} zum Weitergeben.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="411"/>
        <source>{name}: {action}</source>
        <translation>{name}: {action}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="464"/>
        <source>This game was played at a shared table: its moves are kept by the server, so only its scoresheet is shown here.</source>
        <translation>Dieses Spiel wurde an einem gemeinsamen Tisch gespielt: Seine Züge bewahrt der Server auf, daher wird hier nur sein Punkteblatt gezeigt.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="468"/>
        <source>This game was recorded before the history kept every move, so only its scoresheet is shown here.</source>
        <translation>Dieses Spiel wurde aufgezeichnet, bevor der Verlauf jeden Zug aufbewahrte, daher wird hier nur sein Punkteblatt gezeigt.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="471"/>
        <source>No move was made in this game.</source>
        <translation>In diesem Spiel wurde kein Zug gemacht.</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <location filename="../cardtable/ui/rules_window.py" line="35"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/rules_window.py" line="37"/>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/rules_window.py" line="73"/>
        <source>The rule sheet for this game could not be found.</source>
        <translation>Das Regelblatt für dieses Spiel wurde nicht gefunden.</translation>
    </message>
</context>
<context>
    <name>ScoresheetView</name>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="50"/>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="152"/>
        <source>Scoresheet</source>
        <translation>Punkteliste</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="155"/>
        <source>{game} ({variant}), {date}: {status}. Winner: {names}</source>
        <translation>{game} ({variant}), {date}: {status}. Gewinner: {names}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="168"/>
        <source>Export CSV…</source>
        <translation>Als CSV exportieren…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="170"/>
        <source>Export PDF…</source>
        <translation>Als PDF exportieren…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="172"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="117"/>
        <source>total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="119"/>
        <source>marks</source>
        <translation>Vermerke</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="132"/>
        <source>played by the computer</source>
        <translation>vom Computer gespielt</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="183"/>
        <source>Running totals</source>
        <translation>Punktestand im Verlauf</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="190"/>
        <source>hand</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="216"/>
        <location filename="../cardtable/ui/scoresheet_view.py" line="222"/>
        <source>Export CSV</source>
        <translation>Als CSV exportieren</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="216"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="223"/>
        <source>The file could not be written: {error}</source>
        <translation>Die Datei konnte nicht geschrieben werden: {error}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="231"/>
        <location filename="../cardtable/ui/scoresheet_view.py" line="244"/>
        <source>Export PDF</source>
        <translation>Als PDF exportieren</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="231"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="245"/>
        <source>The file could not be written.</source>
        <translation>Die Datei konnte nicht geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>SeatChooser</name>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="53"/>
        <source>Open to anyone</source>
        <translation>Frei für alle</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="54"/>
        <source>Kept for…</source>
        <translation>Reserviert für…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="56"/>
        <source>Computer: {level}</source>
        <translation>Computer: {level}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="60"/>
        <source>nickname</source>
        <translation>Nickname</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="60"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="64"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="64"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="64"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="65"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="65"/>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="65"/>
        <source>Small</source>
        <translation>Klein</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="66"/>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="66"/>
        <source>Large</source>
        <translation>Groß</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="67"/>
        <source>Drinks</source>
        <translation>Schlucke</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="67"/>
        <source>Penalty points</source>
        <translation>Strafpunkte</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="72"/>
        <source>Red lattice</source>
        <translation>Rotes Gitter</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="72"/>
        <source>Blue rings</source>
        <translation>Blaue Ringe</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="72"/>
        <source>Green chevrons</source>
        <translation>Grüne Winkel</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="74"/>
        <source>As the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="79"/>
        <source>Ask before leaving a game in progress</source>
        <translation>Vor dem Verlassen eines laufenden Spiels fragen</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="85"/>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="87"/>
        <source>How long an Expert computer player thinks about a move (longer plays better, and slower).</source>
        <translation>Wie lange ein Computerspieler der Stufe Experte über einen Zug nachdenkt (länger spielt besser, aber langsamer).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="89"/>
        <source>Animation speed</source>
        <translation>Animationstempo</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="90"/>
        <source>Computer speed</source>
        <translation>Computertempo</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="91"/>
        <source>Card size</source>
        <translation>Kartengröße</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="92"/>
        <source>Card back</source>
        <translation>Kartenrückseite</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="93"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Language (after a restart)</source>
        <translation type="vanished">Sprache (nach Neustart)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="94"/>
        <source>Your name</source>
        <translation>Ihr Name</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="100"/>
        <source>Move on from a deal&apos;s summary by itself</source>
        <translation>Nach der Rundenübersicht von selbst weiterspielen</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="102"/>
        <source>Off: the scores at the end of a deal stay until you click or press Enter.</source>
        <translation>Aus: Der Punktestand am Ende einer Runde bleibt stehen, bis Sie klicken oder die Eingabetaste drücken.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="105"/>
        <source>Ultimate Loser counts</source>
        <translation>Ultimate Loser zählt</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="106"/>
        <source>Expert thinking time</source>
        <translation>Bedenkzeit Experte</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="107"/>
        <source>Analyse my decisions when a game ends</source>
        <translation>Meine Entscheidungen nach jedem Spiel analysieren</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="109"/>
        <source>The Expert weighs each of your decisions in the background; the game&apos;s Replay shows what each cost.</source>
        <translation>Der Experte wägt jede Ihrer Entscheidungen im Hintergrund ab; die Wiederholung des Spiels zeigt, was jede gekostet hat.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="112"/>
        <source>Show tips in a first game</source>
        <translation>Hinweise im ersten Spiel zeigen</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="114"/>
        <source>The first time each kind of decision comes up, a line on the table says what to do.</source>
        <translation>Wenn eine Art von Entscheidung zum ersten Mal ansteht, sagt eine Zeile auf dem Tisch, was zu tun ist.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="121"/>
        <location filename="../cardtable/ui/settings_dialog.py" line="126"/>
        <source>Sound volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="122"/>
        <source>Mute sounds</source>
        <translation>Ton aus</translation>
    </message>
</context>
<context>
    <name>SharedController</name>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="68"/>
        <source>Someone else is playing your seat; you take it back when the next deal begins.</source>
        <translation>Jemand anderes spielt auf Ihrem Platz; Sie übernehmen ihn wieder, wenn die nächste Runde beginnt.</translation>
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="105"/>
        <source>away: the computer plays</source>
        <translation>abwesend: der Computer spielt</translation>
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="107"/>
        <source>away: {name} plays</source>
        <translation>abwesend: {name} spielt</translation>
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="109"/>
        <source>away</source>
        <translation>abwesend</translation>
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="117"/>
        <source>The connection to the table was lost; trying again…</source>
        <translation>Die Verbindung zum Tisch ist unterbrochen; neuer Versuch…</translation>
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="120"/>
        <source>Not connected to the table.</source>
        <translation>Nicht mit dem Tisch verbunden.</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/online/shared_controller.py" line="197"/>
        <source>(%n second(s) left, then the computer plays)</source>
        <translation>
            <numerusform>(noch %n Sekunde, dann spielt der Computer)</numerusform>
            <numerusform>(noch %n Sekunden, dann spielt der Computer)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="206"/>
        <source>{name} is thinking…</source>
        <translation>{name} überlegt…</translation>
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="212"/>
        <source>Watching: it is {name}&apos;s turn.</source>
        <translation>Zuschauen: {name} ist am Zug.</translation>
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="215"/>
        <source>Watching the table.</source>
        <translation>Sie schauen am Tisch zu.</translation>
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="224"/>
        <source>You are watching this table: a spectator does not play.</source>
        <translation>Sie schauen an diesem Tisch zu: Zuschauer spielen nicht mit.</translation>
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="227"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="229"/>
        <source>Please wait for your turn.</source>
        <translation>Bitte warten Sie, bis Sie am Zug sind.</translation>
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="239"/>
        <source>Sent; waiting for the table…</source>
        <translation>Gesendet; warten auf den Tisch…</translation>
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="245"/>
        <source>A spectator gets no hints.</source>
        <translation>Zuschauer bekommen keine Tipps.</translation>
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="247"/>
        <source>Hints are off at this table.</source>
        <translation>An diesem Tisch gibt es keine Tipps.</translation>
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="249"/>
        <source>A hint is given on your turn.</source>
        <translation>Tipps gibt es, wenn Sie am Zug sind.</translation>
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="251"/>
        <source>The Expert is thinking about a hint…</source>
        <translation>Der Experte überlegt sich einen Tipp…</translation>
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="271"/>
        <source>This window plays a shared table: start a new game in another window.</source>
        <translation>In diesem Fenster läuft ein gemeinsamer Tisch: Starten Sie ein neues Spiel in einem anderen Fenster.</translation>
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="291"/>
        <source>Undo is off at a shared table.</source>
        <translation>An einem gemeinsamen Tisch gibt es kein Rückgängig.</translation>
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="297"/>
        <source>Claiming the rest is off at a shared table: play it out.</source>
        <translation>An einem gemeinsamen Tisch kann man den Rest nicht beanspruchen: Spielen Sie ihn aus.</translation>
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="301"/>
        <source>At a shared table the server&apos;s computer takes your seat if you leave it.</source>
        <translation>An einem gemeinsamen Tisch übernimmt der Computer des Servers Ihren Platz, wenn Sie ihn verlassen.</translation>
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="308"/>
        <source>The computer is not playing your seat.</source>
        <translation>Der Computer spielt Ihren Platz nicht.</translation>
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="314"/>
        <source>A shared game cannot be ended early.</source>
        <translation>Ein gemeinsames Spiel kann nicht vorzeitig beendet werden.</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="187"/>
        <source>Card Table</source>
        <translation>Card Table</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="189"/>
        <source>Choose a game to play against the computer.</source>
        <translation>Wählen Sie ein Spiel gegen den Computer.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="195"/>
        <source>{low} to {high} players</source>
        <translation>{low} bis {high} Spieler</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="208"/>
        <source>Rules of the games</source>
        <translation>Spielregeln</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="210"/>
        <source>Play with people…</source>
        <translation>Mit Menschen spielen…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="212"/>
        <source>Back to the game</source>
        <translation>Zurück zum Spiel</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="215"/>
        <source>The full rules of every game (F1)</source>
        <translation>Die vollständigen Regeln aller Spiele (F1)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="216"/>
        <source>Play at a table on a server, with people elsewhere</source>
        <translation>An einem Tisch auf einem Server mit Menschen anderswo spielen</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="218"/>
        <source>Go back to the game in progress, as you left it</source>
        <translation>Zum laufenden Spiel zurückkehren, so wie Sie es verlassen haben</translation>
    </message>
    <message>
        <source>Keep the hearts and the queen of spades out of your tricks, or take every one of them.</source>
        <translation type="vanished">Herzkarten und die Pik-Dame aus den eigenen Stichen halten – oder alle auf einmal holen.</translation>
    </message>
    <message>
        <source>Name trumps, pass more cards each hand, win tricks and beware the Jacks and the Ugly seven.</source>
        <translation type="vanished">Trumpf ansagen, immer mehr Karten weitergeben, Stiche holen, Buben und Ugly-Sieben meiden.</translation>
    </message>
    <message>
        <source>The deals grow and shrink by a card: say how many tricks you will take, then take exactly that many.</source>
        <translation type="vanished">Jede Runde eine Karte mehr, dann weniger: Stiche ansagen und genau so viele machen.</translation>
    </message>
    <message>
        <source>A duel of decks: attack with low cards, equip them with diamonds and make the others run out.</source>
        <translation type="vanished">Duell der Decks: mit kleinen Karten angreifen, mit Karo ausrüsten, die anderen leer spielen.</translation>
    </message>
    <message>
        <source>Shed your cards in singles, sets and straight flushes, and don&apos;t be the last one holding any.</source>
        <translation type="vanished">Karten einzeln, im Satz oder als Straight Flush loswerden – und nicht als Letzter übrig bleiben.</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <location filename="../cardtable/ui/status_line.py" line="37"/>
        <source>The computer is playing for you — Game → Take my seat back</source>
        <translation>Der Computer spielt für Sie – Spiel → Meinen Platz wieder übernehmen</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>That card makes no play now.</source>
        <translation type="vanished">Mit dieser Karte ist jetzt kein Zug möglich.</translation>
    </message>
    <message>
        <source>Does not go with the chosen cards.</source>
        <translation type="vanished">Passt nicht zu den gewählten Karten.</translation>
    </message>
    <message>
        <source>That card may not be passed.</source>
        <translation type="vanished">Diese Karte darf nicht weitergegeben werden.</translation>
    </message>
    <message>
        <source>{name} bids {bid}.</source>
        <translation type="vanished">{name} sagt {bid} an.</translation>
    </message>
    <message>
        <source>Hearts are broken.</source>
        <translation type="vanished">Herz ist gebrochen.</translation>
    </message>
    <message>
        <source>The {card} has been played!</source>
        <translation type="vanished">{card} ist gefallen!</translation>
    </message>
    <message>
        <source>{name} names {suit} trumps.</source>
        <translation type="vanished">{name} sagt {suit} als Trumpf an.</translation>
    </message>
    <message>
        <source>{name} calls no trumps.</source>
        <translation type="vanished">{name} sagt „Kein Trumpf“ an.</translation>
    </message>
    <message>
        <source>Trumps: {suit}</source>
        <translation type="vanished">Trumpf: {suit}</translation>
    </message>
    <message>
        <source>No trumps this deal.</source>
        <translation type="vanished">Kein Trumpf in dieser Runde.</translation>
    </message>
    <message>
        <source>{name} takes the kitty.</source>
        <translation type="vanished">{name} nimmt den Talon.</translation>
    </message>
    <message>
        <source>Game over. Winner: {names}</source>
        <translation type="vanished">Spiel vorbei. Gewinner: {names}</translation>
    </message>
    <message>
        <source>No trick has been played yet in this deal.</source>
        <translation type="vanished">In dieser Runde wurde noch kein Stich gespielt.</translation>
    </message>
</context>
<context>
    <name>TableTalk</name>
    <message>
        <location filename="../cardtable/ui/people/table_talk.py" line="47"/>
        <source>Table talk</source>
        <translation>Tischgespräch</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/table_talk.py" line="57"/>
        <source>At the table</source>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/table_talk.py" line="66"/>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/table_talk.py" line="73"/>
        <source>Say something to the table…</source>
        <translation>Sagen Sie etwas in die Runde…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/table_talk.py" line="117"/>
        <source>Hear {name} again</source>
        <translation>{name} wieder hören</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/table_talk.py" line="120"/>
        <source>Mute {name}</source>
        <translation>{name} stummschalten</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/table_talk.py" line="137"/>
        <source>{seat}. {name} — {state}</source>
        <translation>{seat}. {name} — {state}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/table_talk.py" line="143"/>
        <source>{name} — watching</source>
        <translation>{name} — schaut zu</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/table_talk.py" line="147"/>
        <source>(muted)</source>
        <translation>(stumm)</translation>
    </message>
</context>
<context>
    <name>Turns</name>
    <message numerus="yes">
        <source>%n penalty point(s)</source>
        <translation type="vanished">
            <numerusform>%n Strafpunkt</numerusform>
            <numerusform>%n Strafpunkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n drink(s)</source>
        <translation type="vanished">
            <numerusform>%n Schluck</numerusform>
            <numerusform>%n Schluck</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UndoAsking</name>
    <message>
        <source>Undo goes back to your own last move: every move since is taken back.</source>
        <translation type="vanished">„Rückgängig“ geht bis zu Ihrem letzten eigenen Zug zurück: Alle Züge seitdem werden zurückgenommen.</translation>
    </message>
    <message>
        <source>Among them are the moves the computer made for you.</source>
        <translation type="vanished">Darunter sind die Züge, die der Computer für Sie gemacht hat.</translation>
    </message>
    <message>
        <source>Redo brings them back until you make a new move.</source>
        <translation type="vanished">Mit „Wiederherstellen“ holen Sie sie zurück, solange Sie keinen neuen Zug machen.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/undo_asking.py" line="45"/>
        <source>Undo so far back?</source>
        <translation>So weit zurückgehen?</translation>
    </message>
</context>
<context>
    <name>UndoWords</name>
    <message numerus="yes">
        <location filename="../cardtable/ui/undo_asking.py" line="24"/>
        <source>Undo goes back to your own last move, %n deal(s) ago: every move since is taken back.</source>
        <translation>
            <numerusform>„Rückgängig“ geht bis zu Ihrem letzten eigenen Zug zurück, der %n Runde zurückliegt: Alle Züge seitdem werden zurückgenommen.</numerusform>
            <numerusform>„Rückgängig“ geht bis zu Ihrem letzten eigenen Zug zurück, der %n Runden zurückliegt: Alle Züge seitdem werden zurückgenommen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/undo_asking.py" line="27"/>
        <source>Undo goes back to your own last move: every move since is taken back.</source>
        <translation>„Rückgängig“ geht bis zu Ihrem letzten eigenen Zug zurück: Alle Züge seitdem werden zurückgenommen.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/undo_asking.py" line="30"/>
        <source>Among them are the moves the computer made for you.</source>
        <translation>Darunter sind die Züge, die der Computer für Sie gemacht hat.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/undo_asking.py" line="31"/>
        <source>Redo brings them back until you make a new move.</source>
        <translation>Mit „Wiederherstellen“ holen Sie sie zurück, solange Sie keinen neuen Zug machen.</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="46"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="47"/>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="49"/>
        <source>Play with &amp;people…</source>
        <translation>Mit &amp;Menschen spielen…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="50"/>
        <source>Start &amp;screen</source>
        <translation>&amp;Startbildschirm</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="52"/>
        <source>&amp;Restart</source>
        <translation>Neu st&amp;arten</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="53"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="55"/>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="58"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="61"/>
        <source>&amp;Redo</source>
        <translation>Wie&amp;derherstellen</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="63"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Letzter Stich</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="66"/>
        <source>&amp;Claim the rest</source>
        <translation>Rest beans&amp;pruchen</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="68"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="72"/>
        <source>Let the &amp;computer play for me</source>
        <translation>Den &amp;Computer für mich spielen lassen</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="74"/>
        <source>&amp;Take my seat back</source>
        <translation>Meinen Platz &amp;wieder übernehmen</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="76"/>
        <source>&amp;End the game</source>
        <translation>Spiel &amp;jetzt beenden</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="79"/>
        <source>House &amp;rules…</source>
        <translation>&amp;Hausregeln…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="81"/>
        <source>&amp;History…</source>
        <translation>&amp;Verlauf…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="82"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="85"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="87"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="88"/>
        <source>&amp;Animation speed</source>
        <translation>&amp;Animationstempo</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="89"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="89"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="90"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="90"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="93"/>
        <source>Card &amp;size</source>
        <translation>&amp;Kartengröße</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="94"/>
        <source>Small</source>
        <translation>Klein</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="94"/>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="95"/>
        <source>Large</source>
        <translation>Groß</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="99"/>
        <source>What does the &amp;computer know?</source>
        <translation>Was weiß der &amp;Computer?</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="102"/>
        <source>Card &amp;back</source>
        <translation>Karten&amp;rückseite</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="103"/>
        <source>Red lattice</source>
        <translation>Rotes Gitter</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="103"/>
        <source>Blue rings</source>
        <translation>Blaue Ringe</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="104"/>
        <source>Green chevrons</source>
        <translation>Grüne Winkel</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="107"/>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Vierfarbiges Blatt</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="113"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="114"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="117"/>
        <source>&amp;How to play</source>
        <translation>&amp;Spielanleitung</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="121"/>
        <source>&amp;About Card Table</source>
        <translation>Ü&amp;ber Card Table</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="127"/>
        <source>&amp;How to play {game}</source>
        <translation>&amp;Spielanleitung: {game}</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <source>Continue?</source>
        <translation type="vanished">Fortsetzen?</translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game of {game} (%n move(s) played). Continue it?</source>
        <translation type="vanished">
            <numerusform>Sie haben ein nicht beendetes Spiel {game} (%n Zug gespielt). Möchten Sie es fortsetzen?</numerusform>
            <numerusform>Sie haben ein nicht beendetes Spiel {game} (%n Züge gespielt). Möchten Sie es fortsetzen?</numerusform>
        </translation>
    </message>
    <message>
        <source>Save game</source>
        <translation type="vanished">Spiel speichern</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation type="vanished">Gespeichert unter {path}</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation type="vanished">Spiel öffnen</translation>
    </message>
    <message>
        <source>This game cannot be opened: {reason}</source>
        <translation type="vanished">Dieses Spiel kann nicht geöffnet werden: {reason}</translation>
    </message>
</context>
</TS>
