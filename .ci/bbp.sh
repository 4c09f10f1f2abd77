# Sourced by .ci/run: bbpPairings v6 (the FIDE-endorsed Dutch reference, ../shared/refs/bbpPairings-6.0.0) for the
# cross-test subset. Built outside the clone, in a cache folder keyed by a hash of the source, so a machine builds
# it once (about 3 minutes on 2 cores) and later runs reuse it. Exports BBP_PAIRINGS and ARBITER_DESK_REQUIRE_BBP=1
# (the cross-test's bbp directions then fail rather than skip without it). Never commits or copies its code.

# shared/ lies beside the clone (CI) or beside a folder above it (a developer's worktree).
bbp_source=""
bbp_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
while [ "$bbp_dir" != "/" ] && [ -z "$bbp_source" ]; do
    bbp_dir="$(dirname "$bbp_dir")"
    if [ -d "$bbp_dir/shared/refs/bbpPairings-6.0.0" ]; then bbp_source="$bbp_dir/shared/refs/bbpPairings-6.0.0"; fi
done
if [ -z "$bbp_source" ]; then echo "bbp.sh: shared/refs/bbpPairings-6.0.0 not found beside the clone" >&2; return 1; fi
bbp_hash="$(cd "$bbp_source" && find . -type f ! -name '*.o' -print0 | sort -z | xargs -0 sha256sum | sha256sum | cut -c1-16)"
bbp_cache="${XDG_CACHE_HOME:-$HOME/.cache}/arbiter-desk/bbp-$bbp_hash"
if [ ! -x "$bbp_cache/bbpPairings.exe" ]; then
    bbp_work="$(mktemp -d)"
    cp -r "$bbp_source/." "$bbp_work"
    make -C "$bbp_work" -j"$(nproc)" COMP=gcc >"$bbp_work/build.log" 2>&1 || { tail -n 20 "$bbp_work/build.log"; return 1; }
    mkdir -p "$bbp_cache"
    cp "$bbp_work/bbpPairings.exe" "$bbp_cache/bbpPairings.exe.tmp" && mv "$bbp_cache/bbpPairings.exe.tmp" "$bbp_cache/bbpPairings.exe"
    rm -rf "$bbp_work"
fi
export BBP_PAIRINGS="$bbp_cache/bbpPairings.exe"
export ARBITER_DESK_REQUIRE_BBP=1
