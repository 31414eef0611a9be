#!/usr/bin/env python3
"""The browser front end in a real browser: Debian's Chromium driven by selenium through chromium-driver.

Starts `mvx web` on a free port with a fresh data directory, then, as a person would: every scene in every
architecture loads, takes a click or a key and shows the change; a pushed screen changes the URL and back, forward
and reload restore the place; `a` moves to the next architecture; a dropped socket shows `Reconnecting…` and comes
back to the same place; a page from another origin cannot open the socket, and a foreign Host header is refused.

Usage: python3 Tests/Browser/browser_test.py [path/to/mvx]   (default: the debug build's mvx)
"""

import http.server
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

ARCHITECTURES = [("mvc", "MVC"), ("mvp", "MVP"), ("mvvm", "MVVM"), ("tea", "TEA"), ("viper", "VIPER")]
TIMEOUT = 20
failures = []


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def mvx_binary():
    if len(sys.argv) > 1:
        return sys.argv[1]
    path = subprocess.run(["swift", "build", "--show-bin-path"], capture_output=True, text=True, check=True)
    return os.path.join(path.stdout.strip(), "mvx")


class Server:
    """`mvx web` on a port of its own; restartable on the same port and data directory."""

    def __init__(self, binary, port, data, extra=()):
        self.binary, self.port, self.data, self.process = binary, port, data, None
        self.extra = list(extra)

    def start(self):
        self.process = subprocess.Popen(
            [self.binary, "web", "--port", str(self.port), "--data-dir", self.data] + self.extra,
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        deadline = time.time() + 60
        while time.time() < deadline:
            line = self.process.stdout.readline()
            if not line:
                raise RuntimeError("mvx web exited before printing its URL")
            if f"http://127.0.0.1:{self.port}" in line:
                threading.Thread(target=self.process.stdout.read, daemon=True).start()
                return
        raise RuntimeError("mvx web printed no URL within 60 s")

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=30)  # it stops every compare page's servers first, all at once

    @property
    def url(self):
        return f"http://127.0.0.1:{self.port}"


def check(name, condition, detail=""):
    if condition:
        print(f"  ok   {name}")
    else:
        print(f"  FAIL {name} {detail}")
        failures.append(name)


def wait_for(driver, predicate, what):
    try:
        return WebDriverWait(driver, TIMEOUT).until(lambda d: predicate(d))
    except Exception:
        raise AssertionError(f"timed out waiting for {what}; the page shows:\n{page_text(driver)}")


def page_text(driver):
    try:
        return driver.find_element(By.TAG_NAME, "body").text
    except Exception:
        return "(no body)"


def bar(driver):
    return driver.execute_script("const h = document.querySelector('header.bar h1'); return h ? h.innerText : ''")


def rows(driver):
    """The shown rows' texts, read in one script call so that a row redrawn meanwhile cannot go stale."""
    return driver.execute_script(
        "return [...document.querySelectorAll('li[role=option]')]"
        ".filter(row => row.offsetParent !== null).map(row => [...row.querySelectorAll('*')]"
        ".filter(e => e.children.length === 0 && e.offsetParent !== null).map(e => e.textContent).join(' '))")


def loaded(driver):
    """No status line shows Loading…, read in one script call: a page drawn in its first response is drawn again by
    its socket's first frame, and an element found before that would be gone by the time it was asked about."""
    return driver.execute_script(
        "return [...document.querySelectorAll('.status .loading')].every(e => e.offsetParent === null)")


def live(driver):
    """The page answers input: its socket's first frame has replaced the inert screen of the first response."""
    return driver.execute_script("const app = document.getElementById('app'); return !!app && !app.inert")


TITLES = {"print": "Print", "counter": "Counter", "news": "News", "profile": "Profile", "following": "Following",
          "discover": "Discover", "voice": "Voice"}


def open_scene(driver, server, arch, name, scene, path=None):
    driver.get("about:blank")
    driver.get(server.url + (path or f"/{arch}/{scene}"))
    wait_for(driver, lambda d: bar(d) == f"MVX · {name} · {TITLES[scene]}", f"the bar of {arch}/{scene}")
    wait_for(driver, lambda d: live(d), "the page to answer input")
    wait_for(driver, lambda d: loaded(d), "the scene to load")
    if scene != "print":
        wait_for(driver, lambda d: rows(d), "the rows")


def button(driver, title, row=None):
    scope = driver
    if row is not None:
        scope = [r for r in driver.find_elements(By.CSS_SELECTOR, "li[role=option]") if r.is_displayed()][row]
    for candidate in scope.find_elements(By.TAG_NAME, "button"):
        if candidate.is_displayed() and candidate.text == title:
            return candidate
    raise AssertionError(f"no button `{title}` shown; the page shows:\n{page_text(driver)}")


def scene_checks(driver, server):
    """Every scene in every architecture: it loads, takes an input, shows the change."""
    for arch, name in ARCHITECTURES:
        print(f"{name}:")
        open_scene(driver, server, arch, name, "print")
        label = driver.find_element(By.CSS_SELECTOR, ".paper").text
        button(driver, "print").click()
        wait_for(driver, lambda d: d.find_element(By.CSS_SELECTOR, ".paper").text.startswith("line "), "line N")
        check(f"{arch} print shows line N", driver.find_element(By.CSS_SELECTOR, ".paper").text.startswith("line "),
              label)

        open_scene(driver, server, arch, name, "counter")
        before = rows(driver)
        # The architectures share one database: keep row 3 below the number that swaps the list.
        number = int(before[2].split(" - ")[0].split()[-1])  # "NAME N - +"
        button(driver, "-" if number >= 5 else "+", row=2).click()
        wait_for(driver, lambda d: rows(d)[2] != before[2], "row 3 to change")
        after = rows(driver)
        check(f"{arch} counter + changes row 3 only", after[2] != before[2] and after[:2] == before[:2])

        open_scene(driver, server, arch, name, "news")
        first = rows(driver)[0]
        count = int(first.rsplit("read ", 1)[1])
        driver.find_elements(By.CSS_SELECTOR, "li[role=option]")[0].click()
        wait_for(driver, lambda d: rows(d)[0].endswith(f"read {count + 1}"), "the read count to change")
        check(f"{arch} news select marks the row read", rows(driver)[0].endswith(f"read {count + 1}"))

        open_scene(driver, server, arch, name, "profile")
        wait_for(driver, lambda d: any("like" in r for r in rows(d)), "blog rows")
        first = rows(driver)[0]
        like = [b for b in driver.find_elements(By.CSS_SELECTOR, "li[role=option] button")
                if b.is_displayed() and b.text in ("like", "liked")][0]
        like.click()
        wait_for(driver, lambda d: rows(d)[0] != first, "the like to show")
        check(f"{arch} profile like toggles", rows(driver)[0] != first)

        open_scene(driver, server, arch, name, "following")
        button(driver, "following", row=0).click()
        wait_for(driver, lambda d: "Unfollow" in page_text(d), "the unfollow question")
        check(f"{arch} following asks first", "?" in page_text(driver))
        button(driver, "Cancel").click()

        open_scene(driver, server, arch, name, "discover")
        everyone = len(rows(driver))
        field = driver.find_element(By.CSS_SELECTOR, "input")
        field.send_keys("bo")
        wait_for(driver, lambda d: len(rows(d)) < everyone, "the search to filter")
        check(f"{arch} discover search filters as you type", 0 < len(rows(driver)) < everyone)

        open_scene(driver, server, arch, name, "voice")
        driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_DOWN)
        wait_for(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "li[aria-selected=true]"), "a highlighted row")
        driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ENTER)
        wait_for(driver, lambda d: any(("buffering" in r) or ("playing" in r) for r in rows(d)), "playback")
        check(f"{arch} voice plays with the keyboard", True)


def history_checks(driver, server):
    print("history:")
    open_scene(driver, server, "mvp", "MVP", "discover")
    driver.find_elements(By.CSS_SELECTOR, "li[role=option]")[1].click()
    wait_for(driver, lambda d: "Profile" in bar(d), "the pushed profile")
    pushed = driver.current_url
    check("a pushed profile changes the URL", "profile=" in pushed, pushed)
    driver.back()
    wait_for(driver, lambda d: bar(d) == "MVX · MVP · Discover", "Discover after back")
    check("back returns to Discover", "profile=" not in driver.current_url, driver.current_url)
    driver.forward()
    wait_for(driver, lambda d: "Profile" in bar(d), "the profile after forward")
    check("forward returns to the profile", driver.current_url == pushed)
    driver.refresh()
    wait_for(driver, lambda d: "Profile" in bar(d) and live(d), "the profile after reload")
    check("reload restores the place", driver.current_url == pushed)
    driver.find_element(By.TAG_NAME, "body").send_keys("a")
    # The bar changes at once; the address once the place is rebuilt in the next architecture.
    wait_for(driver, lambda d: bar(d).startswith("MVX · MVVM · ") and "/mvvm/discover" in d.current_url,
             "the next architecture at the same place")
    check("a re-opens the same place in the next architecture", "profile=2" in driver.current_url,
          driver.current_url)


def first_screen_checks(driver, server):
    print("first screen:")
    # With the page's script off, whatever the page shows came in its first response.
    driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        driver.get("about:blank")
        driver.get(server.url + "/mvp/counter")
        wait_for(driver, lambda d: "MVX · MVP · Counter" in page_text(d), "the page without its script")
        shown = [row.text for row in driver.find_elements(By.CSS_SELECTOR, "li[role=option]") if row.is_displayed()]
        # The script marks every element it draws with data-id; none here has one.
        drawn_by_script = driver.find_elements(By.CSS_SELECTOR, "[data-id]")
        check("a page opened by address comes drawn: its rows are in its first response",
              len(shown) == 18 and loaded(driver) and not drawn_by_script, (shown, len(drawn_by_script)))
    finally:
        driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})
    # With a page whose socket never opens, its title too can only have come in its first response.
    never_opens = driver.execute_cdp_cmd(
        "Page.addScriptToEvaluateOnNewDocument", {"source": "window.WebSocket = function () { return {}; };"})
    try:
        driver.get("about:blank")
        driver.get(server.url + "/mvp/counter")
        wait_for(driver, lambda d: "MVX · MVP · Counter" in page_text(d), "the page without its socket")
        check("a page opened by address has its screen's title before its socket draws",
              driver.title.startswith("MVX · MVP · Counter"), driver.title)
    finally:
        driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", never_opens)
    open_scene(driver, server, "mvp", "MVP", "counter")
    before = rows(driver)[2]
    button(driver, "+", 2).click()
    wait_for(driver, lambda d: rows(d)[2] != before, "the row after +")
    check("with its script, the drawn page answers input", True)


def reconnect_checks(driver, server):
    print("reconnect:")
    open_scene(driver, server, "tea", "TEA", "counter")
    server.stop()
    wait_for(driver, lambda d: "Reconnecting…" in page_text(d), "Reconnecting…")
    check("a dropped socket shows Reconnecting…", True)
    server.start()
    wait_for(driver, lambda d: "Reconnecting…" not in page_text(d) and len(rows(d)) == 18, "the page back")
    check("the page comes back to the same place", driver.current_url.split("?")[0].endswith("/tea/counter"),
          driver.current_url)


class ForeignPage(http.server.BaseHTTPRequestHandler):
    target = ""

    def do_GET(self):
        body = f"""<!doctype html><title>other</title><p id=result>pending</p><script>
        const socket = new WebSocket("ws://{ForeignPage.target}/ws?path=/mvc/counter");
        socket.onmessage = () => {{ document.getElementById("result").textContent = "driven"; }};
        socket.onclose = () => {{ if (document.getElementById("result").textContent === "pending")
            document.getElementById("result").textContent = "refused"; }};
        </script>""".encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


def security_checks(driver, server):
    print("security:")
    ForeignPage.target = f"127.0.0.1:{server.port}"
    other = http.server.HTTPServer(("127.0.0.1", 0), ForeignPage)
    threading.Thread(target=other.serve_forever, daemon=True).start()
    driver.get(f"http://localhost:{other.server_address[1]}/")
    wait_for(driver, lambda d: d.find_element(By.ID, "result").text != "pending", "the foreign page's socket")
    check("a page from another origin cannot drive the tab", driver.find_element(By.ID, "result").text == "refused")
    other.shutdown()
    request = urllib.request.Request(server.url + "/", headers={"Host": f"evil.example:{server.port}"})
    try:
        urllib.request.urlopen(request, timeout=10)
        check("a foreign Host header is refused", False)
    except urllib.error.HTTPError as error:
        check("a foreign Host header is refused", error.code in (403, 421), str(error.code))


def panel_rows(driver):
    """Each compare panel's shown rows' texts, left to right, read in one script call."""
    return driver.execute_script(
        "return [...document.querySelectorAll('section.panel')].map(panel => "
        "[...panel.querySelectorAll('li[role=option]')].filter(row => row.offsetParent !== null)"
        ".map(row => [...row.querySelectorAll('*')].filter(e => e.children.length === 0 && e.offsetParent !== null)"
        ".map(e => e.textContent).join(' ')))")


def differing(driver):
    return driver.execute_script(
        "return [...document.querySelectorAll('section.panel')].map((p, i) => p.classList.contains('differs') ? i : -1)"
        ".filter(i => i >= 0)")


def compare_checks(driver, server):
    print("compare:")
    driver.get("about:blank")
    driver.get(server.url + "/compare/counter")
    wait_for(driver, lambda d: [len(p) for p in panel_rows(d)] == [18] * 5, "five panels of 18 counters")
    names = driver.execute_script(
        "return [...document.querySelectorAll('section.panel')].map(p => p.getAttribute('aria-label'))")
    check("the compare page shows the five architectures", names == ["MVC", "MVP", "MVVM", "TEA", "VIPER"], names)
    before = panel_rows(driver)
    first_panel = driver.find_elements(By.CSS_SELECTOR, "section.panel")[0]
    row = [r for r in first_panel.find_elements(By.CSS_SELECTOR, "li[role=option]")][2]
    [b for b in row.find_elements(By.TAG_NAME, "button") if b.text == "+"][0].click()
    wait_for(driver, lambda d: all(p[2] != before[0][2] for p in panel_rows(d)), "row 3 to change in every panel")
    after = panel_rows(driver)
    check("+ in one panel reaches the same row in all five", len({p[2] for p in after}) == 1, [p[2] for p in after])
    check("no panel is marked while they agree", differing(driver) == [], differing(driver))
    driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_DOWN)
    wait_for(driver, lambda d: len(d.find_elements(By.CSS_SELECTOR, "section.panel li:nth-child(2)[aria-selected=true]"))
             == 5, "row 2 selected in every panel")
    check("a key reaches every panel", True)
    driver.find_element(By.CSS_SELECTOR, "button.same-input").click()
    wait_for(driver, lambda d: d.find_element(By.CSS_SELECTOR, "button.same-input").text == "Same input: off",
             "same input off")
    second_panel = driver.find_elements(By.CSS_SELECTOR, "section.panel")[1]
    row = [r for r in second_panel.find_elements(By.CSS_SELECTOR, "li[role=option]")][2]
    [b for b in row.find_elements(By.TAG_NAME, "button") if b.text == "+"][0].click()
    wait_for(driver, lambda d: differing(d) == [1], "the second panel marked as different")
    check("with same input off, the panel acted in is marked", differing(driver) == [1], differing(driver))
    shot = os.environ.get("MVX_COMPARE_SCREENSHOT")
    if shot:
        driver.set_window_size(1600, 900)
        driver.save_screenshot(shot)
        driver.set_window_size(1200, 900)
    driver.set_window_size(480, 900)
    tops = driver.execute_script(
        "return [...document.querySelectorAll('section.panel')].map(p => p.getBoundingClientRect().top)")
    check("on a narrow window the panels stack", tops == sorted(tops) and len(set(tops)) == 5, tops)
    driver.set_window_size(1200, 900)


def document_checks(driver, server):
    print("diff and report:")
    driver.get(server.url + "/diff/counter/mvc/mvp")
    wait_for(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "ol.diff li.add"), "the diff's added lines")
    summary = driver.find_element(By.CSS_SELECTOR, ".summary").text
    check("/diff shows the role-paired diff with its counts per layer", "lines changed per layer" in summary, summary)
    driver.get(server.url + "/report")
    wait_for(driver, lambda d: len(d.find_elements(By.CSS_SELECTOR, "table.claims tbody tr")) >= 5, "the claims")
    verdicts = {e.text for e in driver.find_elements(By.CSS_SELECTOR, "td.verdict")}
    check("/report shows the claims with verdicts", verdicts <= {"holds", "fails", "unmeasured"} and verdicts,
          verdicts)
    wait_for(driver, lambda d: d.execute_script("const i = document.querySelector('img.charts');"
                                                 " return i && i.complete && i.naturalWidth > 0"), "the charts")
    check("/report draws the charts", True)

def documentation_checks(driver, server):
    print("documentation:")
    if not os.path.isdir(".build/docs"):
        if os.environ.get("MVX_DOCS_BUILT") == "1":
            check("the documentation Docs/build made is at .build/docs", False)
        print("  skipped: the documentation is not built (Docs/build)")
        return
    driver.get_log("browser")  # what earlier pages logged
    driver.get(server.url + "/docs")
    wait_for(driver, lambda d: any(e.text == "MVX documentation" for e in d.find_elements(By.CSS_SELECTOR, "h1")),
             "the documentation's landing page")
    check("/docs opens the documentation's landing page", driver.current_url.endswith("/docs/documentation/"),
          driver.current_url)
    for path, title in (("/docs/documentation/mvx/tea", "TEA"),
                        ("/docs/tutorials/mvx/onescenefiveways", "One scene, five ways"),
                        ("/docs/documentation/terminalkit", "TerminalKit")):
        driver.get(server.url + path)
        wait_for(driver, lambda d: any(e.text == title for e in d.find_elements(By.CSS_SELECTOR, "h1")), title)
        check(f"{path} is drawn by DocC's renderer under the page's policy", True)
    errors = [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
    check("the documentation pages log no error (a script or style the policy refused, a missing file)",
          not errors, errors[:3])


def main():
    binary = mvx_binary()
    data = tempfile.mkdtemp(prefix="mvx-browser-")
    server = Server(binary, free_port(), data)
    server.start()
    options = Options()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1200,900"):
        options.add_argument(argument)
    chromium = shutil.which("chromium")
    if chromium:
        options.binary_location = chromium
    driver = webdriver.Chrome(service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"),
                              options=options)
    try:
        for section in (scene_checks, history_checks, first_screen_checks, compare_checks, document_checks,
                        documentation_checks, reconnect_checks, security_checks):
            try:
                section(driver, server)
            except AssertionError as error:
                failures.append(section.__name__)
                print(f"  FAIL {section.__name__}: {error}")
    finally:
        driver.quit()
        server.stop()
        shutil.rmtree(data, ignore_errors=True)
    if failures:
        print(f"browser: {len(failures)} failed: {', '.join(failures)}")
        sys.exit(1)
    print("browser: all passed")


if __name__ == "__main__":
    main()
