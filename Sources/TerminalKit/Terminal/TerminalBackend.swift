/// What the live terminal backend implements, and what ``Application/run(on:)`` drives.
///
/// For the backend's author — the contract in four steps:
/// 1. `run(on:)` reads ``size``, sizes the window, then calls ``start(eventHandler:)``: take over the terminal
///    (raw mode, alternate screen, hidden cursor, signal handlers) and start reading input on a background thread.
///    Deliver every decoded key and every resize (SIGWINCH) by calling `eventHandler` **on the main actor**
///    (e.g. `Task { @MainActor in handler(.key(.down)) }`). A backend that reads several keys at once can
///    implement ``startDeliveringBatches(to:)`` instead and hand them over together: the application then draws one frame
///    for the batch, in the same main-actor turn.
/// 2. Whenever something changed, the application renders a frame on the main actor and calls
///    ``present(_:previous:changes:)`` with the new ``Screen``, the one it believes is on the terminal (`nil`
///    after `start` and after a resize: the terminal's content is unknown, write every cell) and how the new one
///    came from it. ``ANSIFrameEncoder/encode(_:previous:changes:)`` turns that into the bytes to write.
/// 3. Ctrl-C arrives as the key `.control("c")`; the application quits on it unless a responder handles it.
///    SIGTERM or a crash are the backend's to handle: restore the terminal, then exit.
/// 4. On quit the application calls ``stop()``: restore cooked mode, the main screen and the cursor. It must be
///    safe to call twice.
@MainActor
public protocol TerminalBackend: AnyObject {
    /// The terminal's size now, in cells.
    var size: Size { get }

    /// Takes over the terminal and starts delivering events to `eventHandler` on the main actor.
    func start(eventHandler: @escaping @MainActor (TerminalEvent) -> Void) throws

    /// Takes over the terminal and starts delivering events in batches — every key one read brought — to
    /// `batchHandler` on the main actor. ``Application/run(on:)`` calls this one: it handles a batch, then renders
    /// one frame before it returns. The default delivers each event of ``start(eventHandler:)`` as a batch of one.
    func startDeliveringBatches(to batchHandler: @escaping @MainActor ([TerminalEvent]) -> Void) throws

    /// Writes `screen` to the terminal; `previous` is what is there now (`nil`: unknown, write everything) and
    /// `changes` the rows moved and drawn since then.
    func present(_ screen: Screen, previous: Screen?, changes: ScreenChanges)

    /// Restores the terminal (cooked mode, main screen, cursor). Idempotent.
    func stop()
}

/// An input event from the terminal.
public enum TerminalEvent: Hashable, Sendable {
    /// A key press.
    case key(Key)
    /// The terminal changed size.
    case resize(Size)
}

extension TerminalBackend {
    /// Delivers each event of ``start(eventHandler:)`` as a batch of one.
    public func startDeliveringBatches(to batchHandler: @escaping @MainActor ([TerminalEvent]) -> Void) throws {
        try start { event in batchHandler([event]) }
    }
}
