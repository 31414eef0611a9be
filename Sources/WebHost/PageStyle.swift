/// The style sheet served at `/mvx.css`: the terminal's screens as a plain, readable page.
enum PageStyle {
    /// The CSS.
    static let css = """
        /* MVX in the browser: a header bar, a status line, lists whose selected row stands out, real buttons and
           fields, and a banner fixed at the top while the page reconnects. */
        :root {
          color-scheme: light dark;
          --accent: #2563eb;
          --muted: #6b7280;
          --line: color-mix(in srgb, currentColor 18%, transparent);
          --selected: color-mix(in srgb, var(--accent) 18%, transparent);
          font: 16px/1.45 system-ui, -apple-system, "Segoe UI", "Noto Sans", "PingFang SC", sans-serif;
        }
        body { margin: 0; }
        #app { max-width: 60rem; margin: 0 auto; padding: 0 1rem 3rem; }

        /* The bar: `MVX · ARCH · Scene`. */
        header {
          position: sticky; top: 0; z-index: 1;
          display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: baseline;
          margin: 0 -1rem 0.75rem; padding: 0.6rem 1rem;
          background: Canvas; border-bottom: 1px solid var(--line); font-weight: 600;
        }
        header a { color: inherit; }

        /* The status line: loading, errors, hints. */
        [role=status]:not(#banner), .status { color: var(--muted); min-height: 1.45em; margin: 0.25rem 0; }
        [role=alert], .error { color: #b91c1c; }

        /* Lists: rows with a highlighted selection that follows ↑ and ↓. */
        ul, ol { list-style: none; margin: 0.5rem 0; padding: 0; border-top: 1px solid var(--line); }
        li { display: flex; gap: 0.75rem; align-items: center; padding: 0.4rem 0.5rem; border-bottom: 1px solid var(--line); }
        li > :first-child { flex: 1; min-width: 0; }
        [aria-selected=true] { background: var(--selected); box-shadow: inset 3px 0 0 var(--accent); }
        [data-on-click] { cursor: pointer; }

        /* Buttons and fields. */
        button {
          font: inherit; padding: 0.2rem 0.7rem; border-radius: 0.4rem; cursor: pointer;
          border: 1px solid var(--line); background: color-mix(in srgb, currentColor 6%, Canvas); color: inherit;
        }
        button:hover { border-color: var(--accent); }
        button[aria-pressed=true] { background: var(--selected); }
        button:disabled { opacity: 0.5; cursor: default; }
        input { font: inherit; padding: 0.3rem 0.5rem; border: 1px solid var(--line); border-radius: 0.4rem; width: min(100%, 24rem); }
        :focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
        li:focus-visible { outline-offset: -2px; }
        pre, code { font-family: ui-monospace, "SF Mono", Menlo, Consolas, monospace; }
        pre { overflow-x: auto; padding: 0.5rem; border: 1px solid var(--line); border-radius: 0.4rem; }

        /* The banner: `Reconnecting…`, or why the page stopped. */
        #banner {
          position: fixed; top: 0; left: 0; right: 0; z-index: 2;
          padding: 0.4rem 1rem; text-align: center; font-weight: 600;
          background: #fef3c7; color: #78350f; border-bottom: 1px solid #f59e0b;
        }
        #banner[hidden] { display: none; }

        """
}
