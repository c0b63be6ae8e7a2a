<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>CardRenderer</name>
    <message>
        <location filename="../cardtable/ui/table/card_paint.py" line="37" />
        <source>J</source>
        <comment>jack, on the card index</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/card_paint.py" line="38" />
        <source>Q</source>
        <comment>queen, on the card index</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/card_paint.py" line="39" />
        <source>K</source>
        <comment>king, on the card index</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/card_paint.py" line="40" />
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
    <name>GameController</name>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="208" />
        <source>The game is over: start a new one.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="210" />
        <location filename="../cardtable/controller/game_controller.py" line="222" />
        <location filename="../cardtable/controller/game_controller.py" line="234" />
        <location filename="../cardtable/controller/game_controller.py" line="245" />
        <source>Please wait for your turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="212" />
        <source>Choose the cards to pass first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="214" />
        <source>That card cannot be played.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="226" />
        <source>That choice is not allowed now.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="237" />
        <source>Those cards do not make a play allowed now.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="247" />
        <source>The leader must play; you may swap only instead of playing on someone's lead.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="260" />
        <source>Only an open-ended game can be ended early.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="272" />
        <source>This is not the time to pass cards.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../cardtable/controller/game_controller.py" line="275" />
        <source>Choose exactly %n card(s) to pass.</source>
        <translation>
            <numerusform>Choose exactly %n card to pass.</numerusform><numerusform>Choose exactly %n cards to pass.</numerusform></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="279" />
        <source>That card cannot be passed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="325" />
        <source>There is nothing of yours to undo.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="342" />
        <source>{name} (substitute)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="361" />
        <source>Your cards do not certainly win every trick.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="414" />
        <source>{name} is thinking…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="443" />
        <source>{name} could not decide ({message}); a random legal card was played.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>Choose %n card(s) to pass {where}.</source>
        <translation>
            <numerusform>Choose %n card to pass {where}.</numerusform><numerusform>Choose %n cards to pass {where}.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/controller/game_controller.py" line="454" />
        <source>Game over: %n winner(s): {names}.</source>
        <translation>
            <numerusform>Game over: %n winner: {names}.</numerusform><numerusform>Game over: %n winners: {names}.</numerusform></translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="53" />
        <source>History</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="62" />
        <source>Games</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="63" />
        <source>Statistics</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="74" />
        <source>All games</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="78" />
        <source>All rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="83" />
        <source>House rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="85" />
        <location filename="../cardtable/ui/history_window.py" line="199" />
        <source>Player</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="99" />
        <source>from</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="101" />
        <source>to</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="107" />
        <source>Date</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="107" />
        <location filename="../cardtable/ui/history_window.py" line="199" />
        <source>Game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="107" />
        <location filename="../cardtable/ui/history_window.py" line="199" />
        <source>Rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="107" />
        <source>Players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="108" />
        <source>Winner</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="108" />
        <source>Status</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="108" />
        <source>Hands</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="120" />
        <source>Open scoresheet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="122" />
        <location filename="../cardtable/ui/history_window.py" line="185" />
        <source>Delete</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="127" />
        <source>Close</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="153" />
        <source>finished</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="154" />
        <source>abandoned</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="185" />
        <source>Delete this game from the history?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="199" />
        <source>Played</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="200" />
        <source>Won</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="200" />
        <source>Best</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="200" />
        <source>Average</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>HouseRulesDialog</name>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="83" />
        <source>House rules: {game}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="97" />
        <source>The rules below differ from the rule set chosen on the left.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="103" />
        <source>Start from</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="113" />
        <source>Save as…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="114" />
        <source>Keep these rules under a name of your own.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="115" />
        <source>Rename…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="116" />
        <source>Give the chosen saved rules another name.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="117" />
        <source>Delete</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="118" />
        <source>Forget the chosen saved rules.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="119" />
        <source>Export…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="120" />
        <source>Write these rules to a file to share them.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="121" />
        <source>Import…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="122" />
        <source>Read house rules from a file.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="137" />
        <source>The rules are checked for this many players.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="142" />
        <location filename="../cardtable/ui/house_rules_dialog.py" line="452" />
        <source>Players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="166" />
        <source>This game has no house rules to change.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="339" />
        <source>Your saved house rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="415" />
        <source>(modified)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="426" />
        <source>Your own rules, saved for {n} players.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="456" />
        <source>{option}: {message}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="476" />
        <source>Please enter a name.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="478" />
        <source>A name can have at most {n} characters.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="482" />
        <source>A name cannot contain line breaks or control characters.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="485" />
        <source>“{name}” is the name of a rule set that comes with the game; please choose another.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="491" />
        <source>There are already saved rules named “{name}”.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="500" />
        <source>Save house rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="502" />
        <source>Name for these house rules:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="510" />
        <source>There are already saved rules named “{name}”. Replace them?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="518" />
        <source>The rules were not saved: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="529" />
        <source>Rename house rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="530" />
        <source>New name for “{name}”:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="537" />
        <source>The rules were not renamed: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="548" />
        <source>Delete house rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="550" />
        <source>Delete your saved rules “{name}”?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="557" />
        <source>The rules were not deleted: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="568" />
        <source>Export house rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="573" />
        <source>Name for the exported house rules:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="578" />
        <location filename="../cardtable/ui/house_rules_dialog.py" line="595" />
        <source>House rules ({pattern})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="588" />
        <source>The rules were not exported: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="592" />
        <source>Import house rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="605" />
        <source>the file holds rules for another game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="607" />
        <location filename="../cardtable/ui/house_rules_dialog.py" line="611" />
        <source>The file was not imported: {reason}.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="105" />
        <source>Pass cards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="109" />
        <location filename="../cardtable/ui/main_window.py" line="347" />
        <source>Play</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="140" />
        <source>&amp;Game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="141" />
        <source>&amp;New game…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="143" />
        <source>&amp;Restart</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="144" />
        <source>&amp;Open…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="146" />
        <source>Save &amp;as…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="149" />
        <source>&amp;Undo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="151" />
        <source>&amp;Last trick</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="153" />
        <source>&amp;Claim the rest</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="156" />
        <source>Let the &amp;computer finish for me</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="158" />
        <source>&amp;End the game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="162" />
        <source>House &amp;rules…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="163" />
        <source>&amp;History…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="164" />
        <source>&amp;Settings…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="167" />
        <source>&amp;Quit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="169" />
        <source>&amp;View</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="170" />
        <source>&amp;Animation speed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="171" />
        <source>Off</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="171" />
        <source>Fast</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="172" />
        <source>Normal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="172" />
        <source>Slow</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="175" />
        <source>Card &amp;size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="176" />
        <source>Small</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="176" />
        <source>Medium</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="177" />
        <source>Large</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="180" />
        <source>Card &amp;back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="181" />
        <source>Red lattice</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="181" />
        <source>Blue rings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="182" />
        <source>Green chevrons</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="186" />
        <source>&amp;Help</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="187" />
        <source>&amp;Rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="189" />
        <source>&amp;About Card Table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="227" />
        <source>Leave this game?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="228" />
        <source>The game in progress will be kept in the history as abandoned.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="283" />
        <source>Card Table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="286" />
        <source>Your games cannot be saved: {message}. You can go on playing.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="289" />
        <source>Cannot save</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="303" />
        <source>About Card Table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="304" />
        <source>&lt;h3&gt;Card Table {version}&lt;/h3&gt;&lt;p&gt;Black Lady, Ugly, Up and Down, U-G-O and Ultimate Loser against computer players.&lt;/p&gt;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="351" />
        <source>Play: {play}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="366" />
        <source>Your cards win every trick: Game → Claim the rest.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="380" />
        <source>Game over</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="381" />
        <source>&lt;h3&gt;{names} won!&lt;/h3&gt;{table}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="383" />
        <source>Play again</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="45" />
        <source>New game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="54" />
        <source>{name} (coming soon)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="64" />
        <source>Game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="67" />
        <source>House rules…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="70" />
        <source>Rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="71" />
        <source>Players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="72" />
        <source>Your name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="94" />
        <source>House rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="148" />
        <source>Please enter your name.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <location filename="../cardtable/ui/rules_window.py" line="26" />
        <source>Rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/rules_window.py" line="33" />
        <source>The rule sheet for this game could not be found.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ScoresheetView</name>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="51" />
        <source>House rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="98" />
        <source>Scoresheet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="102" />
        <source>{game} ({variant}), {date}: {status}. Winner: {names}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="114" />
        <source>Export CSV…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="116" />
        <source>Export PDF…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="118" />
        <source>Close</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="132" />
        <source>total</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="133" />
        <source>marks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="156" />
        <source>Running totals</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="163" />
        <source>hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="189" />
        <location filename="../cardtable/ui/scoresheet_view.py" line="195" />
        <source>Export CSV</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="189" />
        <source>CSV files (*.csv)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="196" />
        <source>The file could not be written: {error}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="204" />
        <location filename="../cardtable/ui/scoresheet_view.py" line="217" />
        <source>Export PDF</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="204" />
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="218" />
        <source>The file could not be written.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="34" />
        <source>Settings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="38" />
        <source>Off</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="38" />
        <source>Fast</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="38" />
        <source>Normal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="39" />
        <source>Slow</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="39" />
        <source>Instant</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="39" />
        <source>Small</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="40" />
        <source>Medium</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="40" />
        <source>Large</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="41" />
        <source>Drinks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="41" />
        <source>Penalty points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="46" />
        <source>Red lattice</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="46" />
        <source>Blue rings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="46" />
        <source>Green chevrons</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="48" />
        <source>As the system</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="53" />
        <source>Ask before leaving a game in progress</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="56" />
        <source>Animation speed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="57" />
        <source>Computer speed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="58" />
        <source>Card size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="59" />
        <source>Card back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="60" />
        <source>Language (after a restart)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="61" />
        <source>Your name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="63" />
        <source>Ultimate Loser counts</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../cardtable/ui/table/scene.py" line="226" />
        <source>{name} bids {bid}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/scene.py" line="229" />
        <source>Hearts are broken.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/scene.py" line="322" />
        <source>The {card} has been played!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/scene.py" line="330" />
        <source>{name} names {suit} trumps.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/scene.py" line="333" />
        <source>{name} calls no trumps.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/scene.py" line="335" />
        <source>Trumps: {suit}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/scene.py" line="336" />
        <source>No trumps this deal.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/scene.py" line="348" />
        <source>{name} takes the kitty.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/scene.py" line="385" />
        <source>Game over. Winner: {names}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/scene.py" line="405" />
        <source>No trick has been played yet in this deal.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <source>You have already chosen %n card(s).</source>
        <translation>
            <numerusform>You have already chosen %n card.</numerusform><numerusform>You have already chosen %n cards.</numerusform></translation>
    </message>
</context>
<context>
    <name>Turns</name>
    <message numerus="yes">
        <location filename="../cardtable/controller/turns.py" line="140" />
        <source>%n penalty point(s)</source>
        <translation>%n penalty point<numerusform>%n penalty point</numerusform><numerusform>%n penalty points</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/controller/turns.py" line="141" />
        <source>%n drink(s)</source>
        <translation>%n drink<numerusform>%n drink</numerusform><numerusform>%n drinks</numerusform></translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <location filename="../cardtable/app.py" line="137" />
        <source>Continue?</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../cardtable/app.py" line="138" />
        <source>You have an unfinished game of {game} (%n move(s) played). Continue it?</source>
        <translation>
            <numerusform>You have an unfinished game of {game} (%n move played). Continue it?</numerusform><numerusform>You have an unfinished game of {game} (%n moves played). Continue it?</numerusform></translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="25" />
        <source>Save game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="29" />
        <source>Saved to {path}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="35" />
        <location filename="../cardtable/ui/game_files.py" line="41" />
        <source>Open game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="42" />
        <source>This game cannot be opened: {reason}</source>
        <translation type="unfinished" />
    </message>
</context>
</TS>