import BrowserKit

/// Holds one tab's session on the main actor for as long as its socket is open, and lets go of it on close.
@MainActor
final class TabHolder {
    private var session: (any TabSession)?

    /// The session `claim` names among the `prepared` tabs of `path`, or else the one `makeTab` makes for it; nil
    /// when there is no such page.
    static func make(
        path: String, claim: String?, from prepared: PreparedTabs,
        with makeTab: @MainActor @Sendable (String) -> (any TabSession)?
    ) -> TabHolder? {
        (claim.flatMap { prepared.claim($0, for: path) } ?? makeTab(path)).map(TabHolder.init)
    }

    private init(session: any TabSession) {
        self.session = session
    }

    /// Starts the session; what it sends goes out through `connection`, in order.
    func start(sendingThrough connection: TabConnection) {
        session?.start { text in connection.send(text) }
    }

    /// Hands the session one text frame; the error when the session refused it.
    func receive(_ text: String) -> PageEventError? {
        do {
            try session?.receive(text)
            return nil
        } catch {
            return error
        }
    }

    /// Closes the session and lets go of it; only the first call reaches the session.
    func close() {
        guard let session else { return }
        self.session = nil
        session.close()
    }
}
