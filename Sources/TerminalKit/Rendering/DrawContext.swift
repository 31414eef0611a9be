/// The canvas a frame is drawn on: one ``Screen`` shared by every view drawn in the frame.
@MainActor
final class Canvas {
    // Read or written many times a frame, never across a call that could touch it again: no dynamic
    // exclusivity check.
    /// The frame being drawn.
    @exclusivity(unchecked) var screen: Screen
    /// Table rows drawn in this frame (each cell counted once).
    @exclusivity(unchecked) var rowsDrawn: Set<ObjectIdentifier> = []

    init(screen: Screen) {
        self.screen = screen
    }
}

/// What a view draws with: its own coordinate space (0,0 is its top-left corner) and a clip rectangle.
///
/// Everything outside the view's visible area — and outside the part of the screen being redrawn — is clipped,
/// so a view can draw its whole bounds without checking anything.
@MainActor
public struct DrawContext {
    let canvas: Canvas
    /// Where the view's (0,0) lies on the screen.
    let origin: Point
    /// The screen cells this view may touch, in screen coordinates.
    let clip: Rect
    /// The view's size.
    public let size: Size
    /// Whether everything drawn shows highlighted (inverse): set inside a selected table cell.
    public let isHighlighted: Bool

    init(canvas: Canvas, origin: Point, clip: Rect, size: Size, isHighlighted: Bool = false) {
        self.canvas = canvas
        self.origin = origin
        self.clip = clip
        self.size = size
        self.isHighlighted = isHighlighted
    }

    /// `style` as it will show here: inside a highlighted area inverse is flipped (so a focused, already inverse
    /// button stands out in a selected row).
    public func resolved(_ style: Style) -> Style {
        guard isHighlighted else { return style }
        var highlighted = style
        highlighted.inverse.toggle()
        return highlighted
    }

    /// The view's bounds: its own coordinate space.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// Whether any part of `rect` (view coordinates) can show: lets a view skip drawing what is clipped away.
    public func isVisible(_ rect: Rect) -> Bool {
        clip.intersects(rect.offsetBy(dx: origin.x, dy: origin.y))
    }

    /// Draws `text` at `point` (view coordinates) in `style`; answers the column after it (view coordinates).
    @discardableResult
    public func draw(_ text: some StringProtocol, at point: Point, style: Style = .plain) -> Int {
        let end = canvas.screen.draw(
            text, at: point.offsetBy(dx: origin.x, dy: origin.y), style: resolved(style), clip: clip)
        return end - origin.x
    }

    /// Draws a line already turned into glyphs at `point` (view coordinates) in `style`: what a label does with
    /// text it measured once.
    @discardableResult
    func draw(_ run: GlyphRun, at point: Point, style: Style = .plain) -> Int {
        let end = canvas.screen.draw(
            run, at: point.offsetBy(dx: origin.x, dy: origin.y), style: resolved(style), clip: clip)
        return end - origin.x
    }

    /// Draws `text` from the glyphs kept for it when there are some (`run`, see ``GlyphRun``), else from the text.
    @discardableResult
    func draw(_ text: String, glyphs run: GlyphRun?, at point: Point, style: Style = .plain) -> Int {
        if let run { return draw(run, at: point, style: style) }
        return draw(text, at: point, style: style)
    }

    /// Fills `rect` (view coordinates) with `cell`.
    public func fill(_ rect: Rect, with cell: Cell) {
        var cell = cell
        cell.style = resolved(cell.style)
        canvas.screen.fill(rect.offsetBy(dx: origin.x, dy: origin.y).intersection(clip), with: cell)
    }

    /// Fills `rect` (view coordinates) with blank cells in `style` (a background).
    public func fill(_ rect: Rect, style: Style) {
        fill(rect, with: Cell(text: " ", style: style))
    }

    /// A context for a subview at `frame` (this view's coordinates), clipped to it.
    func child(at frame: Rect, highlighted: Bool = false) -> DrawContext {
        let screenFrame = frame.offsetBy(dx: origin.x, dy: origin.y)
        return DrawContext(
            canvas: canvas, origin: screenFrame.origin, clip: clip.intersection(screenFrame), size: frame.size,
            isHighlighted: isHighlighted || highlighted)
    }

    /// Counts `cell`'s row as redrawn in this frame; answers `false` if it was already counted in this frame.
    func noteRowDrawn(_ cell: AnyObject) -> Bool {
        canvas.rowsDrawn.insert(ObjectIdentifier(cell)).inserted
    }
}
