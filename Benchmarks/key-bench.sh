#!/usr/bin/env bash
# key-bench.sh — a key press end to end in the live app against the ncurses equivalent.
#
# Runs `mvx --scene news` (the real app, embedded server, arrow keys moving the selection) and `mvx-bench
# ncurses-list` (a curses list doing the same move with `wchgat` + `doupdate`) in an 80×24 tmux pane, presses
# ↓/↑ alternately, and prints per key:
#   - context switches of the whole process, every thread (/proc/PID/task/*/status: voluntary, the wake-ups the
#     design causes, and involuntary, which follow the machine's load) and CPU time (`perf stat -e task-clock -p`),
#     each minus an idle window of the same length;
#   - instructions (valgrind's callgrind on the whole process: zeroed once the screen is up, read after the keys,
#     minus an idle window of the same length). valgrind 3.19 (Debian 12) writes into the mask a program hands to
#     sigsuspend, and libdispatch's main thread (parked by dispatch_main) hands it a constant in read-only memory,
#     so valgrind died of SIGSEGV in itself on any Swift program with an async main. The script preloads a
#     four-line shim that copies the mask to the stack before the real sigsuspend (Benchmarks/sigsuspend-copy.c);
#     nothing else changes, and the parked thread never runs during the keys.
# Goals: one wake-up a key (the reading thread's voluntary switches no more than the single-threaded ncurses list's),
# instructions ≤ the ncurses equivalent.
#
# Usage: Benchmarks/key-bench.sh [--keys N] [--callgrind-keys N] [--scratch-path DIR] [--arch ARCH] [--mvx BINARY]
#        [--data-dir DIR]
# (--mvx: measure that mvx binary, say an older build, instead of building this one; --data-dir: mvx's data
# directory, by default a fresh one — whose first start logs in, which waits for an idle core on a busy machine.)
# Needs tmux, perf and valgrind (apt-get install -y tmux linux-perf valgrind) and libncursesw6.
set -euo pipefail
cd "$(dirname "$0")/.."

keys=400
callgrind_keys=60
scratch=.build
arch=mvc
mvx_binary=""
data_dir=""
while [[ $# -gt 0 ]]; do
    case "$1" in
        --keys) keys="$2"; shift 2 ;;
        --callgrind-keys) callgrind_keys="$2"; shift 2 ;;
        --scratch-path) scratch="$2"; shift 2 ;;
        --arch) arch="$2"; shift 2 ;;
        --mvx) mvx_binary="$2"; shift 2 ;;
        --data-dir) data_dir="$2"; shift 2 ;;
        *) echo "usage: $0 [--keys N] [--callgrind-keys N] [--scratch-path DIR] [--arch ARCH] [--mvx BINARY] [--data-dir DIR]" >&2
           exit 64 ;;
    esac
done

work="$(mktemp -d)"
socket="$work/tmux.sock"
cleanup() {
    tmux -S "$socket" kill-server 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
source Benchmarks/bench-lib.sh
bench_need tmux valgrind callgrind_control perf objcopy swift cc

if [[ -z "$mvx_binary" ]]; then
    swift build -c release --scratch-path "$scratch" --product mvx >"$work/build.log" 2>&1 ||
        { cat "$work/build.log" >&2; exit 1; }
    mvx_binary="$scratch/release/mvx"
fi
swift build -c release --scratch-path "$scratch" --product mvx-bench >>"$work/build.log" 2>&1 ||
    { cat "$work/build.log" >&2; exit 1; }
bin="$(cd "$scratch/release" && pwd)"
mvx_binary="$(cd "$(dirname "$mvx_binary")" && pwd)/$(basename "$mvx_binary")"
[[ -n "$data_dir" ]] || data_dir="$work/data"
shim="$work/sigsuspend-copy.so"
cc -shared -fPIC -O2 -o "$shim" Benchmarks/sigsuspend-copy.c -ldl
mkdir -p "$data_dir"

# Starts COMMAND in a fresh 80×24 tmux session and waits until the pane shows MARKER (an extended regular
# expression); prints the process id.
start_app() {
    local marker="$1"; shift
    tmux -S "$socket" kill-server 2>/dev/null || true
    sleep 0.5
    rm -f "$socket"
    TERM=xterm-256color tmux -S "$socket" -f /dev/null new-session -d -x 80 -y 24 "exec $*"
    local pid
    pid="$(tmux -S "$socket" display-message -p '#{pane_pid}')"
    for _ in $(seq 3000); do
        tmux -S "$socket" capture-pane -p 2>/dev/null | grep -qE "$marker" && { sleep 1; echo "$pid"; return; }
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.1
    done
    tmux -S "$socket" capture-pane -p >&2 2>/dev/null || true
    echo "$(basename "$0"): the app did not show '$marker'" >&2
    exit 1
}

# Presses ↓ and ↑ alternately N times, GAP seconds apart.
press() {
    local count="$1" gap="$2" i
    for ((i = 0; i < count; i++)); do
        if ((i % 2 == 0)); then tmux -S "$socket" send-keys Down; else tmux -S "$socket" send-keys Up; fi
        sleep "$gap"
    done
    sleep 0.5
}

# Each thread of PID with its voluntary and involuntary context switches so far: "thread-id voluntary involuntary".
thread_switches() {
    local task
    for task in /proc/"$1"/task/*; do
        awk -v t="${task##*/}" '/^voluntary_ctxt/ { v = $2 } /^nonvoluntary_ctxt/ { n = $2 } END { print t, v + 0, n + 0 }' \
            "$task/status" 2>/dev/null
    done | sort
}

# Counts context switches (/proc, every thread) and task-clock (perf, ms) of PID while COMMAND runs; prints
# "voluntary involuntary ms busiest", where busiest is the voluntary switches of the thread that switched most
# (the one reading the keys).
counters_during() {
    local pid="$1"; shift
    perf stat -e task-clock -x, -o "$work/perf.txt" -p "$pid" &
    local perf_pid=$!
    sleep 0.3
    thread_switches "$pid" >"$work/before.txt"
    "$@"
    thread_switches "$pid" >"$work/after.txt"
    kill -INT "$perf_pid" 2>/dev/null || true
    wait "$perf_pid" 2>/dev/null || true
    # A thread that started meanwhile counts from zero; one that ended counts no more.
    join -a 2 -e 0 -o 2.1,1.2,1.3,2.2,2.3 "$work/before.txt" "$work/after.txt" |
        awk -v ms="$(awk -F, '/task-clock/ { print $1 + 0 }' "$work/perf.txt")" '
            { dv = $4 - $2; v += dv; n += $5 - $3; if (dv > most) most = dv }
            END { print v + 0, n + 0, ms + 0, most + 0 }'
}

# Per key: "voluntary involuntary cpu-µs idle-share reader" from a native run of the app, minus an idle window of the
# same length (reader: the voluntary switches of the thread that reads the keys, not minus anything).
measure_native() {
    local marker="$1"; shift
    local pid gap=0.01 idle keyed duration
    pid="$(start_app "$marker" "$@")"
    duration="$(awk -v n="$keys" -v g="$gap" 'BEGIN { print n * (g + 0.005) + 0.5 }')"
    read -r -a idle <<<"$(counters_during "$pid" sleep "$duration")"
    read -r -a keyed <<<"$(counters_during "$pid" press "$keys" "$gap")"
    tmux -S "$socket" send-keys q 2>/dev/null || true
    awk -v v="${keyed[0]}" -v vi="${idle[0]}" -v i="${keyed[1]}" -v ii="${idle[1]}" -v c="${keyed[2]}" \
        -v ci="${idle[2]}" -v r="${keyed[3]}" -v n="$keys" \
        'BEGIN { printf "%.2f %.2f %.1f %.2f %.2f", (v - vi) / n, (i - ii) / n, (c - ci) / n * 1000, (vi + ii) / n, r / n }'
}

# Instructions every thread of a process under callgrind has run since it was last zeroed.
instructions_so_far() {
    callgrind_control -e "$1" 2>/dev/null | tr -d , | awk '$1 ~ /^Th/ { sum += $NF } END { print sum + 0 }'
}

# Instructions per key under callgrind, minus the idle rate over the same wall time. Under valgrind the app
# processes keys slower than they arrive, so the count is read 3 s after the last key, when it has caught up.
measure_instructions() {
    local marker="$1"; shift
    local pid idle keyed gap=0.15 idle_seconds=8 started elapsed
    # A copy without debug info: valgrind 3.19 gives up on the Swift release binary's DWARF ("possibly corrupted
    # debuginfo"); function names come from the symbol table.
    local program="$work/$(basename "$1").nodebug"
    objcopy --strip-debug "$1" "$program"
    shift
    pid="$(start_app "$marker" env LD_PRELOAD="$shim" valgrind --tool=callgrind --callgrind-out-file="$work/cg.%p" \
        "$program" "$@" 2>/dev/null)" || { echo "not measured"; return; }
    sleep 2
    callgrind_control -z "$pid" >/dev/null 2>&1
    sleep "$idle_seconds"
    idle="$(instructions_so_far "$pid")"
    callgrind_control -z "$pid" >/dev/null 2>&1
    started="$(date +%s.%N)"
    press "$callgrind_keys" "$gap"
    sleep 2.5
    keyed="$(instructions_so_far "$pid")"
    elapsed="$(awk -v s="$started" -v e="$(date +%s.%N)" 'BEGIN { print e - s }')"
    tmux -S "$socket" send-keys q 2>/dev/null || true
    sleep 1
    if [[ "$keyed" -le 0 ]]; then
        echo "not measured"
        return
    fi
    awk -v k="$keyed" -v i="$idle" -v s="$idle_seconds" -v e="$elapsed" -v n="$callgrind_keys" \
        'BEGIN { printf "%d", (k - i / s * e) / n }'
}

mvx=("$mvx_binary" --scene news --arch "$arch" --data-dir "$data_dir")
list=("$bin/mvx-bench" ncurses-list)

echo "A key press end to end (80×24 tmux pane, ↓/↑ alternately; $keys keys natively, $callgrind_keys under callgrind)"
echo
read -r mvx_switches mvx_preempted mvx_cpu mvx_idle mvx_reader <<<"$(measure_native '(^| )read [0-9]' "${mvx[@]}")"
read -r nc_switches nc_preempted nc_cpu nc_idle nc_reader <<<"$(measure_native '^row 1 ' "${list[@]}")"
mvx_instructions="$(measure_instructions '(^| )read [0-9]' "${mvx[@]}")"
nc_instructions="$(measure_instructions '^row 1 ' "${list[@]}")"

printf '| %-22s | %10s | %14s | %11s | %12s | %11s | %12s |\n' "per key" "switches" "reading thread" \
    "preemptions" "(idle share)" "CPU time" "instructions"
printf '|------------------------|------------|----------------|-------------|--------------|-------------|--------------|\n'
printf '| %-22s | %10s | %14s | %11s | %12s | %8s µs | %12s |\n' "mvx News ($arch)" "$mvx_switches" "$mvx_reader" \
    "$mvx_preempted" "$mvx_idle" "$mvx_cpu" "$mvx_instructions"
printf '| %-22s | %10s | %14s | %11s | %12s | %8s µs | %12s |\n' "ncurses list (wchgat)" "$nc_switches" "$nc_reader" \
    "$nc_preempted" "$nc_idle" "$nc_cpu" "$nc_instructions"
echo "(switches: voluntary context switches of all threads, the wake-ups the design causes, minus an idle window of"
echo " the same length; reading thread: those of the thread that reads the keys alone; preemptions: involuntary"
echo " ones, which follow the machine's load — tmux shares its 2 cores)"
echo
# A key must wake the reading thread once. The kernel adds a few sleeps per hundred keys to any program (the tty's
# locks, shared with tmux): the single-threaded ncurses list shows them too, so the reading thread is held to it.
awk -v r="$mvx_reader" -v s="$mvx_switches" -v nc="$nc_switches" '
    BEGIN {
        printf "one wake-up a key (reading thread ≤ the ncurses list, %s): %s (%s; all threads %s)\n", nc,
            (r <= nc ? "met" : "NOT met"), r, s
    }'
if [[ "$mvx_instructions" =~ ^[0-9]+$ && "$nc_instructions" =~ ^[0-9]+$ ]]; then
    awk -v a="$mvx_instructions" -v b="$nc_instructions" \
        'BEGIN { printf "instructions a key ≤ ncurses: %s (%.2f×)\n", (a <= b ? "met" : "NOT met"), a / b }'
else
    echo "instructions a key ≤ ncurses: not measured (valgrind could not run mvx)"
fi
awk -v a="$mvx_cpu" -v b="$nc_cpu" 'BEGIN { printf "CPU time a key: %.2f× ncurses\n", a / b }'
