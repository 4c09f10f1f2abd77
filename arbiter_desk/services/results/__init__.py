"""Results (``desk.results``): entered, corrected, cleared and adjourned (C.04.2 art. 3.1, 4.3), two desks on
one board, the players' proposals."""
