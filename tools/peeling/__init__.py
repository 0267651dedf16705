"""The peeling bound: a loss bound that follows the waste against the column tops,
measured and kept as a negative result (docs/experiments.md); `solve` does not ask it."""
