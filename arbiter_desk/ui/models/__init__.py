"""Qt item models of the desk: each holds row ids and a display cache, filled from the services."""
