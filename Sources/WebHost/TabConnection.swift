import Synchronization

/// One open tab's socket as the host keeps it: the frames waiting to go out, in order; the close the host decided, if
/// any; and when a frame last passed either way (the tab cap closes the longest idle tab).
final class TabConnection: Sendable {
    /// What the socket's writer sends next.
    enum Outgoing: Sendable {
        case text(String)
        case close(TabClose)
    }

    private struct State {
        var queued = 0
        var close: TabClose?
        var lastActivity: ContinuousClock.Instant
    }

    /// The frames to write, read by the socket's writer alone.
    let outgoing: AsyncStream<Outgoing>
    private let continuation: AsyncStream<Outgoing>.Continuation
    private let state: Mutex<State>
    private let queueLimit: Int

    /// A connection that closes itself when more than `queueLimit` frames wait to be written.
    init(queueLimit: Int) {
        (outgoing, continuation) = AsyncStream.makeStream(of: Outgoing.self)
        state = Mutex(State(lastActivity: .now))
        self.queueLimit = max(1, queueLimit)
    }

    /// Queues a text frame from the session; a tab that falls more than the limit behind is closed instead.
    func send(_ text: String) {
        let item: Outgoing? = state.withLock { state in
            guard state.close == nil else { return nil }
            guard state.queued < queueLimit else {
                state.close = .fellBehind
                return .close(.fellBehind)
            }
            state.queued += 1
            return .text(text)
        }
        if let item { continuation.yield(item) }
    }

    /// Closes the socket with `close`, ahead of any frames still waiting; only the first close counts.
    func requestClose(_ close: TabClose) {
        let first = state.withLock { state in
            guard state.close == nil else { return false }
            state.close = close
            return true
        }
        if first { continuation.yield(.close(close)) }
    }

    /// Whether the host decided to close this socket; frames from the page are ignored from then on.
    var isClosing: Bool { state.withLock { $0.close != nil } }

    /// When a frame last passed either way.
    var lastActivity: ContinuousClock.Instant { state.withLock { $0.lastActivity } }

    /// Records a frame received from the page.
    func touch() {
        state.withLock { $0.lastActivity = .now }
    }

    /// Takes a queued frame off the count, once written or skipped; whether it should still be written.
    func dequeue() -> Bool {
        state.withLock { state in
            state.queued -= 1
            state.lastActivity = .now
            return state.close == nil
        }
    }

    /// Ends the outgoing stream: the socket is gone.
    func finish() {
        continuation.finish()
    }
}
