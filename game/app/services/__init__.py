"""The services of a session: one per thing the player does over a session, none of them on screen.

- `game_in_hand.GameInHand` — the game on the table from its deal to its end: whether it is over,
  the help it had, its autosave, and counting it exactly once when it ends (the finishing journal).
- `catalogue_deals.CatalogueDeals` — the shipped catalogues (par, grade) and what is dealt next.
- `daily_deals.DailyDeals` — each day's deal, how each day ended, which deal on the table is daily.
- `track_record.TrackRecord` — statistics, records and the history of finished games.
- `preferences.Preferences` — the player's options: settings.json, and the options as they play now.
- `sound_effects.SoundEffects` — the table's sound events as the game's effects.

`game.app.session.open_session` builds them over one data folder, in the order they depend on
each other. They know no scene: the router (`game.app.routes.router`) answers each scene's port with
them. Variants travel through them as `Variant` values; names are read and written only by the
stores of `game.storage`.
"""
