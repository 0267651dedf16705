"""Settings for the whole suite.

Hypothesis fails an example that runs longer than its deadline (200 ms by default): a
wall-clock limit, which a loaded 2-core CI machine trips for nothing. Speed is measured by
the benchmarks in tools/, never asserted in tests, so the suite runs without a deadline.
"""

from hypothesis import settings

settings.register_profile("suite", deadline=None)
settings.load_profile("suite")
