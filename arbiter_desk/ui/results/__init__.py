"""Results: the tab and its keys, results from other desks, players' proposals, undo of an entry."""
