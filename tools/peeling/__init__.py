"""The peeling bound: issue 37's loss bound that follows the waste against the column tops,
measured and kept as a negative result (docs/experiments.md); `solve` does not ask it."""
