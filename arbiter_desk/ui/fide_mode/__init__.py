"""FIDE mode: the warning dialog of levels 2–5, the mode's view, the journal as an audit."""
