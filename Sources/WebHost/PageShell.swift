/// The HTML every page path answers with: an empty shell the script fills from the tab's WebSocket.
///
/// It holds no inline script or style (the Content-Security-Policy forbids both), only the root `<main id=app>`,
/// the hidden `Reconnecting…` banner, and the links to ``PageScript`` and ``PageStyle``.
enum PageShell {
    /// The shell's HTML.
    static let html = """
        <!doctype html>
        <html lang=en>
        <head>
        <meta charset=utf-8>
        <meta name=viewport content="width=device-width, initial-scale=1">
        <title>MVX</title>
        <link rel=stylesheet href=/mvx.css>
        <script src=/mvx.js defer></script>
        </head>
        <body>
        <div id=banner role=status hidden>Reconnecting…</div>
        <main id=app></main>
        <noscript>MVX in the browser needs JavaScript: its pages are drawn by /mvx.js.</noscript>
        </body>
        </html>

        """
}
