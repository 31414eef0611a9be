/// One browser tab's page, kept in Swift: a root view whose render is the page, a ``Reconciler`` that diffs each
/// render against what the page shows, and the wire protocol both ways. Views say when they changed
/// (``View/setNeedsRender()``); the page renders once for any number of changes and sends the patches.
@MainActor
public final class Page {
    /// The root view: its render is the page.
    public let rootView: View
    /// What the page shows now.
    public let reconciler = Reconciler()
    /// Called with each key the page forwards (the owner of the page decides which view it reaches); answers
    /// whether it handled the key.
    public var onKey: (@MainActor (String) -> Bool)?
    /// Called when back or forward brought the browser to another path.
    public var onNavigate: (@MainActor (String) -> Void)?
    /// Called after every render, before a new place is recorded: the page's owner moves its work on (a place being
    /// restored) and sets ``location``.
    public var onRender: (@MainActor () -> Void)?
    /// Called once when the tab closes.
    public var onClose: (@MainActor () -> Void)?
    /// Where the tab is; setting it records a new place in the browser's history at the next render.
    public var location: PageLocation {
        didSet { if location != oldValue { pendingLocation = (location, false) } }
    }
    private var pendingLocation: (PageLocation, Bool)?
    private var send: (@MainActor (String) -> Void)?
    private var isRenderScheduled = false

    /// Creates the page of `rootView` at `location`.
    public init(rootView: View, location: PageLocation) {
        self.rootView = rootView
        self.location = location
        rootView.page = self
    }

    /// Starts sending frames: the first draws the whole page.
    public func start(send: @escaping @MainActor (String) -> Void) {
        self.send = send
        if !isHoldingFirstFrame { remount() }
    }

    /// Holds the first frame until ``showFirstFrame()``: ``start(send:)`` then sends nothing, and renders in
    /// between send nothing but still call ``onRender`` — so the owner can show the page once what it shows first is
    /// ready (its data, not a `Loading…` replaced a moment later).
    public func holdFirstFrame() {
        isHoldingFirstFrame = true
    }

    /// Whether the first frame is held (``holdFirstFrame()``).
    public private(set) var isHoldingFirstFrame = false

    /// Lets the first frame go: draws the whole page now if the tab has started, at its start otherwise.
    public func showFirstFrame() {
        guard isHoldingFirstFrame else { return }
        isHoldingFirstFrame = false
        if send != nil { remount() }
    }

    /// Whether a shown part of the page says it is still being filled in (`aria-busy="true"`, as a list loading
    /// its rows does).
    public var isBusy: Bool {
        func busy(_ element: Element) -> Bool {
            element.attributes["hidden"] == nil
                && (element.attributes["aria-busy"] == "true" || element.children.contains(where: busy))
        }
        return busy(rootView.render())
    }

    /// What the page shows now as HTML, without ids: the markup of the first frame, for the page's first response.
    public func html() -> String {
        HTML.inline(Reconciler().mount(rootView.render()).wire)
    }

    /// Draws the whole page again (after the tab rebuilt what it shows), replacing the browser's current history
    /// entry with ``location``.
    public func remount() {
        isRenderScheduled = false
        let node = reconciler.mount(rootView.render())
        onRender?()
        pendingLocation = nil
        emit(PageMessage(mount: node.wire, url: location.path, title: location.title))
    }

    /// Replaces the current history entry with `location` instead of adding one (a place the user did not move to).
    public func replaceLocation(with location: PageLocation) {
        self.location = location
        pendingLocation = (location, true)
    }

    /// Asks for a render soon: once, however many views ask before it runs.
    public func setNeedsRender() {
        guard !isRenderScheduled else { return }
        isRenderScheduled = true
        Task { @MainActor [weak self] in self?.renderIfNeeded() }
    }

    /// Renders now if a view asked for it, sending the patches (and a new place, if any).
    public func renderIfNeeded() {
        guard isRenderScheduled else { return }
        render()
    }

    /// Renders now and sends what changed.
    public func render() {
        isRenderScheduled = false
        guard !isHoldingFirstFrame else {
            onRender?()
            return
        }
        let patches = reconciler.update(to: rootView.render())
        if !patches.isEmpty { emit(PageMessage(patches: patches)) }
        onRender?()
        if let (location, replace) = pendingLocation {
            pendingLocation = nil
            emit(PageMessage(url: location.path, title: location.title, replace: replace))
        }
    }

    /// Handles one frame from the page, then renders what it changed.
    public func receive(_ text: String) throws(PageEventError) {
        handle(try PageEvent(json: text))
    }

    /// Handles one event, then renders what it changed. An event for an element the page no longer shows (the
    /// user clicked as it went away) is dropped.
    public func handle(_ event: PageEvent) {
        switch event {
        case .click(let id):
            reconciler.node(withID: id)?.listeners.click?()
        case .input(let id, let value):
            reconciler.node(withID: id)?.listeners.input?(value)
        case .key(let key):
            _ = onKey?(key)
        case .navigate(let path):
            onNavigate?(path)
        }
        render()
    }

    /// Closes the tab: no more frames, and whoever owns the page releases it.
    public func close() {
        send = nil
        let onClose = self.onClose
        self.onClose = nil
        onClose?()
    }

    private func emit(_ message: PageMessage) {
        guard let send else { return }
        send(message.json)
    }
}
