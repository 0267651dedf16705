"""The flag that makes the game's own executable the solver's worker process.

A frozen build (PyInstaller) has one executable: started as ``<game> --solver-worker`` it serves
solver jobs (`game.advisor.serve`) instead of opening a window. The flag lives alone here so
that the entry script (run.py) and the table's side of the link (`game.advisor.worker`) can read
it without importing the worker's side, which loads the searches.
"""

WORKER_FLAG = "--solver-worker"   # argv[1] of a frozen build's executable started as the worker
