"""The venue's publication: the players' pages and the hall's screens, served on the local network.

Design (one reader more of the store, like a desk in the viewer role):

* ``model`` reads the event through ``services`` once per journal change and keeps only what a player may see
  (no birth dates, e-mails, FIDE-list extras or arbiters' notes; juniors' ratings hidden on request). Rounds
  shown are the round in play (``core.round_in_play``) and the published rounds before it: a draft never
  (C.04.2 art. 4.4: a pairing is public only once published).
* ``why`` turns the desk's own Why explanation into the sentence a player reads on his page.
* ``pages`` renders the Jinja2 templates (plain HTML + CSS, a few lines of script to poll for changes); the same
  pages are written as files by ``export`` (relative links, no server).
* ``proposals`` takes a player's result proposal (the one post the pages accept, when the event allows it):
  checked against the board codes of the result slips, limited per address, handed to the desk's spool folder
  (a file) or the proposals table (a venue server); never a result until an arbiter confirms it.
* ``app`` is the Starlette application (GET only, unless players' proposals are switched on) and ``server``
  runs it under uvicorn in a process of its own, bound only to the address the arbiter chose.

Nothing below this package imports it (``pyproject.toml``'s import contracts); it never imports Qt or the store.
"""
