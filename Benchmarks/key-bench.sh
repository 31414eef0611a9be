#!/usr/bin/env bash
# key-bench.sh — a key press end to end in the live app against the ncurses equivalent.
#
# Runs `mvx --scene news` (the real app, embedded server, arrow keys moving the selection) in an 80×24 tmux pane
# and, each in its own pane of the same size, two curses programs (`mvx-bench ncurses-list`):
#   - "ncurses, same screen": the screen mvx drew, captured from its pane with its styles and colours, and the
#     selection moved the lightest way curses has for rows of styled runs — `wchgat` over each run of the old row's
#     lines without reverse video and of the new row's with it, then `wrefresh`. Before the rounds the script
#     checks that both panes show the same cells, characters and styles, at the start, after ↓ and after ↑; this
#     is the reference the goals hold mvx to. curses pays for its attributes here: terminfo has no "reverse off",
#     so each change back resets every attribute and sets the colours again.
#   - "ncurses, one-line list": one-line rows of one style, moved with `wchgat` — a screen that changes half as
#     many lines as mvx's, in one style each (shown beside, no goal).
# Then presses ↓/↑ alternately in each, in interleaved rounds (the order turns each round, so the machine's load
# falls on all three), and prints per key the median of the rounds of:
#   - context switches of the whole process, every thread (/proc/PID/task/*/status: voluntary, the wake-ups the
#     design causes, and involuntary, which follow the machine's load), CPU time (`perf stat -e task-clock -p`),
#     bytes written and write calls (/proc/PID/io), each minus what an idle window of the same round counted, scaled
#     to the keyed window's length;
#   - the voluntary switches of the thread that switched most (the one reading the keys), not minus anything;
#   - instructions, from one run of each (valgrind's callgrind on the whole process: zeroed once the screen is up,
#     read after the keys, minus the idle rate over the same time). valgrind 3.19 (Debian 12) writes into the mask a
#     program hands to sigsuspend, and libdispatch's main thread (parked by dispatch_main) hands it a constant in
#     read-only memory, so valgrind died of SIGSEGV in itself on any Swift program with an async main. The script
#     preloads a four-line shim that copies the mask to the stack before the real sigsuspend
#     (Benchmarks/sigsuspend-copy.c); nothing else changes, and the parked thread never runs during the keys.
# Goals, against "ncurses, same screen": one wake-up a key (mvx's reading thread's voluntary switches a key less than
# the single-threaded curses program's plus 0.1), instructions ≤ 1.0×, CPU time ≤ 1.3× (the median of the rounds'
# ratios; every round's ratio is printed).
#
# Usage: Benchmarks/key-bench.sh [--rounds N] [--keys N] [--callgrind-keys N] [--scratch-path DIR] [--arch ARCH]
#        [--mvx BINARY] [--data-dir DIR]
# (--mvx: measure that mvx binary, say an older build, instead of building this one; --data-dir: mvx's data
# directory, by default a fresh one — whose first start logs in, which waits for an idle core on a busy machine.)
# Needs tmux, perf and valgrind (apt-get install -y tmux linux-perf valgrind) and libncursesw6.
set -euo pipefail
cd "$(dirname "$0")/.."

rounds=5
keys=300
callgrind_keys=60
scratch=.build
arch=mvc
mvx_binary=""
data_dir=""
while [[ $# -gt 0 ]]; do
    case "$1" in
        --rounds) rounds="$2"; shift 2 ;;
        --keys) keys="$2"; shift 2 ;;
        --callgrind-keys) callgrind_keys="$2"; shift 2 ;;
        --scratch-path) scratch="$2"; shift 2 ;;
        --arch) arch="$2"; shift 2 ;;
        --mvx) mvx_binary="$2"; shift 2 ;;
        --data-dir) data_dir="$2"; shift 2 ;;
        *) echo "usage: $0 [--rounds N] [--keys N] [--callgrind-keys N] [--scratch-path DIR] [--arch ARCH] [--mvx BINARY]" \
                "[--data-dir DIR]" >&2
           exit 64 ;;
    esac
done
for count in "$rounds" "$keys" "$callgrind_keys"; do
    [[ "$count" =~ ^[1-9][0-9]{0,4}$ ]] || { echo "$(basename "$0"): counts are whole numbers from 1 to 99999" >&2; exit 64; }
done
# An even number of keys leaves each selection where it started, so every round presses the same keys.
keys=$(( (keys + 1) / 2 * 2 ))
callgrind_keys=$(( (callgrind_keys + 1) / 2 * 2 ))

work="$(mktemp -d)"
cleanup() {
    local socket
    for socket in "$work"/*.sock; do tmux -S "$socket" kill-server 2>/dev/null || true; done
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

# Starts COMMAND in a fresh 80×24 tmux session, its own server on socket $work/NAME.sock, and waits until the pane
# shows MARKER (an extended regular expression); prints the process id. What COMMAND says on standard error goes to
# $work/NAME.err, shown if it stops.
start_app() {
    local name="$1" marker="$2"; shift 2
    local socket="$work/$name.sock"
    tmux -S "$socket" kill-server 2>/dev/null || true
    sleep 0.5
    rm -f "$socket"
    TERM=xterm-256color tmux -S "$socket" -f /dev/null new-session -d -x 80 -y 24 "exec $* 2>$work/$name.err"
    local pid
    pid="$(tmux -S "$socket" display-message -p '#{pane_pid}')"
    for _ in $(seq 3000); do
        tmux -S "$socket" capture-pane -p 2>/dev/null | grep -qE "$marker" && { sleep 1; echo "$pid"; return; }
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.1
    done
    tmux -S "$socket" capture-pane -p >&2 2>/dev/null || true
    cat "$work/$name.err" >&2 2>/dev/null || true
    echo "$(basename "$0"): $name did not show '$marker'" >&2
    exit 1
}

# Quits the app in session NAME.
stop_app() {
    tmux -S "$work/$1.sock" send-keys q 2>/dev/null || true
    sleep 1
    tmux -S "$work/$1.sock" kill-server 2>/dev/null || true
}

# Presses ↓ and ↑ alternately N times in session NAME, GAP seconds apart.
press() {
    local socket="$work/$1.sock" count="$2" gap="$3" i
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

# Bytes and write calls of PID so far (/proc/PID/io): "wchar syscw".
process_writes() {
    awk '/^wchar/ { b = $2 } /^syscw/ { w = $2 } END { print b + 0, w + 0 }' "/proc/$1/io"
}

# Counts, while COMMAND runs, PID's context switches (/proc, every thread), task-clock (perf, ms) and writes
# (/proc/PID/io); prints "voluntary involuntary ms busiest seconds bytes writes", where busiest is the voluntary
# switches of the thread that switched most (the one reading the keys) and seconds the window's length.
counters_during() {
    local pid="$1"; shift
    local started ended writes_before writes_after
    started="$(date +%s.%N)"
    perf stat -e task-clock -x, -o "$work/perf.txt" -p "$pid" &
    local perf_pid=$!
    thread_switches "$pid" >"$work/before.txt"
    writes_before="$(process_writes "$pid")"
    sleep 0.3
    "$@"
    thread_switches "$pid" >"$work/after.txt"
    writes_after="$(process_writes "$pid")"
    kill -INT "$perf_pid" 2>/dev/null || true
    wait "$perf_pid" 2>/dev/null || true
    ended="$(date +%s.%N)"
    # A thread that started meanwhile counts from zero; one that ended counts no more.
    join -a 2 -e 0 -o 2.1,1.2,1.3,2.2,2.3 "$work/before.txt" "$work/after.txt" |
        awk -v ms="$(awk -F, '/task-clock/ { print $1 + 0 }' "$work/perf.txt")" \
            -v seconds="$(awk -v s="$started" -v e="$ended" 'BEGIN { print e - s }')" \
            -v before="$writes_before" -v after="$writes_after" '
            { dv = $4 - $2; v += dv; n += $5 - $3; if (dv > most) most = dv }
            END {
                split(before, b, " "); split(after, a, " ")
                print v + 0, n + 0, ms + 0, most + 0, seconds, a[1] - b[1], a[2] - b[2]
            }'
}

# One round of session NAME (process PID), per key: "voluntary involuntary cpu-µs idle-share reader bytes writes",
# each but reader minus what an idle window measured, scaled to the keyed window's length (reader: the voluntary
# switches of the thread that reads the keys, not minus anything).
measure_round() {
    local name="$1" pid="$2" gap=0.01 idle keyed
    read -r -a idle <<<"$(counters_during "$pid" sleep 3)"
    read -r -a keyed <<<"$(counters_during "$pid" press "$name" "$keys" "$gap")"
    awk -v n="$keys" -v keyed="${keyed[*]}" -v idle="${idle[*]}" '
        BEGIN {
            split(keyed, k, " "); split(idle, i, " ")
            scale = k[5] / i[5]  # the idle window counted for as long as the keyed one
            printf "%.2f %.2f %.1f %.2f %.2f %.0f %.2f", (k[1] - i[1] * scale) / n, (k[2] - i[2] * scale) / n,
                (k[3] - i[3] * scale) / n * 1000, (i[1] + i[2]) * scale / n, k[4] / n, (k[6] - i[6] * scale) / n,
                (k[7] - i[7] * scale) / n
        }'
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
    pid="$(start_app callgrind "$marker" env LD_PRELOAD="$shim" valgrind --tool=callgrind \
        --callgrind-out-file="$work/cg.%p" "$program" "$@" 2>/dev/null)" || { echo "not measured"; return; }
    sleep 2
    callgrind_control -z "$pid" >/dev/null 2>&1
    sleep "$idle_seconds"
    idle="$(instructions_so_far "$pid")"
    callgrind_control -z "$pid" >/dev/null 2>&1
    started="$(date +%s.%N)"
    press callgrind "$callgrind_keys" "$gap"
    sleep 2.5
    keyed="$(instructions_so_far "$pid")"
    elapsed="$(awk -v s="$started" -v e="$(date +%s.%N)" 'BEGIN { print e - s }')"
    stop_app callgrind
    if [[ "$keyed" -le 0 ]]; then
        echo "not measured"
        return
    fi
    awk -v k="$keyed" -v i="$idle" -v s="$idle_seconds" -v e="$elapsed" -v n="$callgrind_keys" \
        'BEGIN { printf "%d", (k - i / s * e) / n }'
}

# The median of the numbers given.
median() {
    printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'
}

mvx=("$mvx_binary" --scene news --arch "$arch" --data-dir "$data_dir")
mvx_marker='(^| )read [0-9]'
screen_marker='(^| )read [0-9]'
list_marker='^row 1 '

# Whether the panes of sessions A and B show the same cells, characters and styles (`mvx-bench compare-screens`);
# stops the benchmark, saying WHEN, if not.
same_screen() {
    local a="$1" b="$2" when="$3"
    tmux -S "$work/$a.sock" capture-pane -e -N -p >"$work/$a.screen"
    tmux -S "$work/$b.sock" capture-pane -e -N -p >"$work/$b.screen"
    "$bin/mvx-bench" compare-screens "$work/$a.screen" "$work/$b.screen" && return 0
    diff <(tmux -S "$work/$a.sock" capture-pane -p) <(tmux -S "$work/$b.sock" capture-pane -p) >&2 || true
    echo "$(basename "$0"): the curses program does not show what mvx shows $when" >&2
    exit 1
}

echo "A key press end to end (80×24 tmux panes, ↓/↑ alternately; $rounds interleaved rounds of $keys keys natively,"
echo "$callgrind_keys keys under callgrind)"
echo
sides=(mvx screen list)
declare -A pids labels
labels=([mvx]="mvx News ($arch)" [screen]="ncurses, same screen" [list]="ncurses, one-line list")
pids[mvx]="$(start_app mvx "$mvx_marker" "${mvx[@]}")"
# The screen mvx drew, styles and colours with it, for the curses program to draw.
tmux -S "$work/mvx.sock" capture-pane -e -N -p >"$work/screen.txt"
pids[screen]="$(start_app screen "$screen_marker" "$bin/mvx-bench" ncurses-list "$work/screen.txt")"
pids[list]="$(start_app list "$list_marker" "$bin/mvx-bench" ncurses-list)"
# The same cells before a key, after ↓ and after ↑.
same_screen mvx screen "at the start"
for key in Down Up; do
    tmux -S "$work/mvx.sock" send-keys "$key"
    tmux -S "$work/screen.sock" send-keys "$key"
    sleep 1
    same_screen mvx screen "after $key"
done

declare -A switches preempted cpu idle_share reader bytes writes
ratios=()
for ((round = 0; round < rounds; round++)); do
    for ((k = 0; k < ${#sides[@]}; k++)); do
        side="${sides[(k + round) % ${#sides[@]}]}"
        read -r v i c s r b w <<<"$(measure_round "$side" "${pids[$side]}")"
        switches[$side]+=" $v"; preempted[$side]+=" $i"; cpu[$side]+=" $c"; idle_share[$side]+=" $s"
        reader[$side]+=" $r"; bytes[$side]+=" $b"; writes[$side]+=" $w"
    done
    # This round's CPU times: the last of each side's.
    mvx_cpu="${cpu[mvx]##* }" screen_cpu="${cpu[screen]##* }" list_cpu="${cpu[list]##* }"
    ratio="$(awk -v a="$mvx_cpu" -v b="$screen_cpu" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "?" }')"
    [[ "$ratio" != "?" ]] && ratios+=("$ratio")
    printf 'round %d: CPU time a key — mvx %s µs, ncurses same screen %s µs (%s×), one-line list %s µs\n' \
        "$((round + 1))" "$mvx_cpu" "$screen_cpu" "$ratio" "$list_cpu"
done
for side in "${sides[@]}"; do stop_app "$side"; done
echo

declare -A instructions
instructions[mvx]="$(measure_instructions "$mvx_marker" "${mvx[@]}")"
instructions[screen]="$(measure_instructions "$screen_marker" "$bin/mvx-bench" ncurses-list "$work/screen.txt")"
instructions[list]="$(measure_instructions "$list_marker" "$bin/mvx-bench" ncurses-list)"

echo "Per key, the median of the rounds (instructions: one run under callgrind)"
echo
printf '| %-22s | %8s | %7s | %6s | %8s | %9s | %8s | %6s | %12s |\n' "" "switches" "reading" "preemp" "(idle" \
    "CPU" "bytes" "write" "instructions"
printf '| %-22s | %8s | %7s | %6s | %8s | %9s | %8s | %6s | %12s |\n' "" "" "thread" "-tions" "share)" "time" \
    "written" "calls" ""
printf '|------------------------|----------|---------|--------|----------|-----------|----------|--------|--------------|\n'
for side in "${sides[@]}"; do
    # shellcheck disable=SC2086 # each holds one number a round, separated by spaces
    printf '| %-22s | %8s | %7s | %6s | %8s | %6s µs | %8s | %6s | %12s |\n' "${labels[$side]}" \
        "$(median ${switches[$side]})" "$(median ${reader[$side]})" "$(median ${preempted[$side]})" \
        "$(median ${idle_share[$side]})" "$(median ${cpu[$side]})" "$(median ${bytes[$side]})" \
        "$(median ${writes[$side]})" "${instructions[$side]}"
done
echo "(switches: voluntary context switches of all threads, the wake-ups the design causes; preemptions: involuntary"
echo " ones, which follow the machine's load — tmux shares its 2 cores; each minus what an idle window of the round"
echo " counted in as long; reading thread: the voluntary switches of the thread that switched most, the one reading"
echo " the keys, not minus anything; bytes written and write calls: /proc/PID/io, to the terminal and anywhere else)"
echo
# A key must wake the reading thread once. The kernel adds a few sleeps per hundred keys to any program (the tty's
# locks, shared with tmux): the single-threaded curses program shows them too, so the reading thread may exceed its
# count by those few (a second wake-up a key would add a whole one).
# shellcheck disable=SC2086
awk -v r="$(median ${reader[mvx]})" -v s="$(median ${switches[mvx]})" -v nc="$(median ${switches[screen]})" '
    BEGIN {
        printf "one wake-up a key (reading thread < ncurses, same screen, + 0.1; ncurses %s): %s (%s; all threads %s)\n",
            nc, (r < nc + 0.1 ? "met" : "NOT met"), r, s
    }'
if [[ "${instructions[mvx]}" =~ ^[0-9]+$ && "${instructions[screen]}" =~ ^[0-9]+$ ]]; then
    awk -v a="${instructions[mvx]}" -v b="${instructions[screen]}" -v l="${instructions[list]}" \
        'BEGIN { printf "instructions a key ≤ ncurses, same screen: %s (%.2f×; %.2f× the one-line list)\n",
                 (a <= b ? "met" : "NOT met"), a / b, a / l }'
else
    echo "instructions a key ≤ ncurses, same screen: not measured (valgrind could not run mvx)"
fi
# shellcheck disable=SC2086
if [[ ${#ratios[@]} -gt 0 ]]; then
    awk -v m="$(median "${ratios[@]}")" -v all="${ratios[*]}" -v a="$(median ${cpu[mvx]})" -v l="$(median ${cpu[list]})" '
        BEGIN {
            printf "CPU time a key ≤ 1.3× ncurses, same screen: %s (median of the rounds'"'"' ratios %.2f×; rounds %s)\n",
                (m <= 1.3 ? "met" : "NOT met"), m, all
            if (l > 0) printf "  (mvx'"'"'s median CPU time a key is %.2f× the one-line list'"'"'s; no goal)\n", a / l
        }'
else
    echo "CPU time a key ≤ 1.3× ncurses, same screen: not measured (the curses program used no CPU time)"
fi
