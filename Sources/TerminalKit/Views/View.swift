/// A rectangle of the screen that draws itself and holds subviews — the toolkit's `UIView`.
///
/// Frames are in character cells, in the superview's coordinates; `bounds` always starts at (0,0). Layout is done
/// by hand in ``layoutSubviews()`` (or by a ``StackView``); there is no constraint solver. Changes mark the view
/// dirty and the next frame redraws only the dirty part of the screen.
@MainActor
open class View: Responder {
    // The stored properties every frame reads many times over (layout and draw walk the tree) skip the dynamic
    // exclusivity check: each access is a plain load or store on the main actor that never overlaps another
    // access to the same property, and the checks were a fifth of a one-row update's instructions.

    /// Where the view lies in its superview, in cells.
    @exclusivity(unchecked) public var frame: Rect {
        didSet {
            guard frame != oldValue else { return }
            Self.geometryGeneration &+= 1
            if frame.size != oldValue.size {
                for subview in subviews where subview.fillsSuperview {
                    subview.frame = bounds
                }
            }
            frameDidChange(from: oldValue)
        }
    }

    /// Counts frame changes of every view: the focus needs checking again only after one (a frame change can move
    /// the focused view off screen) or a change of hierarchy, visibility or enabling, which say so themselves.
    @exclusivity(unchecked) static var geometryGeneration = 0

    /// When `true`, the view keeps its frame equal to its superview's bounds (UIKit's flexible width and height).
    public var fillsSuperview = false {
        didSet { if fillsSuperview, let superview { frame = superview.bounds } }
    }

    /// The subviews, back to front.
    @exclusivity(unchecked) public internal(set) var subviews: [View] = []

    // Read on every invalidation and every walk up the tree, set only by the hierarchy methods: no dynamic
    // exclusivity check.
    /// The view this one lies in, if any.
    @exclusivity(unchecked) public internal(set) weak var superview: View?

    /// Hidden views (and their subviews) neither draw nor receive focus or taps.
    @exclusivity(unchecked) public var isHidden = false {
        didSet {
            guard isHidden != oldValue else { return }
            invalidate(bounds, ignoringOwnHiddenFlag: true)
            superview?.setNeedsLayout()
            if isHidden { window?.application?.focusedViewMayHaveGone() }
        }
    }

    /// The colour filling the view before it draws; `nil` leaves what lies behind visible.
    @exclusivity(unchecked) public var backgroundColor: Color? {
        didSet { if backgroundColor != oldValue { setNeedsDisplay() } }
    }

    /// A number to find the view by (``viewWithTag(_:)``).
    public var tag = 0

    /// A name for tests and tools to find the view by.
    public var accessibilityIdentifier: String?

    /// The view controller whose root view this is, if any: the next responder after this view.
    public internal(set) weak var owningViewController: ViewController?

    @exclusivity(unchecked) var needsLayout = true
    /// Whether a view below this one needs layout: lets a frame lay out only the paths that lead to such views.
    @exclusivity(unchecked) var descendantNeedsLayout = false
    /// While `true`, a subview's frame change does not redraw its old and new areas: the table sets it while it
    /// places cells whose content was moved on the screen with them.
    var subviewsMoveWithContents = false

    /// Creates a view at `frame`.
    public init(frame: Rect = .zero) {
        self.frame = frame
        super.init()
    }

    /// The view's own coordinate space: (0,0) and its frame's size.
    public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

    /// The owning view controller if this is its root view, else the superview.
    open override var next: Responder? { owningViewController ?? superview }

    /// The window this view is shown in, if any.
    public var window: Window? {
        var view: View? = self
        while let current = view {
            if let window = current as? Window { return window }
            view = current.superview
        }
        return nil
    }

    /// The scheduler of the application showing this view, for timers (`nil` while not on screen).
    public var scheduler: (any Scheduler)? { window?.application?.scheduler }

    /// Whether `view` is this view or lies inside it.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view with `tag` in this view's subtree (this view included), depth first.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Every view of this subtree, this one first, depth first, back to front.
    public var allDescendants: [View] {
        var result: [View] = [self]
        for subview in subviews {
            result += subview.allDescendants
        }
        return result
    }

    /// The size this view would like within `size`; the default is its current size.
    open func sizeThatFits(_ size: Size) -> Size {
        frame.size
    }

    /// Resizes the view to ``sizeThatFits(_:)`` with unlimited room, keeping its origin.
    public func sizeToFit() {
        frame.size = sizeThatFits(Size(width: Int.max / 4, height: Int.max / 4))
    }

    // MARK: Overridable hooks

    /// Draws the view's own content (not its subviews) in its bounds. The default fills ``backgroundColor``.
    ///
    /// Subclasses call `super.draw(in:)` first when they want the background.
    open func draw(in context: DrawContext) {
        if let backgroundColor {
            context.fill(context.bounds, style: Style(background: backgroundColor))
        }
    }

    /// Lays out the subviews: set their frames here. Called in the frame after ``setNeedsLayout()``.
    open func layoutSubviews() {}

    /// Whether subviews draw highlighted (inverse), as in a selected table cell. The default is `false`.
    open var drawsSubviewsHighlighted: Bool { false }

    /// Whether the view takes keyboard focus (buttons, tables and segmented controls do). The default is `false`.
    open var canBecomeFocused: Bool { false }

    /// Called when focus arrives or leaves; the default redraws the view.
    open func focusDidChange() {
        setNeedsDisplay()
    }

    /// Called before the view moves into `newSuperview` (`nil`: out of its superview).
    open func willMove(toSuperview newSuperview: View?) {}

    /// Called after the view moved into a superview or out of one.
    open func didMoveToSuperview() {}

    /// Called after the view (or an ancestor) moved into a window or out of one; see ``window``.
    open func didMoveToWindow() {
        owningViewController?.rootViewDidMoveToWindow()
    }

    /// Called when the frame changed; the default redraws the old and new areas and re-lays out after a resize.
    open func frameDidChange(from oldFrame: Rect) {
        if let superview, !superview.subviewsMoveWithContents {
            superview.invalidate(oldFrame)
            superview.invalidate(frame)
        }
        if oldFrame.size != frame.size { setNeedsLayout() }
    }
}
