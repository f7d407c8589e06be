"""Football Gather measurement tools: per-module size, tests, coverage, build time,
architecture rules and reports. Python 3 standard library only."""
