"""Team Swiss events (C.04.6): teams and rosters, line-ups, team rounds and board results, team overrides,
team documents; individual events never import this package."""
