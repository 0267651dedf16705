"""Speech (SPEC B18): the game played without sight, spoken through the player's own screen reader.

One front door, `speaker.Speaker`: the app hands it what happened — the table's typed news
(`game.table.news`, heard as the table tells them), the top screen's reading (`game.scenes.reading.Reading`) — and it
turns them into sentences from the catalogues (`news_words`, `table_words`, `table_queries`,
card names in `card_words`) and hands each to its outputs (`outputs`): the screen reader
(`screen_reader`: speech-dispatcher on Linux, accessible_output2 on Windows and macOS, imported
only when speech is on), the transcript file (``--speech-log``) and, for tests, a recorder.
`detection` asks the system whether a screen reader runs. Speech decides no rule: the facts it
names come from the engine and the table's account (docs/speech.md).
"""
