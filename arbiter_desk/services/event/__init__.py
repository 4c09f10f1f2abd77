"""The open tournament file: the Desk and its feature managers, the state a command reads once, what
every command shares (one journaled transaction, the staleness check), the demo and the audit."""
