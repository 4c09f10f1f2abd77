#!/usr/bin/env bash
# Smoke test of the built bundle (default dist/arbiter-desk, or the folder given): the window's self-test
# headless, then the bundled command line. Runs from an empty folder with a throwaway HOME and no Python
# environment, so that only the bundle itself can answer.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
BUNDLE="$(cd "${1:-$ROOT/dist/arbiter-desk}" && pwd)"
EXE="$BUNDLE/arbiter-desk"
[ -x "$BUNDLE/arbiter-desk-cli" ] && EXE="$BUNDLE/arbiter-desk-cli"  # Windows/macOS: the console executable
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$WORK/home"
cd "$WORK"
unset PYTHONPATH PYTHONHOME VIRTUAL_ENV
export HOME="$WORK/home" XDG_DATA_HOME="$WORK/home/data" XDG_CONFIG_HOME="$WORK/home/config"
fail() { echo "smoke test FAILED: $*" >&2; exit 1; }
step() { echo "--- $*"; }

step "version"
version="$(sed -n 's/^version = "\(.*\)"/\1/p' "$ROOT/pyproject.toml")"
"$EXE" --version | tee version.txt
grep -qx "Arbiter Desk $version" version.txt || fail "the bundle does not report version $version"

step "self-test (window over a demo tournament, offscreen)"
QT_QPA_PLATFORM=offscreen timeout 300 "$EXE" --self-test > selftest.txt 2> selftest.err \
    || { cat selftest.txt selftest.err; fail "--self-test exited with $?"; }
cat selftest.txt
grep -qx "self-test passed" selftest.txt || fail "no 'self-test passed'"
if [ -f "$ROOT/arbiter_desk/services/demo.py" ]; then
    grep -q "^tournament: demo" selftest.txt || fail "the demo tournament did not open from the bundle"
fi
step "user's guide: F1 on the tab in front opens its page from the bundle"
grep -qE '^guide: tabs/[a-z-]+\.html' selftest.txt || fail "F1 did not open a page of the bundled user's guide"
guide="$(find "$BUNDLE" -path '*/arbiter_desk/resources/guide/index.html' | head -n 1)"
[ -n "$guide" ] || fail "no user's guide in the bundle"
[ -f "$(dirname "$guide")/$(sed -n 's/^guide: \([^ #]*\).*/\1/p' selftest.txt)" ] || fail "the F1 page is not in the bundle"

step "languages: the French catalog (compiled .mo, no Babel in the bundle) and the collation table"
grep -qE '^catalog: fr \(Ronde 1 sur 9\); collation: es \(Nzuzo, Ñandú, Olsen\)' selftest.txt \
    || fail "the French catalog or the Spanish name order did not work in the bundle"
find "$BUNDLE" -path '*/arbiter_desk/resources/i18n/fr/LC_MESSAGES/arbiter_desk.mo' | grep -q . \
    || fail "no compiled French catalog in the bundle"
grep -qE '^qt catalog: ar \(ألغِ\)' selftest.txt || fail "Qt's Arabic catalog (standard buttons) is not in the bundle"

step "rules of the pairing systems: the guide's pages that File → Print… prints (Q92)"
for key in dutch dubov rating-1992 round-robin; do
    find "$BUNDLE" -path "*/arbiter_desk/resources/rules/$key.md" | grep -q . || fail "no rules page $key in the bundle"
done
[ ! -e "$XDG_DATA_HOME/ArbiterDesk" ] || fail "the self-test wrote into the user's data folder"

# Only where the X11 client libraries the xcb plugin needs are installed (they are not part of the bundle).
xcb="$(find "$BUNDLE" -path '*/plugins/platforms/libqxcb.so' | head -n 1)"
if command -v xvfb-run >/dev/null && [ -n "$xcb" ] \
    && ! LD_LIBRARY_PATH="$BUNDLE/_internal" ldd "$xcb" 2>/dev/null | grep -q "not found"; then
    step "self-test on a real X11 server (xvfb-run, xcb platform plugin)"
    QT_QPA_PLATFORM=xcb timeout 300 xvfb-run -a "$EXE" --self-test > selftest-xcb.txt 2>&1 \
        || { cat selftest-xcb.txt; fail "--self-test under X11 failed"; }
    grep -qx "self-test passed" selftest-xcb.txt || fail "no 'self-test passed' under X11"
fi

step "desktop entry"
"$BUNDLE/install-desktop-entry.sh" >/dev/null
grep -qx "Exec=\"$BUNDLE/arbiter-desk\" %f" "$XDG_DATA_HOME/applications/arbiter-desk.desktop" \
    || fail "the desktop entry does not start this bundle"
[ -s "$XDG_DATA_HOME/icons/hicolor/256x256/apps/arbiter-desk.png" ] || fail "no icon installed"
if command -v desktop-file-validate >/dev/null; then
    desktop-file-validate "$XDG_DATA_HOME/applications/arbiter-desk.desktop" || fail "invalid desktop entry"
fi

step "command line: generate, pair"
"$EXE" generate --players 20 --rounds 4 --seed 7 -o "$WORK/t.trf"
"$EXE" pair --extra-round "$WORK/t.trf" > pairing.txt  # all 4 generated rounds are paired: ask for a fifth
head -n 3 pairing.txt
grep -qE '^[0-9]+$' <(head -n 1 pairing.txt) || fail "the first line of the pairing is not a number"

step "command line: import into a tournament file"
"$EXE" import "$WORK/t.trf" -o "$WORK/t.adesk"
[ -s "$WORK/t.adesk" ] || fail "no tournament file"

step "command line: serve --help (the players' pages)"
"$EXE" serve --help > serve-help.txt || fail "serve --help exited with $?"
grep -q -- "--host" serve-help.txt || fail "serve --help does not name --host"

if "$EXE" --help | grep -qw print; then
    step "command line: print standings (PDF with the bundled fonts)"
    "$EXE" print "$WORK/t.trf" --doc standings -o "$WORK/standings.pdf"
    [ "$(head -c 4 "$WORK/standings.pdf")" = "%PDF" ] || fail "no PDF written"
fi

if [ "$(uname -s)" = Linux ] && command -v ldd >/dev/null; then
    step "Qt plugins find their Qt libraries in the bundle"
    missing="$(find "$BUNDLE" -path '*/plugins/*' -name '*.so' -exec ldd {} + 2>/dev/null \
        | grep -E '^\s*lib(Qt6|pyside6|shiboken6|icu)[^ ]* => not found' | sort -u || true)"
    [ -z "$missing" ] || fail "Qt libraries left out of the bundle: $missing"
fi
echo "smoke test passed: $BUNDLE"
