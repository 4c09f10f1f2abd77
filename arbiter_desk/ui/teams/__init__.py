"""Team Swiss events: the teams, team rounds and team results tabs, team dialogs and line-ups."""
