#!/usr/bin/env bash
# depth-bench.sh — does a page cost the same at any depth and for any list size?
# Builds release, seeds a fresh database, grows it to 1,000,000 news rows in the seeded channel and 100,000 blogs for
# one author (python3's sqlite3), then runs wrk, in interleaved rounds, against pages of 20 rows each: the feed at
# offset 0 and at offset 900,000; the first blogs page of an author with 48 blogs and of the author with 100,000; that
# author's blogs at offset 90,000. Prints req/s and p99 of every run, and each ratio's median and spread (goal: each
# deep or big page within 2x of its shallow or small twin, i.e. ratio >= 0.5 in every round).
#
# Usage: Benchmarks/depth-bench.sh [--no-build] [--scratch-path DIR] [--rounds N] [--duration D] [--connections C]
set -euo pipefail

rounds=3 duration=5s connections=8 build=1 scratch=.build
while (($#)); do
    case "$1" in
    --no-build) build=0 ;;
    --scratch-path) scratch="$2"; shift ;;
    --rounds) rounds="$2"; shift ;;
    --duration) duration="$2"; shift ;;
    --connections) connections="$2"; shift ;;
    *) echo "usage: $0 [--no-build] [--scratch-path DIR] [--rounds N] [--duration D] [--connections C]" >&2; exit 2 ;;
    esac
    shift
done
[[ "$rounds" =~ ^[1-9][0-9]?$ ]] || { echo "depth-bench: --rounds must be 1 to 99" >&2; exit 2; }

cd "$(dirname "$0")/.."
. Benchmarks/bench-lib.sh
bench_need wrk curl python3
((build)) && swift build -c release --scratch-path "$scratch" --product mvx
bin="$(swift build -c release --scratch-path "$scratch" --show-bin-path)"

work="$(mktemp -d)"
cleanup() {
    bench_stop_all
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

serve() { bench_start mvx "$bin/mvx" serve --port 0 --db "$work/big.sqlite" --log-level warning; }

echo "seeding, then growing the database (1,000,000 news rows, 100,000 blogs for user 3)…"
serve >/dev/null
bench_stop mvx
python3 - "$work/big.sqlite" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
channel = "T1467284926140"
start = db.execute("SELECT COUNT(*) FROM news WHERE channel = ?", (channel,)).fetchone()[0]
db.executemany(
    "INSERT INTO news (docid, channel, position, title, ptime, imgsrc, read_count) VALUES (?, ?, ?, ?, ?, ?, 0)",
    ((f"BIG{p:07d}T1467", channel, p, f"Article {p}", "2016-07-01 08:00:00", f"http://img.mvx.example/big/{p}.jpg")
     for p in range(start, 1_000_000)))
# Oldest first, as blogs are written: each new blog is its author's newest, so placing it moves no other row.
db.executemany(
    "INSERT INTO blogs (author_id, title, body, created_at) VALUES (3, ?, '', datetime('2016-01-01', ?))",
    ((f"Blog {i}", f"-{i} minutes") for i in reversed(range(100_000 - 3))))
db.commit()
print("news:", db.execute("SELECT COUNT(*) FROM news").fetchone()[0],
      "blogs of user 3:", db.execute("SELECT COUNT(*) FROM blogs WHERE author_id = 3").fetchone()[0],
      "of user 1:", db.execute("SELECT COUNT(*) FROM blogs WHERE author_id = 1").fetchone()[0])
PY
url="$(serve)"

feed="/nc/article/list/T1467284926140"
names=(feed0 feed900k blogs48 blogs100k blogs90k)
declare -A path=(
    [feed0]="$feed/0-20.html" [feed900k]="$feed/900000-20.html"
    [blogs48]="/users/1/blogs?offset=0&limit=20" [blogs100k]="/users/3/blogs?offset=0&limit=20"
    [blogs90k]="/users/3/blogs?offset=90000&limit=20"
)
for name in "${names[@]}"; do
    rows="$(curl -sf "$url${path[$name]}" | python3 -c '
import json, sys
answer = json.load(sys.stdin)
print(len(answer["items"] if "items" in answer else next(iter(answer.values()))))')" ||
        { echo "depth-bench: ${path[$name]} failed" >&2; exit 1; }
    [[ "$rows" == 20 ]] || { echo "depth-bench: ${path[$name]} answered $rows rows, not 20" >&2; exit 1; }
done
echo "every probed page answers 20 rows"

declare -A rps
echo "wrk -t2 -c$connections -d$duration, $rounds interleaved rounds"
for round in $(seq "$rounds"); do
    for name in "${names[@]}"; do
        out="$(wrk -t2 -c"$connections" -d"$duration" --latency "$url${path[$name]}")"
        if grep -q 'Non-2xx\|Socket errors' <<<"$out"; then
            echo "depth-bench: errors while measuring ${path[$name]}:" >&2
            echo "$out" >&2
            exit 1
        fi
        r="$(awk '/^Requests\/sec:/ { printf "%.0f", $2 }' <<<"$out")"
        rps[$name]+="$r "
        p99="$(awk '$1 == "99%" { print $2 }' <<<"$out")"
        printf '  round %d  %-10s %-48s %8s req/s  p99 %s\n' "$round" "$name" "${path[$name]}" "$r" "$p99"
    done
done

# Prints a ratio's median and spread over the rounds, and whether it is >= 0.5 in every round.
ratio() {
    awk -v label="$1" -v a="${rps[$2]}" -v b="${rps[$3]}" 'BEGIN {
        n = split(a, x, " "); split(b, y, " ")
        for (i = 1; i <= n; i++) r[i] = x[i] / y[i]
        for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (r[j] < r[i]) { t = r[i]; r[i] = r[j]; r[j] = t }
        printf "%s: median %.2f (%.2f–%.2f over %d rounds; goal >= 0.5 in every round: %s)\n",
            label, r[int((n + 1) / 2)], r[1], r[n], n, (r[1] >= 0.5 ? "met" : "NOT met")
    }'
}
ratio "feed at 900,000 / at 0" feed900k feed0
ratio "blogs: first page of 100,000 / of 48" blogs100k blogs48
ratio "blogs at 90,000 / first page (author of 100,000)" blogs90k blogs100k
