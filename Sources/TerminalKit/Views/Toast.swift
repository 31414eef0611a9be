/// A one-line message at the bottom of a screen that goes away by itself (``ViewController/showToast(_:duration:)``).
@MainActor
public final class Toast: View {
    /// The message.
    public let text: String
    /// How long it shows, counted from when it enters a window.
    public let duration: Duration
    private var timer: Cancellable?

    /// Creates a toast; it fills its superview and draws its line near the bottom.
    public init(text: String, duration: Duration) {
        self.text = text
        self.duration = duration
        super.init(frame: .zero)
        fillsSuperview = true
    }

    /// Starts the countdown on entering a window; stops it on leaving.
    public override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil else {
            timer?.cancel()
            timer = nil
            return
        }
        guard timer == nil, let scheduler else { return }
        timer = scheduler.schedule(after: duration) { [weak self] in
            self?.removeFromSuperview()
        }
    }

    /// The message, inverse, centred one row above the bottom edge.
    public override func draw(in context: DrawContext) {
        let message = " \(text) ".truncated(toWidth: context.size.width)
        let x = TextAlignment.center.offset(lineWidth: message.displayWidth, in: context.size.width)
        context.draw(message, at: Point(x: x, y: max(0, context.size.height - 2)), style: Style(inverse: true))
    }

}
