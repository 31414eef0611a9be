#!/usr/bin/env bash
# first-screen.sh — how long a learner waits on a fresh clone before `swift run mvx` shows Home, and where the
# compiler's time goes.
#
# Clones this checkout's HEAD into a temporary folder, then times `swift package resolve` and `swift run mvx` there
# (headless: it prints the first screen and quits) from nothing: package resolution, the whole build, the start. Every compiler run goes through a
# wrapper that records its CPU time (children included) against the package it compiles, so the script also prints
# compiler CPU-seconds per package. Prints the goal (≤ 3 minutes) as met or NOT met.
#
# Usage: Benchmarks/first-screen.sh [--traits TRAITS]   (--traits PostgreSQL: the build the tests use, for comparison)
# Needs git, python3 and swift. Run it on a quiet machine: it measures wall time.
set -euo pipefail
cd "$(dirname "$0")/.."

traits=()
while [[ $# -gt 0 ]]; do
    case "$1" in
        --traits) traits=(--traits "$2"); shift 2 ;;
        *) echo "usage: $0 [--traits TRAITS]" >&2; exit 64 ;;
    esac
done

source Benchmarks/bench-lib.sh
bench_need git python3 swift
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The wrapper: runs the real compiler, then adds "PACKAGE CPU-SECONDS" to the log. The package is read from the
# source paths the compiler is given (a checkout under .build/checkouts/NAME, or this package's Sources and Tests).
real_swiftc="$(command -v swiftc)"
real_clang="$(command -v clang)"
cat >"$work/cpu-wrapper.py" <<'PY'
import os, re, resource, subprocess, sys
real, log = sys.argv[1], sys.argv[2]
arguments = sys.argv[3:]
package = "(tooling)"
expanded = []
for argument in arguments:
    if argument.startswith("@") and os.path.isfile(argument[1:]):
        expanded += [line.strip().strip('"') for line in open(argument[1:])]
    else:
        expanded.append(argument)
sources = [a for a in expanded if not a.startswith("-") and re.search(r"\.(swift|c|cc|cpp|S)$", a)]
if sources:
    match = re.search(r"/checkouts/([^/]+)/", sources[0])
    package = match.group(1) if match else "MVX"
code = subprocess.call([real] + arguments)
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
with open(log, "a") as out:
    out.write(f"{package} {usage.ru_utime + usage.ru_stime:.3f}\n")
sys.exit(code)
PY
printf '#!/bin/sh\nexec python3 %s %s %s "$@"\n' "$work/cpu-wrapper.py" "$real_swiftc" "$work/cpu.log" >"$work/swiftc"
printf '#!/bin/sh\nexec python3 %s %s %s "$@"\n' "$work/cpu-wrapper.py" "$real_clang" "$work/cpu.log" >"$work/clang"
chmod +x "$work/swiftc" "$work/clang"

git clone -q . "$work/mvx"
cd "$work/mvx"
start=$(date +%s.%N)
swift package resolve >"$work/resolve.log" 2>&1 || { cat "$work/resolve.log" >&2; exit 1; }
resolved=$(date +%s.%N)
printf 'wait\nscreen\nquit\n' |
    SWIFT_EXEC="$work/swiftc" CC="$work/clang" swift run "${traits[@]}" mvx --headless >"$work/screen.txt" 2>"$work/build.log" ||
    { tail -30 "$work/build.log" >&2; exit 1; }
end=$(date +%s.%N)
grep -q "Home" "$work/screen.txt" || { echo "first-screen: mvx did not show Home" >&2; cat "$work/screen.txt" >&2; exit 1; }

python3 - "$start" "$resolved" "$end" "$work/cpu.log" "${traits[*]:-default}" .build/checkouts <<'PY'
import collections, os, sys
start, resolved, end, log, traits, checkouts = (
    float(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3]), sys.argv[4], sys.argv[5], sys.argv[6])
cpu = collections.Counter()
for line in open(log):
    package, seconds = line.rsplit(" ", 1)
    cpu[package] += float(seconds)
wall = end - start
total = sum(cpu.values())
print(f"first screen on a fresh clone (traits: {traits}): {wall / 60:.1f} min ({wall:.0f} s) wall, "
      f"{total:.0f} compiler CPU-s; resolving the packages {resolved - start:.0f} s, the build and the start "
      f"{end - resolved:.0f} s")
print("| package | compiler CPU-s | share |")
print("| --- | ---: | ---: |")
for package, seconds in cpu.most_common():
    if seconds >= 0.5:
        print(f"| {package} | {seconds:.0f} | {100 * seconds / total:.0f}% |")
idle = sorted(set(os.listdir(checkouts)) - {p for p, seconds in cpu.items() if seconds >= 0.5})
print(f"resolved (cloned) but not compiled for this build: {len(idle)} packages ({', '.join(idle)})")
goal = 180
print(f"goal: first screen ≤ {goal} s: {'met' if wall <= goal else 'NOT met'} ({wall:.0f} s)")
PY
