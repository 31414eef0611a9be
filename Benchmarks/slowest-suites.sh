#!/usr/bin/env bash
# slowest-suites.sh — where `swift test` spends its time: the ten slowest test suites of one run.
#
# Runs the README's test command (`swift test --traits PostgreSQL`; set MVX_TEST_POSTGRES_URL for the PostgreSQL
# half) and reads swift-testing's "Suite … passed after N seconds" lines; or, given the log of a run already made,
# reads that. Suites run in parallel, so their times overlap: a suite's time is from its first test's start to its
# last test's end, on a machine shared with every other suite — the order says where the time goes, not what a suite
# costs alone. Prints a table of the ten slowest, the number of suites and tests, and the run's own time.
#
# Usage: Benchmarks/slowest-suites.sh [LOG]   (swift test … 2>&1 | tee LOG makes one)
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ $# -gt 1 ]]; then echo "usage: $0 [LOG]" >&2; exit 64; fi
if [[ $# -eq 1 ]]; then
    log="$1"
    [[ -r "$log" ]] || { echo "slowest-suites: cannot read $log" >&2; exit 66; }
else
    work="$(mktemp -d)"
    trap 'rm -rf "$work"' EXIT
    log="$work/test.log"
    swift test --traits PostgreSQL >"$log" 2>&1 || { tail -30 "$log" >&2; echo "slowest-suites: the tests failed" >&2; exit 1; }
fi

python3 - "$log" <<'PY'
import re, sys
text = open(sys.argv[1], errors="replace").read()
suites = [(name, float(seconds)) for name, seconds in
          re.findall(r'Suite "(.+?)" (?:passed|failed) after ([0-9.]+) seconds', text)]
run = re.search(r"Test run with (\d+) tests? in (\d+) suites? (?:passed|failed) after ([0-9.]+) seconds", text)
if not suites or not run:
    sys.exit("slowest-suites: the log holds no finished swift-testing run")
print("| suite | seconds |")
print("| --- | ---: |")
for name, seconds in sorted(suites, key=lambda suite: -suite[1])[:10]:
    print(f"| {name} | {seconds:.1f} |")
tests, count, total = run.groups()
print(f"{count} suites, {tests} tests, the run {float(total):.0f} s")
PY
