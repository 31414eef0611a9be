/// The page script served at `/mvx.js`: plain modern JavaScript of the project's own, no build step, no library.
///
/// It opens the tab's WebSocket, draws what the server sends (the protocol of `TabSession`), and sends back what
/// the person does. Elements are made with `createElement`, `textContent` and `setAttribute` only — never
/// `innerHTML` — so no text from the server can become markup, and attribute names starting with `on` are refused.
enum PageScript {
    /// The script.
    static let source = #"""
        // MVX in the browser: the page side. The page is a shell (opened by address, it comes with its first screen
        // drawn, inert until the socket's first frame); what it shows comes from the server over one WebSocket as
        // JSON: `mount` draws the whole page, `patches` change parts of it, `url` records a place in the browser's
        // history. What the person does goes back as events: clicks, typing, keys, back and forward.
        "use strict";

        (() => {
          const app = document.getElementById("app");
          const banner = document.getElementById("banner");

          /** The element of each node id the server named (each also carries it as `data-id`). */
          const elements = new Map();
          /** Close codes after which reconnecting would meet the same refusal: show why and stop. */
          const FINAL_CODES = new Set([1009, 4400, 4404, 4408, 4429]);
          /** Why, for a close that came without a reason. */
          const FALLBACK_REASONS = new Map([[1009, "event too large; reload the page"]]);
          /** The terminal's keys, forwarded to the scene. */
          const KEYS = new Set([
            "ArrowUp", "ArrowDown", "Enter", "Escape", "PageUp", "PageDown", "Home", "End", "a", "c", "?",
          ]);
          /** The keys forwarded while typing in a field; the others (letters) type. */
          const FIELD_KEYS = new Set(["Escape", "ArrowUp", "ArrowDown", "Enter"]);
          const FIRST_DELAY_MS = 100;
          const LAST_DELAY_MS = 2000;

          let socket = null;
          let delay = FIRST_DELAY_MS;
          /** Per field, the values typed and sent whose echo from the server has not come back yet, oldest first. */
          const pendingEchoes = new WeakMap();

          // MARK: Building and changing the page

          function elementOf(id) {
            const element = elements.get(id);
            if (!element) throw new Error(`no element ${id}`);
            return element;
          }

          /** Builds a NODE `{id, tag, attrs, text | children}` into elements. */
          function build(node) {
            if (!/^[a-z][a-z0-9-]*$/.test(node.tag) || node.tag === "script") throw new Error(`refused tag ${node.tag}`);
            const element = document.createElement(node.tag);
            element.setAttribute("data-id", String(node.id));
            for (const [name, value] of Object.entries(node.attrs ?? {})) setAttribute(element, name, value);
            if (typeof node.text === "string") element.textContent = node.text;
            for (const child of node.children ?? []) element.append(build(child));
            elements.set(node.id, element);
            return element;
          }

          /** Sets (or, for null, removes) one attribute; a field's live value and checkmark follow it. */
          function setAttribute(element, name, value) {
            if (/^on/i.test(name)) throw new Error(`refused attribute ${name}`);
            if (value === null || value === undefined) element.removeAttribute(name);
            else element.setAttribute(name, String(value));
            const isField = element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;
            if (isField && name === "value") setFieldValue(element, value ?? "");
            if (element instanceof HTMLInputElement && name === "checked") element.checked = value !== null;
          }

          /**
           * The server's value for a field. An echo of what was typed is skipped: the person may have typed more since,
           * and writing the older text back would eat those keystrokes. Any other value (the server cleared or changed
           * the text) is written.
           */
          function setFieldValue(field, value) {
            const pending = pendingEchoes.get(field) ?? [];
            const echo = pending.indexOf(value);
            if (echo >= 0) {
              pending.splice(0, echo + 1);
              return;
            }
            pending.length = 0;
            if (field.value !== value) field.value = value;
          }

          /** Forgets the ids of an element and everything inside it, as it leaves the page. */
          function forget(element) {
            elements.delete(Number(element.getAttribute("data-id")));
            forgetChildren(element);
          }

          function forgetChildren(element) {
            for (const inner of element.querySelectorAll("[data-id]")) elements.delete(Number(inner.getAttribute("data-id")));
          }

          /** Puts `element` into `parent` at `index`, counted among the parent's children without it. */
          function place(parent, element, index) {
            element.remove();
            parent.insertBefore(element, parent.children[index] ?? null);
          }

          /** Applies one PATCH. */
          function apply(patch) {
            switch (patch.op) {
              case "text": {
                const element = elementOf(patch.id);
                forgetChildren(element);
                element.textContent = patch.text;
                break;
              }
              case "attr":
                setAttribute(elementOf(patch.id), patch.name, patch.value);
                break;
              case "insert":
                place(elementOf(patch.parent), build(patch.node), patch.index);
                break;
              case "remove": {
                const element = elementOf(patch.id);
                forget(element);
                element.remove();
                break;
              }
              case "move":
                place(elementOf(patch.parent), elementOf(patch.id), patch.index);
                break;
              case "replace": {
                const old = elementOf(patch.id);
                forget(old);
                old.replaceWith(build(patch.node));
                break;
              }
              default:
                throw new Error(`unknown patch ${patch.op}`);
            }
          }

          /** Records a place in the history: a new entry, or in place of the current one. */
          function record(url, title, replace) {
            if (typeof url === "string") {
              if (replace) history.replaceState(null, "", url);
              else history.pushState(null, "", url);
            }
            if (typeof title === "string") document.title = title;
          }

          /** Handles one message from the server. */
          function receive(message) {
            if (message.mount) {
              elements.clear();
              app.replaceChildren(build(message.mount));
              app.removeAttribute("inert");
              record(message.url, message.title, true);
              hideBanner();
              delay = FIRST_DELAY_MS;
            } else if (Array.isArray(message.patches)) {
              for (const patch of message.patches) apply(patch);
            } else if (typeof message.url === "string") {
              record(message.url, message.title, message.replace === true);
            }
            followHighlight();
          }

          /**
           * Focus follows the highlighted row (`data-focus`) when it was on nothing or on another row, so that ↑ and ↓
           * move a visible focus; focus the person put elsewhere (a field, a button) stays.
           */
          function followHighlight() {
            const row = app.querySelector("[data-focus]");
            const active = document.activeElement;
            if (!row || row === active) return;
            const onNothing = !active || active === document.body || active === document.documentElement;
            const onAnotherRow = active && active.parentElement === row.parentElement;
            if (!onNothing && !onAnotherRow) return;
            if (!row.hasAttribute("tabindex")) row.setAttribute("tabindex", "-1");
            row.focus();
          }

          // MARK: Events from the person

          function send(event) {
            if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(event));
          }

          function idOf(element) {
            return Number(element.getAttribute("data-id"));
          }

          /** The nearest element at or around the event's target that carries `attribute`, inside the app. */
          function handlerOf(event, attribute) {
            const found = event.target instanceof Element ? event.target.closest(`[${attribute}]`) : null;
            return found && app.contains(found) ? found : null;
          }

          document.addEventListener("click", (event) => {
            const target = handlerOf(event, "data-on-click");
            if (!target) return;
            const link = target.closest("a[href]");
            // A modified click on a link opens it elsewhere, as the browser does; a plain one is the scene's.
            if (link && (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0)) return;
            if (link) event.preventDefault();
            const id = idOf(target);
            if (Number.isInteger(id)) send({ e: "click", id });
          });

          document.addEventListener("input", (event) => {
            const target = handlerOf(event, "data-on-input");
            const id = target ? idOf(target) : NaN;
            if (!target || !("value" in target) || !Number.isInteger(id)) return;
            const pending = pendingEchoes.get(target) ?? [];
            pending.push(target.value);
            if (pending.length > 50) pending.shift();
            pendingEchoes.set(target, pending);
            send({ e: "input", id, value: target.value });
          });

          document.addEventListener("keydown", (event) => {
            if (!KEYS.has(event.key) || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
            const target = event.target instanceof Element ? event.target : null;
            if (target?.closest("input, textarea, select, [contenteditable]")) {
              if (!FIELD_KEYS.has(event.key)) return;
            } else if (event.key === "Enter" && target?.closest("button, a[href]")) {
              return; // the browser clicks it, and the click is sent
            }
            event.preventDefault();
            send({ e: "key", key: event.key });
          });

          window.addEventListener("popstate", () => {
            send({ e: "nav", path: location.pathname + location.search });
          });

          // MARK: The connection

          function showBanner(text) {
            banner.textContent = text;
            banner.hidden = false;
          }

          function hideBanner() {
            banner.hidden = true;
          }

          /**
           * The tab's own name, kept across reloads and reconnects: a proxy in front of several instances can route
           * by it, so that a tab reconnects to the instance that has its scene while that one lives.
           */
          function tabName() {
            try {
              let name = sessionStorage.getItem("mvx-tab");
              if (!name) {
                name = Math.random().toString(36).slice(2, 12);
                sessionStorage.setItem("mvx-tab", name);
              }
              return name;
            } catch {
              return "none";
            }
          }

          /**
           * The token of the tab that drew the page's first response, if it came drawn: the first socket claims that
           * tab; a socket after a reconnect asks for a new one, which rebuilds the place from the URL.
           */
          let claim = (() => {
            const token = app.getAttribute("data-claim") ?? "";
            app.removeAttribute("data-claim");
            return /^[0-9a-f]{32}$/.test(token) ? token : "";
          })();

          /** A drawn first response's title: the document's from now, not once the socket's first frame comes. */
          (() => {
            const title = app.getAttribute("data-title");
            app.removeAttribute("data-title");
            if (title) document.title = title;
          })();

          /** Opens the tab's socket for the current place; the server rebuilds the place from the URL. */
          function connect() {
            const scheme = location.protocol === "https:" ? "wss:" : "ws:";
            const path = encodeURIComponent(location.pathname + location.search);
            const claimed = claim ? `&claim=${claim}` : "";
            claim = "";
            const ws = new WebSocket(`${scheme}//${location.host}/ws?path=${path}&tab=${tabName()}${claimed}`);
            socket = ws;
            ws.addEventListener("message", (event) => {
              try {
                receive(JSON.parse(event.data));
              } catch (error) {
                // The page no longer matches the server's tree: close, reconnect and be drawn afresh.
                console.error("mvx:", error);
                ws.close(4000, "the page fell out of step; redrawing");
              }
            });
            ws.addEventListener("close", (event) => {
              if (socket !== ws) return;
              socket = null;
              if (FINAL_CODES.has(event.code)) {
                showBanner(event.reason || FALLBACK_REASONS.get(event.code) || `closed (${event.code})`);
                return;
              }
              showBanner("Reconnecting…");
              setTimeout(connect, delay);
              delay = Math.min(delay * 2, LAST_DELAY_MS);
            });
          }

          connect();
        })();

        """#
}
