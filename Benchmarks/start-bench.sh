#!/usr/bin/env bash
# start-bench.sh — the time from starting `mvx` to its first data screen (issue #27).
#
# Starts `mvx --scene news` (embedded server, fresh data directory) on a pseudo-terminal of 80×24 once to create
# the database and log in, then N more times on the same data directory — the second start and later, which reuse
# the session kept in sessions.json, so no password is hashed — and times each from the exec to the moment the
# first News row (`read N`) reaches the terminal. Prints every run, the median and the goal (≤ 50 ms).
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
times = [start_once() for _ in range(runs)]
median = statistics.median(times)
print("Start to the first data screen (mvx --scene news, embedded server, 80×24 pseudo-terminal)")
print(f"  first start (creates the database, logs in): {first:.1f} ms")
print("  later starts (session reused): " + ", ".join(f"{t:.1f}" for t in times) + " ms")
print(f"  median of {runs}: {median:.1f} ms — goal ≤ 50 ms: {'met' if median <= 50 else 'NOT met'}")
PY
