"""What every feature's screens share: the session on the open tournament and its per-change refresh, the
confirmation of warned commands, read-only and role limits, prompts, tables, background and server calls."""
