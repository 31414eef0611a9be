/// A stack of screens: the top one shows; ``pushViewController(_:)`` covers it with another, ``popViewController()``
/// uncovers the one below.
@MainActor
public final class NavigationController: ViewController {
    /// The screens, bottom first.
    public private(set) var viewControllers: [ViewController] = []
    /// Called after the stack changed (a push or a pop), so the page's owner can record the new place.
    public var onStackChange: (@MainActor () -> Void)?

    /// Creates a stack with `root` at the bottom.
    public init(root: ViewController) {
        super.init()
        pushViewController(root)
    }

    /// The screen on top.
    public var topViewController: ViewController? { viewControllers.last }

    /// Covers the top screen with `viewController`.
    public func pushViewController(_ viewController: ViewController) {
        viewController.navigationController = self
        viewControllers.append(viewController)
        viewController.viewWillAppear()
        hostTopView()
        viewController.viewDidAppear()
        onStackChange?()
    }

    /// Takes the top screen off (never the last) and answers it.
    @discardableResult
    public func popViewController() -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        let popped = viewControllers.removeLast()
        popped.navigationController = nil
        topViewController?.viewWillAppear()
        hostTopView()
        topViewController?.viewDidAppear()
        onStackChange?()
        return popped
    }

    public override func loadView() {
        view = StackHostView(owner: self)
    }

    /// Makes the top screen's view the stack view's one subview, so that its changes reach the page.
    private func hostTopView() {
        guard let top = topViewController else { return }
        for subview in view.subviews where subview !== top.view { subview.removeFromSuperview() }
        if top.view.superview !== view { view.addSubview(top.view) }
        view.setNeedsRender()
    }
}

/// A navigation controller's view: it renders the top screen only.
@MainActor
private final class StackHostView: View {
    private weak var owner: NavigationController?

    init(owner: NavigationController) {
        self.owner = owner
        super.init()
    }

    override func render() -> Element {
        owner?.topViewController?.renderScreen() ?? Element("div")
    }
}
