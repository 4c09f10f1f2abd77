"""services layer: the use cases of the desk (register, pair, publish, override, results, undo, exchange).

The GUI and the command line call ``Desk``; commands return ``Changes``, queries frozen records.
Services never import Qt or SQLAlchemy.
"""

from arbiter_desk.services.event.data import Changes, GameResult, OverrideArticle, PlayerData
from arbiter_desk.services.event.desk import Desk, default_tournament_path

__all__ = ["Changes", "Desk", "GameResult", "OverrideArticle", "PlayerData", "default_tournament_path"]
