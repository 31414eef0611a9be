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

        /* The scenes' own pieces: a row's parts side by side, the dim details, placeholders, segments. */
        [hidden] { display: none !important; }
        header h1 { font-size: 1.15rem; margin: 0; }
        .hint, footer.keys { color: var(--muted); font-size: 0.9em; margin: 0.25rem 0; }
        footer.keys { margin-top: 1rem; }
        .row { display: flex; flex-wrap: wrap; gap: 0.3rem 0.8rem; align-items: baseline; }
        .row .title, .row .name { font-weight: 600; flex: 1 1 14rem; }
        .row .author, .row .date, .row .edited, .row .duration, .row .likes, .row .shares, .row .read,
        .row .summary, .row .state, .friends { color: var(--muted); }
        .row .number { font-variant-numeric: tabular-nums; min-width: 2ch; text-align: right; font-weight: 600; }
        .cover, .avatar {
          padding: 0 0.4rem; border: 1px dashed var(--line); border-radius: 0.3rem; color: var(--muted);
          font-size: 0.8em;
        }
        .header .line { display: flex; flex-wrap: wrap; gap: 0.5rem 0.8rem; align-items: baseline; }
        .header .name { font-weight: 600; }
        .segments { display: inline-flex; gap: 0.3rem; margin: 0.5rem 0; }
        [role=tab][aria-selected=true] { background: var(--selected); border-color: var(--accent); box-shadow: none; }
        .paper { font-size: 1.4rem; font-weight: 600; }
        .detail h2 { margin: 0.5rem 0; }

        /* What shows over a screen: the alert, the HUD, the keys and the code. */
        .alert, .overlay {
          position: fixed; left: 50%; top: 4rem; transform: translateX(-50%); z-index: 3;
          width: min(90vw, 40rem); max-height: 80vh; overflow: auto; padding: 1rem 1.25rem;
          background: Canvas; border: 1px solid var(--line); border-radius: 0.6rem;
          box-shadow: 0 12px 32px rgb(0 0 0 / 0.25);
        }
        .overlay { width: min(94vw, 56rem); }
        .alert-actions { display: flex; gap: 0.5rem; justify-content: flex-end; }
        .hud {
          position: fixed; left: 50%; top: 40%; transform: translateX(-50%); z-index: 3; padding: 0.6rem 1.2rem;
          border-radius: 0.5rem; background: color-mix(in srgb, currentColor 80%, Canvas); color: Canvas;
        }
        .overlay h3 { margin: 0.75rem 0 0.25rem; font-size: 1rem; }
        .files li { padding: 0.2rem 0.5rem; }
        .files .lines { color: var(--muted); font-variant-numeric: tabular-nums; }
        ol.source { list-style: decimal; padding-left: 3.5rem; border: 0; font-size: 0.85em; }
        ol.source li {
          display: list-item; padding: 0 0.5rem; border: 0; white-space: pre;
          font-family: ui-monospace, "SF Mono", Menlo, Consolas, monospace;
        }
        ol.source li::marker { color: var(--muted); }

        /* The compare page: five panels side by side, scrolling sideways on a narrow window, stacked on a phone. */
        #app:has(.compare) { max-width: none; }
        .compare .panels {
          display: grid; grid-template-columns: repeat(5, minmax(17rem, 1fr)); gap: 0.75rem;
          overflow-x: auto; padding-bottom: 0.5rem;
        }
        @media (max-width: 40rem) { .compare .panels { grid-template-columns: 1fr; } }
        header nav { display: flex; flex-wrap: wrap; gap: 0.2rem 0.8rem; font-weight: 400; font-size: 0.9em; }
        .panel {
          position: relative; min-width: 0; padding: 0 0.6rem 0.6rem;
          border: 1px solid var(--line); border-radius: 0.5rem;
        }
        .panel.differs { border-color: #b91c1c; box-shadow: 0 0 0 2px #fecaca; }
        .panel-head { display: flex; flex-wrap: wrap; gap: 0.3rem 0.6rem; align-items: baseline; padding: 0.4rem 0; }
        .panel-head h2 { font-size: 1rem; margin: 0; }
        .panel-head .differs { color: #b91c1c; font-weight: 600; }
        .panel-head .diffs { display: flex; gap: 0.4rem; font-size: 0.85em; color: var(--muted); }
        .panel-tab header { position: static; margin: 0 0 0.5rem; padding: 0.3rem 0; }
        .panel-tab header h1 { font-size: 0.95rem; }
        .panel-tab .overlay { font-size: 0.85em; }
        .files button.file { white-space: normal; overflow-wrap: anywhere; text-align: left; }
        .panel-tab .overlay, .panel-tab .alert, .panel-tab .hud {
          position: absolute; top: 2.5rem; left: 0.3rem; right: 0.3rem; transform: none; width: auto;
        }

        /* The diff and report pages: a unified diff with its lines marked, the claims as a table, the charts. */
        #app:has(.diff-page), #app:has(.report-page) { max-width: 80rem; }
        .pair h2 { font-size: 1rem; margin: 1rem 0 0.25rem; overflow-wrap: anywhere; }
        ol.diff { border: 1px solid var(--line); border-radius: 0.4rem; overflow-x: auto; font-size: 0.85em; }
        ol.diff li {
          display: block; padding: 0 0.5rem; border: 0; white-space: pre;
          font-family: ui-monospace, "SF Mono", Menlo, Consolas, monospace;
        }
        ol.diff li.add { background: color-mix(in srgb, #16a34a 16%, transparent); }
        ol.diff li.del { background: color-mix(in srgb, #dc2626 16%, transparent); }
        ol.diff li.hunk { color: var(--muted); }
        table.claims { border-collapse: collapse; font-size: 0.9em; margin: 0.5rem 0 1rem; }
        .claims th, .claims td { border-bottom: 1px solid var(--line); padding: 0.35rem 0.5rem; text-align: left; vertical-align: top; }
        .claims .gloss { display: block; color: var(--muted); }
        .verdict.holds { color: #15803d; font-weight: 600; }
        .verdict.fails { color: #b91c1c; font-weight: 600; }
        img.charts { max-width: 100%; background: white; border-radius: 0.4rem; }

        /* Swift, coloured: the code overlay's files and the diff's lines. */
        .tok-keyword { color: #a21caf; }
        .tok-type { color: #0e7490; }
        .tok-attribute { color: #7c3aed; }
        .tok-string { color: #b45309; }
        .tok-number { color: #1d4ed8; }
        .tok-comment { color: var(--muted); font-style: italic; }
        ol.diff .mark { display: inline-block; width: 1.2ch; color: var(--muted); }

        /* The banner: `Reconnecting…`, or why the page stopped. */
        #banner {
          position: fixed; top: 0; left: 0; right: 0; z-index: 2;
          padding: 0.4rem 1rem; text-align: center; font-weight: 600;
          background: #fef3c7; color: #78350f; border-bottom: 1px solid #f59e0b;
        }
        #banner[hidden] { display: none; }

        """
}
