"""The PL/pgSQL of an event's guard on a venue server (``store.server_guard`` fills in the schema ``{s}``).

- ``adesk_capture`` (a trigger on every journaled table): each changed row's before and after (OLD, NEW) into
  ``journal_changes``, under the entry of the current transaction (``adesk_entry``: made on the first change,
  with the author ``session_user``, the desk's ``application_name`` and the server's time);
- ``adesk_at_commit`` (deferred to the commit): the entry's changes put together (the first before and the last
  after of each row; nothing changed: no entry), then announced on the event's channel (only its number);
- ``adesk_describe``: the only thing a desk says about its action (name, label, why, the entry an undo takes
  back); an undo of another login's entry is the chief's, and only of an entry the server wrote;
- ``adesk_round_rules`` (deferred): the round-state changes of the role table;
- ``adesk_round_in_play``: the lowest published round with a missing result (``core.round_in_play``);
- ``adesk_write_lock``: the write path's lock (a row only this function locks).
"""

from __future__ import annotations

HELPERS = """
CREATE OR REPLACE FUNCTION {s}.adesk_json_type(value text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
    RETURN jsonb_typeof(value::jsonb);
EXCEPTION WHEN others THEN
    RETURN NULL;
END $$;
CREATE OR REPLACE FUNCTION {s}.adesk_is_time(value text) RETURNS boolean LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
    RETURN value ~ '^[0-9]{{4}}-[0-9]{{2}}-[0-9]{{2}}[T ][0-9]{{2}}:[0-9]{{2}}:[0-9]{{2}}'
        AND value ~ '^.{{19}}([.][0-9]{{1,6}})?([+-][0-9]{{2}}:[0-9]{{2}}|Z)?$'
        AND value::timestamptz IS NOT NULL;
EXCEPTION WHEN others THEN
    RETURN false;
END $$;
CREATE TABLE IF NOT EXISTS {s}.journal_meta (
    seq integer PRIMARY KEY, tx xid8, login text NOT NULL, desk text NOT NULL DEFAULT '',
    assembled boolean NOT NULL DEFAULT false);
CREATE INDEX IF NOT EXISTS ix_journal_meta_tx ON {s}.journal_meta (tx);
CREATE TABLE IF NOT EXISTS {s}.journal_changes (
    n bigserial PRIMARY KEY, seq integer NOT NULL, tbl text NOT NULL, key jsonb NOT NULL, before jsonb, after jsonb);
CREATE INDEX IF NOT EXISTS ix_journal_changes_seq ON {s}.journal_changes (seq, n);
CREATE TABLE IF NOT EXISTS {s}.write_lock (id integer PRIMARY KEY);
INSERT INTO {s}.write_lock VALUES (1) ON CONFLICT DO NOTHING;
"""

DEFINER = "LANGUAGE plpgsql SECURITY DEFINER SET search_path = {s}, pg_catalog, pg_temp"

FUNCTIONS = """
CREATE OR REPLACE FUNCTION {s}.adesk_has(key text) RETURNS boolean {definer} AS $$
BEGIN
    RETURN pg_has_role(session_user, {prefix} || key, 'MEMBER');
END $$;
CREATE OR REPLACE FUNCTION {s}.adesk_now() RETURNS text LANGUAGE sql STABLE AS $$
    SELECT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') || '+00:00'
$$;
CREATE OR REPLACE FUNCTION {s}.adesk_missing(round_no integer) RETURNS boolean {definer} STABLE AS $$
BEGIN
    RETURN EXISTS (SELECT 1 FROM boards b WHERE b.round_no = adesk_missing.round_no AND (
               b.white_result IS NULL OR b.black_result IS NULL
               OR (b.games = 2 AND (b.white_result2 IS NULL OR b.black_result2 IS NULL))))
        OR EXISTS (SELECT 1 FROM team_games g WHERE g.round_no = adesk_missing.round_no
               AND (g.first_result IS NULL OR g.second_result IS NULL));
END $$;
CREATE OR REPLACE FUNCTION {s}.adesk_round_in_play() RETURNS integer {definer} STABLE AS $$
BEGIN
    RETURN (SELECT min(r.number) FROM rounds r WHERE r.state = 'published' AND adesk_missing(r.number));
END $$;
CREATE OR REPLACE FUNCTION {s}.adesk_write_lock() RETURNS void {definer} AS $$
BEGIN
    PERFORM 1 FROM write_lock WHERE id = 1 FOR UPDATE;
END $$;
CREATE OR REPLACE FUNCTION {s}.adesk_entry() RETURNS integer {definer} AS $$
DECLARE
    entry integer;
BEGIN
    SELECT seq INTO entry FROM journal_meta WHERE tx = pg_current_xact_id();
    IF entry IS NULL THEN
        INSERT INTO journal (at, who, action, label, why, changes, target_seq, undoable)
            VALUES (adesk_now(), session_user, 'sql', 'a change made directly in the database', '', '[]', NULL, false)
            RETURNING seq INTO entry;
        INSERT INTO journal_meta (seq, tx, login, desk)
            VALUES (entry, pg_current_xact_id(), session_user, coalesce(current_setting('application_name', true), ''));
    END IF;
    RETURN entry;
END $$;
CREATE OR REPLACE FUNCTION {s}.adesk_assemble(entry integer) RETURNS void {definer} AS $$
DECLARE
    items jsonb;
BEGIN
    SELECT coalesce(jsonb_agg(jsonb_build_object('table', f.tbl, 'key', f.key, 'before', f.before, 'after', l.after)
                              ORDER BY array_position(ARRAY[{tables}]::text[], f.tbl), f.n), '[]'::jsonb)
        INTO items
    FROM (SELECT DISTINCT ON (tbl, key) tbl, key, before, n FROM journal_changes WHERE seq = entry
          ORDER BY tbl, key, n) f
    JOIN (SELECT DISTINCT ON (tbl, key) tbl, key, after FROM journal_changes WHERE seq = entry
          ORDER BY tbl, key, n DESC) l USING (tbl, key)
    WHERE f.before IS DISTINCT FROM l.after;
    DELETE FROM journal_changes WHERE seq = entry;
    IF items = '[]'::jsonb THEN
        DELETE FROM journal WHERE seq = entry;
        DELETE FROM journal_meta WHERE seq = entry;
    ELSE
        UPDATE journal SET changes = items::text, at = adesk_now() WHERE seq = entry;
        UPDATE journal_meta SET assembled = true WHERE seq = entry;
        PERFORM pg_notify({channel}, json_build_object('seq', entry)::text);
    END IF;
END $$;
CREATE OR REPLACE FUNCTION {s}.adesk_capture() RETURNS trigger {definer} AS $$
DECLARE
    entry integer;
    done boolean;
    old_row jsonb;
    new_row jsonb;
    k jsonb := '[]'::jsonb;
    i integer;
BEGIN
    IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD); END IF;
    IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW); END IF;
    FOR i IN 0 .. TG_NARGS - 1 LOOP
        k := k || jsonb_build_array(coalesce(new_row, old_row) -> TG_ARGV[i]);
    END LOOP;
    entry := adesk_entry();
    SELECT assembled INTO done FROM journal_meta WHERE seq = entry;
    IF done THEN
        -- put together early (SET CONSTRAINTS … IMMEDIATE): the entry is put together again with this row
        INSERT INTO journal_changes (seq, tbl, key, before, after)
            SELECT entry, e ->> 'table', e -> 'key', nullif(e -> 'before', 'null'), nullif(e -> 'after', 'null')
            FROM journal j, jsonb_array_elements(j.changes::jsonb) e WHERE j.seq = entry;
    END IF;
    INSERT INTO journal_changes (seq, tbl, key, before, after) VALUES (entry, TG_TABLE_NAME, k, old_row, new_row);
    IF done THEN
        PERFORM adesk_assemble(entry);
    END IF;
    RETURN NULL;
END $$;
CREATE OR REPLACE FUNCTION {s}.adesk_at_commit() RETURNS trigger {definer} AS $$
BEGIN
    IF EXISTS (SELECT 1 FROM journal_meta WHERE seq = NEW.seq AND NOT assembled) THEN
        PERFORM adesk_assemble(NEW.seq);
    END IF;
    RETURN NULL;
END $$;
CREATE OR REPLACE FUNCTION {s}.adesk_describe(
    p_action text, p_label text, p_why text, p_target integer, p_undoable boolean, p_typed text
) RETURNS integer {definer} AS $$
DECLARE
    entry integer;
    target_login text;
BEGIN
    SELECT seq INTO entry FROM journal_meta WHERE tx = pg_current_xact_id();
    IF entry IS NULL THEN
        RETURN NULL;
    END IF;
    IF p_action IN ('undo', 'redo') THEN
        SELECT login INTO target_login FROM journal_meta WHERE seq = p_target;
        IF NOT FOUND THEN
            RAISE EXCEPTION 'entry % was not written by the server: it cannot be undone or redone', p_target
                USING ERRCODE = '42501';
        END IF;
        IF target_login IS DISTINCT FROM session_user AND NOT adesk_has('chief') THEN
            RAISE EXCEPTION 'only the chief arbiter may undo or redo another desk''s entry' USING ERRCODE = '42501';
        END IF;
    ELSE
        p_target := NULL;
    END IF;
    UPDATE journal SET action = left(p_action, 100), label = left(p_label, 500), why = left(coalesce(p_why, ''), 5000),
        target_seq = p_target, undoable = coalesce(p_undoable, true),
        who = CASE WHEN coalesce(btrim(p_typed), '') = '' OR lower(btrim(p_typed)) = lower(session_user)
                   THEN session_user ELSE session_user || ' (' || left(btrim(p_typed), 100) || ')' END
    WHERE seq = entry;
    RETURN entry;
END $$;
CREATE OR REPLACE FUNCTION {s}.adesk_round_rules() RETURNS trigger {definer} AS $$
DECLARE
    now_state text;
    role_key text;
BEGIN
    SELECT state INTO now_state FROM rounds WHERE number = NEW.number;
    IF now_state IS NULL OR now_state = OLD.state OR adesk_has('chief') THEN
        RETURN NULL;
    END IF;
    role_key := CASE WHEN adesk_has('dep') THEN 'deputy' WHEN adesk_has('res') THEN 'results' ELSE 'viewer' END;
    IF (role_key, OLD.state, now_state) NOT IN ({transitions}) THEN
        RAISE EXCEPTION 'only the chief arbiter may set round % from % to %', NEW.number, OLD.state, now_state
            USING ERRCODE = '42501';
    END IF;
    IF (now_state = 'complete') = adesk_missing(NEW.number) THEN
        RAISE EXCEPTION 'round % cannot be % while its results say otherwise', NEW.number, now_state
            USING ERRCODE = '42501';
    END IF;
    RETURN NULL;
END $$;
"""

TRIGGERS = """
DROP TRIGGER IF EXISTS adesk_announce ON {s}.journal;
DROP TRIGGER IF EXISTS adesk_only_chief_publishes ON {s}.rounds;
DROP FUNCTION IF EXISTS {s}.adesk_only_chief_publishes();
DROP FUNCTION IF EXISTS {s}.adesk_announce();
DROP TRIGGER IF EXISTS adesk_at_commit ON {s}.journal_meta;
CREATE CONSTRAINT TRIGGER adesk_at_commit AFTER INSERT ON {s}.journal_meta DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW EXECUTE FUNCTION {s}.adesk_at_commit();
DROP TRIGGER IF EXISTS adesk_round_rules ON {s}.rounds;
CREATE CONSTRAINT TRIGGER adesk_round_rules AFTER UPDATE ON {s}.rounds DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW EXECUTE FUNCTION {s}.adesk_round_rules();
"""
