import BrowserKit

/// A tab session that echoes: draws a mount naming its path when started (and, for a page's first response, a
/// paragraph naming it, unless the path starts with `/socket-only`), answers
/// every event with `echo:EVENT`, refuses `bad` as malformed, and tells its factory when it is closed.
@MainActor
final class FakeTab: TabSession {
    let path: String
    private(set) var received: [String] = []
    private(set) var closeCount = 0
    private var send: (@MainActor (String) -> Void)?
    private let onClose: @MainActor (FakeTab) -> Void
    private let onReceive: @MainActor (String) -> Void
    private let framesOnStart: Int

    init(
        path: String, framesOnStart: Int, onReceive: @escaping @MainActor (String) -> Void = { _ in },
        onClose: @escaping @MainActor (FakeTab) -> Void
    ) {
        self.path = path
        self.framesOnStart = framesOnStart
        self.onReceive = onReceive
        self.onClose = onClose
    }

    func start(send: @escaping @MainActor (String) -> Void) {
        self.send = send
        send(#"{"mount":{"id":1,"tag":"p","text":"\#(path)"},"url":"\#(path)","title":"fake"}"#)
        for index in 0..<framesOnStart { send(#"{"patches":[{"op":"text","id":1,"text":"\#(index)"}]}"#) }
    }

    func firstScreen() async -> (html: String, title: String)? {
        path.hasPrefix("/socket-only") ? nil : ("<p>\(path)</p>", "fake · \(path)")
    }

    func receive(_ text: String) throws(PageEventError) {
        if text == "bad" { throw .malformed("not JSON") }
        received.append(text)
        onReceive(text)
        send?("echo:\(text)")
    }

    func close() {
        closeCount += 1
        send = nil
        onClose(self)
    }
}

/// Makes the fake tabs and keeps an eye on them without keeping them alive.
@MainActor
final class FakeTabs {
    private final class Weak {
        weak var tab: FakeTab?
        init(_ tab: FakeTab) { self.tab = tab }
    }

    /// The paths `makeTab` was asked for, in order.
    private(set) var paths: [String] = []
    /// Every event any of the tabs was handed, in order, kept after the tabs are gone.
    private(set) var events: [String] = []
    private var made: [Weak] = []
    /// The tabs closed, in order; each yields once per `close()`.
    let closed: AsyncStream<(path: String, closeCount: Int)>
    private let closing: AsyncStream<(path: String, closeCount: Int)>.Continuation
    private let framesOnStart: Int

    /// A factory whose tabs send `framesOnStart` patches right after their mount.
    init(framesOnStart: Int = 0) {
        (closed, closing) = AsyncStream.makeStream()
        self.framesOnStart = framesOnStart
    }

    /// The `makeTab` of the host: a fake tab for any path under `/`, nil for `/missing`.
    func make(_ path: String) -> (any TabSession)? {
        paths.append(path)
        guard !path.hasPrefix("/missing") else { return nil }
        let tab = FakeTab(
            path: path, framesOnStart: framesOnStart, onReceive: { [weak self] in self?.events.append($0) },
            onClose: { [closing] tab in closing.yield((tab.path, tab.closeCount)) })
        made.append(Weak(tab))
        return tab
    }

    /// The tabs still alive.
    var alive: [FakeTab] { made.compactMap(\.tab) }
}
