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

# Starts Debian's nginx in $work/nginx with the http block's own lines given on standard input (upstreams, servers),
# after what every set-up here shares: one worker, its files in $work/nginx, no access log. Stop it with
# bench_nginx_stop.
bench_nginx_start() {
    mkdir -p "$work/nginx/logs" "$work/nginx/tmp"
    chmod 777 "$work/nginx/tmp"
    {
        cat <<CONF
worker_processes 1;
pid $work/nginx/nginx.pid;
error_log $work/nginx/logs/error.log warn;
events { worker_connections 1024; }
http {
    access_log off;
    client_body_temp_path $work/nginx/tmp/body;
    proxy_temp_path $work/nginx/tmp/proxy;
    fastcgi_temp_path $work/nginx/tmp/fastcgi;
    uwsgi_temp_path $work/nginx/tmp/uwsgi;
    scgi_temp_path $work/nginx/tmp/scgi;
CONF
        cat
        echo "}"
    } >"$work/nginx/nginx.conf"
    nginx -p "$work/nginx" -c "$work/nginx/nginx.conf"
}

# Stops the nginx bench_nginx_start started, if it did.
bench_nginx_stop() {
    [[ -f "$work/nginx/nginx.conf" ]] && nginx -p "$work/nginx" -c "$work/nginx/nginx.conf" -s stop 2>/dev/null || true
}
