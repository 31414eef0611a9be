import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real terminal: raw mode, alternate screen, keys from a background reader, resizes from SIGWINCH, frames
/// written as the difference from the last one, and the terminal restored however the program ends.
///
/// ```swift
/// let app = Application(scheduler: LiveScheduler())
/// app.rootViewController = NavigationController(rootViewController: MenuViewController())
/// try await app.run(on: LiveTerminal())   // returns after app.quit(); the terminal is back to normal
/// ```
///
/// Only one live terminal can run at a time (the restore state is process-wide, as signal handlers need it).
@MainActor
public final class LiveTerminal: TerminalBackend {
    private let device: TerminalDevice
    private let escapeTimeout: Duration
    private let handlesSignals: Bool
    // Written on every frame, never across a call that could touch them again: no dynamic exclusivity check.
    @exclusivity(unchecked) private var encoder = ANSIFrameEncoder()
    private var reader: InputReader?
    private var resizeSource: (any DispatchSourceSignal)?
    private var isRunning = false

    /// Bytes written to the terminal since ``start(eventHandler:)``, frames and mode switches included.
    @exclusivity(unchecked) public private(set) var bytesWritten = 0
    /// Frames written (a frame with no change writes nothing and is not counted).
    @exclusivity(unchecked) public private(set) var framesWritten = 0

    /// Creates a backend on the given descriptors (standard input and output by default).
    ///
    /// - Parameters:
    ///   - input: the descriptor keys are read from.
    ///   - output: the descriptor frames are written to.
    ///   - escapeTimeout: how long a lone ESC waits for the rest of a sequence before it counts as the Escape key.
    ///   - handlesSignals: whether to restore the terminal on terminating signals and crashes (turn off only in
    ///     tests that share their process with others).
    public init(
        input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, escapeTimeout: Duration = .milliseconds(30),
        handlesSignals: Bool = true
    ) {
        device = TerminalDevice(input: input, output: output)
        encoder.usesScrollRegion = getenv("TERM").map { String(cString: $0) != "dumb" } ?? false
        self.escapeTimeout = escapeTimeout
        self.handlesSignals = handlesSignals
    }

    /// The terminal's size now; 80×24 when it cannot tell.
    public var size: Size { device.size ?? Size(width: 80, height: 24) }

    /// Whether the terminal is taken over (between ``start(eventHandler:)`` and ``stop()``).
    public var isActive: Bool { isRunning }

    /// Takes the terminal over and starts delivering keys and resizes to `eventHandler` on the main actor.
    ///
    /// Throws ``TerminalError`` when input or output is not a terminal; the terminal is then left untouched.
    public func start(eventHandler: @escaping @MainActor (TerminalEvent) -> Void) throws {
        try startDeliveringBatches(to: { events in
            for event in events { eventHandler(event) }
        })
    }

    /// Takes the terminal over and starts delivering keys — all the keys of one read together — and resizes to
    /// `batchHandler` on the main actor.
    ///
    /// The reading thread hands a batch over with `DispatchQueue.main.sync`: when the main actor is idle the batch
    /// (and the frame the application renders for it) runs on the reading thread itself, holding the main queue,
    /// so a key press wakes one thread, not two. Throws ``TerminalError`` when input or output is not
    /// a terminal; the terminal is then left untouched.
    public func startDeliveringBatches(to batchHandler: @escaping @MainActor ([TerminalEvent]) -> Void) throws {
        guard !isRunning else { return }
        try device.checkIsTerminal()
        let saved = try device.attributes()
        let reader = try InputReader(input: device.input, escapeTimeout: escapeTimeout)
        do {
            try device.setAttributes(TerminalDevice.rawMode(from: saved))
        } catch {
            reader.discard()
            throw error
        }
        TerminalRestorer.arm(
            input: device.input, output: device.output, saved: saved, bytes: ANSI.giveBack,
            handlesSignals: handlesSignals)
        isRunning = true
        bytesWritten += device.write(ANSI.takeOver)
        encoder.invalidate()

        let mainQueue = DispatchQueue.main  // looked up once, not on every key
        reader.start { keys in
            let events = keys.map(TerminalEvent.key)
            mainQueue.sync {
                MainActor.assumeIsolated {
                    batchHandler(events)
                }
            }
        }
        self.reader = reader

        let source = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.isRunning else { return }
                batchHandler([.resize(self.size)])
            }
        }
        source.resume()
        resizeSource = source
    }

    /// Writes the cells of `screen` that differ from `previous` (all of them when `previous` is `nil`) in one write,
    /// scrolling moved rows unless `TERM` is `dumb`.
    public func present(_ screen: Screen, previous: Screen?, changes: ScreenChanges) {
        guard isRunning else { return }
        let bytes = encoder.encode(screen, previous: previous, changes: changes)
        guard !bytes.isEmpty else { return }
        bytesWritten += device.write(bytes)
        framesWritten += 1
    }

    /// Gives the terminal back: cooked mode, main screen, cursor shown; stops the reader. Safe to call twice.
    public func stop() {
        guard isRunning else { return }
        isRunning = false
        resizeSource?.cancel()
        resizeSource = nil
        reader?.stop()
        reader = nil
        TerminalRestorer.disarm(handlesSignals: handlesSignals)
        bytesWritten += ANSI.giveBack.count
    }
}
