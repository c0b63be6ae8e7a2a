<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>CardRenderer</name>
    <message>
        <location filename="../cardtable/ui/table/card_renderer.py" line="79" />
        <source>J</source>
        <comment>jack, on the card index</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/card_renderer.py" line="80" />
        <source>Q</source>
        <comment>queen, on the card index</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/card_renderer.py" line="81" />
        <source>K</source>
        <comment>king, on the card index</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/card_renderer.py" line="82" />
        <source>A</source>
        <comment>ace, on the card index</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/card_renderer.py" line="89" />
        <source>JOKER</source>
        <comment>written on the joker card</comment>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="200" />
        <source>The game is over: start a new one.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="202" />
        <source>Please wait for your turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="204" />
        <source>Choose the cards to pass first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="206" />
        <source>That card cannot be played.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="214" />
        <source>This is not the time to pass cards.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../cardtable/controller/game_controller.py" line="217" />
        <source>Choose exactly %n card(s) to pass.</source>
        <translation>
            <numerusform>Choose exactly %n card to pass.</numerusform><numerusform>Choose exactly %n cards to pass.</numerusform></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="221" />
        <source>That card cannot be passed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="267" />
        <source>There is nothing of yours to undo.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="281" />
        <source>Your cards do not certainly win every trick.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="333" />
        <source>{name} is thinking…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="362" />
        <source>{name} could not decide ({message}); a random legal card was played.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="386" />
        <source>to the left</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="388" />
        <source>to the right</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="390" />
        <source>across</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../cardtable/controller/game_controller.py" line="391" />
        <source>Choose %n card(s) to pass {where}.</source>
        <translation>
            <numerusform>Choose %n card to pass {where}.</numerusform><numerusform>Choose %n cards to pass {where}.</numerusform></translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="396" />
        <source>Your lead: the {card} opens the deal.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="398" />
        <source>Your lead.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="401" />
        <source>Your turn: follow suit.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="402" />
        <source>Your turn: you may play any card.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../cardtable/controller/game_controller.py" line="407" />
        <source>Game over: %n winner(s): {names}.</source>
        <translation>
            <numerusform>Game over: %n winner: {names}.</numerusform><numerusform>Game over: %n winners: {names}.</numerusform></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="71" />
        <source>Pass cards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="95" />
        <source>&amp;Game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="96" />
        <source>&amp;New game…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="98" />
        <source>&amp;Restart</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="100" />
        <source>&amp;Undo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="102" />
        <source>&amp;Last trick</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="104" />
        <source>&amp;Claim the rest</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="108" />
        <source>&amp;Quit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="110" />
        <source>&amp;View</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="111" />
        <source>&amp;Animation speed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="112" />
        <source>Off</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="112" />
        <source>Fast</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="113" />
        <source>Normal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="113" />
        <source>Slow</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="116" />
        <source>Card &amp;size</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="117" />
        <source>Small</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="117" />
        <source>Medium</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="118" />
        <source>Large</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="122" />
        <source>&amp;Help</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="123" />
        <source>&amp;Rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="125" />
        <source>&amp;About Card Table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="171" />
        <source>About Card Table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="172" />
        <source>&lt;h3&gt;Card Table {version}&lt;/h3&gt;&lt;p&gt;Black Lady, Ugly, Up and Down, U-G-O and Ultimate Loser against computer players.&lt;/p&gt;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="214" />
        <source>Game over</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="215" />
        <source>&lt;h3&gt;{names} won!&lt;/h3&gt;&lt;p&gt;{scores}&lt;/p&gt;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="217" />
        <source>Play again</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="36" />
        <source>New game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="43" />
        <source>{name} (coming soon)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="53" />
        <source>Game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="54" />
        <source>Rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="55" />
        <source>Players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="56" />
        <source>Your name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="94" />
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
    <name>TableScene</name>
    <message>
        <location filename="../cardtable/ui/table/scene.py" line="203" />
        <source>Hearts are broken.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/scene.py" line="296" />
        <source>The {card} has been played!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/scene.py" line="302" />
        <source>{name} takes the kitty.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/scene.py" line="341" />
        <source>Deal {number}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/scene.py" line="344" />
        <source>{name} shot the moon!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/scene.py" line="349" />
        <source>Click to continue</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/scene.py" line="357" />
        <source>Game over. Winner: {names}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/scene.py" line="419" />
        <source>No trick has been played yet in this deal.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../cardtable/ui/table/scene.py" line="501" />
        <source>That card may not be passed.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/table/scene.py" line="504" />
        <source>You have already chosen %n card(s).</source>
        <translation>
            <numerusform>You have already chosen %n card.</numerusform><numerusform>You have already chosen %n cards.</numerusform></translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <location filename="../cardtable/app.py" line="63" />
        <source>Settings</source>
        <translation type="unfinished" />
    </message>
</context>
</TS>