#!/usr/bin/env bash
# depth-bench.sh — does a page cost the same at any depth and for any list size? (issue #27)
# Builds release, seeds a fresh database, grows it to 1,000,000 news rows in the seeded channel and 100,000 blogs for
# one author (python3's sqlite3), then runs wrk against: the feed at offset 0 and at offset 900,000, and the first
# blogs page of an author with 3 blogs and of the author with 100,000. Prints req/s, p99 and the ratios
# (goal: each deep or big page within 2x of its shallow or small twin, i.e. ratio >= 0.5).
#
# Usage: Benchmarks/depth-bench.sh [--no-build] [--duration D] [--connections C]
set -euo pipefail

duration=5s connections=8 build=1
while (($#)); do
    case "$1" in
    --no-build) build=0 ;;
    --duration) duration="$2"; shift ;;
    --connections) connections="$2"; shift ;;
    *) echo "usage: $0 [--no-build] [--duration D] [--connections C]" >&2; exit 2 ;;
    esac
    shift
done

cd "$(dirname "$0")/.."
. Benchmarks/bench-lib.sh
bench_need wrk curl python3
((build)) && swift build -c release --product mvx
bin="$(swift build -c release --show-bin-path)"

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
db.executemany(
    "INSERT INTO blogs (author_id, title, body, created_at) VALUES (3, ?, '', datetime('2016-01-01', ?))",
    ((f"Blog {i}", f"-{i} minutes") for i in range(100_000 - 3)))
db.commit()
print("news:", db.execute("SELECT COUNT(*) FROM news").fetchone()[0],
      "blogs of user 3:", db.execute("SELECT COUNT(*) FROM blogs WHERE author_id = 3").fetchone()[0],
      "of user 4:", db.execute("SELECT COUNT(*) FROM blogs WHERE author_id = 4").fetchone()[0])
PY
url="$(serve)"

feed="/nc/article/list/T1467284926140"
names=(feed0 feed900k blogs3 blogs100k)
declare -A path=(
    [feed0]="$feed/0-20.html" [feed900k]="$feed/900000-20.html"
    [blogs3]="/users/4/blogs?offset=0&limit=20" [blogs100k]="/users/3/blogs?offset=0&limit=20"
)
for name in "${names[@]}"; do curl -sf "$url${path[$name]}" >/dev/null || { echo "depth-bench: ${path[$name]} failed" >&2; exit 1; }; done

declare -A rps
echo "wrk -t2 -c$connections -d$duration"
for name in "${names[@]}"; do
    out="$(wrk -t2 -c"$connections" -d"$duration" --latency "$url${path[$name]}")"
    rps[$name]="$(awk '/^Requests\/sec:/ { printf "%.0f", $2 }' <<<"$out")"
    p99="$(awk '$1 == "99%" { print $2 }' <<<"$out")"
    printf '  %-10s %-48s %8s req/s  p99 %s\n' "$name" "${path[$name]}" "${rps[$name]}" "$p99"
done
awk -v a="${rps[feed900k]}" -v b="${rps[feed0]}" -v c="${rps[blogs100k]}" -v d="${rps[blogs3]}" 'BEGIN {
    printf "feed at 900,000 / at 0: %.2f (goal >= 0.5: %s)\n", a / b, (a / b >= 0.5 ? "met" : "NOT met")
    printf "blogs of 100,000 / of 3: %.2f (goal >= 0.5: %s)\n", c / d, (c / d >= 0.5 ? "met" : "NOT met")
}'
