#!/usr/bin/env bash
# server-bench.sh — every route class of `mvx serve` against a bare Hummingbird route doing the same work without the
# project's layers (Benchmarks/BareFeed): the feed, users, a blogs page, counters and voices run mvx's own statement
# and row decoding on one plain read-only GRDB connection to mvx's database and encode as mvx does (the feed's bytes
# by hand with FeedJSON, the rest with the wire encoder); `POST /news/{docid}/read` runs the route's SQL on one plain
# connection in mvx's journal mode (WAL) and `synchronous` setting (NORMAL). Builds release, starts both servers on
# free ports (fresh temporary database, log level warning), runs wrk against each pair in interleaved rounds, and
# prints req/s, p99 and the ratio project/bare of every round. Goals: every GET route >= 60% of its reference in
# every round, the write >= 80% in every round.
#
# Usage: Benchmarks/server-bench.sh [--no-build] [--scratch-path DIR] [--rounds N] [--duration D] [--threads T] [--connections C] [--only CLASS,...]
# Defaults: 3 rounds of `wrk -t2 -c32 -d10s` over every class (feed, users, blogs, counters, voices, read). Needs wrk, curl and jq (apt-get install wrk curl jq).
set -euo pipefail

rounds=3 duration=10s threads=2 connections=32 build=1 scratch=.build only=""
while (($#)); do
    case "$1" in
    --no-build) build=0 ;;
    --scratch-path) scratch="$2"; shift ;;
    --rounds) rounds="$2"; shift ;;
    --duration) duration="$2"; shift ;;
    --threads) threads="$2"; shift ;;
    --connections) connections="$2"; shift ;;
    --only) only="$2"; shift ;;
    *) echo "usage: $0 [--no-build] [--scratch-path DIR] [--rounds N] [--duration D] [--threads T] [--connections C] [--only CLASS,...]" >&2; exit 2 ;;
    esac
    shift
done

[[ "$rounds" =~ ^[1-9][0-9]?$ ]] || { echo "server-bench: --rounds must be 1 to 99" >&2; exit 2; }
cd "$(dirname "$0")/.."
. Benchmarks/bench-lib.sh
bench_need wrk curl jq

# Each route class: its path, and whether it is the write (POST with the token).
classes=(feed users blogs counters voices read)
declare -A path=(
    [feed]="/nc/article/list/T1467284926140/0-20.html" [users]="/users" [blogs]="/users/1/blogs?offset=0&limit=20"
    [counters]="/counters?set=main" [voices]="/voices" [read]="/news/MVX0000T1467/read"
)
if [[ -n "$only" ]]; then
    IFS=, read -ra classes <<<"$only"
    for class in "${classes[@]}"; do
        [[ -n "${path[$class]:-}" ]] || { echo "server-bench: --only takes feed, users, blogs, counters, voices or read, not '$class'" >&2; exit 2; }
    done
fi

if ((build)); then
    swift build -c release --scratch-path "$scratch" --product mvx
    swift build -c release --scratch-path "$scratch" --product bare-feed
fi
bin="$(swift build -c release --scratch-path "$scratch" --show-bin-path)"

work="$(mktemp -d)"
cleanup() {
    bench_stop_all
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

project="$(bench_start mvx "$bin/mvx" serve --port 0 --db "$work/mvx.sqlite" --log-level warning)"
bare="$(bench_start bare-feed "$bin/bare-feed" --port 0 --db "$work/mvx.sqlite")"

token="$(curl -sf -X POST -H 'Content-Type: application/json' -d '{"username":"alice","password":"mvx-demo"}' \
    "$project/auth/login" | jq -r .token)"
cat >"$work/read.lua" <<LUA
wrk.method = "POST"
wrk.headers["Authorization"] = "Bearer $token"
LUA


for class in "${classes[@]}"; do
    [[ $class == read ]] && continue
    cmp -s <(curl -sf "$project${path[$class]}" | jq -S .) <(curl -sf "$bare${path[$class]}" | jq -S .) ||
        { echo "server-bench: the bare $class route does not answer mvx's JSON" >&2; exit 1; }
done
for side in "$project" "$bare"; do
    curl -sf -X POST -H "Authorization: Bearer $token" "$side${path[read]}" >/dev/null ||
        { echo "server-bench: POST ${path[read]} failed on $side" >&2; exit 1; }
done
echo "the bare routes answer the same JSON as mvx serve's"

# Runs wrk once; prints "<req/s> <p99 in ms>".
measure() {
    local out script=()
    [[ "$3" == read ]] && script=(-s "$work/read.lua")
    out="$(wrk -t"$threads" -c"$connections" -d"$1" --latency "${script[@]}" "$2")"
    if grep -q 'Non-2xx\|Socket errors' <<<"$out"; then
        echo "server-bench: errors while measuring $2:" >&2
        echo "$out" >&2
        exit 1
    fi
    awk '
        /^Requests\/sec:/ { rps = $2 }
        $1 == "99%" {
            v = $2; unit = v; sub(/^[0-9.]+/, "", unit); sub(/[a-z]+$/, "", v)
            p99 = (unit == "us") ? v / 1000 : (unit == "s") ? v * 1000 : (unit == "m") ? v * 60000 : v
        }
        END { printf "%.0f %.2f\n", rps, p99 }' <<<"$out"
}

median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

echo "warm-up: 1 s per route"
for class in "${classes[@]}"; do
    measure 1s "$project${path[$class]}" "$class" >/dev/null
    measure 1s "$bare${path[$class]}" "$class" >/dev/null
done

declare -A rps p99
echo "wrk -t$threads -c$connections -d$duration --latency, $rounds interleaved rounds"
for round in $(seq "$rounds"); do
    for class in "${classes[@]}"; do
        for side in project bare; do
            base="$project"; [[ $side == bare ]] && base="$bare"
            read -r r p < <(measure "$duration" "$base${path[$class]}" "$class")
            rps[$class.$side]+="$r " p99[$class.$side]+="$p "
            printf '  round %d  %-9s %-8s %8s req/s  p99 %7s ms\n' "$round" "$class" "$side" "$r" "$p"
        done
    done
done

echo
printf '%-10s %10s %10s %9s %13s %10s %10s  %s\n' "median of $rounds" "mvx req/s" "bare req/s" "mvx/bare" \
    "every round" "mvx p99 ms" "bare p99 ms" "goal"
for class in "${classes[@]}"; do
    # shellcheck disable=SC2086  # the lists are space-separated numbers
    pr="$(median ${rps[$class.project]})" br="$(median ${rps[$class.bare]})"
    # shellcheck disable=SC2086
    pp="$(median ${p99[$class.project]})" bp="$(median ${p99[$class.bare]})"
    goal=0.6
    [[ $class == read ]] && goal=0.8
    awk -v c="$class" -v pr="$pr" -v br="$br" -v pp="$pp" -v bp="$bp" -v g="$goal" \
        -v mvx="${rps[$class.project]}" -v bare="${rps[$class.bare]}" 'BEGIN {
        n = split(mvx, m, " "); split(bare, b, " ")
        lo = 1e9; hi = 0
        for (i = 1; i <= n; i++) { r = m[i] / b[i]; if (r < lo) lo = r; if (r > hi) hi = r }
        printf "%-10s %10d %10d %8.0f%% %6.0f–%3.0f%% %10.2f %10.2f  >= %.0f%% in every round: %s\n",
            c, pr, br, 100 * pr / br, 100 * lo, 100 * hi, pp, bp, 100 * g, (lo >= g ? "met" : "NOT met")
    }'
done
