/// Manages one screen (or one part of a screen): loads its view, answers lifecycle calls, holds child
/// controllers — the toolkit's `UIViewController`.
///
/// Lifecycle order, as in UIKit: `loadView` → `viewDidLoad` (once, on first access of ``view``), then
/// `viewWillAppear` → `viewDidAppear` each time it comes on screen and `viewWillDisappear` → `viewDidDisappear`
/// each time it leaves. Child controllers whose views lie inside this view get the same calls.
@MainActor
open class ViewController: Responder {
    enum AppearanceState { case disappeared, appearing, appeared, disappearing }

    private var loadedView: View?
    var appearanceState = AppearanceState.disappeared
    var hud: HUD?
    var toast: Toast?

    /// The title: shown in a navigation controller's top bar.
    open var title: String? {
        didSet { if title != oldValue { barsNeedUpdate() } }
    }

    /// The child controllers, in the order added.
    public internal(set) var children: [ViewController] = []
    /// The container this controller is a child of.
    public internal(set) weak var parent: ViewController?
    /// The controller this one presented modally, if any.
    public internal(set) var presentedViewController: ViewController?
    /// The controller that presented this one, if it is presented.
    public internal(set) weak var presentingViewController: ViewController?

    /// Keys this screen answers to; handled after the focused view passed on them. Shown in the hint line.
    open var keyCommands: [KeyCommand] = [] {
        didSet { barsNeedUpdate() }
    }

    /// The size a presented controller wants (centred in the window); `nil` fills the window.
    open var preferredContentSize: Size?

    /// The view to focus when this screen comes up; `nil` focuses the first focusable view.
    open var preferredFocusedView: View? { nil }

    /// The view focused last on this screen: focus returns there when the screen comes back.
    public internal(set) weak var lastFocusedView: View?

    /// Creates a controller; its view loads on first access.
    public override init() {
        super.init()
    }

    /// The root view, loaded (``loadView()`` then ``viewDidLoad()``) on first access.
    public var view: View {
        get {
            if let loadedView { return loadedView }
            loadView()
            let view = loadedView ?? View()
            setView(view)
            viewDidLoad()
            return view
        }
        set { setView(newValue) }
    }

    private func setView(_ view: View) {
        loadedView?.owningViewController = nil
        loadedView = view
        view.owningViewController = self
    }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// The view if loaded, without loading it.
    public var viewIfLoaded: View? { loadedView }

    /// Creates the root view; the default is a plain ``View``. Override to set ``view`` to your own.
    open func loadView() {
        view = View()
    }

    /// Called once after the view loaded.
    open func viewDidLoad() {}
    /// Called before the view comes on screen.
    open func viewWillAppear() {}
    /// Called after the view came on screen.
    open func viewDidAppear() {}
    /// Called before the view leaves the screen.
    open func viewWillDisappear() {}
    /// Called after the view left the screen.
    open func viewDidDisappear() {}

    /// Called before the root view lays out its subviews (after a resize or ``View/setNeedsLayout()``): set
    /// subview frames here or in ``viewDidLayoutSubviews()``.
    open func viewWillLayoutSubviews() {}
    /// Called after the root view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// Called before this controller is added to (or, with `nil`, removed from) a parent.
    open func willMove(toParent parent: ViewController?) {}
    /// Called after this controller was added to (or, with `nil`, removed from) a parent.
    open func didMove(toParent parent: ViewController?) {}

    /// The controller whose key commands and focus apply when this one is on top: itself; a navigation
    /// controller answers its top controller's.
    open var keyboardController: ViewController { self }

    /// The parent, else the presenting controller, else the window (for the root controller).
    open override var next: Responder? { parent ?? presentingViewController ?? loadedView?.superview }

    /// Runs the first key command for `key`, if any.
    open override func handleKey(_ key: Key) -> Bool {
        guard let command = keyCommands.first(where: { $0.key == key }) else { return false }
        command.action()
        return true
    }

    /// Asks the navigation controller to redraw its title and hint line.
    func barsNeedUpdate() {
        navigationController?.updateBars()
    }

    /// The nearest navigation controller up the parent chain.
    public var navigationController: NavigationController? {
        var controller = parent
        while let current = controller {
            if let navigation = current as? NavigationController { return navigation }
            controller = current.parent
        }
        return nil
    }
}
