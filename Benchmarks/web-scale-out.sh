#!/usr/bin/env bash
# web-scale-out.sh — the browser front end on two instances behind nginx, one killed: its tabs come back elsewhere.
# A tab's scene objects live in the `mvx web` process that serves its socket. Starts one API server (`mvx serve`, on
# SQLite), two `mvx web` instances over it, and Debian's nginx in front of the two, routing each tab's socket by the
# tab's own name (`tab=` on /ws: sticky while its instance lives). Opens tabs in headless Chromium at places across
# the scenes and architectures, kills one instance with -9, and checks that every tab it served reconnected to the
# other and rebuilt its place from its URL: the same address, bar and highlighted row. Prints the counts.
#
# Usage: Benchmarks/web-scale-out.sh [--no-build] [--tabs N]   (MVX_BIN_DIR=DIR: binaries from DIR)
# Needs nginx, python3, Debian's chromium, chromium-driver and python3-selenium.
set -euo pipefail

build=1 tabs=12
while (($#)); do
    case "$1" in
    --no-build) build=0 ;;
    --tabs) tabs="$2"; shift ;;
    *) echo "usage: $0 [--no-build] [--tabs N]" >&2; exit 2 ;;
    esac
    shift
done
[[ "$tabs" =~ ^[0-9]+$ ]] && ((tabs >= 2 && tabs <= 60)) || { echo "--tabs must be between 2 and 60" >&2; exit 2; }

cd "$(dirname "$0")/.."
. Benchmarks/bench-lib.sh
bench_need nginx python3 chromium chromedriver
((build)) && swift build -c release --traits PostgreSQL --product mvx
bin="${MVX_BIN_DIR:-$(swift build -c release --traits PostgreSQL --show-bin-path)}"

work="$(mktemp -d)"
chmod 755 "$work"
cleanup() {
    bench_stop_all
    bench_nginx_stop
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
nginx_port="$(free_port)"

api="$(bench_start api "$bin/mvx" serve --port 0 --db "$work/api.sqlite" --log-level warning)"

# Starts `mvx web` NAME on PORT over the API server, answering pages served through nginx too.
start_web() {
    local name="$1" port="$2"
    "$bin/mvx" web --server "$api" --port "$port" --data-dir "$work/$name" --public-host "127.0.0.1:$nginx_port" \
        >"$work/$name.log" 2>&1 &
    echo "$!" >"$work/$name.pid"
    disown  # its kill is the point, not news
    for _ in $(seq 600); do
        grep -q "open http://" "$work/$name.log" && return 0
        kill -0 "$(cat "$work/$name.pid")" 2>/dev/null || { cat "$work/$name.log" >&2; exit 1; }
        sleep 0.1
    done
    echo "web-scale-out: $name did not start in 60 s" >&2
    exit 1
}
web1_port="$(free_port)"
start_web web1 "$web1_port"
web2_port="$(free_port)"
start_web web2 "$web2_port"

bench_nginx_start <<CONF
    map \$http_upgrade \$connection_upgrade { default upgrade; '' close; }
    upstream web {
        hash \$arg_tab consistent;
        server 127.0.0.1:$web1_port max_fails=1 fail_timeout=30s;
        server 127.0.0.1:$web2_port max_fails=1 fail_timeout=30s;
    }
    server {
        listen 127.0.0.1:$nginx_port;
        location / {
            proxy_pass http://web;
            proxy_http_version 1.1;
            proxy_set_header Host \$http_host;
            proxy_set_header Upgrade \$http_upgrade;
            proxy_set_header Connection \$connection_upgrade;
            proxy_read_timeout 1h;
            proxy_next_upstream error timeout;
        }
    }
CONF

PYTHON=/usr/bin/python3
[[ -x "$PYTHON" ]] || PYTHON=python3
"$PYTHON" - "http://127.0.0.1:$nginx_port" "$(cat "$work/web1.pid")" "$tabs" <<'PY'
import os, shutil, signal, sys, time
sys.path.insert(0, "Tests/Browser")
import browser_test as bt
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

base, victim, count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
# Counts the closes of the page's sockets: a tab whose instance died sees one.
PROBE = """
(() => {
  const Native = window.WebSocket;
  window.__closes = Number(sessionStorage.getItem("closes") || 0);
  window.WebSocket = function (...args) {
    const socket = new Native(...args);
    socket.addEventListener("close", () => {
      window.__closes += 1;
      sessionStorage.setItem("closes", String(window.__closes));
    });
    return socket;
  };
  window.WebSocket.prototype = Native.prototype;
  Object.assign(window.WebSocket, { OPEN: 1, CLOSED: 3, CONNECTING: 0, CLOSING: 2 });
})();
"""
PLACES = ["/mvc/counter?row=3", "/mvp/news?row=5", "/mvvm/following?row=2", "/tea/discover?row=3",
          "/viper/voice?row=2", "/mvc/profile?row=4", "/mvp/counter?row=7", "/mvvm/news?row=2",
          "/tea/following?row=3", "/viper/discover?row=4", "/mvc/voice?row=3", "/mvp/profile?row=2"]
places = [PLACES[i % len(PLACES)] for i in range(count)]

options = Options()
for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1000,800"):
    options.add_argument(flag)
options.binary_location = shutil.which("chromium")
driver = webdriver.Chrome(service=Service(shutil.which("chromedriver")), options=options)

def state(d):
    return d.execute_script(
        "const rows = [...document.querySelectorAll('li[role=option]')];"
        "const bar = document.querySelector('header.bar h1');"
        "return [location.pathname + location.search, bar ? bar.innerText : '',"
        " rows.findIndex(r => r.getAttribute('aria-selected') === 'true') + 1,"
        " document.getElementById('banner').hidden]")

def settled(d, place):
    url, bar, row, banner_hidden = state(d)
    wanted = int(place.split("row=")[1])
    return banner_hidden and bar.startswith("MVX · ") and row == wanted

handles, before = [], []
try:
    for index, place in enumerate(places):
        if index:
            driver.switch_to.new_window("tab")
        # (each tab is a target of its own: the probe is installed in each)
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": PROBE})
        driver.get(base + place)
        bt.wait_for(driver, lambda d: settled(d, place), f"{place} at its row")
        handles.append(driver.current_window_handle)
        before.append(state(driver))
    os.kill(victim, signal.SIGKILL)
    time.sleep(1.0)
    moved, back = [], 0
    for handle, place, was in zip(handles, places, before):
        driver.switch_to.window(handle)
        bt.wait_for(driver, lambda d: settled(d, place), f"{place} back at its row")
        if driver.execute_script("return window.__closes") > 0:
            moved.append(place)
            if state(driver) == was:
                back += 1
            else:
                print(f"  {place}: was {was}, now {state(driver)}")
    print(f"{count} tabs through nginx on two instances; instance 1 killed with -9:")
    print(f"  {len(moved)} tabs were on it; {back} of them came back on the other at their place "
          f"(address, bar and highlighted row); {count - len(moved)} were on the other and kept their socket")
    sys.exit(0 if moved and back == len(moved) else 1)
finally:
    driver.quit()
PY
