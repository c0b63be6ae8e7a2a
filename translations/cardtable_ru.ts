<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="39"/>
        <source>a face-down card</source>
        <translation>закрытую карту</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="41"/>
        <source>{card} (attack {value})</source>
        <translation>{card} (атака {value})</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="43"/>
        <source>{card} (defence {value})</source>
        <translation>{card} (защита {value})</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="50"/>
        <source>End your turn</source>
        <translation>Закончить ход</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="54"/>
        <source>Play a 10: stop the {card}</source>
        <translation>Сыграть десятку: остановить {card}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="55"/>
        <source>Play a 10: stop the attack</source>
        <translation>Сыграть десятку: остановить атаку</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/actions.py" line="71"/>
        <location filename="../cardtable/games/ugo/presenter.py" line="57"/>
        <source>Take the attack</source>
        <translation>Принять атаку</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/actions.py" line="73"/>
        <location filename="../cardtable/games/ugo/presenter.py" line="59"/>
        <source>Let it happen</source>
        <translation>Не мешать</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="66"/>
        <source>Play a 9: the Ace destroys {target}</source>
        <translation>Сыграть девятку: туз уничтожит {target}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="67"/>
        <source>Play a 9: turn it back</source>
        <translation>Сыграть девятку: отразить обратно</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="70"/>
        <source>Switch the position of {cards}</source>
        <translation>Сменить позицию: {cards}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="76"/>
        <source>Attack the player with {attacker}</source>
        <translation>Атаковать игрока напрямую: {attacker}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="77"/>
        <source>Attack {target} with {attacker}</source>
        <translation>Атаковать {target} картой {attacker}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="82"/>
        <source>, giving up {card}</source>
        <translation>, пожертвовав {card}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="84"/>
        <source>Play {card} to attack</source>
        <translation>Сыграть {card} в атаку</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="86"/>
        <source>Play {card} to defend, face up</source>
        <translation>Сыграть {card} в защиту, в открытую</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="88"/>
        <source>Play {card} to defend, face down</source>
        <translation>Сыграть {card} в защиту, рубашкой вверх</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="90"/>
        <source>Equip {target} with {card}</source>
        <translation>Снарядить {target} картой {card}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="93"/>
        <source>Play {card} on {target}</source>
        <translation>Сыграть {card} на {target}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/actions.py" line="93"/>
        <location filename="../cardtable/games/ugo/presenter.py" line="94"/>
        <source>Play {card}</source>
        <translation>Сыграть {card}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="130"/>
        <source>You are attacked by {attacker}: play a 10 to stop it?</source>
        <translation>Вас атакует {attacker}: сыграть десятку, чтобы остановить атаку?</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="135"/>
        <source>{card} is played on you: play a 10 to stop it, or a 9 to turn it back?</source>
        <translation>Против вас сыграна карта {card}: остановить её десяткой или отразить обратно девяткой?</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="138"/>
        <source>{card} is played on you: play a 10 to stop it?</source>
        <translation>Против вас сыграна карта {card}: остановить её десяткой?</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="139"/>
        <source>{card} is played on you: play a 9 to turn it back?</source>
        <translation>Против вас сыграна карта {card}: сыграть девятку, чтобы отразить её обратно?</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="153"/>
        <source>That card has nothing to do now.</source>
        <translation>С этой картой сейчас ничего не сделать.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="155"/>
        <source>Your turn (first round: no attacks yet). Pick a card, or end your turn.</source>
        <translation>Ваш ход (первый круг: атаковать пока нельзя). Выберите карту или закончите ход.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="157"/>
        <source>Your turn: pick or drag a card; drag an attacker onto its target.</source>
        <translation>Ваш ход: выберите или перетащите карту; для атаки перетащите атакующую карту на цель.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/knowledge.py" line="22"/>
        <source>{name} decides from its own view of the table, nothing else.</source>
        <translation>{name} принимает решения только по тому, что видно с этого места за столом.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/knowledge.py" line="23"/>
        <source>It holds {n} cards of its own (not shown here).</source>
        <translation>Своих карт на руке: {n} (здесь они не показаны).</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="204"/>
        <source>It sees every face-up card and every discard pile; it does not see the {n} face-down card(s) of the others, their hands or any deck.</source>
        <translation>Видны все открытые карты и все стопки сброса; не видны закрытые карты других игроков (всего {n}), их руки и колоды.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/knowledge.py" line="37"/>
        <source>It has seen {n} cards played this deal.</source>
        <translation>Известно карт, сыгранных в этой раздаче: {n}.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/knowledge.py" line="38"/>
        <source>It cannot see {n} cards: they may lie with {where}.</source>
        <translation>Неизвестных карт: {n}; где они могут быть: {where}.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/knowledge.py" line="52"/>
        <source>You have shown no {suits}: none of those can be there.</source>
        <translation>У вас нет карт {suits}: это уже видно по игре.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/knowledge.py" line="55"/>
        <source>{name} has shown no {suits}: none of those can be there.</source>
        <translation>У игрока {name} нет карт {suits}: это уже видно по игре.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/knowledge.py" line="65"/>
        <source>the cards set aside</source>
        <translation>отложенные карты</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/knowledge.py" line="66"/>
        <source>{n} unseen {suit}: with {where}.</source>
        <translation>Неизвестных карт {suit}: {n}; где могут быть: {where}.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/knowledge.py" line="75"/>
        <source>It knows where the {n} cards it passed went, until they are played.</source>
        <translation>Известно, у кого сейчас переданные карты ({n}), пока их не сыграют.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="80"/>
        <source>Your bid: how many tricks will you take?</source>
        <translation>Ваш заказ: сколько взяток вы возьмёте?</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="83"/>
        <source>Nobody who played can lead: rock, paper or scissors?</source>
        <translation>Никто из сыгравших не может ходить первым: камень, ножницы или бумага?</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="86"/>
        <source>Name trumps for this hand.</source>
        <translation>Назначьте козыри на эту раздачу.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="99"/>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="287"/>
        <source>That card makes no play now.</source>
        <translation>Этой картой сейчас не сыграть.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="246"/>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="103"/>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Play {shape} (any height), pass, or drag a card onto the gin card to swap.</source>
        <translation type="vanished">Сыграйте {shape} (любого достоинства), спасуйте или перетащите карту на джин-карту, чтобы обменять.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="107"/>
        <source>Your lead: choose a card or a combination, then Play.</source>
        <translation>Первый ход ваш: выберите карту или комбинацию и нажмите «Сыграть».</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="28"/>
        <source>Choose the cards to pass first.</source>
        <translation>Сначала выберите карты для передачи.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="30"/>
        <source>Make your bid first.</source>
        <translation>Сначала сделайте заказ.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="32"/>
        <source>Name trumps first.</source>
        <translation>Сначала назовите козырь.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="34"/>
        <source>Choose rock, paper or scissors first.</source>
        <translation>Сначала выберите камень, ножницы или бумагу.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="35"/>
        <source>Answer the question first.</source>
        <translation>Сначала ответьте на вопрос.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="63"/>
        <source>That choice is not allowed now.</source>
        <translation>Сейчас так выбрать нельзя.</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/controller/trick_presenter.py" line="67"/>
        <source>Choose exactly %n card(s) to pass.</source>
        <translation>
            <numerusform>Выберите для передачи ровно %n карту.</numerusform>
            <numerusform>Выберите для передачи ровно %n карты.</numerusform>
            <numerusform>Выберите для передачи ровно %n карт.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="70"/>
        <source>That card cannot be passed.</source>
        <translation>Эту карту передать нельзя.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="72"/>
        <source>That card cannot be played.</source>
        <translation>Этой картой ходить нельзя.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="93"/>
        <source>Pass {cards}</source>
        <translation>Передать {cards}</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="112"/>
        <source>to the left</source>
        <translation>игроку слева</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="114"/>
        <source>to the right</source>
        <translation>игроку справа</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="116"/>
        <source>across</source>
        <translation>игроку напротив</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/controller/trick_presenter.py" line="117"/>
        <source>Choose %n card(s) to pass {where}.</source>
        <translation>
            <numerusform>Выберите %n карту для передачи {where}.</numerusform>
            <numerusform>Выберите %n карты для передачи {where}.</numerusform>
            <numerusform>Выберите %n карт для передачи {where}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="123"/>
        <source>Your lead: the {card} opens the deal.</source>
        <translation>Первый ход ваш: раздачу открывает {card}.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="125"/>
        <source>Your lead.</source>
        <translation>Первый ход ваш.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="128"/>
        <source>Your turn: follow suit.</source>
        <translation>Ваш ход: ходите в масть.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="129"/>
        <source>Your turn: you may play any card.</source>
        <translation>Ваш ход: можно сыграть любую карту.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="37"/>
        <source>twos</source>
        <translation>двоек</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="37"/>
        <source>threes</source>
        <translation>троек</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="37"/>
        <source>fours</source>
        <translation>четвёрок</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="37"/>
        <source>fives</source>
        <translation>пятёрок</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="37"/>
        <source>sixes</source>
        <translation>шестёрок</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="37"/>
        <source>sevens</source>
        <translation>семёрок</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="38"/>
        <source>eights</source>
        <translation>восьмёрок</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="38"/>
        <source>nines</source>
        <translation>девяток</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="38"/>
        <source>tens</source>
        <translation>десяток</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="38"/>
        <source>jacks</source>
        <translation>валетов</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="38"/>
        <source>queens</source>
        <translation>дам</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="38"/>
        <source>kings</source>
        <translation>королей</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="39"/>
        <source>aces</source>
        <translation>тузов</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="40"/>
        <source>jokers</source>
        <translation>джокеров</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="51"/>
        <source>a pair of {ranks}</source>
        <translation>пара {ranks}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="53"/>
        <source>three {ranks}</source>
        <translation>тройка {ranks}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="55"/>
        <source>four {ranks}</source>
        <translation>каре {ranks}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="57"/>
        <source>a straight flush from {low} to {high}</source>
        <translation>стрит-флеш: {low} — {high}</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="78"/>
        <source>%n penalty point(s)</source>
        <translation>
            <numerusform>%n штрафное очко</numerusform>
            <numerusform>%n штрафных очка</numerusform>
            <numerusform>%n штрафных очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="79"/>
        <source>%n drink(s)</source>
        <translation>
            <numerusform>%n глоток</numerusform>
            <numerusform>%n глотка</numerusform>
            <numerusform>%n глотков</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="104"/>
        <source>Play {shape}, high or low, or pass; to swap, drag a card onto the gin card.</source>
        <translation>Сыграйте {shape}, старше или младше, или пасуйте; чтобы обменять карту, перетащите её на джин-карту.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="115"/>
        <source>Play {play}</source>
        <translation>Сыграть: {play}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="122"/>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="128"/>
        <source>Those cards do not make a play allowed now.</source>
        <translation>Эти карты сейчас не составляют допустимого хода.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="125"/>
        <source>The leader must play; you may swap only instead of playing on someone&apos;s lead.</source>
        <translation>Кто начинает круг, тот обязан сыграть; меняться можно только вместо ответа на чужой ход.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="144"/>
        <source>this hand: {drinks}</source>
        <translation>за раздачу: {drinks}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="195"/>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="147"/>
        <source>out</source>
        <translation>вне игры</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="163"/>
        <source>clockwise ↻</source>
        <translation>по часовой ↻</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="163"/>
        <source>anticlockwise ↺</source>
        <translation>против часовой ↺</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="188"/>
        <source>Turn {number}</source>
        <translation>Ход {number}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="190"/>
        <source>(first round: no attacks)</source>
        <translation>(первый круг: без атак)</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="133"/>
        <source>Hand {number} of {total}</source>
        <translation>Раздача {number} из {total}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/presenter.py" line="136"/>
        <location filename="../cardtable/ui/table/annotations.py" line="308"/>
        <source>Hand {number}</source>
        <translation>Раздача {number}</translation>
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
            <numerusform>Раздача {number} из {total}: %n карта</numerusform>
            <numerusform>Раздача {number} из {total}: %n карты</numerusform>
            <numerusform>Раздача {number} из {total}: %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/games/ugly/presenter.py" line="33"/>
        <source>Hand {number} of {total}: pass %n</source>
        <translation>
            <numerusform>Раздача {number} из {total}: передача %n карты</numerusform>
            <numerusform>Раздача {number} из {total}: передача %n карт</numerusform>
            <numerusform>Раздача {number} из {total}: передача %n карт</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="134"/>
        <location filename="../cardtable/engine/state_base.py" line="77"/>
        <source>No trumps</source>
        <translation>Без козырей</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/trick_presenter.py" line="136"/>
        <location filename="../cardtable/engine/state_base.py" line="79"/>
        <location filename="../cardtable/ui/table/trick_table.py" line="294"/>
        <source>Trumps: {suit}</source>
        <translation>Козыри: {suit}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="171"/>
        <source>turns {way}</source>
        <translation>ходы {way}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="172"/>
        <source>attacks {way}</source>
        <translation>атаки {way}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/presenter.py" line="196"/>
        <source>deck {deck} · hand {hand}</source>
        <translation>колода {deck} · рука {hand}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugly/presenter.py" line="39"/>
        <location filename="../cardtable/games/up_and_down/presenter.py" line="27"/>
        <source>took {tricks}</source>
        <translation>взято {tricks}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/presenter.py" line="26"/>
        <source>bid {bid}, took {tricks}</source>
        <translation>заказ {bid}, взято {tricks}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="54"/>
        <source>Rock</source>
        <translation>Камень</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="54"/>
        <source>Paper</source>
        <translation>Бумага</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="54"/>
        <source>Scissors</source>
        <translation>Ножницы</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="203"/>
        <source>a single card</source>
        <translation>одну карту</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="204"/>
        <source>a pair</source>
        <translation>пару</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="205"/>
        <source>three of a kind</source>
        <translation>тройку</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="206"/>
        <source>four of a kind</source>
        <translation>каре</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="210"/>
        <source>2s</source>
        <translation>двоек</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="210"/>
        <source>3s</source>
        <translation>троек</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="210"/>
        <source>4s</source>
        <translation>четвёрок</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="210"/>
        <source>5s</source>
        <translation>пятёрок</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="210"/>
        <source>6s</source>
        <translation>шестёрок</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="211"/>
        <source>7s</source>
        <translation>семёрок</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="211"/>
        <source>8s</source>
        <translation>восьмёрок</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="211"/>
        <source>9s</source>
        <translation>девяток</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="211"/>
        <source>10s</source>
        <translation>десяток</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="211"/>
        <source>Jacks</source>
        <translation>валетов</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="212"/>
        <source>Queens</source>
        <translation>дам</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="212"/>
        <source>Kings</source>
        <translation>королей</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="212"/>
        <source>Aces</source>
        <translation>тузов</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="221"/>
        <source>a straight flush of %n</source>
        <translation>
            <numerusform>стрит-флеш из %n карты</numerusform>
            <numerusform>стрит-флеш из %n карт</numerusform>
            <numerusform>стрит-флеш из %n карт</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="231"/>
        <source>Pair of {ranks}</source>
        <translation>Пара {ranks}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="233"/>
        <source>Three {ranks}</source>
        <translation>Тройка {ranks}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="235"/>
        <source>Four {ranks}</source>
        <translation>Каре {ranks}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="237"/>
        <source>Straight flush {low}–{high}</source>
        <translation>Стрит-флеш {low}–{high}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="248"/>
        <source>Pass and swap the {card} for the gin card</source>
        <translation>Спасовать и обменять {card} на джин-карту</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/plays.py" line="253"/>
        <source>End the game</source>
        <translation>Завершить игру</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/knowledge.py" line="51"/>
        <location filename="../cardtable/texts.py" line="81"/>
        <location filename="../cardtable/texts.py" line="87"/>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="69"/>
        <source>a card</source>
        <translation>карта</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="78"/>
        <source>— Turn {n}: {name} —</source>
        <translation>— Ход {n}: {name} —</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="81"/>
        <source>{name} drew {card}.</source>
        <translation>{name}: из колоды — {card}.</translation>
    </message>
    <message>
        <source>to attack</source>
        <translation type="vanished">в атаку</translation>
    </message>
    <message>
        <source>to defend</source>
        <translation type="vanished">в защиту</translation>
    </message>
    <message>
        <source>face down to defend</source>
        <translation type="vanished">в защиту рубашкой вверх</translation>
    </message>
    <message>
        <source>{name} played {card} {how}.</source>
        <translation type="vanished">{name}: {card} {how}.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="151"/>
        <source>Given up: {cards}.</source>
        <translation>В жертву: {cards}.</translation>
    </message>
    <message>
        <source>{name} equipped card {slot} with {card}.</source>
        <translation type="vanished">{name}: {card} — снаряжение на карту {slot}.</translation>
    </message>
    <message>
        <source>{name} switched the position of {count} card(s).</source>
        <translation type="vanished">{name}: смена позиции, карт: {count}.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="188"/>
        <location filename="../cardtable/games/ugo/window/table.py" line="364"/>
        <source>{name} played a 10 and stopped the {card}.</source>
        <translation>{name}: десятка — {card} остановлена.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="191"/>
        <location filename="../cardtable/games/ugo/window/table.py" line="362"/>
        <source>You played a 10 and stopped the attack.</source>
        <translation>Вы: десятка — атака остановлена.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="192"/>
        <location filename="../cardtable/games/ugo/window/table.py" line="361"/>
        <source>{name} played a 10 and stopped the attack.</source>
        <translation>{name}: десятка — атака остановлена.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="102"/>
        <source>To the discard pile: {cards}.</source>
        <translation>В сброс: {cards}.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="104"/>
        <source>{name} milled {cards}.</source>
        <translation>{name}: из колоды в сброс — {cards}.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="107"/>
        <location filename="../cardtable/games/ugo/window/table.py" line="409"/>
        <source>{name} played {card}.</source>
        <translation>{name}: сыграна карта {card}.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="133"/>
        <source>You could not draw and are out (place {place}).</source>
        <translation>Вы: колода пуста — выход из игры (место {place}).</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="142"/>
        <source>{name} played {card} to attack.</source>
        <translation>{name}: {card} — в атаку.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="143"/>
        <source>You played {card} to attack.</source>
        <translation>Вы: {card} — в атаку.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="145"/>
        <source>{name} played {card} to defend.</source>
        <translation>{name}: {card} — в защиту.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="146"/>
        <source>You played {card} to defend.</source>
        <translation>Вы: {card} — в защиту.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="148"/>
        <source>{name} played {card} face down to defend.</source>
        <translation>{name}: {card} — в защиту рубашкой вверх.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="149"/>
        <source>You played {card} face down to defend.</source>
        <translation>Вы: {card} — в защиту рубашкой вверх.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="160"/>
        <source>You took {card} from the top of {victim}&apos;s deck.</source>
        <translation>Вы: с верха колоды игрока {victim} — {card}.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="163"/>
        <source>{thief} took {card} from the top of your deck.</source>
        <translation>{thief}: с верха вашей колоды — {card}.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="165"/>
        <source>{thief} took {card} from the top of {victim}&apos;s deck.</source>
        <translation>{thief}: с верха колоды игрока {victim} — {card}.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="112"/>
        <source>{name} took {card} back from the discard pile.</source>
        <translation>{name}: из сброса обратно в руку — {card}.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="40"/>
        <source>your first card</source>
        <translation>вашу первую карту</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="40"/>
        <source>your second card</source>
        <translation>вашу вторую карту</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="40"/>
        <source>your third card</source>
        <translation>вашу третью карту</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="41"/>
        <source>your fourth card</source>
        <translation>вашу четвёртую карту</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="41"/>
        <source>your fifth card</source>
        <translation>вашу пятую карту</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="41"/>
        <source>your sixth card</source>
        <translation>вашу шестую карту</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="42"/>
        <source>your seventh card</source>
        <translation>вашу седьмую карту</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="42"/>
        <source>your eighth card</source>
        <translation>вашу восьмую карту</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="42"/>
        <source>your ninth card</source>
        <translation>вашу девятую карту</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="43"/>
        <source>your tenth card</source>
        <translation>вашу десятую карту</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="46"/>
        <source>your card number {n}</source>
        <translation>вашу карту номер {n}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="51"/>
        <source>their first card</source>
        <translation>свою первую карту</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="51"/>
        <source>their second card</source>
        <translation>свою вторую карту</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="51"/>
        <source>their third card</source>
        <translation>свою третью карту</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="52"/>
        <source>their fourth card</source>
        <translation>свою четвёртую карту</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="52"/>
        <source>their fifth card</source>
        <translation>свою пятую карту</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="52"/>
        <source>their sixth card</source>
        <translation>свою шестую карту</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="53"/>
        <source>their seventh card</source>
        <translation>свою седьмую карту</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="53"/>
        <source>their eighth card</source>
        <translation>свою восьмую карту</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="53"/>
        <source>their ninth card</source>
        <translation>свою девятую карту</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="54"/>
        <source>their tenth card</source>
        <translation>свою десятую карту</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="57"/>
        <source>their card number {n}</source>
        <translation>свою карту номер {n}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="78"/>
        <source>— Turn {n}: yours —</source>
        <translation>— Ход {n}: ваш —</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="81"/>
        <source>You drew {card}.</source>
        <translation>Вы: из колоды — {card}.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="86"/>
        <source>{name} put {card} under {slot} in play.</source>
        <translation>{name}: {card} под {slot} в игре.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="87"/>
        <source>You put {card} under {slot} in play.</source>
        <translation>Вы: {card} под {slot} в игре.</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/games/ugo/window/log.py" line="90"/>
        <source>{name} switched the position of %n card(s).</source>
        <translation>
            <numerusform>{name}: сменено положение %n карты.</numerusform>
            <numerusform>{name}: сменено положение %n карт.</numerusform>
            <numerusform>{name}: сменено положение %n карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/games/ugo/window/log.py" line="92"/>
        <source>You switched the position of %n card(s).</source>
        <translation>
            <numerusform>Вы: сменено положение %n карты.</numerusform>
            <numerusform>Вы: сменено положение %n карт.</numerusform>
            <numerusform>Вы: сменено положение %n карт.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="104"/>
        <source>You milled {cards}.</source>
        <translation>Вы: из колоды в сброс — {cards}.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="107"/>
        <location filename="../cardtable/games/ugo/window/table.py" line="410"/>
        <source>You played {card}.</source>
        <translation>Вы: {card}.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="113"/>
        <source>You took {card} back from the discard pile.</source>
        <translation>Вы: из сброса обратно в руку — {card}.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="115"/>
        <source>clockwise</source>
        <translation>по часовой стрелке</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="115"/>
        <source>anticlockwise</source>
        <translation>против часовой стрелки</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="117"/>
        <source>{name} reversed the attacks: they go {way}; the turns still go clockwise.</source>
        <translation>{name}: атаки в обратную сторону, теперь {way}; ходы по-прежнему идут по часовой стрелке.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="119"/>
        <source>You reversed the attacks: they go {way}; the turns still go clockwise.</source>
        <translation>Вы: атаки в обратную сторону, теперь {way}; ходы по-прежнему идут по часовой стрелке.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="121"/>
        <source>{name} reversed the direction: play goes {way}.</source>
        <translation>{name}: смена направления, игра идёт {way}.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="122"/>
        <source>You reversed the direction: play goes {way}.</source>
        <translation>Вы: смена направления, игра идёт {way}.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/table.py" line="447"/>
        <source>{name} reversed the direction of play.</source>
        <translation>{name} меняет направление игры.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/table.py" line="448"/>
        <source>You reversed the direction of play.</source>
        <translation>Вы меняете направление игры.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/table.py" line="450"/>
        <source>{name} turned the attacks the other way; the turns go on as before.</source>
        <translation>{name} разворачивает атаки; ходы идут как прежде.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/table.py" line="452"/>
        <source>You turned the attacks the other way; the turns go on as before.</source>
        <translation>Вы разворачиваете атаки; ходы идут как прежде.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="124"/>
        <location filename="../cardtable/games/ugo/window/table.py" line="467"/>
        <source>{name} played an 8: every hand was thrown away and drawn again.</source>
        <translation>{name}: восьмёрка — все сбрасывают руки и набирают карты заново.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="126"/>
        <location filename="../cardtable/games/ugo/window/table.py" line="468"/>
        <source>You played an 8: every hand was thrown away and drawn again.</source>
        <translation>Вы: восьмёрка — все сбрасывают руки и набирают карты заново.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="128"/>
        <location filename="../cardtable/games/ugo/window/table.py" line="474"/>
        <source>{name} played a 9 and turned the {card} back.</source>
        <translation>{name}: девятка — карта {card} отражена обратно.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="129"/>
        <location filename="../cardtable/games/ugo/window/table.py" line="475"/>
        <source>You played a 9 and turned the {card} back.</source>
        <translation>Вы: девятка — карта {card} отражена обратно.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/table.py" line="483"/>
        <source>{name} could not draw and is out.</source>
        <translation>{name}: колода пуста — выход из игры.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/table.py" line="484"/>
        <source>You could not draw and are out.</source>
        <translation>Вы: колода пуста — выход из игры.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="132"/>
        <source>{name} could not draw and is out (place {place}).</source>
        <translation>{name}: колода пуста — выход из игры (место {place}).</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="175"/>
        <source>You won the duel.</source>
        <translation>Вы выиграли дуэль.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="176"/>
        <source>You and {names} won the duel.</source>
        <translation>Вы и {names} выиграли дуэль.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="177"/>
        <source>{names} won the duel.</source>
        <translation>Дуэль выиграли: {names}.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="187"/>
        <location filename="../cardtable/games/ugo/window/table.py" line="365"/>
        <source>You played a 10 and stopped the {card}.</source>
        <translation>Вы: десятка — {card} остановлена.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="194"/>
        <source>You played a 10.</source>
        <translation>Вы: сыграна десятка.</translation>
    </message>
    <message>
        <source>The duel is over: {names} won.</source>
        <translation type="vanished">Дуэль окончена. Победа: {names}.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/log.py" line="194"/>
        <source>{name} played a 10.</source>
        <translation>{name}: сыграна десятка.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/annotations.py" line="142"/>
        <location filename="../cardtable/ui/table/table_tips.py" line="86"/>
        <source>Score</source>
        <translation>Счёт</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="94"/>
        <location filename="../cardtable/ui/table/annotations.py" line="308"/>
        <source>Deal {number}</source>
        <translation>Раздача {number}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/annotations.py" line="98"/>
        <source>D</source>
        <comment>the dealer&apos;s button</comment>
        <translation>С</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/annotations.py" line="141"/>
        <source>played by the computer</source>
        <translation>играл компьютер</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/annotations.py" line="171"/>
        <source>deals</source>
        <translation>сдаёт</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/annotations.py" line="310"/>
        <source>Hand</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/annotations.py" line="310"/>
        <source>Deal</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/annotations.py" line="311"/>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/annotations.py" line="314"/>
        <source>You shot the moon!</source>
        <translation>Вы стреляете в луну!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/annotations.py" line="315"/>
        <source>{name} shot the moon!</source>
        <translation>{name} стреляет в луну!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/annotations.py" line="320"/>
        <source>Click or press Enter to continue</source>
        <translation>Щёлкните или нажмите Enter, чтобы продолжить</translation>
    </message>
    <message>
        <source>Click to continue</source>
        <translation type="vanished">Щёлкните, чтобы продолжить</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/last_trick.py" line="85"/>
        <source>Last trick: {name} took it</source>
        <translation>Последняя взятка: взял {name}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/last_trick.py" line="86"/>
        <source>Last trick</source>
        <translation>Последняя взятка</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/last_trick.py" line="92"/>
        <source>Click or press Escape to close</source>
        <translation>Щёлкните или нажмите Esc, чтобы закрыть</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="43"/>
        <source>A {attack} / D {defence}</source>
        <translation>А {attack} / З {defence}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="92"/>
        <source>deck {n}</source>
        <translation>колода {n}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="93"/>
        <source>The cards left in this deck: whoever must draw from an empty deck is out.</source>
        <translation>Карты, оставшиеся в этой колоде: кто должен тянуть из пустой колоды, выбывает.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="95"/>
        <source>discards {n}</source>
        <translation>сброс {n}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="96"/>
        <source>The cards in this discard pile: played, destroyed and milled cards.</source>
        <translation>Карты в этой стопке сброса: сыгранные, уничтоженные и сброшенные из колоды.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="104"/>
        <source>A: the card&apos;s attack value; D: its defence value, equips included. Upright cards are in attack position (gold), sideways ones defend; ? is a face-down card.</source>
        <translation>А: атака карты; З: её защита, с учётом снаряжения. Вертикальные карты стоят в атаке (золотые), повёрнутые боком — в защите; ? — закрытая карта.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="132"/>
        <source>The direction of play: turns and attacks go this way, to the next player still in. A 9 turns it round.</source>
        <translation>Направление игры: ходы и атаки идут в эту сторону, к следующему игроку, который ещё в игре. Девятка меняет его на обратное.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="166"/>
        <source>turns</source>
        <translation>ходы</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="166"/>
        <source>attacks</source>
        <translation>атаки</translation>
    </message>
    <message>
        <source>You attack {target} directly with {card}.</source>
        <translation type="vanished">Вы атакуете игрока {target} напрямую картой {card}.</translation>
    </message>
    <message>
        <source>You attack {target}&apos;s card with {card}.</source>
        <translation type="vanished">Вы атакуете карту игрока {target} картой {card}.</translation>
    </message>
    <message>
        <source>{name} attacks you directly with {card}.</source>
        <translation type="vanished">{name} атакует вас напрямую картой {card}.</translation>
    </message>
    <message>
        <source>{name} attacks {target} directly with {card}.</source>
        <translation type="vanished">{name} атакует {target} напрямую: {card}.</translation>
    </message>
    <message>
        <source>{name} attacks your card with {card}.</source>
        <translation type="vanished">{name} атакует вашу карту: {card}.</translation>
    </message>
    <message>
        <source>{name} attacks {target}&apos;s card with {card}.</source>
        <translation type="vanished">{name} атакует карту игрока {target}: {card}.</translation>
    </message>
    <message>
        <source>{name} plays a 10: the attack is stopped.</source>
        <translation type="vanished">{name} играет десятку: атака остановлена.</translation>
    </message>
    <message>
        <source>You play a 10: the attack is stopped.</source>
        <translation type="vanished">Вы играете десятку: атака остановлена.</translation>
    </message>
    <message>
        <source>{name} plays a 10: the {card} is stopped.</source>
        <translation type="vanished">{name} играет десятку: {card} остановлена.</translation>
    </message>
    <message>
        <source>You play a 10: the {card} is stopped.</source>
        <translation type="vanished">Вы играете десятку: {card} остановлена.</translation>
    </message>
    <message>
        <source>{name} plays {card}.</source>
        <translation type="vanished">{name} играет {card}.</translation>
    </message>
    <message>
        <source>You play {card}.</source>
        <translation type="vanished">Вы играете {card}.</translation>
    </message>
    <message>
        <source>{name} reverses the direction of play.</source>
        <translation type="vanished">{name} меняет направление игры.</translation>
    </message>
    <message>
        <source>You reverse the direction of play.</source>
        <translation type="vanished">Вы меняете направление игры.</translation>
    </message>
    <message>
        <source>{name} turns the attacks the other way; the turns go on as before.</source>
        <translation type="vanished">{name} разворачивает атаки; ходы идут как прежде.</translation>
    </message>
    <message>
        <source>You turn the attacks the other way; the turns go on as before.</source>
        <translation type="vanished">Вы разворачиваете атаки; ходы идут как прежде.</translation>
    </message>
    <message>
        <source>{name} plays an 8: every hand is thrown away and drawn again.</source>
        <translation type="vanished">{name} играет восьмёрку: все сбрасывают руки и набирают карты заново.</translation>
    </message>
    <message>
        <source>You play an 8: every hand is thrown away and drawn again.</source>
        <translation type="vanished">Вы играете восьмёрку: все сбрасывают руки и набирают карты заново.</translation>
    </message>
    <message>
        <source>{name} plays a 9 and turns the {card} back!</source>
        <translation type="vanished">{name} играет девятку и отражает {card} обратно!</translation>
    </message>
    <message>
        <source>You play a 9 and turn the {card} back!</source>
        <translation type="vanished">Вы играете девятку и отражаете {card} обратно!</translation>
    </message>
    <message>
        <source>{name} cannot draw and is out.</source>
        <translation type="vanished">{name} не может взять карту из колоды и выбывает.</translation>
    </message>
    <message>
        <source>You cannot draw and are out.</source>
        <translation type="vanished">Вам нечего тянуть — вы выбываете.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/table.py" line="488"/>
        <source>A duel has no tricks: the log beside the table tells every move.</source>
        <translation>В дуэли нет взяток: все ходы описаны в журнале рядом со столом.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/gestures.py" line="97"/>
        <source>That move is not allowed there.</source>
        <translation>Туда так ходить нельзя.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="184"/>
        <source>You attacked {target} directly with {card}.</source>
        <translation>Вы атакуете игрока {target} напрямую картой {card}.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="186"/>
        <source>You attacked {target}&apos;s card with {card}.</source>
        <translation>Вы атакуете карту игрока {target} картой {card}.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="189"/>
        <source>{name} attacked you directly with {card}.</source>
        <translation>{name} атакует вас напрямую картой {card}.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="190"/>
        <source>{name} attacked {target} directly with {card}.</source>
        <translation>{name} атакует {target} напрямую: {card}.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="192"/>
        <source>{name} attacked your card with {card}.</source>
        <translation>{name} атакует вашу карту: {card}.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="194"/>
        <source>{name} attacked {target}&apos;s card with {card}.</source>
        <translation>{name} атакует карту игрока {target}: {card}.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="202"/>
        <source>your</source>
        <translation>ваша карта</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="202"/>
        <source>{name}&apos;s</source>
        <translation>карта {name}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="206"/>
        <source>card</source>
        <translation>?</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="209"/>
        <location filename="../cardtable/games/ugo/window/cards.py" line="214"/>
        <source>attack</source>
        <translation>атака</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="211"/>
        <location filename="../cardtable/games/ultimate_loser/window/words.py" line="32"/>
        <source>you</source>
        <translation>вас</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="212"/>
        <source>{attacker} hit {name} directly: {n} cards milled.</source>
        <translation>Прямая атака на {name}: {attacker}. Карт из колоды в сброс: {n}.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="214"/>
        <source>defence</source>
        <translation>защита</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="216"/>
        <source>value</source>
        <translation>сила</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="219"/>
        <source>{attacker} destroyed {target}.</source>
        <translation>{attacker} побеждает: {target} уничтожена.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="220"/>
        <source>{target} held off {attacker}.</source>
        <translation>{target} выдерживает атаку: {attacker} слабее.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="221"/>
        <source>{target} destroyed {attacker}.</source>
        <translation>{target} сильнее: {attacker} уничтожена.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/cards.py" line="222"/>
        <source>{attacker} and {target} were even: nothing happened.</source>
        <translation>{attacker} и {target} оказались равны: ничего не произошло.</translation>
    </message>
    <message>
        <source>{attacker} and {target} are even: nothing happens.</source>
        <translation type="vanished">{attacker} и {target} равны: ничего не происходит.</translation>
    </message>
    <message>
        <source>{name} passes.</source>
        <translation type="vanished">{name} пасует.</translation>
    </message>
    <message>
        <source>You pass.</source>
        <translation type="vanished">Вы пасуете.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="122"/>
        <location filename="../cardtable/games/ultimate_loser/window/ui.py" line="48"/>
        <source>{name} passed.</source>
        <translation>{name}: пас.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="123"/>
        <location filename="../cardtable/games/ultimate_loser/window/ui.py" line="48"/>
        <source>You passed.</source>
        <translation>Вы: пас.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="168"/>
        <source>{name} swaps the {given} for the {taken}.</source>
        <translation>{name} меняет {given} на {taken}.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="169"/>
        <source>You swap the {given} for the {taken}.</source>
        <translation>Вы меняете {given} на {taken}.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="212"/>
        <source>What this player drinks for this round</source>
        <translation>Сколько этот игрок пьёт за этот круг</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="234"/>
        <source>{name} has chosen.</source>
        <translation>{name}: выбор сделан.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="236"/>
        <source>You chose {shape}.</source>
        <translation>Ваш выбор: {shape}.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="243"/>
        <source>{name} leads.</source>
        <translation>Начинает {name}.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="243"/>
        <source>You lead.</source>
        <translation>Начинаете вы.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="246"/>
        <source>A draw: choose again.</source>
        <translation>Ничья: выберите ещё раз.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="248"/>
        <source>Again between {names}.</source>
        <translation>Переигровка: {names}.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="300"/>
        <source>Does not go with the chosen cards.</source>
        <translation>Не сочетается с выбранными картами.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="322"/>
        <source>Play the chosen cards (P)</source>
        <translation>Сыграть выбранные карты (P)</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="325"/>
        <source>Play</source>
        <translation>Сыграть</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/table.py" line="326"/>
        <source>Play: {play}</source>
        <translation>Сыграть: {play}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/ui.py" line="26"/>
        <source>Penalty points</source>
        <translation>Штрафные очки</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="25"/>
        <location filename="../cardtable/games/ultimate_loser/window/ui.py" line="26"/>
        <source>Drinks</source>
        <translation>Глотки</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/ui.py" line="38"/>
        <source>Shed your cards in singles, sets and straight flushes, and don&apos;t be the last one holding any.</source>
        <translation>Избавляйтесь от карт по одной, наборами и стрит-флешами, пока они не остались только у вас.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/ui.py" line="69"/>
        <source>Back a round</source>
        <translation>На круг назад</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/ui.py" line="69"/>
        <source>Forward a round</source>
        <translation>На круг вперёд</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/ui.py" line="84"/>
        <source>{choice}: play nothing this round; a pass costs a drink.</source>
        <translation>{choice}: ничего не играть в этом круге; за пас пьют глоток.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/words.py" line="34"/>
        <source>{name} (lowest play)</source>
        <translation>{name} (самый слабый ход)</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/words.py" line="35"/>
        <source>{name} (passed)</source>
        <translation>{name} (пас)</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/words.py" line="37"/>
        <source>everyone (four of a kind)</source>
        <translation>все (каре)</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/words.py" line="39"/>
        <source>You played best.</source>
        <translation>Ваш ход оказался сильнейшим.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/words.py" line="41"/>
        <source>{name} played best.</source>
        <translation>Лучший ход: {name}.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/words.py" line="52"/>
        <source>You are the Ultimate Loser: {penalty}!</source>
        <translation>Вы — Ultimate Loser: {penalty}!</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/words.py" line="54"/>
        <source>{name} is the Ultimate Loser: {penalty}!</source>
        <translation>{name} — Ultimate Loser: {penalty}!</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/words.py" line="69"/>
        <source>passed, swapping the {given} for the {taken}</source>
        <translation>пас, обмен {given} на {taken}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/words.py" line="72"/>
        <source>passed</source>
        <translation>пас</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/words.py" line="77"/>
        <source>Last round</source>
        <translation>Последний круг</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/app.py" line="180"/>
        <source>%n game(s) waiting for the score history could not be read; the files were kept beside it.</source>
        <translation>
            <numerusform>%n игру, ожидавшую записи в историю, не удалось прочитать; файл сохранён рядом.</numerusform>
            <numerusform>%n игры, ожидавшие записи в историю, не удалось прочитать; файлы сохранены рядом.</numerusform>
            <numerusform>%n игр, ожидавших записи в историю, не удалось прочитать; файлы сохранены рядом.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/app.py" line="184"/>
        <source>%n game(s) waiting for the score history were left as they are: a newer version of Card Table wrote them, or they may not be read here.</source>
        <translation>
            <numerusform>%n партия, ожидающая записи в историю, оставлена как есть: её записала более новая версия Card Table, или её нельзя прочитать здесь.</numerusform>
            <numerusform>%n партии, ожидающие записи в историю, оставлены как есть: их записала более новая версия Card Table, или их нельзя прочитать здесь.</numerusform>
            <numerusform>%n партий, ожидающих записи в историю, оставлены как есть: их записала более новая версия Card Table, или их нельзя прочитать здесь.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/app.py" line="197"/>
        <source>The score history cannot take games now: {reason}. Games you finish or leave are kept until it can.</source>
        <translation>История игр сейчас не может принять игры: {reason}. Законченные и оставленные игры сохраняются, пока это не станет возможно.</translation>
    </message>
    <message>
        <location filename="../cardtable/app.py" line="223"/>
        <location filename="../cardtable/app.py" line="263"/>
        <source>Continue?</source>
        <translation>Продолжить?</translation>
    </message>
    <message>
        <location filename="../cardtable/app.py" line="224"/>
        <source>You have a game of people under way at {server}. Sign in to go back to your seat?</source>
        <translation>У вас идёт игра с людьми на {server}. Войти, чтобы вернуться на своё место?</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/app.py" line="280"/>
        <source>{first} %n other game(s) in progress are left as they are too.</source>
        <translation>
            <numerusform>{first} Ещё %n незаконченная партия тоже оставлена как есть.</numerusform>
            <numerusform>{first} Ещё %n незаконченные партии тоже оставлены как есть.</numerusform>
            <numerusform>{first} Ещё %n незаконченных партий тоже оставлены как есть.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game of {game} (%n move(s) played). Continue it?</source>
        <translation type="vanished">
            <numerusform>У вас есть незаконченная партия в {game} (сделан %n ход). Продолжить её?</numerusform>
            <numerusform>У вас есть незаконченная партия в {game} (сделано %n хода). Продолжить её?</numerusform>
            <numerusform>У вас есть незаконченная партия в {game} (сделано %n ходов). Продолжить её?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="41"/>
        <source>Cards removed</source>
        <translation>Убираемые карты</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="42"/>
        <source>Which low cards leave the deck so that every hand is the same size.</source>
        <translation>Какие младшие карты убирают из колоды, чтобы у всех было поровну карт.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="44"/>
        <source>Foster: 2♠; 2♣ 2♠; all the 2s (3–6 players)</source>
        <translation>По Фостеру: 2♠; 2♣ 2♠; все двойки (3–6 игроков)</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="45"/>
        <source>Culbertson: 2♣, 2♦, 2♥, 2♠ in turn</source>
        <translation>По Калбертсону: 2♣, 2♦, 2♥, 2♠ по порядку</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="46"/>
        <source>Morehead: 2♣, 2♦, 3♣, 2♠ in turn</source>
        <translation>По Морхеду: 2♣, 2♦, 3♣, 2♠ по порядку</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="50"/>
        <source>Kitty instead of removing cards</source>
        <translation>Прикуп вместо убранных карт</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="51"/>
        <source>Keep every card; the leftovers lie face down and go to the winner of the first trick.</source>
        <translation>Все карты остаются в игре; лишние лежат рубашкой вверх и достаются тому, кто возьмёт первую взятку.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="54"/>
        <source>The kitty&apos;s taker sees it</source>
        <translation>Взявший прикуп видит его</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="55"/>
        <source>The winner of the first trick may look at the kitty cards taken.</source>
        <translation>Взявший первую взятку может посмотреть карты прикупа.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="58"/>
        <location filename="../cardtable/games/black_lady/options.py" line="231"/>
        <source>Cancellation hearts</source>
        <translation>Черви с погашением</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="59"/>
        <source>Two decks for 6 to 11 players; identical cards in a trick cancel each other.</source>
        <translation>Две колоды на 6–11 игроков; одинаковые карты во взятке гасят друг друга.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="62"/>
        <source>Passing</source>
        <translation>Передача карт</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="63"/>
        <source>Where the three passed cards go in each deal.</source>
        <translation>Кому уходят три передаваемые карты в каждой раздаче.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="65"/>
        <source>Always to the left</source>
        <translation>Всегда налево</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="66"/>
        <source>Left, then right, alternately</source>
        <translation>Поочерёдно налево и направо</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="67"/>
        <source>Left, right, across, hold (no across when odd)</source>
        <translation>Налево, направо, напротив, без передачи (при нечётном числе — без «напротив»)</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="68"/>
        <source>No passing</source>
        <translation>Без передачи</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="72"/>
        <source>Cards that may not be passed</source>
        <translation>Запрет передачи</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="73"/>
        <source>Cards a player must keep when choosing the three to pass.</source>
        <translation>Карты, которые игрок должен оставить у себя, выбирая три карты для передачи.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="75"/>
        <source>Any card may be passed</source>
        <translation>Можно передавать любые карты</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="76"/>
        <source>Not the Q♠</source>
        <translation>Нельзя передавать Q♠</translation>
    </message>
    <message>
        <source>Not the 2♣</source>
        <translation type="vanished">Нельзя передавать 2♣</translation>
    </message>
    <message>
        <source>Neither the Q♠ nor the 2♣</source>
        <translation type="vanished">Нельзя передавать ни Q♠, ни 2♣</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="84"/>
        <source>First lead</source>
        <translation>Первый ход</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="85"/>
        <source>Who leads to the first trick of a deal, and with what.</source>
        <translation>Кто и с какой карты начинает первую взятку раздачи.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="87"/>
        <source>Left of the dealer, any card</source>
        <translation>Игрок слева от сдающего, с любой карты</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="88"/>
        <source>The holder of the lowest club leads it</source>
        <translation>Тот, у кого младшая трефа, ходит с неё</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="92"/>
        <source>Hearts must be broken</source>
        <translation>Черви нужно открыть</translation>
    </message>
    <message>
        <source>Hearts and the black lady may not be led until a heart has been played.</source>
        <translation type="vanished">С червей и с дамы пик нельзя ходить, пока не сыграна хотя бы одна червонная карта.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="79"/>
        <source>Not the lowest club (the 2♣ unless it is removed)</source>
        <translation>Не младшую трефу (двойку треф, если её не убрали)</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="80"/>
        <source>Neither the Q♠ nor the lowest club</source>
        <translation>Ни даму пик, ни младшую трефу</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="93"/>
        <source>Hearts and the black lady may not be led until hearts are broken.</source>
        <translation>С червей и с дамы пик нельзя ходить, пока черви не открыты.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="96"/>
        <source>What breaks hearts</source>
        <translation>Что открывает черви</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="97"/>
        <source>With “Hearts must be broken”: the play after which hearts and the black lady may be led.</source>
        <translation>При правиле «Черви должны быть открыты»: ход, после которого можно ходить с червей и с дамы пик.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="100"/>
        <source>A heart thrown on another suit</source>
        <translation>Червонная карта, сброшенная на другую масть</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="101"/>
        <source>Any heart played, led ones too</source>
        <translation>Любая сыгранная червонная карта, в том числе при ходе</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="102"/>
        <source>Any heart or the black lady played</source>
        <translation>Любая сыгранная червонная карта или дама пик</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="107"/>
        <source>No points on the first trick</source>
        <translation>Без очков в первой взятке</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="108"/>
        <source>Penalty cards may not be played to the first trick unless a player holds nothing else.</source>
        <translation>В первую взятку нельзя класть штрафные карты, если у игрока есть другие.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="112"/>
        <source>Club play</source>
        <translation>Клубное правило</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="113"/>
        <source>The black lady must be played at the first chance: void in the suit led, or on a spade lead over a higher spade.</source>
        <translation>Даму пик нужно сбросить при первой возможности: когда нечем ходить в масть или когда ходят с пик и во взятке уже лежит пика старше.</translation>
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
        <translation>Q♥ стоит 13 очков, как Q♠: 38 штрафных очков за раздачу.</translation>
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
        <translation>J♠ заменяет даму пик и стоит 10 очков; Q♠ — обычная пика.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="125"/>
        <source>Discarding the black jack</source>
        <translation>Сброс валета пик</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="126"/>
        <source>With Black Jack: whether a player void in the suit led must throw the J♠ first.</source>
        <translation>При Black Jack: обязан ли игрок, которому нечем ходить в масть, первым делом сбросить J♠.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="128"/>
        <source>May discard it (early rule)</source>
        <translation>Можно сбросить (раннее правило)</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="129"/>
        <source>Must discard it before any other card (later rule)</source>
        <translation>Нужно сбросить раньше любой другой карты (позднее правило)</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="133"/>
        <source>Omnibus bonus card</source>
        <translation>Бонусная карта (омнибус)</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="134"/>
        <source>A diamond that counts 10 in favour of whoever takes it.</source>
        <translation>Бубновая карта, которая даёт 10 очков в пользу того, кто её возьмёт.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="136"/>
        <source>No bonus card</source>
        <translation>Без бонусной карты</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="137"/>
        <source>The 10♦ (Culbertson)</source>
        <translation>10♦ (по Калбертсону)</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="138"/>
        <source>The J♦ (modern)</source>
        <translation>J♦ (современное правило)</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="142"/>
        <source>Shooting the moon</source>
        <translation>Выстрел в луну</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="143"/>
        <source>What happens when one player takes every penalty card of a deal.</source>
        <translation>Что происходит, когда один игрок берёт все штрафные карты раздачи.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="145"/>
        <source>Nothing special: points count as taken</source>
        <translation>Ничего особого: очки считаются как обычно</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="146"/>
        <source>No one scores that deal</source>
        <translation>Раздача никому не засчитывается</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="147"/>
        <source>Old moon: the shooter scores 0, everyone else the deal&apos;s total</source>
        <translation>Старая луна: стрелку 0, остальным — все очки раздачи</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="148"/>
        <source>New moon: the shooter subtracts the deal&apos;s total (26 plus points)</source>
        <translation>Новая луна: стрелок вычитает все очки раздачи (26 очков в свою пользу)</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="152"/>
        <source>The moon needs the bonus card</source>
        <translation>Для выстрела в луну нужна бонусная карта</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="153"/>
        <source>In Omnibus: shooting the moon takes the bonus card too, not only every penalty card.</source>
        <translation>В омнибусе: для выстрела в луну нужно взять и бонусную карту, а не только все штрафные.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="158"/>
        <source>−5 for no tricks</source>
        <translation>−5 без взяток</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="159"/>
        <source>A player who takes no trick in a deal scores −5.</source>
        <translation>Игрок, не взявший в раздаче ни одной взятки, получает −5.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="162"/>
        <source>−5 for no tricks in a moon deal</source>
        <translation>−5 без взяток и при выстреле в луну</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="163"/>
        <source>With −5 for no tricks: the −5 counts in a deal where someone shot the moon too.</source>
        <translation>При правиле «−5 без взяток»: эти −5 засчитываются и в раздаче, где кто-то выстрелил в луну.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="167"/>
        <source>Exactly the target resets to 0</source>
        <translation>Ровно цель — счёт обнуляется</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="168"/>
        <source>A score of exactly the target drops to zero, so the game needs more than the target.</source>
        <translation>Счёт, точно равный цели, обнуляется, поэтому для конца игры цель нужно превысить.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="171"/>
        <source>Game ends at</source>
        <translation>Игра до</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="172"/>
        <source>The game ends after the deal in which someone reaches this many points.</source>
        <translation>Игра заканчивается после раздачи, в которой кто-то набрал столько очков.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="176"/>
        <location filename="../cardtable/games/ugly/window/help.py" line="24"/>
        <location filename="../cardtable/games/up_and_down/window/help.py" line="24"/>
        <source>Scoring</source>
        <translation>Подсчёт очков</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="177"/>
        <source>Penalty points to a target, or Foster&apos;s counters paid into a pool.</source>
        <translation>Штрафные очки до цели или фишки Фостера, которые платят в банк.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="179"/>
        <source>Penalty points; lowest wins</source>
        <translation>Штрафные очки; побеждает наименьший счёт</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="180"/>
        <source>Counters, sweepstake: players with no hearts take the pool</source>
        <translation>Фишки, общий банк: его забирают игроки без червей</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="181"/>
        <source>Counters, Howell: pay per opponent, claim what you avoided</source>
        <translation>Фишки по Хауэллу: платите каждому сопернику, получайте за то, чего избежали</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="185"/>
        <source>Counters at the start</source>
        <translation>Фишек в начале</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="186"/>
        <source>With counter scoring: how many counters each player starts with (Foster: 50 or 100).</source>
        <translation>При игре на фишки: сколько фишек у каждого игрока в начале (у Фостера 50 или 100).</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="190"/>
        <source>Number of deals</source>
        <translation>Число раздач</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="191"/>
        <source>End the game after this many deals whatever the scores (0: no limit, though no game goes past 1000 deals).</source>
        <translation>Закончить игру после стольких раздач при любом счёте (0: без ограничения, но ни одна игра не длится дольше 1000 раздач).</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="311"/>
        <source>Foster&apos;s removal covers 3 to 6 players, not {players}: for 7 players choose Culbertson&apos;s removal or the kitty</source>
        <translation>Правило Фостера об убранных картах рассчитано на 3–6 игроков, а не на {players}: для 7 игроков выберите правило Калбертсона или прикуп</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="314"/>
        <source>Morehead&apos;s removal covers 3 to 6 players, not {players}: for 7 players choose Culbertson&apos;s removal or the kitty</source>
        <translation>Правило Морхеда об убранных картах рассчитано на 3–6 игроков, а не на {players}: для 7 игроков выберите правило Калбертсона или прикуп</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="331"/>
        <source>Under these rules scores can go down as well as up (−5 for no tricks, the bonus card, the new moon), so the game may never reach its target. Without a number of deals it stops after {cap} deals.</source>
        <translation>По этим правилам счёт может и уменьшаться (−5 без взяток, бонусная карта, новая луна), так что игра может так и не дойти до цели. Без заданного числа раздач она закончится после {cap} раздач.</translation>
    </message>
    <message>
        <source>Stop after this many deals (0: play until the target or until someone is out of counters).</source>
        <translation type="vanished">Остановиться после стольких раздач (0 — играть до цели или пока у кого-то не кончатся фишки).</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="201"/>
        <source>Foster 1909</source>
        <translation>Фостер 1909</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="202"/>
        <source>The earliest rules: pass left, no moon, Foster&apos;s counters (sweepstake).</source>
        <translation>Самые ранние правила: передача налево, без выстрела в луну, фишки Фостера (общий банк).</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="206"/>
        <source>Culbertson 1950</source>
        <translation>Калбертсон 1950</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="207"/>
        <source>Pass left, twos removed in order, no one scores when a player takes everything.</source>
        <translation>Передача налево, двойки убирают по порядку; если один игрок берёт всё, раздача никому не засчитывается.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="211"/>
        <source>Morehead 2001</source>
        <translation>Морхед 2001</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="212"/>
        <source>The rules nearly universal in the United States: old moon, game to 100.</source>
        <translation>Правила, принятые почти повсюду в США: старая луна, игра до 100.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="216"/>
        <source>Omnibus hearts</source>
        <translation>Черви-омнибус</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="217"/>
        <source>Morehead with the 10♦ counting 10 in the taker&apos;s favour.</source>
        <translation>Правила Морхеда, и 10♦ даёт 10 очков в пользу взявшего.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="222"/>
        <source>Morehead with the Q♥ counting 13 too.</source>
        <translation>Правила Морхеда, и Q♥ тоже стоит 13 очков.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="227"/>
        <source>Foster&apos;s variant: the J♠ counts 10 instead of the Q♠, scored in points.</source>
        <translation>Вариант Фостера: вместо Q♠ 10 очков стоит J♠, счёт в очках.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/options.py" line="232"/>
        <source>Culbertson&apos;s game for 6 to 11 players with two decks.</source>
        <translation>Игра Калбертсона на 6–11 игроков с двумя колодами.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/state.py" line="236"/>
        <location filename="../cardtable/games/ugly/state.py" line="148"/>
        <location filename="../cardtable/games/ultimate_loser/state.py" line="285"/>
        <location filename="../cardtable/games/ultimate_loser/state.py" line="290"/>
        <location filename="../cardtable/games/up_and_down/state.py" line="223"/>
        <source>you do not hold the {card}</source>
        <translation>у вас нет {card}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/state.py" line="244"/>
        <location filename="../cardtable/games/ugly/state.py" line="157"/>
        <source>the {card} cannot be played now</source>
        <translation>{card} сейчас сыграть нельзя</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/legality.py" line="70"/>
        <location filename="../cardtable/games/ugly/state.py" line="151"/>
        <source>that card is already chosen to pass</source>
        <translation>эта карта уже выбрана для передачи</translation>
    </message>
    <message>
        <source>that card may not be passed</source>
        <translation type="vanished">эту карту передавать нельзя</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/legality.py" line="73"/>
        <source>the {card} may not be passed</source>
        <translation>{card} нельзя передавать</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/legality.py" line="82"/>
        <source>the {card} must lead the first trick</source>
        <translation>первую взятку нужно начинать с {card}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/legality.py" line="90"/>
        <source>hearts have not been broken: lead another suit</source>
        <translation>черви ещё не открыты: ходите с другой масти</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/legality.py" line="97"/>
        <location filename="../cardtable/games/black_lady/legality.py" line="113"/>
        <source>no penalty cards on the first trick</source>
        <translation>в первую взятку штрафные карты не кладут</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/legality.py" line="107"/>
        <location filename="../cardtable/games/ugly/state.py" line="156"/>
        <location filename="../cardtable/games/up_and_down/state.py" line="230"/>
        <source>must follow suit: {suit} led</source>
        <translation>нужно ходить в масть {suit}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/legality.py" line="124"/>
        <source>the {card} must be played now</source>
        <translation>сейчас нужно сыграть {card}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugly/options.py" line="29"/>
        <location filename="../cardtable/games/ugo/options.py" line="62"/>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="80"/>
        <location filename="../cardtable/games/up_and_down/options.py" line="75"/>
        <source>Standard</source>
        <translation>Стандартные правила</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugly/options.py" line="30"/>
        <source>The game as played in Australia: trumps named by the player left of the dealer, 1, 3, 5 … cards passed left, Jacks cost and the 7♦ and 7♣ change their price.</source>
        <translation>Игра, как в неё играют в Австралии: козыри назначает игрок слева от сдающего, налево передают 1, 3, 5 … карт, валеты штрафные, а 7♦ и 7♣ меняют цену.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugly/state.py" line="141"/>
        <source>trumps must be named first: choose a suit or no trumps</source>
        <translation>сначала нужно назначить козыри: выберите масть или игру без козырей</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugly/state.py" line="143"/>
        <source>trumps are already named for this hand</source>
        <translation>козыри на эту раздачу уже назначены</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/games/ugly/state.py" line="153"/>
        <source>you have already chosen %n card(s) to pass</source>
        <translation>
            <numerusform>вы уже выбрали %n карту для передачи</numerusform>
            <numerusform>вы уже выбрали %n карты для передачи</numerusform>
            <numerusform>вы уже выбрали %n карт для передачи</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/actions.py" line="67"/>
        <source>End the turn</source>
        <translation>Закончить ход</translation>
    </message>
    <message>
        <source>Play a 10 to stop the attack</source>
        <translation type="vanished">Сыграть десятку и остановить атаку</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/actions.py" line="69"/>
        <source>Play a 10 to stop it</source>
        <translation>Сыграть десятку и остановить</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/actions.py" line="75"/>
        <source>Play a 9 to turn it back</source>
        <translation>Сыграть девятку и отразить обратно</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/games/ugo/actions.py" line="79"/>
        <source>Change the position of card(s) {places}</source>
        <translation>
            <numerusform>Сменить позицию карты {places}</numerusform>
            <numerusform>Сменить позицию карт {places}</numerusform>
            <numerusform>Сменить позицию карт {places}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/actions.py" line="84"/>
        <source>Attack the player with card {attacker}</source>
        <translation>Атаковать игрока картой {attacker}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/actions.py" line="85"/>
        <source>Attack card {target} with card {attacker}</source>
        <translation>Атаковать карту {target} картой {attacker}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/actions.py" line="91"/>
        <source>Equip card {slot} with {card}</source>
        <translation>Снарядить карту {slot} картой {card}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/actions.py" line="102"/>
        <source>Play {card} in attack position, giving up card {given}</source>
        <translation>Сыграть {card} в атаку, пожертвовав картой {given}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/actions.py" line="104"/>
        <source>Play {card} in attack position</source>
        <translation>Сыграть {card} в атаку</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/actions.py" line="107"/>
        <source>Play {card} in defence position, giving up card {given}</source>
        <translation>Сыграть {card} в защиту, пожертвовав картой {given}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/actions.py" line="109"/>
        <source>Play {card} in defence position</source>
        <translation>Сыграть {card} в защиту</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/actions.py" line="111"/>
        <source>Play {card} face down in defence position, giving up card {given}</source>
        <translation>Сыграть {card} в защиту рубашкой вверх, пожертвовав картой {given}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/actions.py" line="113"/>
        <source>Play {card} face down in defence position</source>
        <translation>Сыграть {card} в защиту рубашкой вверх</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="116"/>
        <location filename="../cardtable/games/ugo/legality.py" line="121"/>
        <source>you have no 10 to play</source>
        <translation>у вас нет десятки</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="117"/>
        <source>answer the attack first: play a 10 or take it</source>
        <translation>сначала ответьте на атаку: сыграйте десятку или примите атаку</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="120"/>
        <source>a 10 stops only an attack</source>
        <translation>десятка останавливает только атаку</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="124"/>
        <source>a 9 turns a card back only with Nine counters</source>
        <translation>девятка обращает карту обратно только с правилом «Ответная девятка»</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="126"/>
        <source>you have no 9 to play</source>
        <translation>у вас нет девятки</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="128"/>
        <source>answer the special card first: play a 10 or let it happen</source>
        <translation>сначала ответьте на особую карту: сыграйте десятку или пропустите её</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="130"/>
        <source>answer the special card first: play a 9 or let it happen</source>
        <translation>сначала ответьте на особую карту: сыграйте девятку или не мешайте</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="131"/>
        <source>answer the special card first: play a 10 or a 9, or let it happen</source>
        <translation>сначала ответьте на особую карту: сыграйте десятку или девятку или пропустите её</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="139"/>
        <source>nobody is attacking you now</source>
        <translation>сейчас вас никто не атакует</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="142"/>
        <source>positions may be changed only once a turn</source>
        <translation>менять позицию можно только раз за ход</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="143"/>
        <source>you have no card in those places</source>
        <translation>на этих местах у вас нет карт</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="148"/>
        <source>in the first round only the last player may attack</source>
        <translation>в первом круге атаковать может только последний игрок</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="151"/>
        <source>you have no card in that place</source>
        <translation>на этом месте у вас нет карты</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="153"/>
        <source>only a card in attack position can attack</source>
        <translation>атаковать может только карта в атаке</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="155"/>
        <source>each card attacks at most once a turn</source>
        <translation>каждая карта атакует не больше раза за ход</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="156"/>
        <source>there is no such card to attack</source>
        <translation>такой карты для атаки нет</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="160"/>
        <source>you do not hold that card</source>
        <translation>у вас нет этой карты</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="164"/>
        <source>only a 2 to 7 of diamonds is an equip</source>
        <translation>снаряжение — только бубны от 2 до 7</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="165"/>
        <source>an equip goes on one of your face-up cards with fewer than two equips</source>
        <translation>снаряжение кладут на свою открытую карту, на которой меньше двух снаряжений</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="168"/>
        <source>that card is not a special card</source>
        <translation>это не особая карта</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="170"/>
        <source>a 10 is played only against an attack on you</source>
        <translation>десятку играют только против атаки на вас</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="172"/>
        <source>with Nine counters a 9 is played only against an Ace, King or Jack</source>
        <translation>с правилом «Ответная девятка» девятку играют только против туза, короля или валета</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="174"/>
        <source>the Ace has no card to destroy in that place</source>
        <translation>на этом месте нет карты, которую мог бы уничтожить туз</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="175"/>
        <source>that card has nothing to act on now</source>
        <translation>этой карте сейчас не на что подействовать</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="177"/>
        <source>only a 2 to 7 of clubs, hearts or spades goes on the table</source>
        <translation>на стол выкладывают только трефы, черви и пики от 2 до 7</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="179"/>
        <source>only one Attack/Defense card may be played a turn</source>
        <translation>за ход можно сыграть только одну карту атаки/защиты</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="181"/>
        <source>a 6 or 7 needs one of your cards on the table to give up</source>
        <translation>шестёрка или семёрка выходит, только если пожертвовать своей картой на столе</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="183"/>
        <source>only a 6 or 7 gives up a card to come in</source>
        <translation>жертвовать картой на столе можно только ради шестёрки или семёрки</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/legality.py" line="184"/>
        <source>you already have five cards on the table</source>
        <translation>у вас уже пять карт на столе</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="24"/>
        <source>Suited Aces</source>
        <translation>Тузы по мастям</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="25"/>
        <source>An Ace hits all of the target&apos;s cards of one kind: A♠ those in attack position, A♥ those in defence, A♣ every Attack/Defense card, A♦ every equip.</source>
        <translation>Туз бьёт по всем картам цели одного вида: A♠ — по картам в атаке, A♥ — по картам в защите, A♣ — по всем картам атаки/защиты, A♦ — по всему снаряжению.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="29"/>
        <source>Nine counters</source>
        <translation>Ответная девятка</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="30"/>
        <source>A 9 no longer reverses the direction: played when an Ace, King or Jack is used on you, it turns that card back on its player.</source>
        <translation>Девятка больше не меняет направление: когда против вас сыгран туз, король или валет, она обращает эту карту против того, кто её сыграл.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="34"/>
        <source>What a 9 reverses</source>
        <translation>Что меняет девятка</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="35"/>
        <source>Whether a 9 sends the turns the other way round as well as the attacks, or turns only the attacks while the turns keep going clockwise.</source>
        <translation>Меняет ли девятка и порядок ходов, и направление атак, или только атаки, а ходы по-прежнему идут по часовой стрелке.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="38"/>
        <source>The turn order and the attacks</source>
        <translation>Порядок ходов и атаки</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="39"/>
        <source>Only the attacks; the turns keep going clockwise</source>
        <translation>Только атаки; ходы по-прежнему идут по часовой стрелке</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="44"/>
        <source>10s stop Aces, Kings and Jacks</source>
        <translation>Десятки останавливают тузов, королей и валетов</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="45"/>
        <source>A player may play a 10 from his hand when an Ace, King or Jack is used on him, as against an attack: the card then does nothing.</source>
        <translation>Когда против игрока сыграны туз, король или валет, он может, как против атаки, сыграть десятку с руки: тогда карта ничего не делает.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="50"/>
        <source>Equips and doubling</source>
        <translation>Снаряжение и удвоение</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="51"/>
        <source>Whether an equip adds to the values a ♠ or ♥ already doubled, or to the rank before it is doubled.</source>
        <translation>Прибавляется ли снаряжение к уже удвоенным значениям ♠ или ♥ или к достоинству карты до удвоения.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="54"/>
        <source>Added after doubling: a 4♦ on a 5♠ makes 12/7</source>
        <translation>После удвоения: 4♦ на 5♠ даёт 12/7</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="55"/>
        <source>Added before doubling: a 4♦ on a 5♠ makes 14/7</source>
        <translation>До удвоения: 4♦ на 5♠ даёт 14/7</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="63"/>
        <source>The rules as written, with no optional rules.</source>
        <translation>Правила как написано, без дополнительных правил.</translation>
    </message>
    <message>
        <source>The rules as the seed gives them, no optional rules.</source>
        <translation type="vanished">Правила из описания игры, без дополнительных правил.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="65"/>
        <source>Both optional rules</source>
        <translation>Оба дополнительных правила</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/options.py" line="66"/>
        <source>Suited Aces and Nine counters, for players who know the game.</source>
        <translation>«Тузы по мастям» и «Ответная девятка» — для тех, кто уже знает игру.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="38"/>
        <source>Add a joker</source>
        <translation>Добавить джокера</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="39"/>
        <source>One joker joins the deck: the highest single card, which cannot be part of a combination. With four players it lets 13 cards each be dealt.</source>
        <translation>В колоду добавляется джокер: самая старшая одиночная карта, которая не входит в комбинации. При четырёх игроках так можно раздать всем по 13 карт.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="43"/>
        <source>Hands in a game</source>
        <translation>Раздач в игре</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="44"/>
        <source>How many hands make a game; the fewest drinks in all wins. 0 plays on until you end the game from the Game menu.</source>
        <translation>Сколько раздач в игре; побеждает тот, у кого меньше всего глотков. При 0 игра идёт, пока вы не завершите её в меню «Игра».</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="49"/>
        <source>Ultimate Loser&apos;s penalty</source>
        <translation>Штраф для Ultimate Loser</translation>
    </message>
    <message>
        <source>What the last player left holding cards drinks on top of the drinks along the way (the seed&apos;s half a beverage is about four drinks).</source>
        <translation type="vanished">Сколько пьёт последний, у кого остались карты, сверх глотков по ходу игры (полбокала из описания игры — это примерно четыре глотка).</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="50"/>
        <source>What the last player left holding cards drinks on top of the drinks along the way (the original rules say half a glass, which is about four drinks).</source>
        <translation>Сколько пьёт последний игрок с картами на руках сверх глотков по ходу игры (в исходных правилах — полстакана, примерно четыре глотка).</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="55"/>
        <source>End of the hand</source>
        <translation>Конец раздачи</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="56"/>
        <source>Whether the hand ends the moment only one player holds cards, or the round is played out first, so that the last players may run out together.</source>
        <translation>Заканчивается ли раздача, как только карты остались у одного игрока, или сначала доигрывается круг, так что последние игроки могут выйти вместе.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="59"/>
        <source>As soon as only one player holds cards</source>
        <translation>Как только карты остались у одного игрока</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="60"/>
        <source>At the end of the round</source>
        <translation>В конце круга</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="65"/>
        <source>The winner drinks too when tied lowest</source>
        <translation>Победитель тоже пьёт, если его ход вровень с самым слабым</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="66"/>
        <source>When every play of a round is of the same height, the first still wins the round, and all of them drink as the lowest play, the winner included.</source>
        <translation>Если все ходы круга одинаковой высоты, круг выигрывает первый, но пьют все как самый слабый ход, включая победителя.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="71"/>
        <source>FourPlay with four singles</source>
        <translation>Каре из четырёх одиночных карт</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="72"/>
        <source>Four single cards of one rank played in the same round count as four of a kind: everyone drinks one.</source>
        <translation>Четыре одиночные карты одного достоинства в одном круге считаются каре: все пьют по глотку.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="81"/>
        <source>As the game&apos;s authors play it: one deck, five hands, four drinks for the Ultimate Loser.</source>
        <translation>Как играют авторы игры: одна колода, пять раздач, четыре глотка для Ultimate Loser.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="86"/>
        <source>With the joker</source>
        <translation>С джокером</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="87"/>
        <source>One joker added as the highest single card; otherwise standard.</source>
        <translation>Добавлен джокер — самая старшая одиночная карта; в остальном стандартные правила.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="91"/>
        <source>Open-ended</source>
        <translation>Без ограничения раздач</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/options.py" line="92"/>
        <source>Play hand after hand until you choose to stop.</source>
        <translation>Раздача за раздачей, пока вы не решите остановиться.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/state.py" line="275"/>
        <source>only an open-ended game can be ended before its last hand</source>
        <translation>до последней раздачи можно завершить только игру без ограничения раздач</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/state.py" line="277"/>
        <source>first choose rock, paper or scissors for the lead</source>
        <translation>сначала выберите камень, ножницы или бумагу, чтобы решить, кто ходит первым</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/state.py" line="279"/>
        <source>rock-paper-scissors is played only when nobody who played can lead</source>
        <translation>в «камень, ножницы, бумагу» играют, только когда никто из сыгравших не может ходить первым</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/state.py" line="284"/>
        <source>the leader must play: lead a card or a combination</source>
        <translation>кто начинает круг, тот обязан сыграть: выложите карту или комбинацию</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/state.py" line="291"/>
        <source>{shape} was led: play {shape}, high or low, or pass</source>
        <translation>Первый ход — {shape}: сыграйте {shape}, старше или младше, или пасуйте</translation>
    </message>
    <message>
        <source>{shape} was led: play {shape} of any height, or pass</source>
        <translation type="vanished">первым ходом сыграли {shape}: сыграйте {shape} любого достоинства или спасуйте</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="22"/>
        <source>Deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="23"/>
        <source>The short deck (seven to ace) or the full deck (two to ace); aces are always high.</source>
        <translation>Короткая колода (от семёрки до туза) или полная (от двойки до туза); туз всегда старший.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="25"/>
        <source>32 cards, seven to ace</source>
        <translation>32 карты, от семёрки до туза</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="26"/>
        <source>52 cards, two to ace</source>
        <translation>52 карты, от двойки до туза</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="30"/>
        <source>The longest deal</source>
        <translation>Самая большая раздача</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="31"/>
        <source>Whether the deal with the most cards is played once or once by every dealer.</source>
        <translation>Играется ли раздача с наибольшим числом карт один раз или по разу у каждого сдающего.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="33"/>
        <source>Played once, at the top of the climb</source>
        <translation>Один раз, на вершине подъёма</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="34"/>
        <source>Played once per player, so everyone deals it</source>
        <translation>По разу на игрока: её сдаёт каждый</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="38"/>
        <source>Most cards in a deal</source>
        <translation>Предел карт в раздаче</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="39"/>
        <source>A cap on the longest deal for a shorter game (0: as many as the deck allows).</source>
        <translation>Предел для самой большой раздачи, чтобы игра была короче (0 — сколько позволяет колода).</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="43"/>
        <source>Trumps</source>
        <translation>Козыри</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="44"/>
        <source>How each deal&apos;s trump suit is found before the bidding.</source>
        <translation>Как перед заказами определяется козырная масть каждой раздачи.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="46"/>
        <source>A suit drawn at random</source>
        <translation>Случайная масть</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="47"/>
        <source>The top card of the undealt stock (no trumps if none is left)</source>
        <translation>Верхняя карта оставшейся колоды (без козырей, если карт не осталось)</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="51"/>
        <source>Missing a bid</source>
        <translation>Недобор</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="52"/>
        <source>What a player who takes fewer tricks than bid loses.</source>
        <translation>Сколько теряет игрок, взявший меньше взяток, чем заказал.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="54"/>
        <source>Complete responsibility: 10 per trick bid</source>
        <translation>Полная ответственность: 10 за каждую заказанную взятку</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="55"/>
        <source>Partial responsibility: 10 per trick short</source>
        <translation>Частичная ответственность: 10 за каждую недобранную взятку</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="59"/>
        <source>Loss limit</source>
        <translation>Предел проигрыша</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="60"/>
        <source>The game stops after the deal in which someone&apos;s settlement loss reaches this (0: no limit).</source>
        <translation>Игра останавливается после раздачи, в которой чей-то проигрыш по расчёту достигает этой величины (0 — без предела).</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="65"/>
        <source>Stake per point</source>
        <translation>Ставка за очко</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="66"/>
        <source>Money per settlement point when the game is settled (in any unit the table likes).</source>
        <translation>Сколько денег стоит очко при окончательном расчёте (в любых единицах, о которых договорились за столом).</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="76"/>
        <source>32 cards, a random trump each deal, complete responsibility, no loss limit.</source>
        <translation>32 карты, случайный козырь в каждой раздаче, полная ответственность, без предела проигрыша.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="80"/>
        <source>Full deck</source>
        <translation>Полная колода</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="81"/>
        <source>The same game with all 52 cards: longer climbs and bigger deals.</source>
        <translation>Та же игра со всеми 52 картами: подъём дольше, раздачи больше.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="85"/>
        <source>Turned-up trumps</source>
        <translation>Открытый козырь</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="86"/>
        <source>The top card of the undealt stock names trumps; no trumps when the deck is used up.</source>
        <translation>Козыри — по верхней карте оставшейся колоды; без козырей, когда колода кончилась.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="90"/>
        <source>Short game</source>
        <translation>Короткая игра</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="91"/>
        <source>No deal longer than five cards, and partial responsibility for missed bids.</source>
        <translation>Раздачи не больше пяти карт и частичная ответственность за недобор.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="95"/>
        <source>For a stake, with a limit</source>
        <translation>На деньги, с пределом</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/options.py" line="96"/>
        <source>One unit per point, and the game stops once someone has lost 300 points.</source>
        <translation>Одна единица за очко; игра останавливается, как только кто-то проиграл 300 очков.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/state.py" line="218"/>
        <source>the bidding is over: play a card</source>
        <translation>заказы уже сделаны: сыграйте карту</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/state.py" line="232"/>
        <source>must trump: void in {suit}</source>
        <translation>нужно козырять: нет масти {suit}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/state.py" line="240"/>
        <source>the bidding comes first: bid a number of tricks before playing</source>
        <translation>сначала заказ: закажите число взяток, а потом ходите</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/games/up_and_down/state.py" line="243"/>
        <source>bids go from 0 to %n: there is/are only %n card(s) in hand</source>
        <translation>
            <numerusform>заказ — от 0 до %n: на руке всего %n карта</numerusform>
            <numerusform>заказ — от 0 до %n: на руке всего %n карты</numerusform>
            <numerusform>заказ — от 0 до %n: на руке всего %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/games/up_and_down/state.py" line="246"/>
        <source>the dealer, bidding last, may not bid {bid}: the bids would add up to the %n card(s) in hand</source>
        <translation>
            <numerusform>сдающий заказывает последним и не может заказать {bid}: сумма заказов равнялась бы числу карт на руке — %n</numerusform>
            <numerusform>сдающий заказывает последним и не может заказать {bid}: сумма заказов равнялась бы числу карт на руке — %n</numerusform>
            <numerusform>сдающий заказывает последним и не может заказать {bid}: сумма заказов равнялась бы числу карт на руке — %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/state.py" line="253"/>
        <source>Bid {bid}</source>
        <translation>Заказ {bid}</translation>
    </message>
    <message>
        <location filename="../cardtable/engine/state_base.py" line="42"/>
        <source>the game is over</source>
        <translation>игра окончена</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="31"/>
        <source>Card Table games ({pattern})</source>
        <translation>Игры Card Table ({pattern})</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="32"/>
        <source>JSON files ({pattern})</source>
        <translation>Файлы JSON ({pattern})</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="52"/>
        <location filename="../cardtable/ui/game_files.py" line="60"/>
        <source>Save game</source>
        <translation>Сохранить игру</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="60"/>
        <source>The game was not saved: {reason}.</source>
        <translation>Игра не сохранена: {reason}.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="63"/>
        <source>Saved to {path}</source>
        <translation>Сохранено: {path}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="69"/>
        <location filename="../cardtable/ui/game_files.py" line="75"/>
        <source>Open game</source>
        <translation>Открыть игру</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="76"/>
        <source>This game cannot be opened: {reason}</source>
        <translation>Эту игру нельзя открыть: {reason}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="98"/>
        <source>You have an unfinished game of {game} with {names}.</source>
        <translation>У вас есть неоконченная игра «{game}» с игроками: {names}.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="102"/>
        <source>Scores: {scores}.</source>
        <translation>Очки: {scores}.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_files.py" line="102"/>
        <source>Continue it?</source>
        <translation>Продолжить её?</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/scoresheet_view.py" line="75"/>
        <source>%n point(s) unscored</source>
        <translation>
            <numerusform>%n очко не засчитано</numerusform>
            <numerusform>%n очка не засчитано</numerusform>
            <numerusform>%n очков не засчитано</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="76"/>
        <source>{name}: played in part by a substitute or the computer</source>
        <translation>{name}: частично играли заменяющий игрок или компьютер</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="77"/>
        <source>{name}: played by the computer</source>
        <translation>{name}: играл компьютер</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="98"/>
        <source>Winner: {names}</source>
        <translation>Победа: {names}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="106"/>
        <source>finished</source>
        <translation>завершена</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="106"/>
        <source>abandoned</source>
        <translation>прервана</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/ui.py" line="29"/>
        <source>Keep the hearts and the queen of spades out of your tricks, or take every one of them.</source>
        <translation>Не берите во взятки черви и даму пик — или заберите их все до одной.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/ui.py" line="43"/>
        <source>☾ moon</source>
        <translation>☾ луна</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/ui.py" line="43"/>
        <source>↺ reset to 0</source>
        <translation>↺ сброс на 0</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/ui.py" line="44"/>
        <source>−5 no tricks</source>
        <translation>−5 без взяток</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/ui.py" line="44"/>
        <source>● took the pool</source>
        <translation>● забирает банк</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/ui.py" line="24"/>
        <source>Name trumps, pass more cards each hand, win tricks and beware the Jacks and the Ugly seven.</source>
        <translation>Козыри, всё больше карт на передачу, взятки — и берегитесь валетов и семёрки Ugly.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/ui.py" line="28"/>
        <source>took the Ugly 7♦</source>
        <translation>берёт Ugly 7♦</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/ui.py" line="29"/>
        <source>took the Ugly 7♦ and the Charm 7♣</source>
        <translation>берёт Ugly 7♦ и Charm 7♣</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/ui.py" line="37"/>
        <source>Back a turn</source>
        <translation>На целый ход назад</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/ui.py" line="37"/>
        <source>Forward a turn</source>
        <translation>На целый ход вперёд</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/ui.py" line="40"/>
        <source>A duel of decks: attack with low cards, equip them with diamonds and make the others run out.</source>
        <translation>Дуэль колод: атакуйте младшими картами, усиливайте их бубнами, лишите соперников карт.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/ui.py" line="50"/>
        <source>winner</source>
        <translation>победитель</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/ui.py" line="53"/>
        <source>out {place}</source>
        <translation>выбывает, место {place}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/ui.py" line="67"/>
        <source>End your turn: the next player plays.</source>
        <translation>Закончить ход: ходит следующий игрок.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/ui.py" line="69"/>
        <source>{choice}: your answer to the move made against you.</source>
        <translation>{choice}: ваш ответ на ход против вас.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/ui.py" line="71"/>
        <source>{choice}: do it now; your turn goes on until you end it.</source>
        <translation>{choice}: сделать это сейчас; ваш ход продолжается, пока вы его не закончите.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/ui.py" line="26"/>
        <source>The deals grow and shrink by a card: say how many tricks you will take, then take exactly that many.</source>
        <translation>Раздачи растут и убывают на карту: закажите число взяток и возьмите ровно столько.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/ui.py" line="33"/>
        <source>limit</source>
        <translation>лимит</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/ui.py" line="40"/>
        <source>Settlement</source>
        <translation>Расчёт</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/ui.py" line="44"/>
        <source>Money</source>
        <translation>Деньги</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/disk_worker.py" line="35"/>
        <source>another program has locked the score history</source>
        <translation>другая программа заблокировала историю игр</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/disk_worker.py" line="36"/>
        <source>the disk is full</source>
        <translation>диск заполнен</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/disk_worker.py" line="37"/>
        <source>the score history&apos;s file or folder cannot be written to</source>
        <translation>в файл или папку истории игр нельзя записывать</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/disk_worker.py" line="38"/>
        <source>the score history was made by a newer version of Card Table</source>
        <translation>история игр создана более новой версией Card Table</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/disk_worker.py" line="39"/>
        <source>the system refused to write to the score history</source>
        <translation>система отказала в записи в историю игр</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/disk_worker.py" line="45"/>
        <source>The disk is full. Card Table has used the room it keeps for this moment, so your game is saved. Free some space on the disk soon: once that room is used up, your games are kept only while Card Table runs.</source>
        <translation>Диск заполнен. Card Table использовал место, которое держит про запас на этот случай, поэтому ваша партия сохранена. Освободите место на диске поскорее: когда запас кончится, ваши партии будут храниться, только пока Card Table открыт.</translation>
    </message>
    <message>
        <source>the disk is full. Card Table has used the room it keeps for this moment, so this game is saved; free some space on the disk soon, since once that room is used up your games are kept only while Card Table runs</source>
        <translation type="vanished">диск заполнен. Card Table использовал место, которое держит про запас на этот случай, поэтому эта партия сохранена; освободите место на диске поскорее: когда запас кончится, ваши партии будут храниться, только пока Card Table открыт</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/disk_worker.py" line="53"/>
        <source>the disk is full, and the room Card Table keeps for this is used up: this game&apos;s moves are kept only while Card Table runs. Free some space on the disk before you quit, or they are lost</source>
        <translation>диск заполнен, и запас места, который держит Card Table, израсходован: ходы этой партии хранятся, только пока Card Table открыт. Освободите место на диске, прежде чем выйти, иначе они пропадут</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/disk_worker.py" line="62"/>
        <source>free some space on the disk</source>
        <translation>освободите место на диске</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/disk_worker.py" line="63"/>
        <source>make Card Table&apos;s data folder writable</source>
        <translation>сделайте папку данных Card Table доступной для записи</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="47"/>
        <source>Please enter your name.</source>
        <translation>Введите своё имя.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="48"/>
        <source>Your name can have at most {n} characters.</source>
        <translation>Имя может содержать не более {n} символов.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="50"/>
        <source>Your name cannot contain line breaks or control characters.</source>
        <translation>Имя не может содержать переносы строк и управляющие символы.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="51"/>
        <source>Your name holds characters that cannot be stored.</source>
        <translation>В имени есть символы, которые нельзя сохранить.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_ui.py" line="68"/>
        <source>Back a trick</source>
        <translation>На взятку назад</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_ui.py" line="68"/>
        <source>Forward a trick</source>
        <translation>На взятку вперёд</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_ui.py" line="73"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_ui.py" line="88"/>
        <source>{choice}: say how many tricks you will win this deal; only an exact bid scores well.</source>
        <translation>{choice}: сколько взяток вы возьмёте в этой раздаче; хорошо оплачивается только точный заказ.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_ui.py" line="90"/>
        <source>{choice}: name the trumps for this hand; a trump beats any card of another suit.</source>
        <translation>{choice}: назначить козыри на эту раздачу; козырь бьёт любую карту другой масти.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_ui.py" line="92"/>
        <source>{choice}: rock beats scissors, scissors beat paper, paper beats rock; the last one in leads.</source>
        <translation>{choice}: камень бьёт ножницы, ножницы бьют бумагу, бумага бьёт камень; кто останется последним, тот ходит первым.</translation>
    </message>
    <message>
        <source>Game over. Winner: {names}</source>
        <translation type="vanished">Игра окончена. Победа: {names}</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/table.py" line="74"/>
        <source>Kitty: {count}</source>
        <translation>Прикуп: {count}</translation>
    </message>
    <message>
        <source>{name} bids {bid}.</source>
        <translation type="vanished">{name} заказывает {bid}.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/trick_table.py" line="219"/>
        <source>You bid {bid}.</source>
        <translation>Вы заказываете {bid}.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/table.py" line="92"/>
        <location filename="../cardtable/games/black_lady/window/ui.py" line="37"/>
        <source>Hearts are broken.</source>
        <translation>Черви открыты.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/table.py" line="109"/>
        <source>The {card} has been played!</source>
        <translation>{card} на столе!</translation>
    </message>
    <message>
        <source>{name} names {suit} trumps.</source>
        <translation type="vanished">{name} объявляет козыри: {suit}.</translation>
    </message>
    <message>
        <source>You name {suit} trumps.</source>
        <translation type="vanished">Вы объявляете козыри: {suit}.</translation>
    </message>
    <message>
        <source>{name} calls no trumps.</source>
        <translation type="vanished">{name} объявляет игру без козырей.</translation>
    </message>
    <message>
        <source>You call no trumps.</source>
        <translation type="vanished">Вы объявляете игру без козырей.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/trick_table.py" line="295"/>
        <source>No trumps this deal.</source>
        <translation>В этой раздаче без козырей.</translation>
    </message>
    <message>
        <source>{name} takes the kitty.</source>
        <translation type="vanished">{name} забирает прикуп.</translation>
    </message>
    <message>
        <source>You take the kitty.</source>
        <translation type="vanished">Вы берёте прикуп.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/trick_table.py" line="218"/>
        <source>{name} bid {bid}.</source>
        <translation>{name} заказывает {bid}.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/passing.py" line="116"/>
        <source>Passed to you by {name}</source>
        <translation>Передана вам игроком {name}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/trick_table.py" line="288"/>
        <source>{name} named {suit} trumps.</source>
        <translation>{name} объявляет козыри: {suit}.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/trick_table.py" line="289"/>
        <source>You named {suit} trumps.</source>
        <translation>Вы объявляете козыри: {suit}.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/trick_table.py" line="291"/>
        <source>{name} called no trumps.</source>
        <translation>{name} объявляет игру без козырей.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/trick_table.py" line="292"/>
        <source>You called no trumps.</source>
        <translation>Вы объявляете игру без козырей.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/table.py" line="114"/>
        <source>{name} took the kitty.</source>
        <translation>{name} забирает прикуп.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/table.py" line="115"/>
        <source>You took the kitty.</source>
        <translation>Вы забираете прикуп.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/trick_table.py" line="336"/>
        <source>No trick has been played yet in this hand.</source>
        <translation>В этой раздаче ещё не было ни одной взятки.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/trick_table.py" line="337"/>
        <source>No trick has been played yet in this deal.</source>
        <translation>В этой раздаче ещё не было ни одной взятки.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/passing.py" line="139"/>
        <source>That card may not be passed.</source>
        <translation>Эту карту передавать нельзя.</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/table/passing.py" line="142"/>
        <source>You have already chosen %n card(s).</source>
        <translation>
            <numerusform>Вы уже выбрали %n карту.</numerusform>
            <numerusform>Вы уже выбрали %n карты.</numerusform>
            <numerusform>Вы уже выбрали %n карт.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/passing.py" line="166"/>
        <source>Pass cards</source>
        <translation>Передать карты</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/passing.py" line="166"/>
        <source>Pass the chosen cards (P)</source>
        <translation>Передать выбранные карты (P)</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/words.py" line="23"/>
        <source>{names} and {last}</source>
        <translation>{names} и {last}</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/words.py" line="30"/>
        <source>Game over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/words.py" line="34"/>
        <source>Game over: you win.</source>
        <translation>Игра окончена: вы победили.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/words.py" line="35"/>
        <source>Game over: you and {names} win.</source>
        <translation>Игра окончена: победили вы и {names}.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/words.py" line="37"/>
        <source>Game over: {name} wins.</source>
        <translation>Игра окончена: победа за {name}.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/words.py" line="38"/>
        <source>Game over: {names} win.</source>
        <translation>Игра окончена: победили {names}.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/words.py" line="47"/>
        <source>You won the game.</source>
        <translation>Вы выиграли игру.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/words.py" line="48"/>
        <source>You and {names} won the game.</source>
        <translation>Вы и {names} выиграли игру.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/words.py" line="49"/>
        <source>{names} won the game.</source>
        <translation>Игру выиграли: {names}.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/trick_table.py" line="98"/>
        <source>Stock: {count}</source>
        <translation>Колода: {count}</translation>
    </message>
    <message>
        <location filename="../cardtable/session/remote.py" line="216"/>
        <source>You are watching this table: a spectator does not play.</source>
        <translation>Вы наблюдаете за этим столом: зритель не играет.</translation>
    </message>
    <message>
        <location filename="../cardtable/session/remote.py" line="218"/>
        <source>It is not your turn.</source>
        <translation>Сейчас не ваш ход.</translation>
    </message>
    <message>
        <location filename="../cardtable/session/remote.py" line="222"/>
        <source>That move is not allowed now.</source>
        <translation>Сейчас такой ход не разрешён.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="22"/>
        <source>Random</source>
        <translation>Случайный</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="22"/>
        <source>Easy</source>
        <translation>Лёгкий</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="22"/>
        <source>Normal</source>
        <translation>Обычный</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="23"/>
        <source>Expert</source>
        <translation>Эксперт</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="43"/>
        <source>house rules</source>
        <translation>домашние правила</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="51"/>
        <source>{taken}/{total}: {names}</source>
        <translation>{taken}/{total}: {names}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="58"/>
        <source>kept for {name}</source>
        <translation>оставлено для {name}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="59"/>
        <source>open</source>
        <translation>свободно</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="61"/>
        <source>computer ({level})</source>
        <translation>компьютер ({level})</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="67"/>
        <source>over</source>
        <translation>окончена</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="69"/>
        <source>under way</source>
        <translation>идёт</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="70"/>
        <source>waiting for players</source>
        <translation>ждёт игроков</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="74"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="104"/>
        <source>waiting for a player</source>
        <translation>ждёт игрока</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="106"/>
        <source>the computer ({level})</source>
        <translation>компьютер ({level})</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="108"/>
        <source>away: the computer plays</source>
        <translation>нет на месте: играет компьютер</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="111"/>
        <source>away: {name} plays instead</source>
        <translation>нет на месте: заменяет {name}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="113"/>
        <source>here</source>
        <translation>на месте</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="115"/>
        <source>away: seat held for {time}</source>
        <translation>нет на месте: место сохраняется ещё {time}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="117"/>
        <source>away: a friend may sit for {time}, then anyone</source>
        <translation>нет на месте: ещё {time} может сесть друг, потом любой</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="119"/>
        <source>away: another player may sit</source>
        <translation>нет на месте: может сесть другой игрок</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/seat_words.py" line="121"/>
        <source>; the computer in {time}</source>
        <translation>; компьютер через {time}</translation>
    </message>
    <message>
        <location filename="../cardtable/engine/decisions.py" line="19"/>
        <source>nothing was decided: choose a card or an action</source>
        <translation>ничего не выбрано: выберите карту или действие</translation>
    </message>
    <message>
        <location filename="../cardtable/engine/decisions.py" line="22"/>
        <source>one decision at a time: only the cards of one pass go together</source>
        <translation>по одному решению за раз: вместе идут только карты одной передачи</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/unsaved_games.py" line="41"/>
        <source>Games not saved</source>
        <translation>Партии не сохранены</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/unsaved_games.py" line="42"/>
        <source>%n game(s) could not be written to the disk (it is full, or the data folder cannot be written to) and would be lost if Card Table closed now. Free some space on the disk, then choose Try again.</source>
        <translation>
            <numerusform>%n партию не удалось записать на диск (он заполнен, или в папку данных нельзя писать), и она пропадёт, если закрыть Card Table сейчас. Освободите место на диске и выберите «Повторить».</numerusform>
            <numerusform>%n партии не удалось записать на диск (он заполнен, или в папку данных нельзя писать), и они пропадут, если закрыть Card Table сейчас. Освободите место на диске и выберите «Повторить».</numerusform>
            <numerusform>%n партий не удалось записать на диск (он заполнен, или в папку данных нельзя писать), и они пропадут, если закрыть Card Table сейчас. Освободите место на диске и выберите «Повторить».</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/unsaved_games.py" line="45"/>
        <source>Try again</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/unsaved_games.py" line="46"/>
        <source>Close and lose them</source>
        <translation>Закрыть и потерять их</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/help.py" line="13"/>
        <location filename="../cardtable/games/ugly/window/help.py" line="13"/>
        <location filename="../cardtable/games/ugo/window/help.py" line="13"/>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="13"/>
        <location filename="../cardtable/games/up_and_down/window/help.py" line="13"/>
        <source>The aim</source>
        <translation>Цель</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/help.py" line="14"/>
        <source>Take as few points as you can. Every heart in the tricks you win costs 1 point and the queen of spades (the black lady) costs 13. When someone reaches 100 points the game ends, and the fewest points wins.</source>
        <translation>Наберите как можно меньше очков. Каждая червонная карта во взятках, которые вы берёте, стоит 1 очко, а дама пик («чёрная леди») — 13. Когда кто-то набирает 100 очков, игра заканчивается; побеждает тот, у кого меньше всех очков.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/help.py" line="17"/>
        <location filename="../cardtable/games/up_and_down/window/help.py" line="16"/>
        <source>A deal</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/help.py" line="18"/>
        <source>All the cards are dealt. Each player then passes three cards face down to the player on the left, and the tricks are played.</source>
        <translation>Сдаются все карты. Затем каждый игрок передаёт три карты рубашкой вверх соседу слева, и разыгрываются взятки.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/help.py" line="20"/>
        <source>Taking every heart and the queen of spades in one deal is shooting the moon: you score nothing and everyone else takes the whole 26.</source>
        <translation>Взять за одну раздачу все черви и даму пик — значит выстрелить в луну: вам не записывается ничего, а все остальные получают по 26 очков.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/help.py" line="22"/>
        <location filename="../cardtable/games/ugly/window/help.py" line="21"/>
        <location filename="../cardtable/games/ugo/window/help.py" line="25"/>
        <location filename="../cardtable/games/up_and_down/window/help.py" line="21"/>
        <source>A turn</source>
        <translation>Ход</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/help.py" line="23"/>
        <source>The leader plays any card; the others must follow the suit led if they can, and may play any card if they cannot. The highest card of the suit led wins the trick and leads the next one. There are no trumps.</source>
        <translation>Первый игрок ходит любой картой; остальные обязаны ходить в масть, если могут, а если не могут — кладут любую карту. Взятку берёт старшая карта масти захода, и взявший начинает следующую взятку. Козырей нет.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/help.py" line="26"/>
        <location filename="../cardtable/games/ugly/window/help.py" line="29"/>
        <location filename="../cardtable/games/ugo/window/help.py" line="37"/>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="28"/>
        <location filename="../cardtable/games/up_and_down/window/help.py" line="28"/>
        <source>At the table</source>
        <translation>За столом</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/help.py" line="27"/>
        <source>To pass: click three cards to raise them (click again to lower one), then press Pass cards.</source>
        <translation>Передача: щёлкните три карты, чтобы приподнять их (повторный щелчок опускает карту), затем нажмите «Передать карты».</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/help.py" line="29"/>
        <source>To play: click a card, or drag it to the middle. Cards you may not play are dimmed; point at one to see why. L shows the last trick again.</source>
        <translation>Ход: щёлкните карту или перетащите её в центр. Карты, которыми ходить нельзя, затемнены; наведите на такую карту указатель, чтобы узнать почему. Клавиша L снова показывает последнюю взятку.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/help.py" line="37"/>
        <source>Tip: click cards to raise them (click again to lower one), then press Pass cards. Give away high hearts and spades.</source>
        <translation>Совет: щёлкайте карты, чтобы приподнять их (повторный щелчок опускает карту), затем нажмите «Передать карты». Отдавайте старшие черви и пики.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/help.py" line="39"/>
        <source>Tip: click a card to play it, or drag it to the middle. Dimmed cards may not be played now: point at one to see why.</source>
        <translation>Совет: щёлкните карту, чтобы сыграть её, или перетащите её в центр. Затемнёнными картами сейчас ходить нельзя: наведите указатель на такую карту, чтобы узнать почему.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/help.py" line="48"/>
        <source>{word}: the penalty points taken so far; the fewest wins.</source>
        <translation>{word}: штрафные очки, набранные до сих пор; побеждает наименьший счёт.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/help.py" line="49"/>
        <source>The deal in progress, and where the cards are passed.</source>
        <translation>Текущая раздача и направление передачи карт.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/help.py" line="50"/>
        <source>A mark in brackets: the moon shot, or a score put back.</source>
        <translation>Пометка в скобках: выстрел в луну или сброшенный счёт.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/help.py" line="14"/>
        <source>Score the most points over the game: 7 hands with four players, 9 with three. Every trick you win is worth a point; Jacks in your tricks cost points.</source>
        <translation>Наберите за игру больше всех очков: 7 раздач вчетвером, 9 втроём. Каждая взятая взятка приносит очко; валеты в ваших взятках отнимают очки.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/help.py" line="16"/>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="16"/>
        <source>A hand</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/help.py" line="17"/>
        <source>All the cards are dealt. The player on the dealer&apos;s left names trumps (a suit, or no trumps). Then everyone passes cards to the left: one card in the first hand, three in the second, two more each hand, until the last hand passes the whole hand.</source>
        <translation>Сдаются все карты. Игрок слева от сдающего назначает козыри (масть или игру без козырей). Затем все передают карты налево: одну карту в первой раздаче, три во второй, в каждой следующей на две больше, пока в последней раздаче не передаются все карты на руке.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/help.py" line="22"/>
        <source>Follow the suit led if you can; if not, play any card, a trump or not. The highest trump wins the trick, or else the highest card of the suit led.</source>
        <translation>Ходите в масть, если можете; если нет — кладите любую карту, козырную или нет. Взятку берёт старший козырь, а если козырей нет — старшая карта масти захода.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/help.py" line="25"/>
        <source>1 point a trick. The Jacks cost J♠ 1, J♣ 2, J♦ 3, J♥ 4. Taking the Ugly card (7♦) doubles what your Jacks cost, or with no Jack doubles your tricks. The Charm (7♣) with the Ugly card cancels the doubling of Jacks, or with no Jack makes each trick worth 4.</source>
        <translation>1 очко за взятку. Валеты стоят: J♠ 1, J♣ 2, J♦ 3, J♥ 4. Кто возьмёт карту Ugly (7♦), платит за своих валетов вдвое, а если валетов нет — его взятки считаются вдвойне. Charm (7♣) вместе с картой Ugly отменяет удвоение за валетов, а если валетов нет — каждая взятка стоит 4.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/help.py" line="30"/>
        <source>To name trumps: press a suit or No trumps.</source>
        <translation>Козыри: нажмите масть или «Без козырей».</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/help.py" line="31"/>
        <source>To pass: click cards to raise them, then press Pass cards.</source>
        <translation>Передача: щёлкните карты, чтобы приподнять их, затем нажмите «Передать карты».</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/help.py" line="32"/>
        <source>To play: click a card, or drag it to the middle. Dimmed cards may not be played now; point at one to see why.</source>
        <translation>Ход: щёлкните карту или перетащите её в центр. Затемнёнными картами сейчас ходить нельзя; наведите указатель на такую карту, чтобы узнать почему.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/help.py" line="40"/>
        <source>Tip: press a suit to make it trumps, or No trumps. A suit you hold many cards of is a good choice.</source>
        <translation>Совет: нажмите масть, чтобы сделать её козырной, или «Без козырей». Хороший выбор — масть, в которой у вас много карт.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/help.py" line="42"/>
        <source>Tip: click cards to raise them, then press Pass cards: they go to the player on your left.</source>
        <translation>Совет: щёлкните карты, чтобы приподнять их, затем нажмите «Передать карты»: они уйдут игроку слева от вас.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/help.py" line="44"/>
        <source>Tip: click a card to play it. Every trick you win is a point; Jacks in your tricks cost points, and the Ugly 7♦ doubles what they cost.</source>
        <translation>Совет: щёлкните карту, чтобы сыграть её. Каждая взятая взятка — очко; валеты в ваших взятках отнимают очки, а Ugly 7♦ удваивает их цену.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/help.py" line="53"/>
        <source>{word}: the points of the hands so far; the most wins.</source>
        <translation>{word}: очки за сыгранные раздачи; побеждает наибольший счёт.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/help.py" line="54"/>
        <source>Under it: the tricks won this hand, then the scoring cards taken in them (Jacks cost points; the Ugly 7♦ and the Charm 7♣ change the sums).</source>
        <translation>Под ним: взятки, взятые в этой раздаче, а затем попавшие в них карты, которые идут в счёт (валеты отнимают очки; Ugly 7♦ и Charm 7♣ меняют суммы).</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/help.py" line="56"/>
        <source>The hand in progress, how many cards each player passes, and the trumps.</source>
        <translation>Текущая раздача, сколько карт передаёт каждый игрок, и козыри.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugly/window/help.py" line="57"/>
        <source>In brackets: who took the Ugly 7♦ (doubling their Jacks&apos; cost, or with no Jack their tricks), and the Charm 7♣ with it.</source>
        <translation>В скобках: кто взял Ugly 7♦ (она удваивает цену его валетов, а без валетов — его взятки), и Charm 7♣ вместе с ней.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/help.py" line="14"/>
        <source>Be the last player left. Each player has a deck of their own; whoever must draw from an empty deck is out. Lost fights make you mill: turn cards from the top of your deck onto your discard pile.</source>
        <translation>Останьтесь последним в игре. У каждого игрока своя колода; кто должен тянуть из пустой колоды, выбывает. Проигранные бои заставляют сбрасывать карты из колоды: вы снимаете карты с верха своей колоды и кладёте их в свою стопку сброса.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/help.py" line="17"/>
        <source>The cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/help.py" line="18"/>
        <source>The 2 to 7 of ♠, ♥ and ♣ fight: each has an attack and a defence value, shown beside it (spades double the attack, hearts the defence). The 2 to 7 of ♦ equip a fighter, adding to both values. A, K, Q, J, 10, 9 and 8 have powers: the Ace destroys a card of your target, the King makes them mill one, the Queen takes a card back from your discard pile, the Jack takes the top card of their deck, the 10 stops an attack on you, the 9 turns the direction of play, the 8 makes everyone throw away their hand and draw again.</source>
        <translation>Карты от 2 до 7 мастей ♠, ♥ и ♣ сражаются: у каждой есть значение атаки и значение защиты, они показаны рядом с картой (пики удваивают атаку, черви — защиту). Карты от 2 до 7 масти ♦ — снаряжение для бойца, оно прибавляется к обоим значениям. У туза, короля, дамы, валета, 10, 9 и 8 есть особые свойства: туз уничтожает карту вашей цели, король заставляет цель сбросить одну карту из колоды, дама возвращает карту из вашей стопки сброса, валет забирает верхнюю карту колоды цели, 10 останавливает атаку на вас, 9 меняет направление игры, 8 заставляет всех сбросить карты с руки и набрать новые.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/help.py" line="26"/>
        <source>Draw a card. Then, in any order: play one fighter (in attack position upright, or in defence position sideways, face up or down; a 6 or 7 costs one of your fighters on the table), play equips and powers, switch positions once, and attack with each card in attack position once. In the first round only its last player may attack. End your turn.</source>
        <translation>Возьмите карту из колоды. Затем в любом порядке: сыграйте одного бойца (в атаку — вертикально или в защиту — боком, в открытую или рубашкой вверх; за 6 или 7 придётся отдать одного из ваших бойцов на столе), сыграйте снаряжение и карты со свойствами, один раз поменяйте положение карт и атакуйте каждой картой, стоящей в атаке, по одному разу. В первом круге атаковать может только последний игрок этого круга. Закончите ход.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/help.py" line="31"/>
        <source>A fight</source>
        <translation>Бой</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/help.py" line="32"/>
        <source>The attack value meets the target&apos;s value (its defence if it lies sideways). A higher attack destroys the target, and its owner mills the difference if it stood in attack position. A lower attack makes the attacker mill the difference, and loses the attacker if the target stood in attack position. Equal values do nothing. A player with no fighter on the table mills the attack value.</source>
        <translation>Значение атаки сравнивается со значением цели (с её защитой, если цель лежит боком). Если атака выше, цель уничтожена, а её владелец сбрасывает из колоды число карт, равное разнице, если цель стояла в атаке. Если атака ниже, атакующий игрок сбрасывает из колоды число карт, равное разнице, а если цель стояла в атаке, ещё и теряет атакующую карту. При равных значениях ничего не происходит. Игрок без бойцов на столе сбрасывает из колоды число карт, равное значению атаки.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/help.py" line="38"/>
        <source>Click a card in your hand or on your table to see what it can do, then press the action; or drag it: a fighter onto the table, an equip onto your fighter, an attacker onto its target (or onto the player whose table is empty).</source>
        <translation>Щёлкните карту на руке или на своём столе, чтобы увидеть, что она может, затем нажмите нужное действие; или перетащите её: бойца — на стол, снаряжение — на своего бойца, атакующую карту — на её цель (или на игрока, у которого стол пуст).</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/help.py" line="41"/>
        <source>When you are attacked, press Play a 10 to stop it or Take the attack. Press End your turn when you are done. The log on the right tells every move.</source>
        <translation>Когда вас атакуют, нажмите «Сыграть десятку», чтобы остановить атаку, или «Принять атаку». Закончив, нажмите «Закончить ход». Журнал справа описывает каждый ход.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/help.py" line="49"/>
        <source>Tip: click a card to see what it can do and press the action, or drag it onto the table. No attacks in the first round; press End your turn when done.</source>
        <translation>Совет: щёлкните карту, чтобы увидеть, что она может, и нажмите действие, или перетащите её на стол. В первом круге атак нет; закончив, нажмите «Закончить ход».</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/help.py" line="52"/>
        <source>Tip: drag a card in attack position onto a card of your target (or onto the player when they have none) to attack; click any card to see every action.</source>
        <translation>Совет: чтобы атаковать, перетащите карту, стоящую в атаке, на карту вашей цели (или на самого игрока, если карт у него нет); щёлкните любую карту, чтобы увидеть все действия.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/help.py" line="55"/>
        <source>Tip: you are attacked. Press Play a 10 to stop it (if you hold one), or Take the attack.</source>
        <translation>Совет: вас атакуют. Нажмите «Сыграть десятку», чтобы остановить атаку (если десятка у вас есть), или «Принять атаку».</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/help.py" line="57"/>
        <source>Tip: a card is played on you. Stop it or turn it back with the buttons if your cards allow, or let it happen.</source>
        <translation>Совет: против вас сыграна карта. Остановите её или обратите против сыгравшего кнопками, если позволяют ваши карты, — или пропустите.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/help.py" line="66"/>
        <source>Under it: the cards left in the deck and in hand; &apos;out&apos; when knocked out. Whoever must draw from an empty deck is out.</source>
        <translation>Под ним: сколько карт осталось в колоде и на руке; «вне игры» — если игрок выбыл. Кто должен тянуть из пустой колоды, выбывает.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ugo/window/help.py" line="68"/>
        <source>The turn, and the direction of play: your target is the next player that way.</source>
        <translation>Чей ход и направление игры: ваша цель — следующий игрок в этом направлении.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="14"/>
        <source>Drink as little as you can: every drink is a point against you, and the fewest in the end wins (5 hands by default). Settings can call drinks penalty points.</source>
        <translation>Пейте как можно меньше: каждый глоток — очко против вас, и в конце побеждает тот, у кого их меньше всех (по умолчанию 5 раздач). В настройках глотки можно назвать штрафными очками.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="17"/>
        <source>All but a few cards are dealt; one left over lies face up as the gin card. Everyone tries to get rid of their cards. The last player still holding cards is the Ultimate Loser and drinks 4 more.</source>
        <translation>Сдаются все карты, кроме нескольких; одна из оставшихся лежит в открытую как джин-карта. Каждый старается избавиться от своих карт. Последний, у кого остались карты, становится Ultimate Loser и выпивает ещё 4 глотка.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="20"/>
        <source>A round</source>
        <translation>Круг</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="21"/>
        <source>The leader plays a single card, a pair, three or four of a kind, or a straight flush. Each other player in turn plays the same kind of combination (it need not be higher), or passes, or passes and swaps a card of their hand for the gin card. The highest play wins and leads next.</source>
        <translation>Начинающий выкладывает одну карту, пару, тройку, каре или стрит-флеш. Остальные по очереди кладут комбинацию того же вида (не обязательно старше), пасуют или пасуют и меняют карту с руки на джин-карту. Старшая комбинация выигрывает круг, и её хозяин начинает следующий.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="26"/>
        <source>The lowest play of a round drinks one, every pass drinks one, and a four of a kind makes everyone drink one.</source>
        <translation>Кто сыграл самую слабую комбинацию круга, пьёт глоток; за каждый пас — глоток; при каре все пьют по глотку.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="29"/>
        <source>To play: click cards to raise them (cards that cannot join them are dimmed), then press the Play button; or drag a card to the middle.</source>
        <translation>Ход: щёлкните карты, чтобы приподнять их (карты, которые к ним не подходят, затемнены), затем нажмите кнопку «Сыграть»; или перетащите карту в центр.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="31"/>
        <source>To pass: press Pass. To swap: drag a card from your hand onto the gin card.</source>
        <translation>Пас: нажмите «Пас». Обмен: перетащите карту с руки на джин-карту.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="32"/>
        <source>For rock-paper-scissors, press your choice.</source>
        <translation>В игре «камень, ножницы, бумага» нажмите кнопку со своим выбором.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="39"/>
        <source>Tip: click cards to raise a single card, a pair, a set or a straight flush, then press the Play button.</source>
        <translation>Совет: щёлкайте карты, чтобы приподнять одну карту, пару, набор или стрит-флеш, затем нажмите кнопку «Сыграть».</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="41"/>
        <source>Tip: play the same kind of combination as the lead (it need not beat it), or press Pass: a pass costs a drink.</source>
        <translation>Совет: сыграйте комбинацию того же вида, что и первая (бить её не обязательно), или нажмите «Пас»: за пас пьют глоток.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="43"/>
        <source>Tip: to pass and swap, drag a card from your hand onto the face-up gin card; the card you give becomes the gin card.</source>
        <translation>Совет: чтобы спасовать и обменяться, перетащите карту с руки на открытую джин-карту; отданная карта становится джин-картой.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="45"/>
        <source>Tip: nobody who played still holds cards; press rock, paper or scissors for the lead.</source>
        <translation>Совет: ни у кого из сыгравших не осталось карт; нажмите камень, ножницы или бумагу, чтобы решить, кто ходит первым.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="54"/>
        <source>{word}: what this player has drunk so far; the fewest wins.</source>
        <translation>{word}: сколько этот игрок уже выпил; побеждает тот, у кого меньше всех.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="55"/>
        <source>Under it: what this player drinks for this hand so far; &apos;out&apos; once they have no cards left.</source>
        <translation>Под ним: сколько этот игрок пьёт за эту раздачу на данный момент; «вне игры» — когда у него не осталось карт.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="57"/>
        <source>The hand in progress, and how much the Ultimate Loser (the last player holding cards) drinks.</source>
        <translation>Текущая раздача и сколько пьёт Ultimate Loser (последний игрок, у которого остались карты).</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/help.py" line="59"/>
        <source>In brackets: the Ultimate Loser of the hand, who drinks the penalty on top.</source>
        <translation>В скобках: Ultimate Loser раздачи, который сверх того выпивает штраф.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/help.py" line="14"/>
        <source>Finish with the most points. Before each deal you say how many tricks you will take, and only an exact bid scores well.</source>
        <translation>Наберите к концу игры больше всех очков. Перед каждой раздачей вы заказываете, сколько взяток возьмёте, и хорошо оплачивается только точный заказ.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/help.py" line="17"/>
        <source>The first deal has one card each, the next two, and so on up to the longest deal, then back down to one. Each deal has its trump suit, known before the bids. Each player bids how many tricks they will take; the dealer, bidding last, may not make the bids add up to the number of cards in a hand.</source>
        <translation>В первой раздаче у каждого по одной карте, в следующей по две и так далее до самой длинной раздачи, затем снова по убывающей до одной. В каждой раздаче своя козырная масть, известная до заказов. Каждый игрок заказывает, сколько взяток возьмёт; сдающий заказывает последним и не может заказать так, чтобы сумма заказов равнялась числу карт на руке.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/help.py" line="22"/>
        <source>Follow the suit led if you can; if not, play a trump if you can; else play any card. The highest trump wins, or else the highest card of the suit led.</source>
        <translation>Ходите в масть, если можете; если нет — козырем, если можете; иначе любой картой. Выигрывает старший козырь, а если козырей нет — старшая карта масти захода.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/help.py" line="25"/>
        <source>Exactly your bid: 10 points a trick (a bid of 0 made scores 5). More tricks than bid: 1 point a trick. Fewer: minus 10 for every trick bid. At the end every player settles up with every other for the difference of their scores.</source>
        <translation>Ровно по заказу: 10 очков за взятку (выполненный заказ 0 даёт 5). Больше взяток, чем заказано: 1 очко за взятку. Меньше: минус 10 за каждую заказанную взятку. В конце каждый игрок рассчитывается с каждым другим на разницу их очков.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/help.py" line="29"/>
        <source>To bid: press the number of tricks. A bid the rules forbid is greyed; point at it to see why.</source>
        <translation>Заказ: нажмите число взяток. Заказ, запрещённый правилами, затемнён; наведите на него указатель, чтобы узнать почему.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/help.py" line="31"/>
        <source>To play: click a card, or drag it to the middle.</source>
        <translation>Ход: щёлкните карту или перетащите её в центр.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/help.py" line="38"/>
        <source>Tip: press the number of tricks you expect to win. Only an exact bid scores well: 10 points a trick.</source>
        <translation>Совет: нажмите число взяток, которое рассчитываете взять. Хорошо оплачивается только точный заказ: 10 очков за взятку.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/help.py" line="40"/>
        <source>Tip: click a card to play it. Follow suit, else play a trump if you can; try to win exactly the tricks you bid.</source>
        <translation>Совет: щёлкните карту, чтобы сыграть её. Ходите в масть, а если нечем — козырем, если можете; старайтесь взять ровно столько взяток, сколько заказали.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/help.py" line="49"/>
        <source>{word}: the points of the deals so far; the most wins.</source>
        <translation>{word}: очки за сыгранные раздачи; побеждает наибольший счёт.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/help.py" line="50"/>
        <source>Under it: the tricks bid and the tricks won so far this deal; only an exact bid scores well.</source>
        <translation>Под ним: заказанные и уже взятые в этой раздаче взятки; хорошо оплачивается только точный заказ.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/help.py" line="52"/>
        <source>The deal in progress, how many cards each player has, and the trumps: a trump beats every card of the other suits.</source>
        <translation>Текущая раздача, сколько карт у каждого игрока, и козыри: козырь бьёт любую карту других мастей.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/up_and_down/window/help.py" line="54"/>
        <source>In brackets: the bid and the tricks taken, 3/2 for a bid of 3 and 2 tricks; &apos;limit&apos; when the loss limit was reached.</source>
        <translation>В скобках: заказ и взятые взятки, 3/2 — заказ 3 и 2 взятки; «лимит» — когда достигнут предел проигрыша.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/how_to_play.py" line="30"/>
        <source>How to play {game}</source>
        <translation>Как играть в {game}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/table_tips.py" line="32"/>
        <source>a person</source>
        <translation>человек</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/table_tips.py" line="32"/>
        <source>a computer player, level Easy</source>
        <translation>компьютерный игрок, уровень «Лёгкий»</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/table_tips.py" line="33"/>
        <source>a computer player, level Normal</source>
        <translation>компьютерный игрок, уровень «Обычный»</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/table_tips.py" line="34"/>
        <source>a computer player, level Expert</source>
        <translation>компьютерный игрок, уровень «Эксперт»</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/table_tips.py" line="35"/>
        <source>a computer player that plays at random</source>
        <translation>компьютерный игрок, играющий наугад</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/table_tips.py" line="36"/>
        <source>a player</source>
        <translation>игрок</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/table_tips.py" line="42"/>
        <source>{name}: {who}.</source>
        <translation>{name}: {who}.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/table_tips.py" line="48"/>
        <source>D: this player deals.</source>
        <translation>С: этот игрок сдаёт.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/table_tips.py" line="50"/>
        <source>Lit in gold: it is this player&apos;s turn.</source>
        <translation>Подсвечено золотым: ход этого игрока.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/table_tips.py" line="57"/>
        <source>The points each player scored this deal, and in bold the totals.</source>
        <translation>Очки каждого игрока за эту раздачу, а жирным — итоговые суммы.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/table_tips.py" line="92"/>
        <source>{name} (you)</source>
        <translation>{name} (вы)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/table_tips.py" line="96"/>
        <source>The deal in progress.</source>
        <translation>Текущая раздача.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/table_tips.py" line="97"/>
        <source>What just happened at the table.</source>
        <translation>Что только что произошло за столом.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/table_tips.py" line="103"/>
        <source>What was played last, each card at the seat that played it; the winner&apos;s card is framed.</source>
        <translation>Что было сыграно последним: каждая карта — у места игрока, который её сыграл; карта победителя в рамке.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/table_tips.py" line="107"/>
        <source>The cards nobody was dealt this deal; they are not played.</source>
        <translation>Карты, которые в этой раздаче никому не сданы; ими не играют.</translation>
    </message>
    <message numerus="yes">
        <source>UndoAsking</source>
        <comment>Undo goes back to your own last move, %n deal(s) ago: every move since is taken back.</comment>
        <translation type="vanished">
            <numerusform>«Отменить ход» вернёт вас к вашему последнему ходу, сделанному %n раздачу назад: все ходы после него будут отменены.</numerusform>
            <numerusform>«Отменить ход» вернёт вас к вашему последнему ходу, сделанному %n раздачи назад: все ходы после него будут отменены.</numerusform>
            <numerusform>«Отменить ход» вернёт вас к вашему последнему ходу, сделанному %n раздач назад: все ходы после него будут отменены.</numerusform>
        </translation>
    </message>
    <message>
        <source>UndoAsking</source>
        <comment>Undo goes back to your own last move: every move since is taken back.</comment>
        <translation type="vanished">«Отменить ход» вернёт вас к вашему последнему ходу: все ходы после него будут отменены.</translation>
    </message>
    <message>
        <source>UndoAsking</source>
        <comment>Among them are the moves the computer made for you.</comment>
        <translation type="vanished">Среди них — ходы, которые компьютер сделал за вас.</translation>
    </message>
    <message>
        <source>UndoAsking</source>
        <comment>Redo brings them back until you make a new move.</comment>
        <translation type="vanished">Их можно вернуть командой «Повторить ход», пока вы не сделаете новый ход.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/black_lady/window/ui.py" line="39"/>
        <source>Nobody took the trick: its cards wait for the next one.</source>
        <translation>Взятку никто не взял: её карты переходят к следующей.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/ui.py" line="51"/>
        <source>{name} swapped {given} for the gin card, {taken}.</source>
        <translation>{name}: {given} в обмен на джин-карту ({taken}).</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/ui.py" line="52"/>
        <source>You swapped {given} for the gin card, {taken}.</source>
        <translation>Вы: {given} в обмен на джин-карту ({taken}).</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/ui.py" line="55"/>
        <source>{name} is the Ultimate Loser.</source>
        <translation>{name} — Ultimate Loser.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/ui.py" line="56"/>
        <source>You are the Ultimate Loser.</source>
        <translation>Вы — Ultimate Loser.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/ui.py" line="95"/>
        <source>{name} played {play}: {cards}.</source>
        <translation>{name}: {play} — {cards}.</translation>
    </message>
    <message>
        <location filename="../cardtable/games/ultimate_loser/window/ui.py" line="96"/>
        <source>You played {play}: {cards}.</source>
        <translation>Вы: {play} — {cards}.</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../cardtable/ui/about_dialog.py" line="37"/>
        <source>About Card Table</source>
        <translation>О программе Card Table</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/about_dialog.py" line="38"/>
        <source>GNU Lesser General Public License, version 3 (LGPL-3.0)</source>
        <translation>GNU Lesser General Public License версии 3 (LGPL-3.0)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/about_dialog.py" line="41"/>
        <source>Python Software Foundation License (PSF-2.0)</source>
        <translation>Лицензия Python Software Foundation (PSF-2.0)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/about_dialog.py" line="44"/>
        <source>MIT License (MIT)</source>
        <translation>Лицензия MIT (MIT)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/about_dialog.py" line="46"/>
        <source>MIT-CMU License, also known as the Historical Permission Notice and Disclaimer (MIT-CMU, HPND)</source>
        <translation>Лицензия MIT-CMU, также известная как Historical Permission Notice and Disclaimer (MIT-CMU, HPND)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/about_dialog.py" line="52"/>
        <source>&lt;h2&gt;Card Table {version}&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Card Table {version}&lt;/h2&gt;</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/about_dialog.py" line="53"/>
        <source>Black Lady, Ugly, Up and Down, U-G-O and Ultimate Loser against computer players.</source>
        <translation>Black Lady, Ugly, Up and Down, U-G-O и Ultimate Loser против компьютерных игроков.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/about_dialog.py" line="55"/>
        <source>Card Table is free software: you may share it and change it under the terms of the GNU General Public License, version 3 or any later version ({licence}). It comes with no warranty.</source>
        <translation>Card Table — свободная программа: вы можете распространять и изменять её на условиях GNU General Public License версии 3 или любой более поздней версии ({licence}). Программа предоставляется без каких-либо гарантий.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/about_dialog.py" line="59"/>
        <source>It is built on:</source>
        <translation>В основе программы:</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="76"/>
        <source>Move</source>
        <translation>Ход</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="76"/>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="78"/>
        <source>Expected</source>
        <translation>Ожидается</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="77"/>
        <source>Worlds</source>
        <translation>Миры</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="81"/>
        <source>What the move was expected to bring the player, in points as the Expert counts a result (against the other players&apos; average where the game is won by ranking), judged from what the player could see at that moment. Higher is better.</source>
        <translation>Что ход должен был принести игроку, в очках, как Эксперт считает результат (против среднего других игроков, где игра решается местами), по тому, что игрок мог видеть в тот момент. Больше — лучше.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="85"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="85"/>
        <source>Lost this deal</source>
        <translation>Потеряно в этой раздаче</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="86"/>
        <source>Lost in the game</source>
        <translation>Потеряно за игру</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="86"/>
        <source>Costly</source>
        <translation>Дорогие</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="87"/>
        <source>Costliest</source>
        <translation>Самое дорогое</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="90"/>
        <source>Expected points lost against the Expert&apos;s best choice, counting only the differences clear of the luck of the sampled deals.</source>
        <translation>Ожидаемые очки, потерянные против лучшего выбора Эксперта; учитываются только разницы, которые явно больше удачи выбранных раскладов.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="96"/>
        <source>Costly decisions (double-click one to see it):</source>
        <translation>Дорогие решения (двойной щелчок — показать):</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="112"/>
        <source>Analyse</source>
        <translation>Анализ</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="114"/>
        <source>The Expert weighs every alternative of each decision from what the player could see at that moment, and says what each choice cost.</source>
        <translation>Эксперт взвешивает каждую альтернативу каждого решения по тому, что игрок мог видеть в тот момент, и говорит, чего стоил каждый выбор.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="117"/>
        <source>Every seat</source>
        <translation>Все места</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="118"/>
        <source>Weigh the computer players&apos; decisions too.</source>
        <translation>Взвешивать и решения компьютерных игроков.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="122"/>
        <source>Stop</source>
        <translation>Остановить</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="125"/>
        <source>%v of %m decisions</source>
        <translation>%v из %m решений</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="158"/>
        <source>Weighing the decisions…</source>
        <translation>Решения взвешиваются…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="173"/>
        <source>The analysis stopped on an error: {message}</source>
        <translation>Анализ остановился из-за ошибки: {message}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="193"/>
        <source>Not analysed yet. Analyse weighs each of your decisions (about a second each).</source>
        <translation>Ещё не проанализировано. «Анализ» взвесит каждое ваше решение (около секунды на решение).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="195"/>
        <source>every seat</source>
        <translation>все места</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/review/analysis_panel.py" line="198"/>
        <source>Stopped after %n decision(s) of {who}: Analyse goes on from there.</source>
        <translation>
            <numerusform>Остановлено после %n решения ({who}): «Анализ» продолжит с этого места.</numerusform>
            <numerusform>Остановлено после %n решений ({who}): «Анализ» продолжит с этого места.</numerusform>
            <numerusform>Остановлено после %n решений ({who}): «Анализ» продолжит с этого места.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/review/analysis_panel.py" line="200"/>
        <source>%n decision(s) of {who} weighed, {ms} ms each.</source>
        <translation>
            <numerusform>Взвешено %n решение ({who}), по {ms} мс.</numerusform>
            <numerusform>Взвешено %n решения ({who}), по {ms} мс.</numerusform>
            <numerusform>Взвешено %n решений ({who}), по {ms} мс.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="278"/>
        <source>move {move}: {played} ({cost})</source>
        <translation>ход {move}: {played} ({cost})</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="285"/>
        <source>Double-click to see it</source>
        <translation>Двойной щелчок — показать</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="299"/>
        <source>The computer played {move} for you, the only move there was.</source>
        <translation>Компьютер сыграл за вас {move} — единственный возможный ход.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="301"/>
        <source>{name} played {move}, the only move there was.</source>
        <translation>{name}: {move}, единственный возможный ход.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="304"/>
        <source>The computer played {move} for you, the Expert&apos;s choice too.</source>
        <translation>Компьютер сыграл за вас {move} — это и выбор Эксперта.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="306"/>
        <source>{name} played {move}, the Expert&apos;s choice too.</source>
        <translation>{name}: {move}, это и выбор Эксперта.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="321"/>
        <source>The computer played {move} for you. {best} here: {gain} in the Expert&apos;s reckoning against {move}.</source>
        <translation>Компьютер сыграл за вас {move}. {best} здесь: {gain} по расчёту Эксперта против {move}.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="323"/>
        <source>{name} played {move}. {best} here: {gain} in the Expert&apos;s reckoning against {move}.</source>
        <translation>{name}: {move}. {best} здесь: {gain} по расчёту Эксперта против {move}.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="326"/>
        <source>The computer played {move} for you. {best} here: {gain} points expected against {move} (±{spread}).</source>
        <translation>Компьютер сыграл за вас {move}. {best} здесь: {gain} очков ожидается против {move} (±{spread}).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="328"/>
        <source>{name} played {move}. {best} here: {gain} points expected against {move} (±{spread}).</source>
        <translation>{name}: {move}. {best} здесь: {gain} очков ожидается против {move} (±{spread}).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="336"/>
        <source>{name}&apos;s moves were not analysed (Every seat weighs them).</source>
        <translation>Ходы игрока {name} не анализировались («Все места» взвесит их).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="339"/>
        <source>{name} had no choice here.</source>
        <translation>У игрока {name} здесь не было выбора.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="340"/>
        <source>Not weighed yet: the analysis stopped before this move.</source>
        <translation>Ещё не взвешено: анализ остановился до этого хода.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/analysis_panel.py" line="343"/>
        <source>Deal {deal}, move {move}: {name} played {played}; {best} was better by {cost}</source>
        <translation>Раздача {deal}, ход {move}: {name} сыграл(а) {played}; {best} был лучше на {cost}</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="90"/>
        <source>What happens</source>
        <translation>Что происходит</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="43"/>
        <source>a card</source>
        <translation>карта</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="45"/>
        <source>the joker</source>
        <translation>джокер</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="46"/>
        <source>two</source>
        <translation>двойка</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="47"/>
        <source>three</source>
        <translation>тройка</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="48"/>
        <source>four</source>
        <translation>четвёрка</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="49"/>
        <source>five</source>
        <translation>пятёрка</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="50"/>
        <source>six</source>
        <translation>шестёрка</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="51"/>
        <source>seven</source>
        <translation>семёрка</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="52"/>
        <source>eight</source>
        <translation>восьмёрка</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="53"/>
        <source>nine</source>
        <translation>девятка</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="54"/>
        <source>ten</source>
        <translation>десятка</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="55"/>
        <source>jack</source>
        <translation>валет</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="56"/>
        <source>queen</source>
        <translation>дама</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="57"/>
        <source>king</source>
        <translation>король</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="58"/>
        <source>ace</source>
        <translation>туз</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="59"/>
        <source>the {rank} of {suit}</source>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="65"/>
        <source>clubs</source>
        <translation>треф</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="66"/>
        <source>diamonds</source>
        <translation>бубён</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="67"/>
        <source>hearts</source>
        <translation>червей</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="68"/>
        <source>spades</source>
        <translation>пик</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="135"/>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="157"/>
        <source>You dealt. Your cards: {cards}.</source>
        <translation>Вы сдали. Ваши карты: {cards}.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="158"/>
        <source>{dealer} dealt. Your cards: {cards}.</source>
        <translation>Сдающий: {dealer}. Ваши карты: {cards}.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="162"/>
        <source>No trumps this hand.</source>
        <translation>В этой раздаче без козырей.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="163"/>
        <source>No trumps this deal.</source>
        <translation>В этой раздаче без козырей.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="164"/>
        <source>Trumps are {suit}.</source>
        <translation>Козыри — масть {suit}.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="167"/>
        <source>You bid {count}.</source>
        <translation>Вы: заказ {count}.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="168"/>
        <source>{name} bid {count}.</source>
        <translation>{name}: заказ {count}.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="179"/>
        <source>The hand is over. Scores: {scores}.</source>
        <translation>Раздача окончена. Очки: {scores}.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="80"/>
        <source>You played {card}.</source>
        <translation>Вы: {card}.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="79"/>
        <source>{name} played {card}.</source>
        <translation>{name}: {card}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/announcer.py" line="187"/>
        <source>You took the trick, with %n point(s).</source>
        <translation>
            <numerusform>Вы: взятка, %n очко.</numerusform>
            <numerusform>Вы: взятка, %n очка.</numerusform>
            <numerusform>Вы: взятка, %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/announcer.py" line="189"/>
        <source>You took the trick, losing %n point(s).</source>
        <translation>
            <numerusform>Вы: взятка, минус %n очко.</numerusform>
            <numerusform>Вы: взятка, минус %n очка.</numerusform>
            <numerusform>Вы: взятка, минус %n очков.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="190"/>
        <source>You took the trick.</source>
        <translation>Вы: взятка.</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/announcer.py" line="193"/>
        <source>{name} took the trick, with %n point(s).</source>
        <translation>
            <numerusform>{name}: взятка, %n очко.</numerusform>
            <numerusform>{name}: взятка, %n очка.</numerusform>
            <numerusform>{name}: взятка, %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/announcer.py" line="196"/>
        <source>{name} took the trick, losing %n point(s).</source>
        <translation>
            <numerusform>{name}: взятка, минус %n очко.</numerusform>
            <numerusform>{name}: взятка, минус %n очка.</numerusform>
            <numerusform>{name}: взятка, минус %n очков.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="198"/>
        <source>{name} took the trick.</source>
        <translation>{name}: взятка.</translation>
    </message>
    <message>
        <source>The Ultimate Loser: {name}.</source>
        <translation type="vanished">Ultimate Loser: {name}.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="180"/>
        <source>The deal is over. Scores: {scores}.</source>
        <translation>Раздача окончена. Очки: {scores}.</translation>
    </message>
    <message>
        <source>The game is over: {names} won.</source>
        <translation type="vanished">Игра окончена. Победа: {names}.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="205"/>
        <source>You passed {cards} to {name}.</source>
        <translation>Вы передали игроку {name}: {cards}.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/announcer.py" line="208"/>
        <source>{name} passed you {cards}.</source>
        <translation>Вам от игрока {name}: {cards}.</translation>
    </message>
</context>
<context>
    <name>CardRenderer</name>
    <message>
        <location filename="../cardtable/texts.py" line="33"/>
        <source>J</source>
        <comment>jack, on the card index</comment>
        <translation>J</translation>
    </message>
    <message>
        <location filename="../cardtable/texts.py" line="34"/>
        <source>Q</source>
        <comment>queen, on the card index</comment>
        <translation>Q</translation>
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
        <translation>ДЖОКЕР</translation>
    </message>
</context>
<context>
    <name>CreateTableDialog</name>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="87"/>
        <source>Create a table</source>
        <translation>Создать стол</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="88"/>
        <source>House rules…</source>
        <translation>Домашние правила…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="100"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="101"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="102"/>
        <source>Players</source>
        <translation>Число игроков</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="105"/>
        <source>Seats (you sit in the first open one)</source>
        <translation>Места (вы садитесь на первое свободное)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="110"/>
        <source>The table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="114"/>
        <source>never</source>
        <translation>никогда</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="119"/>
        <source>no limit</source>
        <translation>без ограничения</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="120"/>
        <source>Players may ask for a hint</source>
        <translation>Игроки могут просить подсказку</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="123"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="124"/>
        <source>Listed in the lobby (else joined by its code)</source>
        <translation>Показывать в лобби (иначе — вход по коду)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="126"/>
        <source>Spectators may chat</source>
        <translation>Зрители могут писать в чат</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="128"/>
        <source>A dropped player&apos;s seat is held for</source>
        <translation>Место отключившегося игрока сохраняется</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="129"/>
        <source>Only their friends may take it within</source>
        <translation>Занять его могут только друзья игрока в течение</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="132"/>
        <source>at level</source>
        <translation>уровня</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="134"/>
        <source>The computer takes it after</source>
        <translation>Компьютер занимает его через</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="135"/>
        <source>Time per move</source>
        <translation>Время на ход</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="137"/>
        <source>Stake per point</source>
        <translation>Ставка за очко</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="151"/>
        <source>Create</source>
        <translation>Создать</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="165"/>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="88"/>
        <source>House rules</source>
        <translation>Домашние правила</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="197"/>
        <source>Seat {n}</source>
        <translation>Место {n}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="207"/>
        <source>Leave a seat for yourself: open, or kept for you.</source>
        <translation>Оставьте место для себя: свободное или оставленное для вас.</translation>
    </message>
</context>
<context>
    <name>DiskWorker</name>
    <message>
        <source>{reason}, and this game cannot wait beside it either ({other}), so its files are kept</source>
        <translation type="vanished">{reason}, и эта игра не может и подождать рядом ({other}), поэтому её файлы сохранены</translation>
    </message>
    <message>
        <source>{reason}, and this game cannot wait beside it either ({other}): it is tried again until there is room, and its files are kept meanwhile</source>
        <translation type="vanished">{reason}, и эта игра не может и подождать рядом ({other}): попытки повторяются, пока не освободится место, а её файлы пока сохранены</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/disk_worker.py" line="202"/>
        <source>{reason}, and this game cannot wait beside it either ({other}). It is kept only while Card Table runs, and tried again now and then: {remedy} before you quit, or it is lost</source>
        <translation>{reason}, и эта партия не может подождать и рядом ({other}). Она хранится, только пока Card Table открыт, и время от времени записывается снова: {remedy}, прежде чем выйти, иначе она пропадёт</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/disk_worker.py" line="209"/>
        <source>{reason}, so this game waits beside the score history and goes into it as soon as it can</source>
        <translation>{reason}, поэтому игра ждёт рядом с историей и попадёт в неё, как только это станет возможно</translation>
    </message>
</context>
<context>
    <name>DuelLog</name>
    <message>
        <source>What happened</source>
        <translation type="vanished">Что произошло</translation>
    </message>
</context>
<context>
    <name>FirstTips</name>
    <message>
        <location filename="../cardtable/ui/first_tips.py" line="101"/>
        <source>OK</source>
        <translation>ОК</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/first_tips.py" line="102"/>
        <source>Hide this tip</source>
        <translation>Скрыть этот совет</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/first_tips.py" line="103"/>
        <source>Don&apos;t show tips</source>
        <translation>Не показывать советы</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/first_tips.py" line="104"/>
        <source>Show no more tips (Settings can turn them on again)</source>
        <translation>Больше не показывать советы (их можно снова включить в настройках)</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="245"/>
        <source>The game is over: start a new one.</source>
        <translation>Игра окончена: начните новую.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="247"/>
        <source>Please wait for your turn.</source>
        <translation>Подождите своего хода.</translation>
    </message>
    <message>
        <source>Choose the cards to pass first.</source>
        <translation type="vanished">Сначала выберите карты для передачи.</translation>
    </message>
    <message>
        <source>That card cannot be played.</source>
        <translation type="vanished">Этой картой ходить нельзя.</translation>
    </message>
    <message>
        <source>Make your bid first.</source>
        <translation type="vanished">Сначала сделайте заказ.</translation>
    </message>
    <message>
        <source>Name trumps first.</source>
        <translation type="vanished">Сначала назовите козырь.</translation>
    </message>
    <message>
        <source>Choose rock, paper or scissors first.</source>
        <translation type="vanished">Сначала выберите камень, ножницы или бумагу.</translation>
    </message>
    <message>
        <source>Answer the question first.</source>
        <translation type="vanished">Сначала ответьте на вопрос.</translation>
    </message>
    <message>
        <source>That choice is not allowed now.</source>
        <translation type="vanished">Сейчас так выбрать нельзя.</translation>
    </message>
    <message>
        <source>Those cards do not make a play allowed now.</source>
        <translation type="vanished">Эти карты сейчас не составляют допустимого хода.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="255"/>
        <source>That move is not allowed now.</source>
        <translation>Сейчас такой ход не разрешён.</translation>
    </message>
    <message>
        <source>The leader must play; you may swap only instead of playing on someone&apos;s lead.</source>
        <translation type="vanished">Кто начинает круг, тот обязан сыграть; меняться можно только вместо ответа на чужой ход.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="269"/>
        <source>Only an open-ended game can be ended early.</source>
        <translation>Досрочно можно завершить только игру без заданного числа раздач.</translation>
    </message>
    <message>
        <source>This is not the time to pass cards.</source>
        <translation type="vanished">Сейчас не время передавать карты.</translation>
    </message>
    <message numerus="yes">
        <source>Choose exactly %n card(s) to pass.</source>
        <translation type="vanished">
            <numerusform>Выберите для передачи ровно %n карту.</numerusform>
            <numerusform>Выберите для передачи ровно %n карты.</numerusform>
            <numerusform>Выберите для передачи ровно %n карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>That card cannot be passed.</source>
        <translation type="vanished">Эту карту передать нельзя.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="290"/>
        <source>A hint is given on your turn.</source>
        <translation>Подсказка доступна только в ваш ход.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="295"/>
        <source>The Expert is thinking about a hint…</source>
        <translation>Эксперт обдумывает подсказку…</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="348"/>
        <source>Undo: as soon as the table has shown this move.</source>
        <translation>Отмена хода — как только стол покажет этот ход.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="355"/>
        <source>The game is over: it cannot be undone.</source>
        <translation>Игра окончена: отменить ход нельзя.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="357"/>
        <source>The computer is playing your seat: take it back before you undo.</source>
        <translation>За вас играет компьютер: верните себе место, прежде чем отменять ход.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="359"/>
        <source>There is nothing of yours to undo.</source>
        <translation>Вам нечего отменять.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="382"/>
        <source>There is nothing to redo.</source>
        <translation>Повторять нечего.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="417"/>
        <source>The computer is not playing your seat.</source>
        <translation>Компьютер не играет за вас.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="550"/>
        <source>The computer is playing for you — Game → Take my seat back</source>
        <translation>Компьютер играет за вас — Игра → Вернуть себе место</translation>
    </message>
    <message>
        <source>{name} (substitute)</source>
        <translation type="vanished">{name} (замена)</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="437"/>
        <source>Your cards do not certainly win every trick.</source>
        <translation>Ваши карты не гарантируют все оставшиеся взятки.</translation>
    </message>
    <message>
        <source>The computer is playing for you…</source>
        <translation type="vanished">Компьютер играет за вас…</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="551"/>
        <source>{name} is thinking…</source>
        <translation>{name} думает…</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="530"/>
        <source>The computer playing for you could not decide ({message}); a random legal card was played.</source>
        <translation>Компьютер, играющий за вас, не смог принять решение ({message}); сыграна случайная разрешённая карта.</translation>
    </message>
    <message>
        <location filename="../cardtable/controller/game_controller.py" line="533"/>
        <source>{name} could not decide ({message}); a random legal card was played.</source>
        <translation>{name} не может решить ({message}); сыграна случайная допустимая карта.</translation>
    </message>
    <message numerus="yes">
        <source>Game over: %n winner(s): {names}.</source>
        <translation type="vanished">
            <numerusform>Игра окончена: %n победитель — {names}.</numerusform>
            <numerusform>Игра окончена: %n победителя — {names}.</numerusform>
            <numerusform>Игра окончена: %n победителей — {names}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <location filename="../cardtable/controller/keeper.py" line="143"/>
        <source>This game is also open in another window; this window goes on with a copy of it.</source>
        <translation>Эта игра открыта и в другом окне; в этом окне игра продолжается как копия.</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <location filename="../cardtable/ui/game_log.py" line="29"/>
        <source>What happened</source>
        <translation>Что произошло</translation>
    </message>
</context>
<context>
    <name>GameOverBox</name>
    <message>
        <location filename="../cardtable/ui/game_over.py" line="26"/>
        <source>Game over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <source>&lt;h3&gt;{names} won!&lt;/h3&gt;{table}</source>
        <translation type="vanished">&lt;h3&gt;Победа: {names}!&lt;/h3&gt;{table}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_over.py" line="30"/>
        <source>Final scores</source>
        <translation>Итоговый счёт</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_over.py" line="32"/>
        <source>Play again</source>
        <translation>Сыграть ещё</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_over.py" line="33"/>
        <source>Start screen</source>
        <translation>Стартовый экран</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_over.py" line="34"/>
        <source>Replay</source>
        <translation>Повтор</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_over.py" line="35"/>
        <source>Play the game through again, every hand face up</source>
        <translation>Пройти игру заново, все руки открыты</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_over.py" line="44"/>
        <source>You won!</source>
        <translation>Вы победили!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_over.py" line="45"/>
        <source>You and {names} won!</source>
        <translation>Победили вы и {names}!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/game_over.py" line="46"/>
        <source>{names} won!</source>
        <translation>Победа: {names}!</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation type="vanished">Штрафные очки</translation>
    </message>
    <message>
        <source>Drinks</source>
        <translation type="vanished">Глотки</translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="vanished">Очки</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation type="vanished">Расчёт</translation>
    </message>
    <message>
        <source>Money</source>
        <translation type="vanished">Деньги</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="93"/>
        <source>{about}
{players}. Click to choose how to play it and start.</source>
        <translation>{about}
{players}. Щёлкните, чтобы выбрать правила и игроков и начать игру.</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="80"/>
        <source>History</source>
        <translation>История</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="87"/>
        <source>Games</source>
        <translation>Игры</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="88"/>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="100"/>
        <source>All games</source>
        <translation>Все игры</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="104"/>
        <source>All rules</source>
        <translation>Все правила</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="109"/>
        <source>House rules</source>
        <translation>Домашние правила</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="111"/>
        <location filename="../cardtable/ui/history_window.py" line="302"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="125"/>
        <source>from</source>
        <translation>с</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="127"/>
        <source>to</source>
        <translation>по</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="133"/>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="133"/>
        <location filename="../cardtable/ui/history_window.py" line="302"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="133"/>
        <location filename="../cardtable/ui/history_window.py" line="302"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="133"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="134"/>
        <source>Winner</source>
        <translation>Победитель</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="134"/>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="134"/>
        <source>Hands</source>
        <translation>Раздачи</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="151"/>
        <source>Open scoresheet</source>
        <translation>Открыть таблицу очков</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="153"/>
        <source>Replay</source>
        <translation>Повтор</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="154"/>
        <source>Play the game through again, every hand face up</source>
        <translation>Пройти игру заново, все руки открыты</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="157"/>
        <location filename="../cardtable/ui/history_window.py" line="288"/>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="162"/>
        <source>Import record…</source>
        <translation>Импорт записи…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="163"/>
        <source>Replay a game from a text record exported by Card Table</source>
        <translation>Повторить игру из текстовой записи, экспортированной Card Table</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="168"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="209"/>
        <source>finished</source>
        <translation>завершена</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="209"/>
        <source>abandoned</source>
        <translation>прервана</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="211"/>
        <source>{status}, at a shared table</source>
        <translation>{status}, за общим столом</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/history_window.py" line="220"/>
        <source>%n game(s) in the score history could not be read and are not shown; the file is left as it is.</source>
        <translation>
            <numerusform>%n партию в истории не удалось прочитать, и она не показана; файл оставлен как есть.</numerusform>
            <numerusform>%n партии в истории не удалось прочитать, и они не показаны; файл оставлен как есть.</numerusform>
            <numerusform>%n партий в истории не удалось прочитать, и они не показаны; файл оставлен как есть.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="270"/>
        <location filename="../cardtable/ui/history_window.py" line="277"/>
        <source>Import record</source>
        <translation>Импорт записи</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="271"/>
        <source>Card Table records (*.txt);;All files (*)</source>
        <translation>Записи Card Table (*.txt);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="278"/>
        <source>This file cannot be replayed: {reason}</source>
        <translation>Этот файл нельзя воспроизвести: {reason}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="288"/>
        <source>Delete this game from the history?</source>
        <translation>Удалить эту игру из истории?</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="302"/>
        <source>Played</source>
        <translation>Сыграно</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="303"/>
        <source>Won</source>
        <translation>Выиграно</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="303"/>
        <source>Best</source>
        <translation>Лучший счёт</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/history_window.py" line="303"/>
        <source>Average</source>
        <translation>Средний счёт</translation>
    </message>
</context>
<context>
    <name>HostedServer</name>
    <message>
        <location filename="../cardtable/ui/people/hosting.py" line="103"/>
        <source>The server could not be started: {reason}</source>
        <translation>Не удалось запустить сервер: {reason}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/hosting.py" line="110"/>
        <source>The server stopped before it was ready: {reason}</source>
        <translation>Сервер остановился, не успев запуститься: {reason}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/hosting.py" line="111"/>
        <source>no reason given</source>
        <translation>причина не указана</translation>
    </message>
</context>
<context>
    <name>HouseRulesDialog</name>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="78"/>
        <source>House rules: {game}</source>
        <translation>Домашние правила: {game}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="91"/>
        <source>The rules below differ from the rule set chosen on the left.</source>
        <translation>Правила ниже отличаются от набора правил, выбранного слева.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="97"/>
        <source>Start from</source>
        <translation>За основу</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="107"/>
        <source>Save as…</source>
        <translation>Сохранить как…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="108"/>
        <source>Keep these rules under a name of your own.</source>
        <translation>Сохранить эти правила под своим названием.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="109"/>
        <source>Rename…</source>
        <translation>Переименовать…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="110"/>
        <source>Give the chosen saved rules another name.</source>
        <translation>Дать выбранным сохранённым правилам другое название.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="111"/>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="112"/>
        <source>Forget the chosen saved rules.</source>
        <translation>Удалить выбранные сохранённые правила.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="113"/>
        <source>Export…</source>
        <translation>Экспорт…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="114"/>
        <source>Write these rules to a file to share them.</source>
        <translation>Записать эти правила в файл, чтобы поделиться ими.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="115"/>
        <source>Import…</source>
        <translation>Импорт…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="116"/>
        <source>Read house rules from a file.</source>
        <translation>Загрузить домашние правила из файла.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="131"/>
        <source>The rules are checked for this many players.</source>
        <translation>Правила проверяются для такого числа игроков.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="136"/>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="384"/>
        <source>Players</source>
        <translation>Число игроков</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="151"/>
        <source>This game has no house rules to change.</source>
        <translation>В правилах этой игры менять нечего.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="209"/>
        <source>These rules are fixed for the game in progress. To play with other rules, choose them for your next game with Game ▸ New game.</source>
        <translation>Правила текущей игры изменить нельзя. Чтобы играть по другим правилам, выберите их для следующей игры: Игра ▸ Новая игра.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="270"/>
        <source>Your saved house rules</source>
        <translation>Ваши сохранённые домашние правила</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="343"/>
        <source>(modified)</source>
        <translation>(изменено)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="354"/>
        <source>Your own rules, saved for {n} players.</source>
        <translation>Ваши собственные правила (игроков: {n}).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="388"/>
        <source>{option}: {message}</source>
        <translation>{option}: {message}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="399"/>
        <source>Set “{option}” to {value}</source>
        <translation>Установить «{option}»: {value}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="440"/>
        <source>Please enter a name.</source>
        <translation>Введите название.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="441"/>
        <source>A name can have at most {n} characters.</source>
        <translation>Название не может быть длиннее {n} символов.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="444"/>
        <source>A name cannot contain line breaks or control characters.</source>
        <translation>Название не может содержать переводы строк и управляющие символы.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="445"/>
        <source>A name cannot hold characters that cannot be stored.</source>
        <translation>Имя не может содержать символы, которые нельзя сохранить.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="453"/>
        <source>“{name}” is the name of a rule set that comes with the game; please choose another.</source>
        <translation>«{name}» — название набора правил, входящего в игру; выберите другое.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="459"/>
        <source>There are already saved rules named “{name}”.</source>
        <translation>Правила с названием «{name}» уже сохранены.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="465"/>
        <source>Save house rules</source>
        <translation>Сохранить домашние правила</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="467"/>
        <source>Name for these house rules:</source>
        <translation>Название для этих домашних правил:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="475"/>
        <source>There are already saved rules named “{name}”. Replace them?</source>
        <translation>Правила с названием «{name}» уже сохранены. Заменить их?</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="481"/>
        <source>The rules were not saved: {reason}</source>
        <translation>Правила не сохранены: {reason}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="488"/>
        <source>Rename house rules</source>
        <translation>Переименовать домашние правила</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="489"/>
        <source>New name for “{name}”:</source>
        <translation>Новое название для «{name}»:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="493"/>
        <source>The rules were not renamed: {reason}</source>
        <translation>Правила не переименованы: {reason}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="500"/>
        <source>Delete house rules</source>
        <translation>Удалить домашние правила</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="502"/>
        <source>Delete your saved rules “{name}”?</source>
        <translation>Удалить сохранённые правила «{name}»?</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="511"/>
        <source>The rules were not deleted: {reason}</source>
        <translation>Правила не удалены: {reason}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="536"/>
        <location filename="../cardtable/ui/house_rules_files.py" line="36"/>
        <source>Export house rules</source>
        <translation>Экспорт домашних правил</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_dialog.py" line="537"/>
        <source>Name for the exported house rules:</source>
        <translation>Название для экспортируемых правил:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_files.py" line="24"/>
        <source>House rules ({pattern})</source>
        <translation>Домашние правила ({pattern})</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_files.py" line="46"/>
        <source>The rules were not exported: {reason}</source>
        <translation>Правила не экспортированы: {reason}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_files.py" line="53"/>
        <source>Import house rules</source>
        <translation>Импорт домашних правил</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_files.py" line="62"/>
        <source>the file holds rules for another game</source>
        <translation>в файле правила для другой игры</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/house_rules_files.py" line="69"/>
        <source>The file was not imported: {reason}.</source>
        <translation>Файл не импортирован: {reason}.</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <location filename="../cardtable/ui/how_to_play.py" line="44"/>
        <source>How to play {game}</source>
        <translation>Как играть в {game}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/how_to_play.py" line="49"/>
        <source>Full rules…</source>
        <translation>Полные правила…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/how_to_play.py" line="50"/>
        <source>The whole rule sheet, with every house rule</source>
        <translation>Все правила целиком, со всеми домашними правилами</translation>
    </message>
</context>
<context>
    <name>KnowledgePanel</name>
    <message>
        <location filename="../cardtable/ui/knowledge_panel.py" line="19"/>
        <source>What does the computer know?</source>
        <translation>Что знает компьютер?</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/knowledge_panel.py" line="51"/>
        <source>No computer player at this table.</source>
        <translation>За этим столом нет компьютерных игроков.</translation>
    </message>
</context>
<context>
    <name>LobbyWindow</name>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="64"/>
        <source>Card Table — lobby</source>
        <translation>Card Table — лобби</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="83"/>
        <source>Invitation link:</source>
        <translation>Ссылка-приглашение:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="86"/>
        <source>made when you create a table</source>
        <translation>появится, когда вы создадите стол</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="87"/>
        <source>Co&amp;py</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="100"/>
        <source>Friends connect to: {addresses}</source>
        <translation>Адрес для друзей: {addresses}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="107"/>
        <source>Join the table you were invited to</source>
        <translation>Сесть за стол, куда вас пригласили</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="120"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="120"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="120"/>
        <source>Seats</source>
        <translation>Места</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="121"/>
        <source>Stake</source>
        <translation>Ставка</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="121"/>
        <source>Watching</source>
        <translation>Зрители</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="121"/>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="136"/>
        <source>&amp;Create…</source>
        <translation>Со&amp;здать…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="140"/>
        <source>&amp;Join</source>
        <translation>&amp;Сесть</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="142"/>
        <source>&amp;Watch</source>
        <translation>&amp;Наблюдать</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="144"/>
        <source>&amp;Refresh</source>
        <translation>&amp;Обновить</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="157"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="204"/>
        <source>Signed in as {nickname} at {url}</source>
        <translation>Вы вошли как {nickname} на {url}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="216"/>
        <source>{state}, private</source>
        <translation>{state}, закрытый стол</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="221"/>
        <source>Private: joined by its code</source>
        <translation>Закрытый стол: вход по коду</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/people/lobby_window.py" line="226"/>
        <source>%n more table(s) are not listed.</source>
        <translation>
            <numerusform>Ещё %n стол не показан.</numerusform>
            <numerusform>Ещё %n стола не показаны.</numerusform>
            <numerusform>Ещё %n столов не показаны.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="243"/>
        <source>Table made. Pass on the invitation link: it holds the address and the code.</source>
        <translation>Стол создан. Передайте ссылку-приглашение: в ней есть адрес и код.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="278"/>
        <source>Seat {n} (yours)</source>
        <translation>Место {n} (ваше)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="281"/>
        <source>Seat {n}</source>
        <translation>Место {n}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="284"/>
        <source>Seat {n}, standing in for {name}</source>
        <translation>Место {n}, замена для {name}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="315"/>
        <source>The invitation link is copied.</source>
        <translation>Ссылка-приглашение скопирована.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/lobby_window.py" line="326"/>
        <source>You were invited to table {table}.</source>
        <translation>Вас пригласили за стол {table}.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Pass cards</source>
        <translation type="vanished">Передать карты</translation>
    </message>
    <message>
        <source>Pass the chosen cards (P)</source>
        <translation type="vanished">Передать выбранные карты (P)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="vanished">Сыграть</translation>
    </message>
    <message>
        <source>Play the chosen cards (P)</source>
        <translation type="vanished">Сыграть выбранные карты (P)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="vanished">&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="vanished">&amp;Новая игра…</translation>
    </message>
    <message>
        <source>Play with &amp;people…</source>
        <translation type="vanished">Игра с &amp;людьми…</translation>
    </message>
    <message>
        <source>Start &amp;screen</source>
        <translation type="vanished">Стартовый &amp;экран</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation type="vanished">Начать &amp;заново</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="vanished">&amp;Открыть…</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation type="vanished">&amp;Сохранить как…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="vanished">Отменить &amp;ход</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation type="vanished">&amp;Последняя взятка</translation>
    </message>
    <message>
        <source>&amp;Claim the rest</source>
        <translation type="vanished">За&amp;брать остальные взятки</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="vanished">По&amp;дсказка</translation>
    </message>
    <message>
        <source>Let the &amp;computer finish for me</source>
        <translation type="vanished">Пусть &amp;компьютер доиграет за меня</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="89"/>
        <source>Disk full</source>
        <translation>Диск заполнен</translation>
    </message>
    <message>
        <source>Let the &amp;computer play for me</source>
        <translation type="vanished">Пусть &amp;компьютер играет за меня</translation>
    </message>
    <message>
        <source>&amp;Take my seat back</source>
        <translation type="vanished">&amp;Вернуть себе место</translation>
    </message>
    <message>
        <source>&amp;End the game</source>
        <translation type="vanished">Завер&amp;шить игру</translation>
    </message>
    <message>
        <source>House &amp;rules…</source>
        <translation type="vanished">Домашние п&amp;равила…</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation type="vanished">&amp;История…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation type="vanished">Настро&amp;йки…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="vanished">&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="vanished">&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation type="vanished">&amp;Скорость анимации</translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="vanished">Выкл.</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="vanished">Быстро</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="vanished">Обычно</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="vanished">Медленно</translation>
    </message>
    <message>
        <source>Card &amp;size</source>
        <translation type="vanished">&amp;Размер карт</translation>
    </message>
    <message>
        <source>Small</source>
        <translation type="vanished">Маленький</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="vanished">Средний</translation>
    </message>
    <message>
        <source>Large</source>
        <translation type="vanished">Большой</translation>
    </message>
    <message>
        <source>What does the &amp;computer know?</source>
        <translation type="vanished">Что &amp;знает компьютер?</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation type="vanished">Ру&amp;башка карт</translation>
    </message>
    <message>
        <source>Red lattice</source>
        <translation type="vanished">Красная решётка</translation>
    </message>
    <message>
        <source>Blue rings</source>
        <translation type="vanished">Синие кольца</translation>
    </message>
    <message>
        <source>Green chevrons</source>
        <translation type="vanished">Зелёные шевроны</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation type="vanished">&amp;Четырёхцветная колода</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="vanished">&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="vanished">&amp;Правила</translation>
    </message>
    <message>
        <source>&amp;About Card Table</source>
        <translation type="vanished">&amp;О программе Card Table</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="230"/>
        <source>Leave this game?</source>
        <translation>Выйти из этой игры?</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="231"/>
        <source>The game in progress will be kept in the history as abandoned.</source>
        <translation>Незаконченная игра останется в истории как прерванная.</translation>
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
        <translation>Игры не удаётся сохранить: {message}. Играть можно дальше.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="336"/>
        <source>Cannot save</source>
        <translation>Не удаётся сохранить</translation>
    </message>
    <message>
        <source>A duel has no tricks: the log beside the table tells every move.</source>
        <translation type="vanished">В дуэли нет взяток: все ходы описаны в журнале рядом со столом.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="419"/>
        <source>Hint: {move}</source>
        <translation>Подсказка: {move}</translation>
    </message>
    <message>
        <source>Play: {play}</source>
        <translation type="vanished">Сыграть: {play}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="459"/>
        <source>Your cards win every trick: Game → Claim the rest.</source>
        <translation>Ваши карты берут все взятки: Игра → Забрать остальные взятки.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="vanished">Игра окончена</translation>
    </message>
    <message>
        <source>&lt;h3&gt;{names} won!&lt;/h3&gt;{table}</source>
        <translation type="vanished">&lt;h3&gt;Победа: {names}!&lt;/h3&gt;{table}</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation type="vanished">Сыграть ещё</translation>
    </message>
    <message>
        <source>Start screen</source>
        <translation type="vanished">Стартовый экран</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation type="vanished">Штрафные очки</translation>
    </message>
    <message>
        <source>Drinks</source>
        <translation type="vanished">Глотки</translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="vanished">Очки</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation type="vanished">Расчёт</translation>
    </message>
    <message>
        <source>Money</source>
        <translation type="vanished">Деньги</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="47"/>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="60"/>
        <source>{name} (coming soon)</source>
        <translation>{name} (скоро)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="70"/>
        <source>How to play…</source>
        <translation>Как играть…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="71"/>
        <source>The aim, a deal, a turn and the scoring of the game chosen, in a page</source>
        <translation>Цель, раздача, ход и подсчёт очков выбранной игры на одной странице</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="76"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="50"/>
        <source>House rules…</source>
        <translation>Домашние правила…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="77"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="78"/>
        <source>Players</source>
        <translation>Число игроков</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="83"/>
        <source>Computer players</source>
        <translation>Компьютерные игроки</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="84"/>
        <source>Your name</source>
        <translation>Ваше имя</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="103"/>
        <source>The card game to play</source>
        <translation>Карточная игра, в которую будете играть</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="104"/>
        <source>The rules to play by: a set of rules, or your own house rules</source>
        <translation>Правила игры: набор правил или ваши собственные домашние правила</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="106"/>
        <source>Change the rules one by one</source>
        <translation>Изменить правила по отдельности</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="107"/>
        <source>How many sit at the table, you included</source>
        <translation>Сколько игроков за столом, включая вас</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="108"/>
        <source>Your name at the table</source>
        <translation>Ваше имя за столом</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="110"/>
        <source>Keep the game in progress</source>
        <translation>Продолжить текущую игру</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="50"/>
        <source>House rules</source>
        <translation>Домашние правила</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="138"/>
        <source>Start the game chosen</source>
        <translation>Начать выбранную игру</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="154"/>
        <source>How well {name} plays</source>
        <translation>Насколько хорошо играет {name}</translation>
    </message>
    <message>
        <source>Please enter your name.</source>
        <translation type="vanished">Введите своё имя.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="149"/>
        <source>Easy</source>
        <translation>Лёгкий</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="149"/>
        <source>Normal</source>
        <translation>Обычный</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/new_game_dialog.py" line="150"/>
        <source>Expert</source>
        <translation>Эксперт</translation>
    </message>
</context>
<context>
    <name>PlayWithPeopleDialog</name>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="45"/>
        <source>Play with people</source>
        <translation>Игра с людьми</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="57"/>
        <source>Nickname</source>
        <translation>Ник</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="58"/>
        <source>Password</source>
        <translation>Пароль</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="59"/>
        <source>The account is made on first use: pick a password and keep it for next time.</source>
        <translation>Учётная запись создаётся при первом входе: придумайте пароль и запомните его на следующий раз.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="66"/>
        <source>Join a server</source>
        <translation>Подключиться к серверу</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="69"/>
        <source>ws://host:7474 or a cardtable:// link</source>
        <translation>ws://host:7474 или ссылка cardtable://</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="71"/>
        <source>&amp;Connect</source>
        <translation>&amp;Подключиться</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="76"/>
        <source>Address or link</source>
        <translation>Адрес или ссылка</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="77"/>
        <source>A ws:// address is not encrypted: your password and chat cross the network as typed. A wss:// server encrypts them.</source>
        <translation>Адрес ws:// не шифруется: пароль и чат идут по сети в том виде, в каком набраны. Сервер wss:// их шифрует.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="87"/>
        <source>Host a table on this computer</source>
        <translation>Открыть стол на этом компьютере</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="91"/>
        <source>any free port</source>
        <translation>любой свободный порт</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="93"/>
        <source>&amp;Host</source>
        <translation>&amp;Открыть</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="99"/>
        <source>Port</source>
        <translation>Порт</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="100"/>
        <source>Friends on your network connect to this computer&apos;s address; from elsewhere, the port must be open on your router. A table hosted here is not encrypted: nicknames, passwords and chat cross the network as they are typed, so choose a password you use nowhere else.</source>
        <translation>Друзья в вашей сети подключаются к адресу этого компьютера; извне порт должен быть открыт на роутере. Стол на этом компьютере не шифруется: ники, пароли и чат идут по сети в том виде, в каком набраны, поэтому выберите пароль, который больше нигде не используете.</translation>
    </message>
    <message>
        <source>Friends on your network connect to this computer&apos;s address; from elsewhere, the port must be open on your router.</source>
        <translation type="vanished">Друзья из вашей сети подключаются по адресу этого компьютера; для подключения извне порт должен быть открыт на вашем роутере.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="138"/>
        <source>That is not a Card Table address: it begins with ws://, wss:// or cardtable://.</source>
        <translation>Это не адрес Card Table: он начинается с ws://, wss:// или cardtable://.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="142"/>
        <source>Connecting to {url}…</source>
        <translation>Подключение к {url}…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="156"/>
        <source>Starting the server on port {port}…</source>
        <translation>Запуск сервера на порту {port}…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="164"/>
        <source>The server is running; signing in…</source>
        <translation>Сервер запущен; вход…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="172"/>
        <source>No Card Table server answers at {url}.</source>
        <translation>По адресу {url} не отвечает сервер Card Table.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="179"/>
        <source>The server refused: {words}</source>
        <translation>Сервер отказал: {words}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="184"/>
        <source>Choose a nickname.</source>
        <translation>Выберите ник.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/connect_dialog.py" line="187"/>
        <source>Choose a password (the account is made with it).</source>
        <translation>Придумайте пароль (с ним создаётся учётная запись).</translation>
    </message>
</context>
<context>
    <name>PlayersList</name>
    <message>
        <location filename="../cardtable/ui/people/players_list.py" line="57"/>
        <source>&amp;Friend</source>
        <translation>&amp;Друг</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/players_list.py" line="58"/>
        <source>Mark as a friend: a friend may take your seat first if you drop out</source>
        <translation>Отметить как друга: друг первым может занять ваше место, если вы отключитесь</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/players_list.py" line="60"/>
        <source>&amp;Black-list</source>
        <translation>В &amp;чёрный список</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/players_list.py" line="61"/>
        <source>Never let this player take your seat</source>
        <translation>Никогда не пускать этого игрока на ваше место</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/players_list.py" line="62"/>
        <source>C&amp;lear mark</source>
        <translation>&amp;Убрать отметку</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/players_list.py" line="96"/>
        <source>friend</source>
        <translation>друг</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/players_list.py" line="96"/>
        <source>black-listed</source>
        <translation>в чёрном списке</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="77"/>
        <source>Replay: {game}, {date}</source>
        <translation>Повтор: {game}, {date}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="125"/>
        <source>Export record…</source>
        <translation>Экспорт записи…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="126"/>
        <source>Save the game, its moves and its analysis as a plain text record that another Card Table can open</source>
        <translation>Сохранить игру, её ходы и анализ в простой текстовой записи, которую может открыть другой Card Table</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="136"/>
        <location filename="../cardtable/ui/review/replay_window.py" line="144"/>
        <source>Export record</source>
        <translation>Экспорт записи</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="137"/>
        <source>Card Table records (*.txt)</source>
        <translation>Записи Card Table (*.txt)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="145"/>
        <source>The record could not be written: {error}</source>
        <translation>Запись не удалось сохранить: {error}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="161"/>
        <source>This version of Card Table cannot replay this game&apos;s moves, so only its scoresheet is shown here.</source>
        <translation>Эта версия Card Table не может воспроизвести ходы этой игры, поэтому здесь показан только её лист счёта.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="228"/>
        <source>{game} ({variant}): {status}. Winner: {names}</source>
        <translation>{game} ({variant}): {status}. Победитель: {names}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="238"/>
        <source>Click a deal to go to its start.</source>
        <translation>Щёлкните раздачу, чтобы перейти к её началу.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="251"/>
        <source>The deal of the game</source>
        <translation>Раздача в начале игры</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="252"/>
        <source>Back a deal</source>
        <translation>На раздачу назад</translation>
    </message>
    <message>
        <source>Back a trick</source>
        <translation type="vanished">На взятку назад</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="254"/>
        <source>Back a move</source>
        <translation>На ход назад</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="255"/>
        <source>Forward a move</source>
        <translation>На ход вперёд</translation>
    </message>
    <message>
        <source>Forward a trick</source>
        <translation type="vanished">На взятку вперёд</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="257"/>
        <source>Forward a deal</source>
        <translation>На раздачу вперёд</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="258"/>
        <source>The end of the game</source>
        <translation>Конец игры</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="265"/>
        <source>{what} ({key})</source>
        <translation>{what} ({key})</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="270"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="379"/>
        <source>Last move, by the computer for you: {words}</source>
        <translation>Последний ход (компьютер за вас): {words}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="381"/>
        <source>Last move: {words}</source>
        <translation>Последний ход: {words}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="383"/>
        <source>The game as dealt, before its first move.</source>
        <translation>Игра после раздачи, до первого хода.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="386"/>
        <source>Move {move} of {moves} · Hand {deal} of {deals}</source>
        <translation>Ход {move} из {moves} · Раздача {deal} из {deals}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="388"/>
        <source>Move {move} of {moves} · Deal {deal} of {deals}</source>
        <translation>Ход {move} из {moves} · Раздача {deal} из {deals}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="410"/>
        <source>{name} chose {cards} to pass.</source>
        <translation>{name} выбрал(а) {cards} для передачи.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="411"/>
        <source>{name}: {action}</source>
        <translation>{name}: {action}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="464"/>
        <source>This game was played at a shared table: its moves are kept by the server, so only its scoresheet is shown here.</source>
        <translation>Эта игра шла за общим столом: её ходы хранит сервер, поэтому здесь показан только её лист счёта.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="468"/>
        <source>This game was recorded before the history kept every move, so only its scoresheet is shown here.</source>
        <translation>Эта игра записана до того, как история стала хранить каждый ход, поэтому здесь показан только её лист счёта.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/review/replay_window.py" line="471"/>
        <source>No move was made in this game.</source>
        <translation>В этой игре не было сделано ни одного хода.</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <location filename="../cardtable/ui/rules_window.py" line="35"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/rules_window.py" line="37"/>
        <source>Games</source>
        <translation>Игры</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/rules_window.py" line="73"/>
        <source>The rule sheet for this game could not be found.</source>
        <translation>Не удалось найти правила этой игры.</translation>
    </message>
</context>
<context>
    <name>ScoresheetView</name>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="50"/>
        <source>House rules</source>
        <translation>Домашние правила</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="152"/>
        <source>Scoresheet</source>
        <translation>Таблица очков</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="155"/>
        <source>{game} ({variant}), {date}: {status}. Winner: {names}</source>
        <translation>{game} ({variant}), {date}: {status}. Победа: {names}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="168"/>
        <source>Export CSV…</source>
        <translation>Экспорт в CSV…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="170"/>
        <source>Export PDF…</source>
        <translation>Экспорт в PDF…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="172"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="117"/>
        <source>total</source>
        <translation>итого</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="119"/>
        <source>marks</source>
        <translation>отметки</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="132"/>
        <source>played by the computer</source>
        <translation>играл компьютер</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="183"/>
        <source>Running totals</source>
        <translation>Нарастающий итог</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="190"/>
        <source>hand</source>
        <translation>раздача</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="216"/>
        <location filename="../cardtable/ui/scoresheet_view.py" line="222"/>
        <source>Export CSV</source>
        <translation>Экспорт в CSV</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="216"/>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="223"/>
        <source>The file could not be written: {error}</source>
        <translation>Не удалось записать файл: {error}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="231"/>
        <location filename="../cardtable/ui/scoresheet_view.py" line="244"/>
        <source>Export PDF</source>
        <translation>Экспорт в PDF</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="231"/>
        <source>PDF files (*.pdf)</source>
        <translation>Файлы PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/scoresheet_view.py" line="245"/>
        <source>The file could not be written.</source>
        <translation>Не удалось записать файл.</translation>
    </message>
</context>
<context>
    <name>SeatChooser</name>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="53"/>
        <source>Open to anyone</source>
        <translation>Открыто для всех</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="54"/>
        <source>Kept for…</source>
        <translation>Оставлено для…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="56"/>
        <source>Computer: {level}</source>
        <translation>Компьютер: {level}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/create_table_dialog.py" line="60"/>
        <source>nickname</source>
        <translation>ник</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="60"/>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="64"/>
        <source>Off</source>
        <translation>Выкл.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="64"/>
        <source>Fast</source>
        <translation>Быстро</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="64"/>
        <source>Normal</source>
        <translation>Обычно</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="65"/>
        <source>Slow</source>
        <translation>Медленно</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="65"/>
        <source>Instant</source>
        <translation>Мгновенно</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="65"/>
        <source>Small</source>
        <translation>Маленький</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="66"/>
        <source>Medium</source>
        <translation>Средний</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="66"/>
        <source>Large</source>
        <translation>Большой</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="67"/>
        <source>Drinks</source>
        <translation>Глотки</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="67"/>
        <source>Penalty points</source>
        <translation>Штрафные очки</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="72"/>
        <source>Red lattice</source>
        <translation>Красная решётка</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="72"/>
        <source>Blue rings</source>
        <translation>Синие кольца</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="72"/>
        <source>Green chevrons</source>
        <translation>Зелёные шевроны</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="74"/>
        <source>As the system</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="79"/>
        <source>Ask before leaving a game in progress</source>
        <translation>Спрашивать перед выходом из незаконченной игры</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="85"/>
        <source> ms</source>
        <translation> мс</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="87"/>
        <source>How long an Expert computer player thinks about a move (longer plays better, and slower).</source>
        <translation>Сколько времени компьютерный игрок уровня «Эксперт» обдумывает ход (дольше — сильнее, но медленнее).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="89"/>
        <source>Animation speed</source>
        <translation>Скорость анимации</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="90"/>
        <source>Computer speed</source>
        <translation>Скорость компьютера</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="91"/>
        <source>Card size</source>
        <translation>Размер карт</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="92"/>
        <source>Card back</source>
        <translation>Рубашка карт</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="93"/>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>Language (after a restart)</source>
        <translation type="vanished">Язык (после перезапуска)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="94"/>
        <source>Your name</source>
        <translation>Ваше имя</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="100"/>
        <source>Move on from a deal&apos;s summary by itself</source>
        <translation>Продолжать после итогов раздачи автоматически</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="102"/>
        <source>Off: the scores at the end of a deal stay until you click or press Enter.</source>
        <translation>Выключено: очки в конце раздачи остаются на экране, пока вы не щёлкнете или не нажмёте Enter.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="105"/>
        <source>Ultimate Loser counts</source>
        <translation>Счёт в Ultimate Loser</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="106"/>
        <source>Expert thinking time</source>
        <translation>Время на ход эксперта</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="107"/>
        <source>Analyse my decisions when a game ends</source>
        <translation>Анализировать мои решения в конце игры</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="109"/>
        <source>The Expert weighs each of your decisions in the background; the game&apos;s Replay shows what each cost.</source>
        <translation>Эксперт взвешивает каждое ваше решение в фоне; повтор игры покажет, чего стоило каждое.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="112"/>
        <source>Show tips in a first game</source>
        <translation>Показывать советы в первой игре</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="114"/>
        <source>The first time each kind of decision comes up, a line on the table says what to do.</source>
        <translation>Когда решение нового вида встречается впервые, строка на столе подсказывает, что делать.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="121"/>
        <location filename="../cardtable/ui/settings_dialog.py" line="126"/>
        <source>Sound volume</source>
        <translation>Громкость звука</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/settings_dialog.py" line="122"/>
        <source>Mute sounds</source>
        <translation>Выключить звук</translation>
    </message>
</context>
<context>
    <name>SharedController</name>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="68"/>
        <source>Someone else is playing your seat; you take it back when the next deal begins.</source>
        <translation>На вашем месте играет другой игрок; вы вернётесь на него, когда начнётся следующая раздача.</translation>
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="105"/>
        <source>away: the computer plays</source>
        <translation>нет на месте: играет компьютер</translation>
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="107"/>
        <source>away: {name} plays</source>
        <translation>нет на месте: заменяет {name}</translation>
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="109"/>
        <source>away</source>
        <translation>нет на месте</translation>
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="117"/>
        <source>The connection to the table was lost; trying again…</source>
        <translation>Связь со столом потеряна; повторная попытка…</translation>
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="120"/>
        <source>Not connected to the table.</source>
        <translation>Нет связи со столом.</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/online/shared_controller.py" line="197"/>
        <source>(%n second(s) left, then the computer plays)</source>
        <translation>
            <numerusform>(осталась %n секунда, потом играет компьютер)</numerusform>
            <numerusform>(осталось %n секунды, потом играет компьютер)</numerusform>
            <numerusform>(осталось %n секунд, потом играет компьютер)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="206"/>
        <source>{name} is thinking…</source>
        <translation>{name} думает…</translation>
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="212"/>
        <source>Watching: it is {name}&apos;s turn.</source>
        <translation>Наблюдение: ходит {name}.</translation>
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="215"/>
        <source>Watching the table.</source>
        <translation>Вы наблюдаете за столом.</translation>
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="224"/>
        <source>You are watching this table: a spectator does not play.</source>
        <translation>Вы наблюдаете за этим столом: зритель не играет.</translation>
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="227"/>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="229"/>
        <source>Please wait for your turn.</source>
        <translation>Подождите своего хода.</translation>
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="239"/>
        <source>Sent; waiting for the table…</source>
        <translation>Отправлено; ожидание ответа стола…</translation>
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="245"/>
        <source>A spectator gets no hints.</source>
        <translation>Зрители не получают подсказок.</translation>
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="247"/>
        <source>Hints are off at this table.</source>
        <translation>За этим столом подсказки отключены.</translation>
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="249"/>
        <source>A hint is given on your turn.</source>
        <translation>Подсказка доступна только в ваш ход.</translation>
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="251"/>
        <source>The Expert is thinking about a hint…</source>
        <translation>Эксперт обдумывает подсказку…</translation>
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="271"/>
        <source>This window plays a shared table: start a new game in another window.</source>
        <translation>В этом окне идёт игра за общим столом: начните новую игру в другом окне.</translation>
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="291"/>
        <source>Undo is off at a shared table.</source>
        <translation>За общим столом отмена хода отключена.</translation>
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="297"/>
        <source>Claiming the rest is off at a shared table: play it out.</source>
        <translation>За общим столом нельзя забрать остальные взятки: доиграйте раздачу.</translation>
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="301"/>
        <source>At a shared table the server&apos;s computer takes your seat if you leave it.</source>
        <translation>За общим столом ваше место, если вы его покинете, займёт компьютер сервера.</translation>
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="308"/>
        <source>The computer is not playing your seat.</source>
        <translation>Компьютер не играет за вас.</translation>
    </message>
    <message>
        <location filename="../cardtable/online/shared_controller.py" line="314"/>
        <source>A shared game cannot be ended early.</source>
        <translation>Общую игру нельзя завершить досрочно.</translation>
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
        <translation>Выберите игру, чтобы сыграть против компьютера.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="195"/>
        <source>{low} to {high} players</source>
        <translation>Игроков: {low}–{high}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="208"/>
        <source>Rules of the games</source>
        <translation>Правила игр</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="210"/>
        <source>Play with people…</source>
        <translation>Игра с людьми…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="212"/>
        <source>Back to the game</source>
        <translation>Вернуться к игре</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="215"/>
        <source>The full rules of every game (F1)</source>
        <translation>Полные правила всех игр (F1)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="216"/>
        <source>Play at a table on a server, with people elsewhere</source>
        <translation>Играть за столом на сервере с людьми из других мест</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/start_screen.py" line="218"/>
        <source>Go back to the game in progress, as you left it</source>
        <translation>Вернуться к текущей игре — в том виде, в каком вы её оставили</translation>
    </message>
    <message>
        <source>Keep the hearts and the queen of spades out of your tricks, or take every one of them.</source>
        <translation type="vanished">Не берите во взятки черви и даму пик — или заберите их все до одной.</translation>
    </message>
    <message>
        <source>Name trumps, pass more cards each hand, win tricks and beware the Jacks and the Ugly seven.</source>
        <translation type="vanished">Козыри, всё больше карт на передачу, взятки — и берегитесь валетов и семёрки Ugly.</translation>
    </message>
    <message>
        <source>The deals grow and shrink by a card: say how many tricks you will take, then take exactly that many.</source>
        <translation type="vanished">Раздачи растут и убывают на карту: закажите число взяток и возьмите ровно столько.</translation>
    </message>
    <message>
        <source>A duel of decks: attack with low cards, equip them with diamonds and make the others run out.</source>
        <translation type="vanished">Дуэль колод: атакуйте младшими картами, усиливайте их бубнами, лишите соперников карт.</translation>
    </message>
    <message>
        <source>Shed your cards in singles, sets and straight flushes, and don&apos;t be the last one holding any.</source>
        <translation type="vanished">Избавляйтесь от карт по одной, наборами и стрит-флешами, пока они не остались только у вас.</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <location filename="../cardtable/ui/status_line.py" line="37"/>
        <source>The computer is playing for you — Game → Take my seat back</source>
        <translation>Компьютер играет за вас — Игра → Вернуть себе место</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>That card makes no play now.</source>
        <translation type="vanished">Этой картой сейчас не сыграть.</translation>
    </message>
    <message>
        <source>Does not go with the chosen cards.</source>
        <translation type="vanished">Не сочетается с выбранными картами.</translation>
    </message>
    <message>
        <source>That card may not be passed.</source>
        <translation type="vanished">Эту карту передавать нельзя.</translation>
    </message>
    <message>
        <source>{name} bids {bid}.</source>
        <translation type="vanished">{name} заказывает {bid}.</translation>
    </message>
    <message>
        <source>Hearts are broken.</source>
        <translation type="vanished">Черви открыты.</translation>
    </message>
    <message>
        <source>The {card} has been played!</source>
        <translation type="vanished">{card} на столе!</translation>
    </message>
    <message>
        <source>{name} names {suit} trumps.</source>
        <translation type="vanished">{name} объявляет козыри: {suit}.</translation>
    </message>
    <message>
        <source>{name} calls no trumps.</source>
        <translation type="vanished">{name} объявляет игру без козырей.</translation>
    </message>
    <message>
        <source>Trumps: {suit}</source>
        <translation type="vanished">Козыри: {suit}</translation>
    </message>
    <message>
        <source>No trumps this deal.</source>
        <translation type="vanished">В этой раздаче без козырей.</translation>
    </message>
    <message>
        <source>{name} takes the kitty.</source>
        <translation type="vanished">{name} забирает прикуп.</translation>
    </message>
    <message>
        <source>Game over. Winner: {names}</source>
        <translation type="vanished">Игра окончена. Победа: {names}</translation>
    </message>
    <message>
        <source>No trick has been played yet in this deal.</source>
        <translation type="vanished">В этой раздаче ещё не было ни одной взятки.</translation>
    </message>
</context>
<context>
    <name>TableTalk</name>
    <message>
        <location filename="../cardtable/ui/people/table_talk.py" line="47"/>
        <source>Table talk</source>
        <translation>Разговор за столом</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/table_talk.py" line="57"/>
        <source>At the table</source>
        <translation>За столом</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/table_talk.py" line="66"/>
        <source>Chat</source>
        <translation>Чат</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/table_talk.py" line="73"/>
        <source>Say something to the table…</source>
        <translation>Скажите что-нибудь всем за столом…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/table_talk.py" line="117"/>
        <source>Hear {name} again</source>
        <translation>Снова слышать {name}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/table_talk.py" line="120"/>
        <source>Mute {name}</source>
        <translation>Не слышать {name}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/table_talk.py" line="137"/>
        <source>{seat}. {name} — {state}</source>
        <translation>{seat}. {name} — {state}</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/table_talk.py" line="143"/>
        <source>{name} — watching</source>
        <translation>{name} — смотрит</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/people/table_talk.py" line="147"/>
        <source>(muted)</source>
        <translation>(без звука)</translation>
    </message>
</context>
<context>
    <name>Turns</name>
    <message numerus="yes">
        <source>%n penalty point(s)</source>
        <translation type="vanished">
            <numerusform>%n штрафное очко</numerusform>
            <numerusform>%n штрафных очка</numerusform>
            <numerusform>%n штрафных очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n drink(s)</source>
        <translation type="vanished">
            <numerusform>%n глоток</numerusform>
            <numerusform>%n глотка</numerusform>
            <numerusform>%n глотков</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UndoAsking</name>
    <message>
        <source>Undo goes back to your own last move: every move since is taken back.</source>
        <translation type="vanished">«Отменить ход» вернёт вас к вашему последнему ходу: все ходы после него будут отменены.</translation>
    </message>
    <message>
        <source>Among them are the moves the computer made for you.</source>
        <translation type="vanished">Среди них — ходы, которые компьютер сделал за вас.</translation>
    </message>
    <message>
        <source>Redo brings them back until you make a new move.</source>
        <translation type="vanished">Их можно вернуть командой «Повторить ход», пока вы не сделаете новый ход.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/undo_asking.py" line="45"/>
        <source>Undo so far back?</source>
        <translation>Вернуться так далеко назад?</translation>
    </message>
</context>
<context>
    <name>UndoWords</name>
    <message numerus="yes">
        <location filename="../cardtable/ui/undo_asking.py" line="24"/>
        <source>Undo goes back to your own last move, %n deal(s) ago: every move since is taken back.</source>
        <translation>
            <numerusform>«Отменить ход» вернёт вас к вашему последнему ходу, сделанному %n раздачу назад: все ходы после него будут отменены.</numerusform>
            <numerusform>«Отменить ход» вернёт вас к вашему последнему ходу, сделанному %n раздачи назад: все ходы после него будут отменены.</numerusform>
            <numerusform>«Отменить ход» вернёт вас к вашему последнему ходу, сделанному %n раздач назад: все ходы после него будут отменены.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/undo_asking.py" line="27"/>
        <source>Undo goes back to your own last move: every move since is taken back.</source>
        <translation>«Отменить ход» вернёт вас к вашему последнему ходу: все ходы после него будут отменены.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/undo_asking.py" line="30"/>
        <source>Among them are the moves the computer made for you.</source>
        <translation>Среди них — ходы, которые компьютер сделал за вас.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/undo_asking.py" line="31"/>
        <source>Redo brings them back until you make a new move.</source>
        <translation>Их можно вернуть командой «Повторить ход», пока вы не сделаете новый ход.</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="46"/>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="47"/>
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="49"/>
        <source>Play with &amp;people…</source>
        <translation>Игра с &amp;людьми…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="50"/>
        <source>Start &amp;screen</source>
        <translation>Стартовый &amp;экран</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="52"/>
        <source>&amp;Restart</source>
        <translation>Начать &amp;заново</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="53"/>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="55"/>
        <source>Save &amp;as…</source>
        <translation>&amp;Сохранить как…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="58"/>
        <source>&amp;Undo</source>
        <translation>Отменить &amp;ход</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="61"/>
        <source>&amp;Redo</source>
        <translation>Пов&amp;торить ход</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="63"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Последняя взятка</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="66"/>
        <source>&amp;Claim the rest</source>
        <translation>За&amp;брать остальные взятки</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="68"/>
        <source>&amp;Hint</source>
        <translation>По&amp;дсказка</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="72"/>
        <source>Let the &amp;computer play for me</source>
        <translation>Пусть &amp;компьютер играет за меня</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="74"/>
        <source>&amp;Take my seat back</source>
        <translation>&amp;Вернуть себе место</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="76"/>
        <source>&amp;End the game</source>
        <translation>Завер&amp;шить игру</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="79"/>
        <source>House &amp;rules…</source>
        <translation>Домашние п&amp;равила…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="81"/>
        <source>&amp;History…</source>
        <translation>&amp;История…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="82"/>
        <source>&amp;Settings…</source>
        <translation>Настро&amp;йки…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="85"/>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="87"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="88"/>
        <source>&amp;Animation speed</source>
        <translation>&amp;Скорость анимации</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="89"/>
        <source>Off</source>
        <translation>Выкл.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="89"/>
        <source>Fast</source>
        <translation>Быстро</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="90"/>
        <source>Normal</source>
        <translation>Обычно</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="90"/>
        <source>Slow</source>
        <translation>Медленно</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="93"/>
        <source>Card &amp;size</source>
        <translation>&amp;Размер карт</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="94"/>
        <source>Small</source>
        <translation>Маленький</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="94"/>
        <source>Medium</source>
        <translation>Средний</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="95"/>
        <source>Large</source>
        <translation>Большой</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="99"/>
        <source>What does the &amp;computer know?</source>
        <translation>Что &amp;знает компьютер?</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="102"/>
        <source>Card &amp;back</source>
        <translation>Ру&amp;башка карт</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="103"/>
        <source>Red lattice</source>
        <translation>Красная решётка</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="103"/>
        <source>Blue rings</source>
        <translation>Синие кольца</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="104"/>
        <source>Green chevrons</source>
        <translation>Зелёные шевроны</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="107"/>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Четырёхцветная колода</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="113"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="114"/>
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="117"/>
        <source>&amp;How to play</source>
        <translation>&amp;Как играть</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="121"/>
        <source>&amp;About Card Table</source>
        <translation>&amp;О программе Card Table</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/window_menus.py" line="127"/>
        <source>&amp;How to play {game}</source>
        <translation>&amp;Как играть в {game}</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <source>Continue?</source>
        <translation type="vanished">Продолжить?</translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game of {game} (%n move(s) played). Continue it?</source>
        <translation type="vanished">
            <numerusform>У вас есть незаконченная партия в {game} (сделан %n ход). Продолжить её?</numerusform>
            <numerusform>У вас есть незаконченная партия в {game} (сделано %n хода). Продолжить её?</numerusform>
            <numerusform>У вас есть незаконченная партия в {game} (сделано %n ходов). Продолжить её?</numerusform>
        </translation>
    </message>
    <message>
        <source>Save game</source>
        <translation type="vanished">Сохранить игру</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation type="vanished">Сохранено: {path}</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation type="vanished">Открыть игру</translation>
    </message>
    <message>
        <source>This game cannot be opened: {reason}</source>
        <translation type="vanished">Эту игру нельзя открыть: {reason}</translation>
    </message>
</context>
</TS>
