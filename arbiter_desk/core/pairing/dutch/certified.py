"""A bracket's first best candidate certified without a matching (C.04.3 (2026) art. 2.3–2.4, 3.6, 4.2.2,
4.3.2, 4.4).

The bracket's optimum is a quality vector over the levels of ``criteria`` ([C6]–[C21]; [C10]–[C11] only in
a bracket of the last round with a topscorer, art. 1.8). For each level an *upper bound* U_k is
derived from the definitions; it holds for every legal candidate that ties with the others on the levels
above it (n = bracket size, F = n − 2⌊n/2⌋):

- [C6] ≤ ⌊n/2⌋ pairs; [C7]: pairing every MDP (clar. 10: each with a resident) and floating at most one
  resident pairs the largest scores, the most [C7] can give;
- [C8] (clar. 4) ≤ the *ideal* of ``narrow``: every player of X ∪ N paired but one N player when their
  number is odd ([C6]–[C7] fix |X| and X's scores);
- [C9], only in the last bracket of a round with a PAB (its lone downfloater receives it, art. 1.9.1, and
  must be allowed to, [C2]/[C5]) ≤ the gain of the taker with the fewest unplayed games;
- [C10], [C11] ≤ 2⌊n/2⌋ each (2 − faults per pair): reached only if no pair has a fault, so a pair with one
  (the colours of art. 5, ``allocate_colours``) is never a choice. Counting: a player with an absolute
  preference (art. 1.7.1) who gets the other colour has a fault — beyond ±1 the other colour takes his
  difference beyond ±2 ([C10]); else his last two games had one colour and he gets it a third time ([C11]);
  when the two tests disagree the difference decides (``colour_preference``) and either colour is a fault.
  Two players with an absolute preference for the same colour meet only with a topscorer among them ([C3]),
  and one gets the other colour (art. 5.2.2): a fault. So no two of the A absolute-white (-black) players
  meet: among S players of whom F float, ⌈max(0, A − (S − A) − F)/2⌉ such pairs are forced, and between
  S1R and S2R the S1R ones that S2R's other players cannot take (both must be 0);
- [C12] ≤ ⌊n/2⌋ − ⌈max(0, W − B − Z − F, B − W − Z − F)/2⌉: a white-preferring player who neither floats
  nor meets a black-preferring or preference-less one meets a white-preferring one (W, B, Z the counts);
  [C13] the same with the strong and absolute preferences only (a weaker player never loses [C13]);
- [C14], [C16] ≤ min(#residents who downfloated in r−1 (r−2), 2⌊n/2⌋);
- [C15], [C17]–[C21] (gains on MDP–resident pairs only) ≤ their ``Level.bound``, the sum over the MDPs of
  the best gain each can have; reached only if every MDP's pair has its best gain.

A candidate reaching U_k on every level is lexicographically optimal (any other is ≤ on each level). The
candidate is built in the text's order, decision by decision: the MDPs (all of them the pairable set, art.
4.4.2) each with the earliest free legal resident (art. 4.2.2 on S2 = the residents), then the remainder's
original S1R/S2R (art. 4.3.2: no exchange comes first) with the earliest free legal S2R player per S1R
player; each choice is the earliest after which a *necessary* condition for reaching the bounds still holds
(the [C12], [C13] losses so far plus a lower bound on those to come, a count, within the budget; enough
downfloated residents still pairable; each MDP pair at its best MDP-level gain; in the last round no pair
with a colour fault and none forced by the count above; with the PAB, a taker with the fewest unplayed
games still free; in the remainder, every S1R player still to pair keeps a legal S2R partner,
``remainder_completion``, and the counts hold together for one choice of the S2R player who floats — the
S2R players still free are all paired but F, so the counts are taken for the paired ones exactly, for
each kind of player, alike for the counts, that may float). If the result reaches every
bound, it is the first optimal candidate in the text's order: an earlier MDP-pairing admitting an optimal
candidate (with any remainder), or an earlier remainder transposition, would have passed the necessary
condition at the first place it differs, and only choices failing it are skipped. [C8] and [C4] (the rest
of the round can be paired) are certified as in ``narrow`` (``Below``) for the downfloaters it leaves; a
downfloater's explanation (``bracket._why_floats``) is certified by a candidate reaching every bound that
pairs him (with the PAB: an equally good taker takes his place and the PAB; in the last round his pair is
also without a colour fault). Whenever a bound is not
reached or a certificate is missing, nothing is decided here and the exact path (matchings) pairs the
bracket.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from arbiter_desk.core.pairing.dutch.bracket import BracketResult
from arbiter_desk.core.pairing.dutch.certified_counts import PairedSoFar, SideCounts, least_losses, loss_budget
from arbiter_desk.core.pairing.dutch.certified_floaters import C8Value, c8_ideal, c9_value, equally_good
from arbiter_desk.core.pairing.dutch.criteria import BracketFrame, Level, pack, unpack
from arbiter_desk.core.pairing.dutch.remainder_completion import RemainderCompletion
from arbiter_desk.core.pairing.dutch.said import ENGLISH, EQUALLY_GOOD, s2_order_message
from arbiter_desk.core.pairing.dutch.state import Float

MDP_LEVELS = frozenset({"C15", "C17", "C18", "C19", "C20", "C21"})
"""Levels that gain on MDP–resident pairs only."""
TOPSCORER_LEVELS = frozenset({"C10", "C11"})
"""The last round's colour levels (art. 1.8): reached only when no pair has a fault."""
INSIDE_LEVELS = frozenset({"C6", "C7", "C12", "C13", "C14", "C16"}) | MDP_LEVELS | TOPSCORER_LEVELS
"""Levels whose gain is counted on pairs inside the bracket only."""
KNOWN = INSIDE_LEVELS | {"C8"}
"""The levels this module bounds."""


def certified_bracket(
    frame: BracketFrame,
    order: Sequence[int],
    bad: Sequence[Collection[int]],
    levels: Sequence[Level],
    c8_value: C8Value | None,
    explain: bool,
    takers: frozenset[int] | None = None,
) -> BracketResult | None:
    """The bracket's pairing if certified as above; None to leave it to the exact path.

    ``bad[u]``: the members ``u`` may not meet ([C1], [C3], prohibited pairs; ``round_graph.local_bad``).
    ``c8_value`` certifies [C8] and completion for a downfloater set; None means nothing is below the
    bracket (the caller checked: no next scoregroup, no player outside it). ``takers``: the last bracket
    of a round with a PAB, its members who may receive it ([C2], [C5]); the downfloater is the PAB.
    """
    known = KNOWN | {"C9"} if takers is not None else KNOWN
    if any(lv.name not in known for lv in levels):
        return None
    p = frame.players
    members = frame.members
    bsn = [u for u in order if u in members]
    mdps = [u for u in bsn if u in frame.mdps]
    residents = [u for u in bsn if u not in frame.mdps]
    n = len(bsn)
    half = n // 2
    floats = n - 2 * half
    if half == 0 or len(mdps) > half or (c8_value is None and floats and takers is None):
        return None
    everyone = SideCounts()
    for u in bsn:
        everyone.add(p[u], 1)
    none = n - everyone.white - everyone.black
    budget12 = max(
        loss_budget(everyone.white, everyone.black + none, floats),
        loss_budget(everyone.black, everyone.white + none, floats),
    )
    budget13 = max(
        loss_budget(everyone.strong_white, n - everyone.strong_white, floats),
        loss_budget(everyone.strong_black, n - everyone.strong_black, floats),
    )
    down = [u for u in residents if p[u].float_prev is Float.DOWN]
    down2 = [u for u in residents if p[u].float_prev2 is Float.DOWN]
    need1 = min(len(down), 2 * half)
    need2 = min(len(down2), 2 * half)
    # MDP levels ([C15], [C17]–[C21]) gain on MDP–resident pairs only, at most their best per MDP.
    mdp_levels = [lv for lv in levels if lv.name in MDP_LEVELS]
    best = {(lv.name, m): max((lv.gain(m, y) for y in residents), default=0) for lv in mdp_levels for m in mdps}
    if any(sum(best[(lv.name, m)] for m in mdps) != lv.bound for lv in mdp_levels):
        return None
    colour_levels = [lv for lv in levels if lv.name in TOPSCORER_LEVELS]

    def faultless(x: int, y: int) -> bool:
        """[C10], [C11]: no fault in the pair (every candidate reaching their bounds has none)."""
        return all(lv.gain(x, y) == 2 for lv in colour_levels)

    state = PairedSoFar(mdps=frozenset(p[m].tpn for m in mdps))
    rest = SideCounts()
    for u in bsn:
        rest.add(p[u], 1, resident=u not in frame.mdps)

    def general_ok(st: PairedSoFar) -> bool:
        """Necessary for reaching the bounds with the players in ``rest`` still to pair (F of them float)."""
        paired = rest.size - floats
        return (
            st.lost12
            + loss_budget(rest.white, rest.size - rest.white, floats)
            + loss_budget(rest.black, rest.size - rest.black, floats)
            <= budget12
            and st.lost13
            + loss_budget(rest.strong_white, rest.size - rest.strong_white, floats)
            + loss_budget(rest.strong_black, rest.size - rest.strong_black, floats)
            <= budget13
            and st.down1 + min(rest.down1, paired) >= need1
            and st.down2 + min(rest.down2, paired) >= need2
            and not (
                colour_levels
                and (
                    loss_budget(rest.absolute_white, rest.size - rest.absolute_white, floats)
                    or loss_budget(rest.absolute_black, rest.size - rest.absolute_black, floats)
                )
            )
        )

    pairs: list[tuple[int, int]] = []
    # [C9] with the PAB: the downfloater stays free at every step, so one of the takers with the fewest
    # unplayed games must (a necessary condition, as above).
    good: frozenset[int] = frozenset()
    if takers:
        fewest = min(p[t].unplayed for t in takers)
        good = frozenset(t for t in takers if p[t].unplayed == fewest)
    free = list(residents)
    good_free = sum(1 for u in free if u in good)
    for m in mdps:
        mine = bad[m]
        for k, y in enumerate(free):
            if y in mine or any(lv.gain(m, y) != best[(lv.name, m)] for lv in mdp_levels) or not faultless(m, y):
                continue
            if takers is not None and y in good and good_free == 1:
                continue
            st = state.after(p[m], p[y])
            rest.add(p[m], -1, resident=False)
            rest.add(p[y], -1)
            if general_ok(st):
                state = st
                pairs.append((m, y))
                good_free -= y in good
                del free[k]
                break
            rest.add(p[m], 1, resident=False)
            rest.add(p[y], 1)
        else:
            return None
    remainder = free
    rem_pairs = half - len(mdps)
    s1r, s2r = remainder[:rem_pairs], remainder[rem_pairs:]
    left, right = SideCounts(), SideCounts()
    for u in s1r:
        left.add(p[u], 1)
    # S2R's players by what the counts see: the one who floats (|S2R| = |S1R| + F) is one of these kinds.
    kinds: dict[tuple[int, ...], tuple[SideCounts, int]] = {}
    kind_of: dict[int, tuple[int, ...]] = {}
    for u in s2r:
        right.add(p[u], 1)
        one = SideCounts()
        one.add(p[u], 1)
        kind_of[u] = one.key()
        kinds[one.key()] = (one, kinds.get(one.key(), (one, 0))[1] + 1)

    def take_right(y: int, sign: int) -> None:
        right.add(p[y], sign)
        one, count = kinds[kind_of[y]]
        kinds[kind_of[y]] = (one, count + sign)

    def paired_ok(st: PairedSoFar, paired: SideCounts, downs: tuple[int, int] | None = None) -> bool:
        """Necessary when S1R's players left are paired with exactly ``paired`` (as many, of S2R); with
        ``downs``, the downfloated ones paired are counted as these instead."""
        lb12 = least_losses(left.white, left.size, paired.white, paired.size) + least_losses(
            left.black, left.size, paired.black, paired.size
        )
        lb13 = least_losses(left.strong_white, left.size, paired.strong_white, paired.size) + least_losses(
            left.strong_black, left.size, paired.strong_black, paired.size
        )
        down1, down2 = (paired.down1, paired.down2) if downs is None else downs
        return (
            st.lost12 + lb12 <= budget12
            and st.lost13 + lb13 <= budget13
            and st.down1 + left.down1 + down1 >= need1
            and st.down2 + left.down2 + down2 >= need2
            and not (
                colour_levels
                and (
                    least_losses(left.absolute_white, left.size, paired.absolute_white, paired.size)
                    or least_losses(left.absolute_black, left.size, paired.absolute_black, paired.size)
                )
            )
        )

    def bipartite_ok(st: PairedSoFar) -> bool:
        """The counts for some choice of the S2R player who floats (none when F = 0): the bounds must hold
        together for one choice, not each for its own."""
        if right.size == left.size:
            return paired_ok(st, right)
        # Each bound for its own best choice first (cheap, and it refuses most of what is refused).
        if not paired_ok(st, right, (min(right.down1, left.size), min(right.down2, left.size))):
            return False
        return any(paired_ok(st, right.without(one)) for one, count in kinds.values() if count)

    free = list(s2r)
    good_free = sum(1 for u in free if u in good)
    if takers is not None and not good_free:
        return None
    completion = RemainderCompletion(s1r, s2r, bad)
    if not completion.complete:
        return None
    for x in s1r:
        px = p[x]
        left.add(px, -1)
        mine = bad[x]
        for k, y in enumerate(free):
            if y in mine or (takers is not None and y in good and good_free == 1):
                continue
            if colour_levels and not faultless(x, y):
                continue
            py = p[y]
            take_right(y, -1)
            st = state.after(px, py)
            if bipartite_ok(st) and completion.fix(x, y):
                state = st
                pairs.append((x, y))
                good_free -= y in good
                del free[k]
                break
            take_right(y, 1)
        else:
            return None
    floaters = frozenset(free)
    bounds = {"C6": half, "C12": half - budget12, "C13": half - budget13, "C14": need1, "C16": need2}
    bounds.update({lv.name: lv.bound for lv in mdp_levels})
    bounds.update({lv.name: 2 * half for lv in colour_levels})
    values = _inside_values(levels, pairs)
    for lv in levels:
        # [C7]: every MDP is paired and at most one resident floats: the largest scores are paired.
        if lv.name in bounds and values[lv.name] != bounds[lv.name]:
            return None
    radices, _ = pack(levels)
    total = sum(values[lv.name] * r for lv, r in zip(levels, radices, strict=True) if lv.name in INSIDE_LEVELS)
    if any(lv.name == "C8" for lv in levels):
        assert c8_value is not None
        c8 = c8_value(floaters)
        if c8 is None or c8 != c8_ideal(frame, levels, floaters):
            return None
        total += c8
    if takers is not None:
        c9_total = c9_value(frame, levels, floaters, takers)
        if c9_total is None:
            return None
        total += c9_total
    reasons: list[str] = []
    if explain:
        for f in (u for u in bsn if u in floaters):
            if not equally_good(f, pairs, p, bad, c8_value, floaters, takers, faultless):
                return None
            reasons.append(EQUALLY_GOOD.render(ENGLISH))
    rank = {u: k for k, u in enumerate(bsn, start=1)}
    rem_rank = {u: k for k, u in enumerate(remainder, start=1)}
    label = "remainder" if mdps else "bracket"
    how = [
        f"MDP-pairing: S1 #{i} (BSN {rank[m]}) with resident BSN {rank[y]}"
        for i, (m, y) in enumerate(pairs[: len(mdps)], start=1)
    ]
    how += [f"{label}: S1 BSN {rem_rank[x]} with S2 BSN {rem_rank[y]}" for x, y in pairs[len(mdps) :]]
    return BracketResult(
        pairs=tuple(pairs),
        how=tuple(how),
        floaters=tuple(u for u in bsn if u in floaters),
        limbo=(),
        s1=tuple(mdps),
        s2=tuple(residents),
        exchange="S2 order " + " ".join(str(k) for k in range(rem_pairs + 1, len(remainder) + 1)) if rem_pairs else "",
        floater_reasons=tuple(reasons),
        optimum=tuple((lv.name, v) for lv, v in zip(levels, unpack(total, levels), strict=True)),
        exchange_said=s2_order_message(range(rem_pairs + 1, len(remainder) + 1)) if rem_pairs else None,
        floater_said=(EQUALLY_GOOD,) * len(reasons),
    )


def _inside_values(levels: Sequence[Level], pairs: Sequence[tuple[int, int]]) -> dict[str, int]:
    """Each inside level's total over ``pairs`` (computed with the levels' own gains)."""
    return {lv.name: sum(lv.gain(x, y) for x, y in pairs) for lv in levels if lv.name in INSIDE_LEVELS}
