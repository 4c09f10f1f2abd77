"""The Standings tab (C.07 (2026)): rank, TPN, name, rating, points and the tournament's tie-break columns,
after any round, with the selected player's card and how each tie-break value was computed.

The tie-break list is the tournament's (settings / TRF record 202), else the default of ``core.standings``.
A shared rank is marked ``=``; a rank decided by lot ``(lot)``.
"""

from __future__ import annotations

from dataclasses import replace
from html import escape

from PySide6.QtCore import QModelIndex, QTimer
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QTableView,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from arbiter_desk.core.names import isolated
from arbiter_desk.core.prize_lists import PlayerFacts, PrizeCategory, prize_list
from arbiter_desk.core.tiebreaks.two_game_rounds import has_two_game_rounds
from arbiter_desk.core.tournament import Tournament
from arbiter_desk.services.event.data import RoundState
from arbiter_desk.services.standings.standings_view import (
    Standings,
    completed_rounds,
    compute_standings,
    player_card,
    ratings,
    round_of,
    standings_rounds,
    standings_snapshot,
)
from arbiter_desk.ui.common import prompts
from arbiter_desk.ui.common.background import BackgroundJob, Report
from arbiter_desk.ui.common.plain_text import ltr_html, plain
from arbiter_desk.ui.common.refresh import StaleWhileHidden
from arbiter_desk.ui.common.session import DeskSession
from arbiter_desk.ui.common.shown_numbers import shown_points
from arbiter_desk.ui.common.table_views import fit_columns, sample_widths
from arbiter_desk.ui.common.wording import shown, t, t_n, t_p
from arbiter_desk.ui.printing.print_dialog import PrintDialog
from arbiter_desk.ui.standings.norms_dialog import open_norms
from arbiter_desk.ui.standings.standings_model import StandingsModel
from arbiter_desk.ui.standings.standings_words import breakdown_html, colour_word, standings_kind
from arbiter_desk.ui.standings.tie_decision_dialog import decide_tie

BACKGROUND_FROM = 100
"""From this many players the standings are computed off the GUI thread."""
IDLE_MS = 1500
"""After a change, how long the desk must stay idle before a big event's hidden standings are recomputed."""


Computed = tuple[int, int | None, Standings | None, Tournament | None]
"""A job's answer: its generation, the round after which, the standings, and the snapshot it read (if any)."""


def round_to_show(previous: int | None, newest_before: object, last: int) -> int | None:
    """The round whose standings to show: the one chosen earlier if it still has results and was not simply
    the newest, else the newest with results (None: no round has any)."""
    keep = previous is not None and previous <= last and previous != newest_before
    return previous if keep else (last or None)


class StandingsTab(QWidget):
    """Standings after a chosen round and the breakdown of the selected player."""

    title: str
    """The tab's title, in the desk's language."""

    def __init__(self, session: DeskSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = t("Standings")
        self.session = session
        self.snapshot: Tournament | None = None
        self.standings: Standings | None = None
        self.after_combo = QComboBox(self)
        self.after_combo.setMinimumContentsLength(12)
        self.list_label = plain(QLabel(self))
        self.category_combo = QComboBox(self)
        self.category_combo.setToolTip(
            t("Prize lists (Tournament → Prize categories): the standings restricted to one category, same order")
        )
        self.category_combo.setMinimumContentsLength(14)
        self._facts: dict[int, PlayerFacts] | None = None
        """The players' category facts, read when a prize list is first chosen after a reload."""
        self.model = StandingsModel(self)
        self.view = QTableView(self)
        self.setFocusProxy(self.view)  # Ctrl+1…5 land in the table, ready for keys
        self.view.setModel(self.model)
        sample_widths(self.view)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.verticalHeader().setVisible(False)
        self.view.setAlternatingRowColors(True)
        self.view.setWordWrap(False)
        self.breakdown = QTextBrowser(self)
        self.print_button = QPushButton(t("Print…"), self)
        self.print_button.setToolTip(t("Print or export the standings (or the cross table) after the chosen round"))
        self.print_button.clicked.connect(
            lambda: prompts.run_dialog(PrintDialog(self.session, "standings", self.shown_round(), self))
        )
        bar = QHBoxLayout()
        bar.addWidget(QLabel(t("After round:"), self))
        bar.addWidget(self.after_combo)
        list_label = QLabel(t("&List:"), self)
        list_label.setBuddy(self.category_combo)
        bar.addWidget(list_label)
        bar.addWidget(self.category_combo)
        bar.addWidget(self.list_label, 1)
        self.tie_button = QPushButton(t("Decide t&ie…"), self)  # Q205, Q207
        self.tie_button.setToolTip(t("Rank the selected player's tied group by hand or by a play-off's values"))
        self.tie_button.clicked.connect(lambda: decide_tie(self.session, self, self.selected_tpn()))
        bar.addWidget(self.tie_button)
        self.norms_button = QPushButton(t("&Norms…"), self)  # FIDE title norms (B.01)
        self.norms_button.setToolTip(t("Who has made a title norm, who can still make one; IT1 certificates"))
        self.norms_button.clicked.connect(lambda: open_norms(self.session, self))
        bar.addWidget(self.norms_button)
        bar.addWidget(self.print_button)
        splitter = QSplitter(self)
        splitter.addWidget(self.view)
        splitter.addWidget(self.breakdown)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(splitter, 1)
        self.after_combo.currentIndexChanged.connect(self._on_round_chosen)
        self.category_combo.currentIndexChanged.connect(lambda _i: self._show(self.standings))
        self.view.selectionModel().currentRowChanged.connect(self._on_player_selected)
        self.job = BackgroundJob(self, crash_text=t("The standings could not be computed"))
        self.job.finished.connect(self._on_computed)
        self.job.failed.connect(self._on_failed)
        self._wanted: tuple[int, int | None] | None = None
        """The (snapshot generation, round) the table should show; a job finishing for another is redone."""
        self._generation = 0
        self._reading: tuple[int | None, object] | None = None
        """(round chosen, newest round listed) while the job reads a big event's snapshot for ``reload``."""
        self.refresher = StaleWhileHidden(self, session, self.reload)
        self.idle_timer = QTimer(self)
        self.idle_timer.setSingleShot(True)
        self.idle_timer.setInterval(IDLE_MS)
        self.idle_timer.timeout.connect(self._precompute)
        session.changed.connect(self._on_changed)
        self.reload()

    def shown_round(self) -> int | None:
        """The desk's round the standings are after (a Double-Swiss match, not its TRF column)."""
        after = self.after_round()
        return None if after is None or self.snapshot is None else round_of(self.snapshot, after)

    def after_round(self) -> int | None:
        data = self.after_combo.currentData()
        return None if data is None else int(data)

    def _on_changed(self, _changes: object) -> None:
        """A big event's standings are worked out in the background once the desk has been idle for a moment,
        so that the hidden tab is ready when the arbiter turns to it."""
        if self.refresher.stale and self.session.query(lambda d: d.players.count()) >= BACKGROUND_FROM:
            self.idle_timer.start()

    def _precompute(self) -> None:
        if self.refresher.stale and self.session.is_open and self.refresher.is_hidden_tab():
            self.refresher.reload_now()

    @property
    def is_busy(self) -> bool:
        """The standings are being computed in the background (the table shows the previous ones meanwhile)."""
        return self.job.is_busy or self._wanted is not None

    def reload(self, *_: object) -> None:
        """Recompute from the services (follows the newest round unless an earlier one was chosen). A big
        event's snapshot is read in the background job too: reading thousands of players takes a while."""
        previous = self.after_round()
        newest_before = self.after_combo.itemData(self.after_combo.count() - 1)
        self._generation += 1
        self._fill_categories()
        if self.session.is_open and self.session.query(lambda d: d.players.count()) >= BACKGROUND_FROM:
            self._reading = (previous, newest_before)
            self._wanted = (self._generation, previous)
            self.list_label.setText(t("Computing the standings…"))
            self._start_job()
            return
        self._reading = None
        self.snapshot = self.session.query(standings_snapshot) if self.session.is_open else None
        self._fill_rounds(previous, newest_before)
        self._compute()

    def _fill_categories(self) -> None:
        """All players, then each prize category (the one chosen stays chosen while it exists)."""
        chosen = self.category_combo.currentText()
        categories = self.session.query(lambda d: d.standings.prize_categories()) if self.session.is_open else ()
        self._facts = None
        self.category_combo.blockSignals(True)
        self.category_combo.clear()
        self.category_combo.addItem(t("All players"), None)
        for category in categories:
            self.category_combo.addItem(category.name, category)
        self.category_combo.setCurrentIndex(max(self.category_combo.findText(chosen), 0))
        self.category_combo.blockSignals(False)
        self.category_combo.setEnabled(bool(categories))

    def category(self) -> PrizeCategory | None:
        data = self.category_combo.currentData()
        return data if isinstance(data, PrizeCategory) else None

    def _shown_rows(self, computed: Standings | None) -> Standings | None:
        """The standings, or a prize list's rows (place in the list as the rank) when a category is chosen."""
        category = self.category()
        if computed is None or category is None:
            return computed
        if self._facts is None:
            self._facts = self.session.query(lambda d: d.standings.prize_facts())
        places = prize_list(computed, self._facts, category).places
        return replace(computed, rows=tuple(replace(p.row, rank=p.place, shared=p.shared) for p in places))

    def _fill_rounds(self, previous: int | None, newest_before: object) -> None:
        snapshot = self.snapshot
        last = completed_rounds(snapshot) if snapshot else 0
        self.after_combo.blockSignals(True)
        self.after_combo.clear()
        if snapshot is not None:
            for _label, number in standings_rounds(snapshot):
                self.after_combo.addItem(t("Round {round}", round=round_of(snapshot, number)), number)
        wanted = round_to_show(previous, newest_before, last)
        self.after_combo.setCurrentIndex(-1 if wanted is None else self.after_combo.findData(wanted))
        self.after_combo.blockSignals(False)

    def _on_round_chosen(self, _index: int) -> None:
        self._compute()

    def _compute(self) -> None:
        """Compute the standings: at once for a small event, in the background for a big one (C.07 tie-breaks
        over thousands of players take seconds); the table is filled when they are ready."""
        snapshot, after = self.snapshot, self.after_round()
        if self._reading is not None:  # the job still reads the snapshot: it will show the round chosen now
            self._generation += 1
            self._reading = (after, self._reading[1])
            self._wanted = (self._generation, after)
            self._start_job()
        elif snapshot is None or after is None:
            self._wanted = None
            self._show(None)
        elif len(snapshot.players) < BACKGROUND_FROM:
            self._wanted = None
            self._show(compute_standings(snapshot, after_round=after))
        else:
            self._wanted = (self._generation, after)
            self.list_label.setText(
                t_n(
                    "Computing the standings of {count} player…",
                    "Computing the standings of {count} players…",
                    len(snapshot.players),
                )
            )
            self._start_job()

    def _start_job(self) -> None:
        desk, reading, snapshot = self.session.desk, self._reading, self.snapshot
        if self.job.is_busy or self._wanted is None or desk is None or (reading is None and snapshot is None):
            return  # a finishing job starts the next one
        generation, after = self._wanted

        def work(_report: Report) -> Computed:
            if reading is None:
                assert snapshot is not None
                return generation, after, compute_standings(snapshot, after_round=after), None
            read = standings_snapshot(desk)
            shown = round_to_show(reading[0], reading[1], completed_rounds(read))
            computed = None if shown is None else compute_standings(read, after_round=shown)
            return generation, shown, computed, read

        self.job.start(work)

    def _on_computed(self, outcome: Computed) -> None:
        generation, after, computed, read = outcome
        wanted = self._wanted
        if wanted is not None and wanted[0] == generation and read is not None and self._reading is not None:
            self.snapshot, newest_before, self._reading = read, self._reading[1], None
            self._fill_rounds(after, newest_before)
            self._wanted = None
            self._show(computed)
        elif wanted == (generation, after) and read is None and self._reading is None:
            self._wanted = None
            self._show(computed)
        else:
            self._start_job()

    def _on_failed(self, message: str) -> None:
        self._wanted = self._reading = None
        self.list_label.setText(escape(message))
        self.session.reported.emit(message)

    def _show(self, computed: Standings | None) -> None:
        selected = self.selected_tpn()
        snapshot, after = self.snapshot, self.after_round()
        self.standings = computed
        players = snapshot.players if snapshot else ()
        self.model.set_standings(self._shown_rows(computed), ratings(snapshot) if snapshot else {}, players)
        fit_columns(self.view, (2,) if self.model.columnCount() > 2 else ())
        codes = ", ".join(spec.to_mtb() for spec in self.standings.tiebreaks) if self.standings else ""
        text = t("Tie-breaks (C.07): {codes}", codes=codes) if codes else t("No round played yet")
        if (category := self.category()) is not None and self.standings is not None:
            text = t_n(
                "{rule}: {count} player, place in the list as Rank — {list}",
                "{rule}: {count} players, place in the list as Rank — {list}",
                self.model.rowCount(),
                rule=shown(category.rule_text),
                list=text,
            )
        if after is not None and snapshot is not None and self.session.is_open:
            number = round_of(snapshot, after)
            state = next((r.state for r in self.session.query(lambda d: d.rounds.all()) if r.number == number), None)
            total = self.session.query(lambda d: d.settings.current().total_rounds)
            open_games = len(self.session.query(lambda d: d.results.open_adjourned_games()))
            text = t("{standings} — {list}", standings=standings_kind(number, total, state, open_games), list=text)
            if state is RoundState.PUBLISHED:
                text = t(
                    "{standings} — round {round} is still being played: games without a result are left out",
                    standings=text,
                    round=number,
                )
        self.list_label.setText(text)
        self.print_button.setEnabled(self.standings is not None)
        if selected is not None:
            self.select_player(selected)
        if self.selected_tpn() is None:
            hint = escape(t("Select a player to see the rounds and each tie-break's computation."))
            self.breakdown.setHtml(f"<p>{hint}</p>")

    def selected_tpn(self) -> int | None:
        row = self.view.currentIndex().row()
        return self.model.tpn_at(row) if 0 <= row < self.model.rowCount() else None

    def select_player(self, tpn: int) -> None:
        for row in range(self.model.rowCount()):
            if self.model.tpn_at(row) == tpn:
                self.view.setCurrentIndex(self.model.index(row, 0))
                return

    def _on_player_selected(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if current.isValid():
            self.breakdown.setHtml(self.breakdown_html(self.model.tpn_at(current.row())))

    def breakdown_html(self, tpn: int) -> str:
        """The player's card (opponents, colours, results) and each tie-break's terms (C.07 Breakdown)."""
        if self.standings is None or self.snapshot is None:
            return ""
        row = self.standings.row(tpn)
        after = self.standings.after_round
        card = player_card(self.snapshot, tpn, after)
        lines = "".join(
            f"<tr><td align='right'>{c.round_text}</td><td>{escape(shown(c.opponent_said or c.opponent))}</td>"
            f"<td>{colour_word(c.colour)}</td><td align='center'>{escape(shown(c.result_said or c.result))}</td>"
            f"<td align='right'>{shown_points(c.running)}</td></tr>"
            for c in card
        )
        heading = t(
            "{rank}. {player} ({tpn}) — {points} points after round {round}",
            rank=str(row.rank) + ("=" if row.shared else ""),
            player=escape(isolated(row.name)),
            tpn=tpn,
            points=shown_points(row.points),
            round=round_of(self.snapshot, after),
        )
        parts = [
            "<h3>" + heading + "</h3>",
            "<table cellspacing='0' cellpadding='3' border='1' style='border-collapse:collapse'><tr>"
            + "".join(
                f"<th>{head}</th>"
                for head in (
                    t_p("tournament round", "Rd"),
                    t("Opponent"),
                    t_p("colour", "Colour"),
                    t_p("game result", "Result"),
                    t("Total"),
                )
            )
            + f"</tr>{lines}</table>",
        ]
        names = {int(p.tpn): p.name for p in self.snapshot.players}
        two_games = has_two_game_rounds(self.snapshot)
        parts += [breakdown_html(b, names, two_games) for b in row.breakdowns]
        return ltr_html("".join(parts))
