/// The root of the view hierarchy: the whole terminal. It holds the root view controller's view and, above it,
/// the views of presented (modal) controllers.
///
/// It remembers which parts of the screen are dirty (at most 16 rectangles, more are merged) and which rows a
/// table moved, so the next frame moves those rows and redraws only the dirty parts.
@MainActor
public final class Window: View {
    // Read on every invalidation, set once when an application takes the window: no dynamic exclusivity check.
    /// The application showing this window.
    @exclusivity(unchecked) public internal(set) weak var application: Application?
    // Read or written many times a frame, never across a call that could touch it again: no dynamic
    // exclusivity check.
    @exclusivity(unchecked) private(set) var dirtyRects: [Rect] = []
    @exclusivity(unchecked) private(set) var pendingMoves: [ScreenScroll] = []

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

    /// How many dirty rectangles are kept between two frames; past that they are merged into their union.
    static let maximumDirtyRects = 16

    func addDirtyRect(_ rect: Rect) {
        guard !rect.isEmpty else { return }
        if dirtyRects.contains(where: { $0.contains(rect) }) { return }
        if dirtyRects.count >= Self.maximumDirtyRects {
            dirtyRects = [dirtyRects.reduce(rect) { $0.union($1) }]
        } else {
            dirtyRects.append(rect)
        }
        requestRender()
    }

    func markAllDirty() {
        dirtyRects = [bounds]
        pendingMoves = []
        requestRender()
    }

    func requestRender() {
        application?.setNeedsRender()
    }

    /// Moves the window's rows `rows` by `offset` in the next frame instead of redrawing them, for `view`
    /// (a table) whose content there moved whole; answers `false` when it cannot, and then nothing is recorded.
    ///
    /// Whatever was already waiting to be redrawn there moves along, the rows left behind are redrawn, and so is
    /// any view drawn above `view` in those rows. Only full-width bands move (a terminal scrolls whole rows), and
    /// at most ``ScreenChanges/maximumScrolls`` moves wait for one frame.
    func moveRows(_ rows: Range<Int>, by offset: Int, under view: View) -> Bool {
        let band = Rect(x: 0, y: rows.lowerBound, width: bounds.width, height: rows.count)
        guard offset != 0, abs(offset) < rows.count, band.intersection(bounds) == band,
            pendingMoves.count < ScreenChanges.maximumScrolls
        else { return false }
        for rect in dirtyRects where rect.intersects(band) {
            addDirtyRect(rect.intersection(band).offsetBy(dx: 0, dy: offset).intersection(band))
        }
        let left = offset > 0 ? rows.lowerBound : rows.upperBound + offset
        addDirtyRect(Rect(x: 0, y: left, width: bounds.width, height: abs(offset)))
        for cover in areasDrawn(above: view) where cover.intersects(band) {
            // A column wider on each side: where the cover cut a wide character, the cut moved too.
            let widened = Rect(x: cover.minX - 1, y: cover.minY, width: cover.width + 2, height: cover.height)
            addDirtyRect(widened.intersection(band))
            addDirtyRect(widened.intersection(band).offsetBy(dx: 0, dy: offset).intersection(band))
        }
        pendingMoves.append(ScreenScroll(rows: rows, offset: offset))
        requestRender()
        return true
    }

    /// The visible areas of the views drawn after `view` and not inside it: its later siblings and theirs.
    private func areasDrawn(above view: View) -> [Rect] {
        var areas: [Rect] = []
        var current = view
        while let parent = current.superview {
            let later = parent.subviews.drop { $0 !== current }.dropFirst()
            areas += later.map(\.visibleRectInWindow).filter { !$0.isEmpty }
            current = parent
        }
        return areas
    }

    /// Takes the moves and the dirty rectangles (merged so that no screen cell is in two of them).
    func takeDamage() -> (moves: [ScreenScroll], region: [Rect]) {
        let damage = (pendingMoves, Self.merge(dirtyRects))
        dirtyRects.removeAll(keepingCapacity: true)  // `merge` made a new array: the next frame's rects reuse this one
        pendingMoves = []
        return damage
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
