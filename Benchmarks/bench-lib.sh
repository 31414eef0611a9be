# bench-lib.sh — what the benchmark scripts share; sourced, not run. Set `work` (a temporary directory) first.

# Exits with a message unless every named tool is on PATH.
bench_need() {
    local tool
    for tool in "$@"; do
        command -v "$tool" >/dev/null || { echo "$(basename "$0"): $tool is missing (apt-get install $tool)" >&2; exit 1; }
    done
}

# Starts a server in the background and prints its base URL once its log says "listening on <url>". Callers run it
# inside $(...), a subshell, so the PID goes to a file ($work/NAME.pid): a variable set there would be lost, and
# cleanup would kill nothing.
bench_start() {
    local name="$1"; shift
    "$@" >"$work/$name.log" 2>&1 &
    local pid="$!"
    echo "$pid" >"$work/$name.pid"
    local url=""
    for _ in $(seq 600); do
        url="$(grep -o 'listening on http://[0-9.:]*' "$work/$name.log" | head -1 | sed 's/listening on //')" || true
        [[ -n "$url" ]] && break
        kill -0 "$pid" 2>/dev/null || { cat "$work/$name.log" >&2; echo "$(basename "$0"): $name died" >&2; exit 1; }
        sleep 0.1
    done
    [[ -n "$url" ]] || { echo "$(basename "$0"): $name did not start in 60 s" >&2; exit 1; }
    echo "$url"
}

# Stops the server started as NAME (SIGTERM, then SIGKILL after 10 s). It is not this shell's child, so `wait`
# cannot be used: it polls until the process is gone.
bench_stop() {
    local file="$work/$1.pid" pid
    [[ -f "$file" ]] || return 0
    pid="$(cat "$file")"
    kill "$pid" 2>/dev/null || true
    for _ in $(seq 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$pid" 2>/dev/null || true
    rm -f "$file"
}

# Stops every server started with bench_start.
bench_stop_all() {
    local file
    for file in "$work"/*.pid; do
        [[ -f "$file" ]] && bench_stop "$(basename "$file" .pid)"
    done
    return 0
}
