#!/usr/bin/env bash
# start-bench.sh — the time from starting `mvx` to its first data screen.
#
# Starts `mvx --scene news` (embedded server, fresh data directory) on a pseudo-terminal of 80×24 once to create
# the database and log in, then N more times on the same data directory — the second start and later, which reuse
# the session kept in sessions.json, so no password is hashed — and times each from the exec to the moment the
# first News row (`read N`) reaches the terminal. Interleaved with those starts, it times the exec floor: `mvx --help`
# on the same binary and the same kind of terminal, from the exec to its exit — loading the binary and its shared
# libraries, which every start pays. Prints every run, both medians, their ratio and the goal (second start ≤ 2× the
# floor: a ratio holds on a loaded machine where an absolute time does not).
#
# Usage: Benchmarks/start-bench.sh [--runs N] [--scratch-path DIR] [--mvx BINARY]
# (--mvx: time that binary, say an older build, instead of building this one.) Needs python3.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=9
scratch=.build
mvx_binary=""
while [[ $# -gt 0 ]]; do
    case "$1" in
        --runs) runs="$2"; shift 2 ;;
        --scratch-path) scratch="$2"; shift 2 ;;
        --mvx) mvx_binary="$2"; shift 2 ;;
        *) echo "usage: $0 [--runs N] [--scratch-path DIR] [--mvx BINARY]" >&2; exit 64 ;;
    esac
done

[[ "$runs" =~ ^[1-9][0-9]?$ ]] || { echo "start-bench: --runs must be 1 to 99" >&2; exit 64; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
source Benchmarks/bench-lib.sh
bench_need python3 swift

if [[ -z "$mvx_binary" ]]; then
    swift build -c release --scratch-path "$scratch" --product mvx >"$work/build.log" 2>&1 ||
        { cat "$work/build.log" >&2; exit 1; }
    mvx_binary="$scratch/release/mvx"
fi

python3 - "$mvx_binary" "$work/data" "$runs" <<'PY'
import os, pty, select, signal, statistics, struct, sys, time, fcntl, termios

binary, data, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
marker = b"read "

def help_once():
    """Milliseconds from exec to the exit of `mvx --help`: the floor of any start."""
    began = time.monotonic()
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["TERM"] = "xterm-256color"
        os.execv(binary, [binary, "--help"])
    try:
        while True:
            ready, _, _ = select.select([fd], [], [], 10)
            if not ready:
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
                sys.exit("start-bench: mvx --help did not finish in 10 s")
            try:
                if not os.read(fd, 65536):
                    break
            except OSError:
                break
        _, status = os.waitpid(pid, 0)
        elapsed = (time.monotonic() - began) * 1000
    finally:
        os.close(fd)
    if status != 0:
        sys.exit(f"start-bench: mvx --help exited with status {status}")
    return elapsed

def start_once():
    """Milliseconds from exec to the first `read N` on the terminal."""
    began = time.monotonic()
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["TERM"] = "xterm-256color"
        os.execv(binary, [binary, "--scene", "news", "--data-dir", data])
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    seen = b""
    elapsed = None
    deadline = began + 120
    while time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.5)
        if not ready:
            continue
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            break
        if not chunk:
            break
        seen = (seen + chunk)[-4096:]
        if marker in seen:
            elapsed = (time.monotonic() - began) * 1000
            break
    try:
        os.write(fd, b"q")
        for _ in range(50):
            done, _ = os.waitpid(pid, os.WNOHANG)
            if done:
                break
            try:
                os.read(fd, 65536)
            except OSError:
                pass
            time.sleep(0.05)
        else:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
    finally:
        os.close(fd)
    if elapsed is None:
        sys.exit("start-bench: no News row appeared")
    return elapsed

first = start_once()
help_once()  # warm-up
times, floors = [], []
for _ in range(runs):
    times.append(start_once())
    floors.append(help_once())
median, floor = statistics.median(times), statistics.median(floors)
ratios = sorted(t / f for t, f in zip(times, floors))
print("Start to the first data screen (mvx --scene news, embedded server, 80×24 pseudo-terminal)")
print(f"  first start (creates the database, logs in): {first:.1f} ms")
print("  later starts (session reused): " + ", ".join(f"{t:.1f}" for t in times) + " ms")
print("  exec floor (mvx --help, interleaved): " + ", ".join(f"{f:.1f}" for f in floors) + " ms")
print(f"  medians of {runs}: second start {median:.1f} ms, exec floor {floor:.1f} ms")
print(f"  second start / exec floor: {median / floor:.2f} (run by run {ratios[0]:.2f}–{ratios[-1]:.2f}) — "
      f"goal ≤ 2×: {'met' if median <= 2 * floor else 'NOT met'}")
PY
