# Sourced by .ci/run: Debian's chromium and its chromedriver for the players' pages' browser tests, installed
# only when missing (idempotent; about 1-2 minutes and ~300 MB the first time, nothing afterwards), and
# ARBITER_DESK_REQUIRE_BROWSER=1 so those tests run (and fail rather than skip) in CI.
if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
    _as_root=""
    [ "$(id -u)" = 0 ] || _as_root="sudo"
    $_as_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $_as_root apt-get install -y -qq --no-install-recommends chromium chromium-driver
    unset _as_root
fi
/usr/bin/chromium --version >/dev/null 2>&1 || { echo "browser.sh: /usr/bin/chromium does not run" >&2; return 1; }
export ARBITER_DESK_REQUIRE_BROWSER=1
