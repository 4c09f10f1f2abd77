"""Team Swiss events (``desk.teams``; C.04.6): teams and rosters, line-ups, team rounds, team result entry,
team overrides and documents; the individual-only features and this package never import each other."""
