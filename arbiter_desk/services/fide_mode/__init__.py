"""FIDE mode and pairing integrity (``desk.fide_mode``; FIDE approval checklist): the mode itself, what may
change once round 1 is paired, integrity events and their lines in the exported file."""
