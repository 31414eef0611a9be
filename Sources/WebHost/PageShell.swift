import BrowserKit

/// The HTML every page path answers with: a shell the script draws from the tab's WebSocket.
///
/// It holds no inline script or style (the Content-Security-Policy forbids both), only the root `<main id=app>`,
/// the hidden `Reconnecting…` banner, and the links to ``PageScript`` and ``PageStyle`` by their versions
/// (``PageAsset``). A page opened by address comes with its first screen already in `<main id=app>`, the token by
/// which its socket claims the tab that drew it (``PreparedTabs``) in the root's `data-claim`, and the screen's title
/// in its `data-title`, which the script makes the document's as soon as it runs (the head, and its `<title>`, left
/// before the screen was drawn).
enum PageShell {
    /// A tab's first screen, drawn for the page's first response.
    struct FirstScreen {
        /// The screen as HTML.
        let html: String
        /// The document's title on that screen.
        let title: String
        /// The token by which the page's socket claims the tab.
        let token: String
    }

    /// The shell with nothing drawn yet.
    static let html = html(first: nil)

    /// The shell, with `first` — the tab's first screen, its title and its token — when there is one.
    static func html(first: FirstScreen?) -> String {
        head + body(first: first)
    }

    /// The shell up to where the first screen goes: sent at once, so that the browser fetches the style sheet and
    /// the script while the tab makes its first screen.
    static let head = """
        <!doctype html>
        <html lang=en>
        <head>
        <meta charset=utf-8>
        <meta name=viewport content="width=device-width, initial-scale=1">
        <title>MVX</title>
        <link rel=stylesheet href="\(PageAsset.style.address)">
        <script src="\(PageAsset.script.address)" defer></script>
        </head>
        <body>
        <div id=banner role=status hidden>Reconnecting…</div>

        """

    /// The rest: the app root, holding `first`'s screen — inert, and carrying its token (`data-claim`) and title
    /// (`data-title`) — when there is one.
    static func body(first: FirstScreen?) -> String {
        // Inert until the socket's first frame: the drawn screen has no element ids to send events for yet.
        let claim = first.map { " data-claim=\($0.token) data-title=\"\(HTML.escape($0.title))\" inert" } ?? ""
        return """
            <main id=app\(claim)>\(first?.html ?? "")</main>
            <noscript>MVX in the browser needs JavaScript: its pages are drawn by /mvx.js.</noscript>
            </body>
            </html>

            """
    }
}
