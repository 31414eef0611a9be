/// A spinner (`⠋⠙⠹…`) with an optional caption, animated by the application's scheduler — the toolkit's
/// `UIActivityIndicatorView`.
///
/// The animation runs only while the indicator is in a window; a stopped indicator hides itself unless
/// ``hidesWhenStopped`` is `false`.
@MainActor
open class ActivityIndicator: View {
    /// The animation frames, one per tick.
    public static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    /// Time between frames.
    public static let interval = Duration.milliseconds(100)

    /// Text after the spinner, such as `Loading…`.
    public var text: String {
        didSet { if text != oldValue { setNeedsDisplay() } }
    }
    /// Whether the indicator hides while stopped (default `true`).
    public var hidesWhenStopped = true {
        didSet { updateVisibility() }
    }
    /// Whether it is animating.
    public private(set) var isAnimating = false
    /// The frame shown now (an index into ``frames``).
    public private(set) var frameIndex = 0
    private var timer: Cancellable?

    /// Creates a stopped indicator with a caption.
    public init(text: String = "", frame: Rect = .zero) {
        self.text = text
        super.init(frame: frame)
        updateVisibility()
    }

    /// Starts spinning.
    public func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        updateVisibility()
        startTimerIfOnScreen()
    }

    /// Stops spinning.
    public func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        timer?.cancel()
        timer = nil
        updateVisibility()
        setNeedsDisplay()
    }

    private func updateVisibility() {
        isHidden = hidesWhenStopped && !isAnimating
    }

    private func startTimerIfOnScreen() {
        guard isAnimating, timer == nil, let scheduler else { return }
        timer = scheduler.scheduleRepeating(every: Self.interval, kind: .animation) { [weak self] in
            self?.tick()
        }
    }

    private func tick() {
        frameIndex = (frameIndex + 1) % Self.frames.count
        setNeedsDisplay(Rect(x: 0, y: 0, width: 1, height: 1))
    }

    /// Starts the timer on entering a window, stops it on leaving.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil {
            timer?.cancel()
            timer = nil
        } else {
            startTimerIfOnScreen()
        }
    }

    /// The spinner, a space and the caption.
    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: text.isEmpty ? 1 : text.displayWidth + 2, height: 1)
    }

    /// Draws the current frame and the caption.
    open override func draw(in context: DrawContext) {
        super.draw(in: context)
        let spinner = isAnimating ? Self.frames[frameIndex] : " "
        context.draw(spinner, at: .zero, style: Style(foreground: .cyan))
        if !text.isEmpty {
            context.draw(text, at: Point(x: 2, y: 0))
        }
    }
}
