"""Schema 6: each stored round explanation keeps the numbering it was made with.

An explanation names participants by TPN; a later renumbering (C.04.2 art. 2.3, late entries art. 2.4–2.5)
must not change who a past round's "why" speaks of. Explanations stored before this schema get the numbering
in force when the file is upgraded (TPN → player id), which is the numbering they were made with unless the
TPNs already moved since — the best knowledge there is. The explanation body itself is left as it was; the
reader (``services/pairing/explanation_json.py``) reads both the old Dubov-shaped body and the kit's generic one.
"""

from __future__ import annotations

import json

from alembic.operations import Operations
from sqlalchemy import text

VERSION = 6
DESCRIPTION = "explanations keep their numbering"


def upgrade(op: Operations) -> None:
    connection = op.get_bind()
    numbering = {
        str(tpn): player_id for player_id, tpn in connection.execute(text("SELECT id, tpn FROM players")).fetchall()
    }
    rows = connection.execute(text("SELECT number, explanation FROM rounds WHERE explanation IS NOT NULL")).fetchall()
    for number, body in rows:
        data = json.loads(body)
        if isinstance(data, dict) and "numbering" not in data:
            data["numbering"] = numbering
            connection.execute(
                text("UPDATE rounds SET explanation = :body WHERE number = :number"),
                {"body": json.dumps(data, sort_keys=True, ensure_ascii=False), "number": number},
            )
