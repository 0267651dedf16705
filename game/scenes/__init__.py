"""Scenes on the app's stack: the table now; menu, summary and help plug in through `Scene`."""
