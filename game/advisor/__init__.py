"""What the running game learns from the solver — the search itself is `solver/`; this package is
the game's side of it: a worker process that runs the searches off the frame loop (`worker`,
`serve`), the questions and which answers still count (`jobs`), what is known about positions
(`knowledge`), the one door the table asks (`link.SolverLink`), the indicator's words (`live`),
the shipped winning lines (`solutions`) and the heuristic best target (`best_target`)."""
