#!/usr/bin/env bash
# callgrind.sh — instructions per frame, TerminalKit against ncurses doing the same frame incrementally.
#
# For each frame kind (move the selection, scroll by one row, one-row update) at 80×24, 200×60 and 400×120 it runs
# `mvx-bench callgrind SIDE KIND SIZE COUNT` under valgrind's callgrind twice — TerminalKit, then ncursesw drawing
# only what changed (`wchgat`, `wscrl`, `mvwaddnwstr`, then `doupdate`) — and counts only the instructions inside
# the frames (`--toggle-collect` on the one function that runs them: set-up and warm-up are not counted). Prints
# instructions per frame for both sides and their ratio; the goal is the one-row update ≤ 1.5× ncurses.
#
# Usage: Benchmarks/callgrind.sh [--frames N] [--scratch-path DIR] [--sizes "80x24 200x60"] [--kinds "update"]
# Needs valgrind (apt-get install -y valgrind) and libncursesw6. Function names come from the symbol table, so a
# release build without debug info is enough.
set -euo pipefail
cd "$(dirname "$0")/.."

frames=200
scratch=.build
sizes="80x24 200x60 400x120"
kinds="move scroll update"
while [[ $# -gt 0 ]]; do
    case "$1" in
        --frames) frames="$2"; shift 2 ;;
        --scratch-path) scratch="$2"; shift 2 ;;
        --sizes) sizes="$2"; shift 2 ;;
        --kinds) kinds="$2"; shift 2 ;;
        *) echo "usage: $0 [--frames N] [--scratch-path DIR] [--sizes LIST] [--kinds LIST]" >&2; exit 64 ;;
    esac
done

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
source Benchmarks/bench-lib.sh
bench_need valgrind swift

swift build -c release --scratch-path "$scratch" --product mvx-bench >"$work/build.log" 2>&1 ||
    { cat "$work/build.log" >&2; exit 1; }
bench="$scratch/release/mvx-bench"

# Instructions per frame of one side, kind and size.
count() {
    local out="$work/callgrind.out"
    valgrind --tool=callgrind --callgrind-out-file="$out" --toggle-collect='*callgrindMeasuredFrames*' \
        "$bench" callgrind "$1" "$2" "$3" "$frames" >"$work/run.log" 2>&1 ||
        { cat "$work/run.log" >&2; exit 1; }
    local total
    total="$(grep -oE 'Collected : [0-9]+' "$work/run.log" | grep -oE '[0-9]+$')"
    rm -f "$out"
    echo $((total / frames))
}

echo "Instructions per frame (callgrind, $frames frames after 50 warm-up frames; ncurses = incremental frames)"
echo
printf '| %-8s | %-7s | %12s | %12s | %7s | %s\n' frame size TerminalKit ncurses ratio goal
printf '|----------|---------|--------------|--------------|---------|------\n'
for size in $sizes; do
    for kind in $kinds; do
        tk="$(count terminalkit "$kind" "$size")"
        nc="$(count ncurses "$kind" "$size")"
        ratio="$(awk -v a="$tk" -v b="$nc" 'BEGIN { printf "%.2f", a / b }')"
        goal=""
        if [[ "$kind" == update ]]; then
            goal="$(awk -v r="$ratio" 'BEGIN { print (r <= 1.5 ? "≤ 1.5× — met" : "≤ 1.5× — NOT met") }')"
        fi
        printf '| %-8s | %-7s | %12s | %12s | %6s× | %s\n' "$kind" "$size" "$tk" "$nc" "$ratio" "$goal"
    done
done
