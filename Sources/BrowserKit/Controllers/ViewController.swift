/// Manages one screen of a page: its root view (made on first use by ``loadView()``, then ``viewDidLoad()``), its
/// title, and what it presents over itself — an alert, a HUD. Inside a ``NavigationController`` it can push others.
@MainActor
open class ViewController: Responder {
    /// The screen's title, shown in the page's bar.
    public var title: String = "" {
        didSet { if title != oldValue { loadedView?.setNeedsRender() } }
    }
    /// The navigation controller this controller is on, if any.
    public internal(set) weak var navigationController: NavigationController?
    /// The controller that presented this one (an alert's presenter).
    public internal(set) weak var presentingViewController: ViewController?
    /// The alert shown over this controller, if any.
    public private(set) var presentedViewController: ViewController?
    /// The controller this one is a child of (a header inside a scene), if any.
    public private(set) weak var parent: ViewController?
    /// The child controllers, in the order they were added.
    public private(set) var children: [ViewController] = []
    /// The HUD's text while one shows (``showHUD(_:)``).
    public private(set) var hudText: String?
    private(set) var loadedView: View?

    /// Creates a controller.
    public override init() {
        super.init()
    }

    /// The root view, loaded on first use.
    public var view: View {
        get {
            if let loadedView { return loadedView }
            loadView()
            let view = loadedView ?? View()
            loadedView = view
            view.viewController = self
            viewDidLoad()
            return view
        }
        set {
            loadedView?.viewController = nil
            loadedView = newValue
            newValue.viewController = self
        }
    }

    /// Whether the root view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Makes the root view; the default makes an empty one. Overrides set ``view``.
    open func loadView() {
        view = View()
    }

    /// Called once the root view is loaded.
    open func viewDidLoad() {}

    /// Called each time the screen is about to show (first shown, or uncovered by a pop).
    open func viewWillAppear() {}

    /// Called each time the screen has shown.
    open func viewDidAppear() {}

    /// The parent, else the navigation controller, else the presenter, else the view's superview.
    open override var next: Responder? {
        parent ?? navigationController ?? presentingViewController ?? loadedView?.superview
    }

    /// Makes `child` a child of this controller; its view goes wherever this controller's view puts it. Call
    /// `child.didMove(toParent: self)` once it is in place.
    public func addChild(_ child: ViewController) {
        child.removeFromParent()
        child.parent = self
        children.append(child)
    }

    /// Takes this controller out of its parent.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    /// Called after the controller was added to `parent` (or removed, with `nil`).
    open func didMove(toParent parent: ViewController?) {}

    /// Shows `viewController` (an ``AlertController``) over this one.
    public func present(_ viewController: ViewController) {
        presentedViewController = viewController
        viewController.presentingViewController = self
        loadedView?.setNeedsRender()
    }

    /// Takes down what this controller presented (or, called on the presented one, itself).
    public func dismiss() {
        if let presenter = presentingViewController {
            presenter.presentedViewController = nil
            presentingViewController = nil
            presenter.loadedView?.setNeedsRender()
        } else if presentedViewController != nil {
            presentedViewController?.presentingViewController = nil
            presentedViewController = nil
            loadedView?.setNeedsRender()
        }
    }

    /// Shows a HUD with `text` over the screen until ``hideHUD()``.
    public func showHUD(_ text: String = "Loading…") {
        hudText = text
        loadedView?.setNeedsRender()
    }

    /// Hides the HUD.
    public func hideHUD() {
        hudText = nil
        loadedView?.setNeedsRender()
    }

    /// The screen as an element: the root view, the HUD and the presented alert over it.
    public func renderScreen() -> Element {
        var children = [view.render()]
        if let hudText { children.append(Element.text(hudText, tag: "div", className: "hud").with("role", "status")) }
        if let presentedViewController { children.append(presentedViewController.renderScreen()) }
        return Element.box("section", className: "screen", children)
    }
}

extension Element {
    /// This element with the attribute `name` set to `value`.
    public func with(_ name: String, _ value: String) -> Element {
        var copy = self
        copy.attributes[name] = value
        return copy
    }
}
