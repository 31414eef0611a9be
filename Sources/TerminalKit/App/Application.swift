/// The running app: one window, its root view controller, keyboard focus, timers and the frame render pass.
///
/// Keys go to the focused view first, then up the responder chain (superviews, view controllers and their key
/// commands, the window, the application); a key nobody handles moves the focus (tab, arrows). A frame is rendered
/// only when something is dirty, and only the dirty part of the screen is redrawn.
@MainActor
public final class Application: Responder {
    /// The window: the whole terminal.
    public let window: Window
    /// Timers: live or virtual.
    public let scheduler: any Scheduler
    /// The last rendered frame.
    public var screen: Screen { canvas.screen }
    /// The view with the keyboard focus.
    @exclusivity(unchecked) public internal(set) weak var focusedView: View?

    /// Rows drawn, cells created and frames rendered since launch (or ``resetCounters()``).
    public internal(set) var statistics = RenderStatistics()

    /// Called after the application quits (``quit()``).
    public var onQuit: (@MainActor () -> Void)?
    /// Called in every render pass once the views are laid out, before the frame is drawn; what it changes is laid
    /// out and drawn in the same frame. The app shell uses it to restore a scene's place as its rows arrive.
    public var afterLayout: (@MainActor () -> Void)?

    // The render loop's state, read or written on every key and frame, never across a call that could touch it
    // again: no dynamic exclusivity check.
    @exclusivity(unchecked) var needsRender = true
    @exclusivity(unchecked) var focusNeedsCheck = true
    /// ``View/geometryGeneration`` when the focus was last found valid.
    @exclusivity(unchecked) var focusCheckedGeneration = -1
    @exclusivity(unchecked) var backend: (any TerminalBackend)?
    @exclusivity(unchecked) var presentedScreen: Screen?
    /// The frame being drawn, kept between frames and drawn in place.
    let canvas: Canvas
    @exclusivity(unchecked) var renderScheduled = false
    /// Set while a batch of events from the backend is handled: the frame is rendered right after the batch, in
    /// the same main-actor turn, instead of in a task of its own (one wake-up a key, not two).
    @exclusivity(unchecked) var isHandlingBatch = false
    var quitContinuation: CheckedContinuation<Void, Never>?

    /// Creates an application with a window of `size` and the given scheduler.
    public init(size: Size = Size(width: 80, height: 24), scheduler: any Scheduler) {
        window = Window(size: size)
        self.scheduler = scheduler
        canvas = Canvas(screen: Screen(size: size))
        super.init()
        window.application = self
        window.markAllDirty()
    }

    /// The controller whose view fills the window; setting it replaces the old one (with appearance calls).
    public var rootViewController: ViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if let oldValue {
                oldValue.beginAppearanceTransition(false)
                oldValue.view.removeFromSuperview()
                oldValue.endAppearanceTransition()
            }
            if let rootViewController {
                rootViewController.beginAppearanceTransition(true)
                window.insertSubview(rootViewController.view, at: 0)
                window.setNeedsLayout()
                rootViewController.endAppearanceTransition()
            }
            focusNeedsCheck = true
        }
    }

    /// The window's size in cells.
    public var size: Size { window.frame.size }

    /// Resizes the window; the next frame redraws everything.
    public func resize(to size: Size) {
        guard size != window.frame.size else { return }
        window.frame = Rect(origin: .zero, size: size)
        window.markAllDirty()
        presentedScreen = nil
    }

    /// The application ends the responder chain; it quits on Ctrl-C when nobody else took the key.
    public override func handleKey(_ key: Key) -> Bool {
        if key == .control("c") {
            quit()
            return true
        }
        return false
    }

    /// Sends a key as if typed: to the focused view, up the responder chain, then to focus movement.
    public func send(_ key: Key) {
        validateFocus()
        let firstResponder: Responder = focusedView ?? activeController?.keyboardController ?? window
        if firstResponder.sendKey(key) { return }
        switch key {
        case .tab: moveFocus(forward: true)
        case .backTab: moveFocus(forward: false)
        case .up, .down, .left, .right: moveFocus(toward: key)
        default: break
        }
    }

    /// Handles an event from a terminal backend.
    public func handle(_ event: TerminalEvent) {
        switch event {
        case .key(let key): send(key)
        case .resize(let size): resize(to: size)
        }
    }

    /// Handles events that arrived together (the keys of one read), then renders and presents one frame for them
    /// at once when a backend is attached and something changed.
    public func handle(_ events: [TerminalEvent]) {
        let outer = isHandlingBatch
        isHandlingBatch = true
        for event in events {
            handle(event)
        }
        isHandlingBatch = outer
        if !outer, needsRender, backend != nil {
            presentFrame()
        }
    }

    /// Sets ``statistics`` back to zero.
    public func resetCounters() {
        statistics.reset()
    }
}
