#!/usr/bin/env bash
# scale-out.sh — the same server on PostgreSQL, two instances behind nginx, nothing lost.
# Builds release, starts a private PostgreSQL (.ci/postgres-start), one mvx serve on SQLite, two on the PostgreSQL
# database and Debian's nginx on loopback in front of those two. Prints req/s and p99 (wrk) of the feed, a blogs
# page, a like and a login for: SQLite one instance, PostgreSQL one instance, PostgreSQL two instances via nginx.
# Then a mixed storm through nginx, with one instance killed (-9) mid-storm: every acknowledged read count must be in
# the database afterwards, and the survivor must keep answering.
#
# Usage: Benchmarks/scale-out.sh [--no-build] [--duration D] [--connections C]   (MVX_BIN_DIR=DIR: binaries from DIR)
# Needs wrk, curl, jq, python3, nginx and Debian's postgresql 15 (apt-get install wrk curl jq nginx-light postgresql).
set -euo pipefail

duration=5s connections=16 build=1
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
bench_need wrk curl jq python3 nginx
((build)) && swift build -c release --traits PostgreSQL --product mvx
bin="${MVX_BIN_DIR:-$(swift build -c release --traits PostgreSQL --show-bin-path)}"

work="$(mktemp -d)"
chmod 755 "$work"
export MVX_PG_DIR="$work/pg" MVX_PG_PORT=55499
cleanup() {
    bench_stop_all
    bench_nginx_stop
    su postgres -s /bin/sh -c "/usr/lib/postgresql/15/bin/pg_ctl -D $MVX_PG_DIR/data -m fast stop" >/dev/null 2>&1 || true
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

pg_url="$(.ci/postgres-start)"
sqlite="$(bench_start sqlite "$bin/mvx" serve --port 0 --db "$work/mvx.sqlite" --log-level warning)"
pg1="$(bench_start pg1 "$bin/mvx" serve --port 0 --db "$pg_url" --log-level warning)"
pg2="$(bench_start pg2 "$bin/mvx" serve --port 0 --db "$pg_url" --log-level warning)"

nginx_port=55498
bench_nginx_start <<CONF
    upstream mvx {
        server ${pg1#http://} max_fails=1 fail_timeout=30s;
        server ${pg2#http://} max_fails=1 fail_timeout=30s;
        keepalive 32;
    }
    server {
        listen 127.0.0.1:$nginx_port;
        location / {
            proxy_pass http://mvx;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_set_header Host 127.0.0.1;
            proxy_next_upstream error timeout;
        }
    }
CONF
balanced="http://127.0.0.1:$nginx_port"
curl -sf "$balanced/counters" >/dev/null || { echo "scale-out: nginx does not reach mvx" >&2; exit 1; }

# One token per setup (sessions live in the database: one token works through both PostgreSQL instances).
login() {
    curl -sf -X POST -H 'Content-Type: application/json' -d '{"username":"alice","password":"mvx-demo"}' \
        "$1/auth/login" | jq -r .token
}
cat >"$work/login.lua" <<'LUA'
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"username":"bob","password":"mvx-demo"}'
LUA

# wrk once, over $3 connections (default --connections); prints "<req/s> <p99>".
measure() {
    local url="$1" script="${2:-}" width="${3:-$connections}" out args=()
    [[ -n "$script" ]] && args=(-s "$script")
    out="$(wrk -t2 -c"$width" -d"$duration" --latency "${args[@]}" "$url")"
    if grep -q 'Non-2xx\|Socket errors' <<<"$out"; then echo "scale-out: errors on $url:" >&2; echo "$out" >&2; exit 1; fi
    awk '/^Requests\/sec:/ { r = $2 } $1 == "99%" { p = $2 } END { printf "%8.0f req/s  p99 %8s", r, p }' <<<"$out"
}

# A server checks at most 5 login attempts for one name from one address at a time and refuses the rest (429), so
# the logins go over 4 connections.
echo "wrk -t2 -c$connections -d$duration (logins: -c4)"
printf '%-34s %-28s %-28s %-28s %-28s\n' "setup" "feed" "blogs page" "like" "login"
for setup in "SQLite, one instance|$sqlite" "PostgreSQL, one instance|$pg1" "PostgreSQL, two instances (nginx)|$balanced"; do
    name="${setup%%|*}" base="${setup#*|}"
    token="$(login "$base")"
    printf 'wrk.method = "POST"\nwrk.headers["Authorization"] = "Bearer %s"\n' "$token" >"$work/like.lua"
    printf '%-34s %-28s %-28s %-28s %-28s\n' "$name" \
        "$(measure "$base/nc/article/list/T1467284926140/0-20.html")" \
        "$(measure "$base/users/1/blogs?offset=0&limit=20")" \
        "$(measure "$base/blogs/1/like" "$work/like.lua")" \
        "$(measure "$base/auth/login" "$work/login.lua" 4)"
done

echo
echo "storm through nginx, instance pg1 killed with -9 after 2 s:"
python3 - "$balanced" "$(cat "$work/pg1.pid")" <<'PY'
import http.client, json, os, signal, sys, threading, time
base, victim = sys.argv[1], int(sys.argv[2])
host, port = base.split("//")[1].split(":")
port = int(port)
feed = "/nc/article/list/T1467284926140/0-100.html"
docid = "MVX0000T1467"

def request(conn, method, path, body=None, token=None):
    headers = {"Host": "127.0.0.1"}
    if token: headers["Authorization"] = "Bearer " + token
    if body is not None: headers["Content-Type"] = "application/json"; body = json.dumps(body)
    conn.request(method, path, body=body, headers=headers)
    answer = conn.getresponse()
    return answer.status, answer.read()

def reads(conn):
    items = json.loads(request(conn, "GET", feed)[1])["T1467284926140"]
    return next(item["readCount"] for item in items if item["docid"] == docid)

control = http.client.HTTPConnection(host, port, timeout=10)
token = json.loads(request(control, "POST", "/auth/login", {"username": "carol", "password": "mvx-demo"})[1])["token"]
before = reads(control)
lock = threading.Lock()
tally = {"acked": 0, "attempted": 0, "ok": 0, "failed": 0, "ok_after_kill": 0}
killed = threading.Event()
stop_at = time.time() + 6

def worker(index):
    conn = http.client.HTTPConnection(host, port, timeout=10)
    step = 0
    while time.time() < stop_at:
        step += 1
        kind = step % 4
        try:
            if kind == 0:
                with lock: tally["attempted"] += 1
                status, _ = request(conn, "POST", f"/news/{docid}/read", token=token)
                if status == 200:
                    with lock: tally["acked"] += 1
            elif kind == 1: status, _ = request(conn, "GET", feed)
            elif kind == 2: status, _ = request(conn, "GET", "/users/1/blogs?offset=0&limit=20", token=token)
            else: status, _ = request(conn, "PUT", f"/counters/{index % 21 + 1}", {"num": step % 100}, token=token)
            with lock:
                tally["ok" if status == 200 else "failed"] += 1
                if status == 200 and killed.is_set(): tally["ok_after_kill"] += 1
        except Exception:
            with lock: tally["failed"] += 1
            conn = http.client.HTTPConnection(host, port, timeout=10)

threads = [threading.Thread(target=worker, args=(i,)) for i in range(16)]
for thread in threads: thread.start()
time.sleep(2)
os.kill(victim, signal.SIGKILL)
killed.set()
for thread in threads: thread.join()
after = reads(http.client.HTTPConnection(host, port, timeout=10))
counted = after - before
print(f"  {tally['ok'] + tally['failed']} requests: {tally['ok']} answered 200, {tally['failed']} failed "
      f"(in flight on the killed instance); {tally['ok_after_kill']} answered after the kill")
print(f"  reads: {tally['acked']} acknowledged, {tally['attempted']} sent, {counted} counted in the database")
lost = tally["acked"] - counted
print("  no acknowledged write lost" if counted >= tally["acked"] and counted <= tally["attempted"]
      else f"  LOST: {lost} acknowledged reads are not in the database")
sys.exit(0 if counted >= tally["acked"] and tally["ok_after_kill"] > 0 else 1)
PY
