/// The root of the view hierarchy: the whole terminal. It holds the root view controller's view and, above it,
/// the views of presented (modal) controllers.
///
/// It remembers which parts of the screen are dirty, so the next frame redraws only those.
@MainActor
public final class Window: View {
    /// The application showing this window.
    public internal(set) weak var application: Application?
    private(set) var dirtyRects: [Rect] = []

    /// Creates a window of `size`.
    public init(size: Size) {
        super.init(frame: Rect(origin: .zero, size: size))
    }

    /// The application: the last responder.
    public override var next: Responder? { application }

    /// Lays out the root and presented views: the root fills the window, a presented controller's view is
    /// centred at its ``ViewController/preferredContentSize`` (or fills the window).
    public override func layoutSubviews() {
        for view in subviews {
            guard let controller = view.owningViewController else {
                continue
            }
            if let preferred = controller.preferredContentSize {
                let width = min(preferred.width, bounds.width)
                let height = min(preferred.height, bounds.height)
                view.frame = Rect(
                    x: (bounds.width - width) / 2, y: (bounds.height - height) / 2, width: width, height: height)
            } else {
                view.frame = bounds
            }
        }
    }

    /// Clears the window to blank cells before anything else draws.
    public override func draw(in context: DrawContext) {
        context.fill(context.bounds, with: .blank)
    }

    func addDirtyRect(_ rect: Rect) {
        guard !rect.isEmpty else { return }
        if let last = dirtyRects.last, last.contains(rect) { return }
        dirtyRects.append(rect)
        requestRender()
    }

    func markAllDirty() {
        dirtyRects = [bounds]
        requestRender()
    }

    func requestRender() {
        application?.setNeedsRender()
    }

    /// Takes the dirty rectangles, merged so that no screen cell is in two of them.
    func takeDirtyRegion() -> [Rect] {
        let rects = dirtyRects
        dirtyRects = []
        return Self.merge(rects)
    }

    /// Merges overlapping (or touching) rectangles until none overlap; many rectangles become their union.
    static func merge(_ rects: [Rect]) -> [Rect] {
        if rects.count > 32 {
            return [rects.reduce(Rect.zero) { $0.union($1) }]
        }
        var merged: [Rect] = []
        for rect in rects {
            var current = rect
            var index = 0
            while index < merged.count {
                if merged[index].intersects(current) {
                    current = current.union(merged.remove(at: index))
                    index = 0
                } else {
                    index += 1
                }
            }
            merged.append(current)
        }
        return merged
    }
}
