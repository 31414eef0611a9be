#!/usr/bin/env bash
# login-storm.sh — does a login storm slow the other routes?
# Runs `mvx serve` (release) on a fresh database and measures the feed with wrk alone, then while a second wrk sends
# correct logins over 2 connections (each one a bcrypt check), in two rounds; prints req/s and p99 of both.
# A third measure is the floor any hashing meets here: the feed while a busy loop in the idle scheduling class
# (`chrt -i 0`, which yields to every other thread) runs on the spare core and no login is made. If the storm's p99
# is no worse than that, the logins cost the feed nothing beyond one core being busy.
#
# Usage: Benchmarks/login-storm.sh [--no-build]   (MVX_BIN_DIR=DIR: binaries from DIR). Needs wrk.
set -euo pipefail
build=1
[[ "${1:-}" == --no-build ]] && build=0
cd "$(dirname "$0")/.."
. Benchmarks/bench-lib.sh
bench_need wrk chrt
((build)) && swift build -c release --product mvx
bin="${MVX_BIN_DIR:-$(swift build -c release --show-bin-path)}"

work="$(mktemp -d)"
spinner_pid=""
trap 'bench_stop_all; [[ -z "$spinner_pid" ]] || kill "$spinner_pid" 2>/dev/null || true; rm -rf "$work"' EXIT
url="$(bench_start mvx "$bin/mvx" serve --port 0 --db "$work/mvx.sqlite" --log-level warning)"
cat >"$work/login.lua" <<'LUA'
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"username":"alice","password":"mvx-demo"}'
LUA
feed="$url/nc/article/list/T1467284926140/0-20.html"
summary() { awk '/^Requests\/sec/ { r = $2 } $1 == "99%" { p = $2 } END { printf "%.0f req/s, p99 %s", r, p }'; }
wrk -t2 -c8 -d2s "$feed" >/dev/null
for round in 1 2; do
    alone="$(wrk -t1 -c8 -d5s --latency "$feed" | summary)"
    wrk -t1 -c2 -d7s -s "$work/login.lua" "$url/auth/login" >"$work/logins" &
    storm_pid="$!"
    sleep 1
    during="$(wrk -t1 -c8 -d5s --latency "$feed" | summary)"
    wait "$storm_pid"
    logins="$(awk '/^Requests\/sec/ { printf "%.0f", $2 }' "$work/logins")"
    chrt -i 0 sh -c 'while :; do :; done' &
    spinner_pid="$!"
    sleep 0.5
    busy="$(wrk -t1 -c8 -d5s --latency "$feed" | summary)"
    kill "$spinner_pid" 2>/dev/null || true
    wait "$spinner_pid" 2>/dev/null || true
    echo "round $round: feed alone $alone; during a login storm ($logins logins/s) $during;" \
        "beside an idle-class busy loop, no logins, $busy"
done
