/// A piece of a page kept in Swift: it holds its state and subviews and renders them as an ``Element``. Changing
/// what a view shows calls ``setNeedsRender()``; the page renders once and sends the difference.
///
/// Subclasses override ``render()``; the default renders the shown subviews in a `div` (with ``className``).
@MainActor
open class View: Responder {
    /// The view this one is a subview of.
    public private(set) weak var superview: View?
    /// The subviews, in page order.
    public private(set) var subviews: [View] = []
    /// The CSS class of the view's element, if any.
    public var className: String? {
        didSet { if className != oldValue { setNeedsRender() } }
    }
    /// Whether the view is hidden: it stays in the page with the `hidden` attribute.
    public var isHidden = false {
        didSet { if isHidden != oldValue { setNeedsRender() } }
    }
    /// The controller whose root view this is, the next responder after it.
    public internal(set) weak var viewController: ViewController?
    /// The page this view is the root of, if it is one.
    weak var page: Page?

    /// Creates an empty view.
    public override init() {
        super.init()
    }

    /// The view controller's, else the superview.
    open override var next: Responder? { viewController ?? superview }

    /// The view as an element. The default renders the subviews in a `div`.
    open func render() -> Element {
        Element.box(className: className, subviews.map { $0.render().hidden($0.isHidden) })
    }

    /// Adds `view` as the last subview (taking it from its old superview).
    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        view.superview = self
        subviews.append(view)
        setNeedsRender()
    }

    /// Takes the view out of its superview.
    public func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        superview.setNeedsRender()
    }

    /// Asks the page this view is on for a render.
    public func setNeedsRender() {
        var view: View? = self
        while let current = view {
            if let page = current.page {
                page.setNeedsRender()
                return
            }
            view = current.superview
        }
    }

    /// This view and every view under it, depth first.
    public var allDescendants: [View] {
        subviews.flatMap { [$0] + $0.allDescendants }
    }

    /// Whether neither this view nor a superview up to `root` is hidden.
    public func isShown(within root: View) -> Bool {
        var view: View? = self
        while let current = view {
            if current.isHidden { return false }
            if current === root { return true }
            view = current.superview
        }
        return false
    }
}
