#!/usr/bin/env bash
# server-bench.sh — the feed route of `mvx serve` against a bare Hummingbird server answering the same JSON
# (issue #14). Builds release, starts both servers on free ports (fresh temporary database, log level warning),
# runs wrk against each route in interleaved rounds, and prints req/s, p99 and the ratio project/bare.
#
# Usage: Benchmarks/server-bench.sh [--no-build] [--rounds N] [--duration D] [--threads T] [--connections C]
# Defaults: 3 rounds of `wrk -t2 -c32 -d10s`. Needs wrk (apt-get install wrk) and curl; jq, if present, checks
# that both servers answer the same JSON value.
set -euo pipefail

rounds=3 duration=10s threads=2 connections=32 build=1
while (($#)); do
    case "$1" in
    --no-build) build=0 ;;
    --rounds) rounds="$2"; shift ;;
    --duration) duration="$2"; shift ;;
    --threads) threads="$2"; shift ;;
    --connections) connections="$2"; shift ;;
    *) echo "usage: $0 [--no-build] [--rounds N] [--duration D] [--threads T] [--connections C]" >&2; exit 2 ;;
    esac
    shift
done

cd "$(dirname "$0")/.."
for tool in wrk curl; do
    command -v "$tool" >/dev/null || { echo "server-bench: $tool is missing (apt-get install $tool)" >&2; exit 1; }
done

if ((build)); then
    swift build -c release --product mvx
    swift build -c release --product bare-feed
fi
bin="$(swift build -c release --show-bin-path)"

work="$(mktemp -d)"
# `start` runs inside $(...), a subshell, so it records each server's PID in a file: a variable set there would be
# lost, and cleanup would kill nothing (issue #20).
cleanup() {
    local pid
    for file in "$work"/*.pid; do
        [[ -f "$file" ]] || continue
        pid="$(cat "$file")"
        kill "$pid" 2>/dev/null || true
        # Not our child (its parent was the subshell), so `wait` cannot be used: poll until it is gone.
        for _ in $(seq 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
        kill -9 "$pid" 2>/dev/null || true
    done
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# Starts a server in the background and prints its base URL once its log says "listening on <url>".
start() {
    local name="$1"; shift
    "$@" >"$work/$name.log" 2>&1 &
    local pid="$!"
    echo "$pid" >"$work/$name.pid"
    local url=""
    for _ in $(seq 600); do
        url="$(grep -o 'listening on http://[0-9.:]*' "$work/$name.log" | head -1 | sed 's/listening on //')" || true
        [[ -n "$url" ]] && break
        kill -0 "$pid" 2>/dev/null || { cat "$work/$name.log" >&2; echo "server-bench: $name died" >&2; exit 1; }
        sleep 0.1
    done
    [[ -n "$url" ]] || { echo "server-bench: $name did not start in 60 s" >&2; exit 1; }
    echo "$url"
}

project="$(start mvx "$bin/mvx" serve --port 0 --db "$work/mvx.sqlite" --log-level warning)"
bare="$(start bare-feed "$bin/bare-feed" --port 0)"
feed_path="/nc/article/list/T1467284926140/0-20.html"

names=(project bare bytes)
declare -A url=([project]="$project$feed_path" [bare]="$bare$feed_path" [bytes]="$bare/bytes")
declare -A label=(
    [project]="mvx serve, GET $feed_path"
    [bare]="bare Hummingbird, same JSON encoded per request"
    [bytes]="bare Hummingbird, the same bytes encoded once"
)

for name in "${names[@]}"; do
    curl -sf "${url[$name]}" >"$work/$name.json" || { echo "server-bench: ${url[$name]} failed" >&2; exit 1; }
done
if command -v jq >/dev/null; then
    for name in bare bytes; do
        cmp -s <(jq -S . "$work/project.json") <(jq -S . "$work/$name.json") ||
            { echo "server-bench: $name does not answer the feed route's JSON" >&2; exit 1; }
    done
    echo "same JSON from all three routes ($(wc -c <"$work/project.json") bytes)"
fi

# Runs wrk once; prints "<req/s> <p99 in ms>".
measure() {
    local out
    out="$(wrk -t"$threads" -c"$connections" -d"$1" --latency "$2")"
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

echo "warm-up: 2 s per route"
for name in "${names[@]}"; do measure 2s "${url[$name]}" >/dev/null; done

declare -A rps p99
echo "wrk -t$threads -c$connections -d$duration --latency, $rounds interleaved rounds"
for round in $(seq "$rounds"); do
    for name in "${names[@]}"; do
        read -r r p < <(measure "$duration" "${url[$name]}")
        rps[$name]+="$r " p99[$name]+="$p "
        printf '  round %d  %-8s %8s req/s  p99 %7s ms\n' "$round" "$name" "$r" "$p"
    done
done

echo
printf '%-52s %10s %10s\n' "median of $rounds rounds" "req/s" "p99 ms"
declare -A mr mp
for name in "${names[@]}"; do
    # shellcheck disable=SC2086  # the lists are space-separated numbers
    mr[$name]="$(median ${rps[$name]})" mp[$name]="$(median ${p99[$name]})"
    printf '%-52s %10s %10s\n' "${label[$name]}" "${mr[$name]}" "${mp[$name]}"
done
echo
awk -v pr="${mr[project]}" -v br="${mr[bare]}" -v pp="${mp[project]}" -v bp="${mp[bare]}" -v yr="${mr[bytes]}" '
    BEGIN {
        t = pr / br; l = (bp > 0) ? pp / bp : 0
        printf "throughput project/bare: %.0f%% (goal >= 50%%: %s); project/fixed bytes: %.0f%%\n",
            100 * t, (t >= 0.5 ? "met" : "NOT met"), 100 * pr / yr
        printf "p99 project/bare: %.2fx (goal <= 2x: %s)\n", l, (l <= 2 ? "met" : "NOT met")
    }'
