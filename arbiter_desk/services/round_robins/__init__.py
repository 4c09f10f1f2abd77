"""Round robins (``desk.round_robins``; C.05): the field's pairing numbers drawn or set, the number of
rounds, the whole schedule paired and published at once."""
