/// A stack of screens with a title bar and a key-hint line — the toolkit's `UINavigationController`.
///
/// Push shows a screen over the current one, pop (or esc, when the top screen does not take it) goes back.
/// Lifecycle calls follow UIKit's order (see ``pushViewController(_:)``). A popped controller is released:
/// the navigation controller holds its children strongly, and nothing holds them back.
@MainActor
open class NavigationController: ViewController {
    /// The stack, bottom first; the last one shows.
    public private(set) var viewControllers: [ViewController] = []
    /// The title line.
    public let navigationBar = NavigationBar()
    /// The key-hint line at the bottom.
    public let hintBar = KeyHintBar()
    /// Whether the key-hint line shows (default `true`).
    public var isHintBarHidden = false {
        didSet { stack.setLength(.fixed(isHintBarHidden ? 0 : 1), for: hintBar) }
    }
    /// Turns the top controller into the bar's title; `nil` shows its ``ViewController/title``.
    public var titleFormatter: (@MainActor (ViewController) -> String)? {
        didSet { updateBars() }
    }
    private let stack = StackView(axis: .vertical)
    private let container = View()

    /// Creates a navigation controller showing `rootViewController`.
    public init(rootViewController: ViewController) {
        super.init()
        pushViewController(rootViewController)
    }

    /// The controller on top of the stack.
    public var topViewController: ViewController? { viewControllers.last }

    /// The top controller decides keys and focus.
    open override var keyboardController: ViewController { topViewController?.keyboardController ?? self }

    /// Bar, content, hint line, top to bottom.
    open override func loadView() {
        stack.addArrangedSubview(navigationBar, length: .fixed(1))
        stack.addArrangedSubview(container, length: .flexible())
        stack.addArrangedSubview(hintBar, length: .fixed(isHintBarHidden ? 0 : 1))
        view = stack
        if let top = topViewController {
            install(top.view)
        }
        updateBars()
    }

    /// Pushes `controller`: `willMove(toParent:)`, its `viewDidLoad` (first time), the old top's
    /// `viewWillDisappear`, its `viewWillAppear`, the old top's `viewDidDisappear`, its `viewDidAppear`, then
    /// `didMove(toParent:)`.
    public func pushViewController(_ controller: ViewController) {
        guard !viewControllers.contains(where: { $0 === controller }) else { return }
        let old = topViewController
        addChild(controller)
        viewControllers.append(controller)
        transition(from: old, to: controller)
        controller.didMove(toParent: self)
    }

    /// Pops the top controller (never the root): `willMove(toParent: nil)`, its `viewWillDisappear`, the new
    /// top's `viewWillAppear`, its `viewDidDisappear`, the new top's `viewDidAppear`, `didMove(toParent: nil)`.
    /// Answers the popped controller.
    @discardableResult
    public func popViewController() -> ViewController? {
        guard viewControllers.count > 1, let top = viewControllers.popLast() else { return nil }
        top.willMove(toParent: nil)
        transition(from: top, to: topViewController)
        top.removeFromParent()
        return top
    }

    /// Pops everything above the root; answers the popped controllers.
    @discardableResult
    public func popToRootViewController() -> [ViewController] {
        var popped: [ViewController] = []
        while viewControllers.count > 1, let top = popViewController() {
            popped.insert(top, at: 0)
        }
        return popped
    }

    /// Replaces the top controller with `controller` (a push and a pop at once, as the app's architecture switch
    /// needs).
    public func replaceTopViewController(with controller: ViewController) {
        guard let old = viewControllers.popLast() else { return pushViewController(controller) }
        old.willMove(toParent: nil)
        addChild(controller)
        viewControllers.append(controller)
        transition(from: old, to: controller)
        old.removeFromParent()
        controller.didMove(toParent: self)
    }

    override func barsNeedUpdate() {
        updateBars()
    }

    /// Esc pops when there is a screen to go back to.
    open override func handleKey(_ key: Key) -> Bool {
        if key == .escape, viewControllers.count > 1 {
            popViewController()
            return true
        }
        return super.handleKey(key)
    }

    private func transition(from old: ViewController?, to new: ViewController?) {
        let onScreen = appearanceState == .appeared && isViewLoaded
        if onScreen {
            _ = new?.view
            old?.beginAppearanceTransition(false)
            new?.beginAppearanceTransition(true)
        }
        if isViewLoaded {
            old?.viewIfLoaded?.removeFromSuperview()
            if let new { install(new.view) }
        }
        if onScreen {
            old?.endAppearanceTransition()
            new?.endAppearanceTransition()
        }
        updateBars()
        viewIfLoaded?.window?.application?.focusedViewMayHaveGone()
    }

    private func install(_ content: View) {
        content.fillsSuperview = true
        container.addSubview(content)
    }

    /// Refreshes the title and the hint line from the top controller.
    func updateBars() {
        guard let top = topViewController else { return }
        navigationBar.title = titleFormatter?(top) ?? top.title ?? ""
        navigationBar.showsBackHint = viewControllers.count > 1
        let commands = (top.keyboardController.keyCommands + keyCommands).filter(\.showsInHints).map(\.hint)
        hintBar.hints = (viewControllers.count > 1 ? ["esc back"] : []) + commands
    }
}
