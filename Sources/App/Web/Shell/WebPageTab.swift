import BrowserKit

/// A browser tab of the app: the page it draws, and the shells whose scenes it shows — one on a scene's page, one
/// per architecture on the compare page.
@MainActor
protocol WebPageTab: TabSession {
    /// The page, kept in Swift.
    var page: BrowserKit.Page { get }
    /// The shells the page shows, left to right (none while the compare page starts its servers).
    var shells: [WebShell] { get }
}
