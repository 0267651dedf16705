"""The help screen's content (docs/rules.md R18, R19, B5): German from the original description of the game, English beside it.

Data, not layout: the help scene renders `help_sections(language)` — a list of sections,
each a title and paragraphs, a paragraph optionally headed (a question, a tip's number).
Section keys are the same in every language, so the scene can link or remember a position
by key. The German wording follows the original German description of the game (docs/rules.md) closely, with "diese
Seite" of the web original made "das Spiel"; the FAQ answers the questions the issue asks
in the seed's voice (du, short sentences). UI strings quoted in the text are the ones the
game shows ("Zug zurück", "Max. N auf einmal" …).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class HelpParagraph:
    """One block of text; ``heading`` is shown above it in bold (a question, a tip number)."""

    text: str
    heading: str | None = None


@dataclass(frozen=True)
class HelpSection:
    """A titled part of the help: ``key`` is the same in every language."""

    key: str
    title: str
    paragraphs: tuple[HelpParagraph, ...]


P = HelpParagraph

SECTION_KEYS = ("how_to_play", "rules", "variants", "tips", "faq")

_GERMAN = (
    HelpSection("how_to_play", "So wird gespielt", (
        P("Zwei Blatt, zusammen 104 Karten. 40 davon liegen offen in zehn Spalten zu je vier Karten – auf dem Handy "
          "in zwei Reihen zu fünf, jede Spalte oben mit ihrer Nummer 1–10. Die acht Steinnischen oben sind die "
          "Ablagestapel, der verdeckte Stapel unten links ist der Talon, daneben liegt der Abwurfstapel. Von "
          "zugedeckten Karten siehst du einen Streifen am oberen Rand, Wert und Farbe bleiben also immer lesbar.",
          "Wie wird bei Vierzig Räuber ausgeteilt?"),
        P("Tipp auf eine Karte: Sie hebt sich zusammen mit der gleichfarbigen Folge, die auf ihr liegt, jedes "
          "erlaubte Ziel leuchtet blau, das beste bekommt einen kleinen Pfeil. Tipp auf ein leuchtendes Ziel, um zu "
          "ziehen, oder tipp die Auswahl noch einmal an, dann geht sie zum besten Ziel. Eine einzelne Karte mit nur "
          "einem möglichen Ziel fliegt sofort hin. Mit ▲ (eine mehr) und ▼ (eine weniger) in der Auswahlleiste passt "
          "du die Folge an. Kann eine Karte nirgends hin, hebt sie sich kurz, schüttelt sich, und unten steht, was "
          "sie bräuchte – etwa „4♠ braucht 5♠ oder eine freie Spalte“.",
          "Wie bewege ich bei Vierzig Räuber die Karten?"),
        P("Jeder Tipp auf den Talon legt eine Karte offen auf den Abwurfstapel; dessen oberste Karte darf auf eine "
          "Spalte oder auf einen Ablagestapel. In der klassischen Variante läuft der Talon nur einmal durch, "
          "umgedrehte Karten kommen nie zurück; in der lockeren Variante darfst du einmal neu durchgehen. Gibt es auf "
          "dem Tisch noch Züge, zeigt der Talon „Auf dem Tisch geht noch was“ – er hält dich aber nicht auf.",
          "Wie funktioniert der Talon bei Vierzig Räuber?"),
        P("Wenn alle 104 Karten nach Farben von Ass bis König auf den acht Ablagestapeln liegen. Ist „Sichere Karten "
          "automatisch ablegen“ an, wandern niedrige Karten, die zum Anlegen nicht mehr gebraucht werden, mit deinem "
          "Zug nach oben. Sind Talon und Abwurfstapel leer und der Rest lässt sich direkt ablegen, erscheint „Alles "
          "ablegen“. Die Auswertung zeigt Züge, Zeit, Rücknahmen und Tipps – weniger Züge auf derselben Spielnummer "
          "sind ein neuer Rekord. Die Uhr läuft ab deiner ersten Eingabe (auch nach dem Fortsetzen eines Spiels) und "
          "steht mit dem Zug, der gewinnt.",
          "Wann ist eine Partie Vierzig Räuber gewonnen?"),
    )),
    HelpSection("rules", "Regeln", (
        P("Zwei Blatt französische Karten ohne Joker, 104 Karten. 40 Karten werden offen in zehn Spalten zu je vier "
          "ausgelegt, die übrigen 64 bilden den Talon. Es gibt acht Ablagestapel, zwei pro Farbe, jeder wird in "
          "seiner Farbe von Ass bis König aufgebaut. Liegen alle 104 Karten oben, hast du gewonnen. Freie Zellen gibt "
          "es keine, und abgelegte Karten kommen nicht mehr herunter.",
          "Grundregeln"),
        P("Abwärts um genau einen Wert und nur in derselben Farbe – Pik 8 passt auf Pik 9, aber nie auf Herz 9. Eine "
          "leere Spalte nimmt jede beliebige Karte und ist bei Vierzig Räuber das Wertvollste, was du haben kannst. "
          "Ass und König hängen nicht zusammen.",
          "Anlegen in den Spalten"),
        P("Jeder Tipp legt eine Talonkarte offen auf den Abwurfstapel, und nur dessen oberste Karte ist spielbar – "
          "auf eine Spalte oder auf einen Ablagestapel. Klassisch läuft der Talon einmal durch. Locker darfst du den "
          "Abwurfstapel einmal komplett zurückdrehen, und der zweite Durchgang kommt in genau derselben Reihenfolge "
          "wie der erste.",
          "Talon und Abwurfstapel"),
        P("Standardmäßig gibt das Spiel nur Partien aus, die ein Offline-Löser als lösbar bestätigt hat; über die "
          "Spielnummer kannst du genau diese Partie teilen. Lösbar heißt: lösbar, wenn man die Reihenfolge im Talon "
          "kennt – du kennst sie nicht, also kannst du dich auch in einem lösbaren Spiel festfahren. Ist der Talon "
          "aufgebraucht, prüft das Spiel im Hintergrund, ob noch eine Karte abgelegt werden kann; geht nichts mehr, "
          "sagt es dir das und bietet „Zug zurück“, „Aufgeben“ oder „Neustart“ an – oder „Tisch ansehen“; der Knopf "
          "„Festgefahren – was nun?“ auf dem Tisch holt die Auswahl dann zurück. Für komplett zufällige Spiele "
          "schaltest du „Nur lösbare Spiele“ im Menü aus.",
          "Lösbare Spiele und Hinweis bei Stillstand"),
    )),
    HelpSection("variants", "Varianten", (
        P("Du bewegst immer nur eine Karte: Willst du eine gleichfarbige Folge verschieben, zerlegt das Spiel sie "
          "über die leeren Spalten in erlaubte Einzelzüge. So schaffst du höchstens 2 hoch Anzahl der leeren "
          "Spalten. Ist das Ziel selbst eine leere Spalte, kann sie nicht als Zwischenstation dienen, und das Limit "
          "halbiert sich: Mit einer leeren Spalte darfst du 2 Karten auf eine andere Karte ziehen, aber nur 1 in die "
          "leere Spalte. Der Talon läuft einmal durch.",
          "Klassisch"),
        P("Du darfst eine gleichfarbige Folge am Stück ziehen, ohne Limit. Den Abwurfstapel darfst du einmal komplett "
          "zurückdrehen, und der zweite Durchgang kommt in genau derselben Reihenfolge wie der erste.",
          "Locker"),
        P("Spalte 3 endet, von unten nach oben, mit Karo K, Pik 9, Pik 8, Pik 7; Spalte 6 endet mit Pik 10; es gibt "
          "eine leere Spalte. Tippst du Pik 9 an, heben sich drei Karten, aber die Auswahlleiste zeigt „Max. 2 auf "
          "einmal“, und Spalte 6 leuchtet nicht. Räum zuerst eine zweite Spalte frei, dann steigt das Limit auf 4 – "
          "jetzt wandert die Folge auf Pik 10, Karte für Karte über die leeren Spalten, und der Zugzähler steigt "
          "nur um eins.",
          "Ein Beispiel (Klassisch)"),
        P("Varianten wie Lucas (Asse liegen zu Beginn schon oben, 13 Spalten), Sixty Thieves oder Spiele mit drei "
          "Blatt gibt es hier nicht – nur Klassisch und Locker.",
          "Andere Varianten"),
    )),
    HelpSection("tips", "Tipps", (
        P("Leere Spalten sind Gold wert – räum früh eine frei und schieb damit lange Folgen.", "1"),
        P("Der Talon ist eine Einbahnstraße, spiel also erst den Tisch aus, bevor du eine Karte umdrehst.", "2"),
        P("Bei doppelten Karten die verschieben, hinter der mehr frei wird.", "3"),
        P("Nicht jede niedrige Karte sofort ablegen – eine 3 wird vielleicht noch gebraucht, um eine 2 aufzunehmen.",
          "4"),
        P("Probier ruhig herum, „Zug zurück“ ist unbegrenzt.", "5"),
    )),
    HelpSection("faq", "Häufige Fragen", (
        P("Lösbar heißt: lösbar, wenn man die Reihenfolge im Talon kennt. Ein Offline-Löser hat jede Partie, die das "
          "Spiel standardmäßig austeilt, mit dieser Kenntnis bis zum Ende durchgespielt. Schaltest du „Nur lösbare "
          "Spiele“ im Menü aus, bekommst du komplett zufällige Spiele – manche davon sind nicht zu gewinnen.",
          "Was heißt „lösbar“?"),
        P("Weil du die Reihenfolge im Talon nicht kennst – der Löser schon. Er weiß bei jedem Zug, welche Karte als "
          "Nächstes kommt; du entscheidest, ohne es zu wissen, und kannst dich deshalb auch in einem lösbaren Spiel "
          "festfahren. „Zug zurück“ ist unbegrenzt: Geh zurück und probier einen anderen Weg.",
          "Warum kann ich ein lösbares Spiel trotzdem verlieren?"),
        P("Jede Partie hat eine Spielnummer. Dieselbe Nummer gibt auf jedem Rechner für immer dieselbe Austeilung. "
          "So kannst du eine Partie teilen: Gib die Nummer weiter, und wer sie im Menü eingibt, spielt genau dieselbe "
          "Partie – oder du spielst eine gute Partie noch einmal. Die Nummern sind mit PySolFC kompatibel: Dieselbe "
          "Nummer gibt dort bei Vierzig Räuber dieselbe Austeilung, auch mit dem Präfix „ms“. Weniger Züge auf "
          "derselben Nummer und Variante sind ein neuer Rekord.",
          "Wozu ist die Spielnummer da?"),
        P("Klassisch ziehst du eine Folge Karte für Karte über die leeren Spalten: höchstens 2 hoch Anzahl der leeren "
          "Spalten, halb so viele, wenn das Ziel selbst eine leere Spalte ist. Hebst du mehr Karten an, als das Limit "
          "erlaubt, zeigt die Auswahlleiste „Max. N auf einmal“, und Ziele, die mehr bräuchten, leuchten nicht. Nimm "
          "mit ▼ Karten aus der Auswahl oder räum erst eine weitere Spalte frei. Locker gibt es kein Limit.",
          "Was bedeutet „Max. N auf einmal“?"),
        P("Der Talon erinnert dich daran, dass auf dem Tisch noch ein Zug möglich ist. Das ist nur ein Hinweis, keine "
          "Sperre: Du darfst trotzdem eine Karte umdrehen. Aber der Talon ist eine Einbahnstraße.",
          "Was heißt „Auf dem Tisch geht noch was“?"),
        P("Ist der Talon aufgebraucht (Locker: auch nach dem einen Neudurchgang), prüft das Spiel im Hintergrund, ob "
          "noch eine Karte abgelegt werden kann. Geht nichts mehr, sagt es dir das und bietet „Zug zurück“, "
          "„Aufgeben“ oder „Neustart“ an.",
          "Was passiert, wenn nichts mehr geht?"),
        P("Der Tipp kommt, wenn möglich, aus einem Gewinnweg, den der Löser im Hintergrund gefunden hat; sonst ist "
          "es der beste Zug nach Faustregeln. Die Anzeige „gewinnbar“ / „nicht mehr gewinnbar“ (in den Optionen "
          "einschaltbar) und „Lösung zeigen“ nach dem Aufgeben beruhen ebenfalls auf dem Löser – und der kennt die "
          "Reihenfolge im Talon, die du nicht kennst. „Nicht mehr gewinnbar“ heißt also: auch mit diesem Wissen "
          "nicht; „Zurück zu gewinnbar“ nimmt die Züge bis zur letzten gewinnbaren Stellung zurück.",
          "Woher kommen Tipps und die Gewinnbarkeits-Anzeige?"),
        P("Ja, nach jedem Zug. Beim nächsten Start geht es genau dort weiter, mit allen Zügen zum Zurücknehmen. "
          "Einstellungen, Statistik und Rekorde bleiben ebenfalls erhalten.",
          "Wird meine Partie gespeichert?"),
        P("Jeden Tag gibt es je Variante ein lösbares Tagesspiel, für alle Spieler dasselbe. „Tagesspiel“ im Menü "
          "teilt das heutige aus, „Kalender“ zeigt den Monat: ✓ gewonnen, ✗ verloren, leer nicht gespielt. Die Serie "
          "zählt die Tage in Folge, deren Spiel du am selben Tag gewonnen hast. Tippst du im Kalender auf einen "
          "früheren Tag, spielst du dessen Spiel nach – es zählt für den Kalender, nicht für die Serie.",
          "Was ist das Tagesspiel?"),
        P("Spider Solitär nutzt ebenfalls zwei Blatt und zehn Spalten, aber die meisten Karten liegen anfangs "
          "verdeckt, und komplette Folgen von König bis Ass verlassen den Tisch. Bei Vierzig Räuber liegt alles "
          "offen, die Ablagestapel wachsen von Ass aufwärts, und der Talon läuft nur einmal durch – hier zählt "
          "Planung. FreeCell kennt dasselbe Ein-Karten-Limit über freie Zellen, spielt aber mit einem Blatt.",
          "Wie unterscheidet sich Vierzig Räuber von Spider und FreeCell?"),
        P("Mit ← und → (oder Tab) wandert ein weißer Rahmen über Talon, Abwurfstapel und Spalten; Enter hebt die "
          "Folge dort an. Danach besucht der Rahmen nur noch die erlaubten Ziele und steht zuerst auf dem besten – "
          "Enter zieht dorthin, Enter auf der eigenen Spalte legt die Auswahl wieder ab. Schneller geht es mit den "
          "Kürzeln: 1–9 und 0 für die Spalten, W für den Abwurfstapel, T oder Leertaste für den Talon, F für den "
          "Ablagestapel, A für „Alles ablegen“, ↑ und ↓ für eine Karte mehr oder weniger, H für einen Tipp, "
          "Strg+Z und Strg+Y für Zug zurück und Wiederholen, Esc für das Menü, F11 für den Vollbildmodus.",
          "Kann ich Vierzig Räuber mit der Tastatur spielen?"),
    )),
)

_ENGLISH = (
    HelpSection("how_to_play", "How to play", (
        P("Two decks, 104 cards in all. 40 of them lie face up in ten columns of four – on a phone in two rows of "
          "five, each column headed by its number 1–10. The eight stone niches along the top are the foundations; "
          "the face-down pile at the bottom left is the talon, with the waste pile beside it. Of a covered card you "
          "see a strip along its top edge, so its rank and suit are always readable.",
          "How are the cards dealt in Forty Thieves?"),
        P("Tap a card: it lifts together with the same-suit run lying on it, every legal target glows blue, and the "
          "best one gets a small arrow. Tap a glowing target to move there, or tap the selection again to send it "
          "to the best target. A single card with only one possible target flies there at once. Use ▲ (one more) "
          "and ▼ (one fewer) in the selection bar to adjust the run. If a card can go nowhere, it rises for a moment, "
          "shakes, and the bottom of the table says what it would need – say “4♠ needs 5♠ or an empty column”.",
          "How do I move cards in Forty Thieves?"),
        P("Each tap on the talon turns one card face up onto the waste; the waste's top card may go onto a column or "
          "a foundation. In the classic variant the talon runs through once and turned cards never come back; in "
          "the relaxed variant you may go through it once more. While there are still moves on the table, the talon "
          "says “There is still a move on the table” – but it never stops you.",
          "How does the talon work in Forty Thieves?"),
        P("When all 104 cards lie on the eight foundations, by suit from Ace to King. With “Auto-play safe cards” "
          "on, low cards that can no longer be needed to build on travel up along with your move. When talon and "
          "waste are empty and the rest can go straight up, a “Finish” button appears. The summary shows moves, "
          "time, undos and hints – fewer moves on the same game number are a new record. The clock starts with your "
          "first input (also when you come back to a saved game) and stops with the winning move.",
          "When is a game of Forty Thieves won?"),
    )),
    HelpSection("rules", "Rules", (
        P("Two French decks without jokers, 104 cards. 40 cards are dealt face up into ten columns of four; the other "
          "64 form the talon. There are eight foundations, two per suit, each built up in its suit from Ace to King. "
          "Once all 104 cards are up, you have won. There are no free cells, and a card on a foundation never comes "
          "back down.",
          "Basic rules"),
        P("Down by exactly one rank and only in the same suit – the 8 of spades goes on the 9 of spades, never on the "
          "9 of hearts. An empty column takes any card and is the most valuable thing you can have in Forty Thieves. "
          "Ace and King do not connect.",
          "Building on the columns"),
        P("Each tap turns a talon card face up onto the waste, and only the waste's top card is playable – onto a "
          "column or a foundation. In Classic the talon runs through once. In Relaxed you may turn the whole waste "
          "back over once, and the second pass comes in exactly the same order as the first.",
          "Talon and waste"),
        P("By default the game only deals games that an offline solver has confirmed solvable; the game number lets "
          "you share exactly that game. Solvable means solvable when the order of the talon is known – you do not "
          "know it, so you can get stuck even in a solvable game. Once the talon is used up, the game checks in the "
          "background whether any card can still reach a foundation; if none can, it tells you and offers “Undo”, "
          "“Give up” or “Restart” – or “Look at the table”, after which the “Stuck – what now?” button on the table "
          "brings the choice back. For fully random games, switch off “Only solvable games” in the menu.",
          "Solvable games and being stuck"),
    )),
    HelpSection("variants", "Variants", (
        P("You always move one card at a time: to shift a same-suit run, the game breaks it into legal single-card "
          "moves through the empty columns. That way you can move at most 2 to the power of the number of empty "
          "columns. If the target is itself an empty column, it cannot serve as a stop, and the limit halves: with "
          "one empty column you may move 2 cards onto another card, but only 1 into the empty column. The talon "
          "runs through once.",
          "Classic"),
        P("You may move a same-suit run in one go, with no limit. You may turn the whole waste back over once, and "
          "the second pass comes in exactly the same order as the first.",
          "Relaxed"),
        P("Column 3 ends, bottom to top, with the King of diamonds, 9, 8 and 7 of spades; column 6 ends with the "
          "10 of spades; there is one empty column. Tap the 9 of spades and three cards lift, but the selection bar "
          "says “Max. 2 at once”, and column 6 does not glow. Clear a second column first and the limit rises to 4 – "
          "now the run travels onto the 10 of spades card by card through the empty columns, and the move counter "
          "goes up by just one.",
          "An example (Classic)"),
        P("Variants such as Lucas (the Aces start on the foundations, 13 columns), Sixty Thieves or games with three "
          "decks are not offered here – only Classic and Relaxed.",
          "Other variants"),
    )),
    HelpSection("tips", "Tips", (
        P("Empty columns are worth gold – clear one early and use it to move long runs.", "1"),
        P("The talon is a one-way street, so play out the table before you turn a card.", "2"),
        P("When a card is there twice, move the copy that frees more behind it.", "3"),
        P("Don't send every low card up at once – a 3 may still be needed to take a 2.", "4"),
        P("Feel free to experiment: “Undo” is unlimited.", "5"),
    )),
    HelpSection("faq", "Frequently asked questions", (
        P("Solvable means solvable when the order of the talon is known. An offline solver, knowing it, has played "
          "every game the game deals by default through to the end. Switch off “Only solvable games” in the menu "
          "and you get fully random games – some of which cannot be won.",
          "What does “solvable” mean?"),
        P("Because you do not know the order of the talon – the solver does. It knows at every move which card comes "
          "next; you decide without knowing, so you can get stuck even in a solvable game. “Undo” is unlimited: go "
          "back and try another way.",
          "Why can I lose a solvable game?"),
        P("Every game has a game number. The same number gives the same deal on every computer, forever. That is how "
          "you share a game: pass the number on, and whoever enters it in the menu plays exactly the same game – or "
          "you play a good one again. The numbers are compatible with PySolFC: the same number gives the same Forty "
          "Thieves deal there, including numbers with the “ms” prefix. Fewer moves on the same number and variant "
          "are a new record.",
          "What is the game number for?"),
        P("In Classic you move a run card by card through the empty columns: at most 2 to the power of the number of "
          "empty columns, half as many when the target is itself an empty column. If you lift more cards than the "
          "limit allows, the selection bar says “Max. N at once”, and targets that would need more do not glow. "
          "Take cards out of the selection with ▼ or clear another column first. Relaxed has no limit.",
          "What does “Max. N at once” mean?"),
        P("The talon reminds you that a move is still possible on the table. It is only a reminder, not a block: you "
          "may still turn a card. But the talon is a one-way street.",
          "What does “There is still a move on the table” mean?"),
        P("Once the talon is used up (in Relaxed, after its one redeal too), the game checks in the background whether "
          "any card can still reach a foundation. If none can, it tells you and offers “Undo”, “Give up” or "
          "“Restart”.",
          "What happens when nothing works any more?"),
        P("A hint comes, when possible, from a winning line the solver found in the background; otherwise it is the "
          "best move by rules of thumb. The “winnable” / “no longer winnable” indicator (switch it on in the options) "
          "and “Show solution” after giving up rest on the solver too – and the solver knows the order of the talon, "
          "which you do not. “No longer winnable” therefore means: not even with that knowledge; “Back to winnable” "
          "undoes the moves back to the last winnable position.",
          "Where do hints and the winnability indicator come from?"),
        P("Yes, after every move. The next time you start, you carry on exactly where you were, with every move still "
          "there to undo. Settings, statistics and records are kept as well.",
          "Is my game saved?"),
        P("Every day has one solvable daily deal per variant, the same for every player. “Daily deal” in the menu "
          "deals today's, “Calendar” shows the month: ✓ won, ✗ lost, empty not played. The streak counts the days in "
          "a row whose deal you won on that day. Tap an earlier day in the calendar to play its deal late – it counts "
          "for the calendar, not for the streak.",
          "What is the daily deal?"),
        P("Spider Solitaire also uses two decks and ten columns, but most cards start face down, and complete runs "
          "from King to Ace leave the table. In Forty Thieves everything lies open, the foundations grow from the "
          "Ace up, and the talon runs through only once – planning is what counts. FreeCell has the same one-card "
          "limit through free cells, but plays with one deck.",
          "How is Forty Thieves different from Spider and FreeCell?"),
        P("With ← and → (or Tab) a white frame moves over the talon, the waste and the columns; Enter lifts the run "
          "there. Then the frame visits only the legal targets and starts on the best one – Enter moves there, Enter "
          "on the run's own column puts it down again. The shortcuts are quicker: 1–9 and 0 for the columns, W for "
          "the waste, T or Space for the talon, F for the foundation, A for “Finish”, ↑ and ↓ for one card more "
          "or fewer, H for a hint, Ctrl+Z and Ctrl+Y to undo and redo, Esc for the menu, F11 for fullscreen.",
          "Can I play Forty Thieves with the keyboard?"),
    )),
)

HELP: dict[str, tuple[HelpSection, ...]] = {"de": _GERMAN, "en": _ENGLISH}


def help_sections(language: str) -> tuple[HelpSection, ...]:
    """The help in ``language`` ("de" or "en"); any other language gets English."""
    return HELP.get(language, HELP["en"])


def tips(language: str) -> tuple[str, ...]:
    """The five tips of the seed (R19), in order."""
    section = next(s for s in help_sections(language) if s.key == "tips")
    return tuple(p.text for p in section.paragraphs)
