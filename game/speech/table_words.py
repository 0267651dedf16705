"""The table's news as sentences (B18): where the focus stands, the lifted run, each move, undo
and redo, a refusal, the hint, the win — words from the catalogues, facts from the engine.

Every function takes typed values (an `Acted` the table told, its `TableState`, the engine's
`Position`) and answers sentences in the current language. Nothing here decides a rule: which
run would lift, where a run may go, how many cards may move at once — all of it is asked of the
engine or read off the state.
"""

from __future__ import annotations

from game.engine import FOUNDATION, WASTE, Move, MoveKind, Position, lifted_cards
from game.engine.exhaustive import assert_never
from game.engine.rules import run_length, run_limit
from game.i18n import clock_text, tr, trn
from game.i18n.phrases import number_display
from game.speech.card_words import (
    both_words,
    card_words,
    cards_words,
    from_words,
    run_words,
    source_words,
    suit_words,
    target_words,
)
from game.speech.verbosity import Verbosity
from game.table.actions import (
    Ask,
    BackToWinnable,
    ChooseColumn,
    Finish,
    FocusActivate,
    FocusNext,
    FocusPrevious,
    Hint,
    Lift,
    LiftCard,
    LiftWaste,
    OpenMenu,
    Play,
    PlayMove,
    PutDown,
    Redeal,
    Redo,
    ReopenStuck,
    RunFewer,
    RunMore,
    SendSelection,
    ShowLine,
    TurnTalon,
    Undo,
)
from game.table.events import refused
from game.table.focus import Stop, StopKind
from game.table.news import Acted
from game.table.state import TableState
from game.table.values import Selection


def count_words(n: int) -> str:
    """``1 Karte`` / ``7 Karten``."""
    return trn("speech.cards", n)


def column_words(position: Position, column: int) -> str:
    """A column at a glance: its top card, how many lie there, the run that would lift with it."""
    cards = position.columns[column]
    name = source_words(column)
    if not cards:
        return tr("speech.column_empty", column=name)
    run = run_length(cards)
    if run > 1:
        words = tr("speech.column_run", column=name, card=card_words(cards[-1]), count=count_words(len(cards)),
                   run=run_words(cards[-run:]))
        limit = run_limit(position, target_empty=False)   # the limit onto a card, said before a lift
        return " ".join((words, trn("speech.limit", limit))) if run > limit else words
    return tr("speech.column_top", column=name, card=card_words(cards[-1]), count=count_words(len(cards)))


def waste_words(position: Position) -> str:
    if not position.waste:
        return tr("speech.waste_empty")
    return tr("speech.waste_top", card=card_words(position.waste[-1]), count=count_words(len(position.waste)))


def talon_words(position: Position) -> str:
    if not position.talon:
        return tr("speech.talon_empty")
    return tr("speech.talon", count=count_words(len(position.talon)))


def foundations_sentence(parts: list[str], empty: int) -> str:
    """The foundations' sentence around what is said of each one that holds cards: "Ablage: …,
    5 noch leer", or that all are empty."""
    if not parts:
        return tr("speech.foundations_empty")
    if empty:
        parts = [*parts, trn("speech.foundations_left", empty)]
    return tr("speech.foundations", tops=tr("speech.list_separator").join(parts))


def foundation_sizes_words(position: Position) -> str:
    """Shift+F: every foundation in the engine's order, its top card and how many cards it holds
    (`Position.foundation_sizes`), the empty ones counted."""
    parts = [tr("speech.foundation_size", card=card_words(top), count=count_words(size))
             for top, size in zip(position.foundation_tops(), position.foundation_sizes(), strict=True) if top]
    return foundations_sentence(parts, position.foundation_tops().count(None))


def foundation_words(position: Position) -> str:
    """Each foundation's top card in the engine's order ("Pik Drei, Herz Ass"; two alike side by
    side as "beide Pik Asse"), and how many are empty. The engine names each top
    (`Position.foundation_tops`): its suit is the foundation's."""
    tops = position.foundation_tops()
    parts: list[str] = []
    for index, top in enumerate(tops):
        if top is None or (index > 0 and tops[index - 1] == top):
            continue   # said with the one before it: "both aces of spades"
        both = index + 1 < len(tops) and tops[index + 1] == top
        parts.append(both_words(top) if both else tr("speech.foundation_up_to", suit=suit_words(top.suit),
                                                        card=card_words(top)))
    return foundations_sentence(parts, tops.count(None))


def stop_words(stop: Stop, position: Position, state: TableState) -> str:
    """Where the keyboard ring stands now; with a lifted run, whether it is a target (the best)."""
    match stop.kind:
        case StopKind.TALON:
            return talon_words(position)
        case StopKind.FINISH:
            return tr("button.finish")
        case StopKind.BACK_WINNABLE:
            return tr("button.back_winnable")
        case StopKind.STUCK:
            return tr("stuck.reopen")
        case StopKind.WASTE:   # with a lifted run the ring visits the waste only as its own pile
            return pile_stop_words(waste_words(position), state.selection is not None, None, state.selection)
        case StopKind.FOUNDATION:
            return pile_stop_words(foundation_words(position), False, FOUNDATION, state.selection)
        case StopKind.COLUMN:
            lifted = state.selection
            own = lifted is not None and lifted.src == stop.column
            return pile_stop_words(column_words(position, stop.column), own, stop.column, lifted)
        case _:
            assert_never(stop.kind)


def pile_stop_words(words: str, own: bool, target: int | None, lifted: Selection | None) -> str:
    """A pile the ring stands on while a run is lifted: the run's own pile (``own``: Enter puts it
    back), its best target, or another target (``target``: FOUNDATION or a column)."""
    if lifted is None:
        return words
    if own:
        return tr("speech.focus_source", place=words)
    if target == lifted.best:
        return tr("speech.focus_best", place=words)
    return tr("speech.focus_target", place=words)


def lifted_words(lifted: Selection, position: Position, verbosity: Verbosity = Verbosity.NORMAL) -> str:
    """The lifted run, the run limit when it is longer (always when full), its targets best first."""
    cards = lifted_cards(position, lifted.src, lifted.count)
    parts = [tr("speech.lifted", run=run_words(cards), place=from_words(lifted.src), count=count_words(lifted.count))]
    if lifted.count > lifted.limit or verbosity == Verbosity.FULL:
        parts.append(trn("speech.limit", lifted.limit))
    targets = sorted(lifted.targets, key=lambda target: target != lifted.best)
    if targets:
        names = [target_words(target) for target in targets]
        if lifted.best is not None:
            names[0] = tr("speech.best", place=names[0])
        parts.append(tr("speech.targets", places=tr("speech.list_separator").join(names)))
    else:
        parts.append(tr("speech.no_target"))
    return " ".join(parts)


def move_words(move: Move, position: Position) -> str:
    """A move as the player would say it, the cards as they lie in ``position`` (before it)."""
    match move.kind:
        case MoveKind.TURN:
            return tr("speech.move.turn", card=card_words(position.talon[-1])) if position.talon else tr("reason.turn")
        case MoveKind.REDEAL:
            return tr("speech.move.redeal", count=count_words(len(position.waste)))
        case MoveKind.FINISH:
            return tr("speech.move.finish")
        case MoveKind.PLAY:
            return play_words(move, position)
        case _:
            assert_never(move.kind)


def play_words(move: Move, position: Position) -> str:
    """A played run as the player would say it: where from, and up, onto a card or into an empty column."""
    cards = lifted_cards(position, move.src, move.count)
    run = run_words(cards) if cards else ""
    if move.dst == FOUNDATION:
        return tr("speech.move.up", run=run, source=from_words(move.src))
    onto = position.columns[move.dst]
    if onto:
        return tr("speech.move.onto", run=run, source=from_words(move.src), target=target_words(move.dst),
                  onto=card_words(onto[-1]))
    return tr("speech.move.empty", run=run, source=from_words(move.src), target=target_words(move.dst))


def after_move_words(move: Move, position: Position, verbosity: Verbosity = Verbosity.NORMAL) -> list[str]:
    """What a move left behind that the player needs next: the talon's count after a turn (not
    when short; after every move when full), the new top of the column a run left."""
    talon = [tr("speech.talon_left", count=count_words(len(position.talon)))]
    if move.kind == MoveKind.TURN:
        return talon if verbosity != Verbosity.SHORT else []
    return [*after_play_words(move, position), *(talon if verbosity == Verbosity.FULL else [])]


def after_play_words(move: Move, position: Position) -> list[str]:
    match move.kind:
        case MoveKind.PLAY if move.src != WASTE:
            cards = position.columns[move.src]
            if not cards:
                return [tr("speech.now_empty", column=source_words(move.src))]
            return [tr("speech.uncovered", column=source_words(move.src), card=card_words(cards[-1]))]
        case MoveKind.PLAY:
            return [tr("speech.waste_now", card=card_words(position.waste[-1]))] if position.waste else []
        case MoveKind.TURN | MoveKind.REDEAL | MoveKind.FINISH:
            return []
        case _:
            assert_never(move.kind)


def acted_words(acted: Acted, position: Position, state: TableState,
                verbosity: Verbosity = Verbosity.NORMAL) -> list[str]:
    """The sentences for one action the table carried out (``position``: the engine's now)."""
    auto = acted.auto
    if acted.undone and not acted.made:
        if len(acted.undone) > 1:
            return [trn("speech.undone_several", len(acted.undone))]
        move = acted.undone[0]
        words = [tr("speech.undone", move=move_words(move, position))]   # its cards lie where it took them from
        if auto:
            words.append(tr("speech.auto_back", cards=cards_words(auto)))
        return words
    redone = acted.action == Redo()   # a value: Redo has no fields
    if acted.made:
        if redone and len(acted.made) > 1:   # a unit ("Zurück zu gewinnbar") comes back whole
            return [trn("speech.redone_several", len(acted.made))]
        words = []
        before = acted.before
        for move in acted.made:
            said = move_words(move, before)
            words.append(tr("speech.redone", move=said) if redone else said)
        last = acted.made[-1]
        words += after_move_words(last, position, verbosity)
        if auto and redone:
            words.append(tr("speech.auto_up", cards=cards_words(auto)))
        return words
    return unmade_words(acted, state)


def unmade_words(acted: Acted, state: TableState) -> list[str]:
    """The sentences for an action that moved no card: nothing to undo or redo, a refusal, a hint
    still being searched for (the hint itself is told when it shows, `news.HintShown`)."""
    denied = refused(acted.effects)
    match acted.action:
        case Undo():
            return [tr("speech.nothing_to_undo")]
        case Redo():
            return [tr("speech.nothing_to_redo")]
        case Hint() if not denied and state.hint_move is None and state.hint_waiting:
            return [tr("speech.hint_waiting")]
        case (Hint() | ShowLine() | TurnTalon() | Redeal() | Finish() | BackToWinnable() | ReopenStuck() | Play()
              | PlayMove() | Lift() | LiftCard() | LiftWaste() | ChooseColumn() | SendSelection() | PutDown()
              | RunMore() | RunFewer() | OpenMenu() | FocusNext() | FocusPrevious() | FocusActivate() | Ask()):
            return [tr("speech.refused")] if denied else []
        case _:
            assert_never(acted.action)


def hint_words(move: Move, position: Position) -> str:
    """The hint's move in words (the reason follows on the message line). A hint to turn names no
    card: the talon's next card is face down, for the ear as for the eye."""
    words = tr("reason.turn") if move.kind == MoveKind.TURN else move_words(move, position)
    return tr("speech.hint", move=words)


def won_words(state: TableState) -> str:
    moves = trn("count.moves", state.moves)
    if not state.options.show_clock:   # the player keeps the clock hidden: no time is said either
        return tr("speech.won_moves", moves=moves)
    return tr("speech.won", moves=moves, time=clock_text(state.seconds))


def deal_words(state: TableState, position: Position, dealt: bool = True) -> list[str]:
    """A table just dealt (``dealt``), or first heard with its game under way (a resumed game):
    which game, the first look; the query keys tell the rest."""
    number = tr("speech.game_number", number=number_display(state.number)) if state.number is not None else ""
    variant = tr(f"variant.{state.variant.name}")
    if dealt or state.moves == 0:
        words = [tr("speech.dealt", variant=variant, number=number).strip()]
    else:
        words = [tr("speech.resumed", variant=variant, number=number, moves=trn("count.moves", state.moves)).strip()]
    words.append(talon_words(position))
    words.append(tr("speech.keys_hint"))
    return words


def state_words(state: TableState) -> str:
    """Move, clock, variant and game number (the query key I)."""
    number = number_display(state.number) if state.number is not None else tr("speech.no_number")
    variant, moves = tr(f"variant.{state.variant.name}"), trn("count.moves", state.moves)
    if not state.options.show_clock:   # the player keeps the clock hidden: no time is said either
        return tr("speech.state_moves", moves=moves, variant=variant, number=number)
    return tr("speech.state", moves=moves, time=clock_text(state.seconds), variant=variant, number=number)
