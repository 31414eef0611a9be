#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// What a router's assembly hands back: the module's view, to push, and every part it wired behind it — presenter,
/// interactor, router — so that a leak check can watch them die with the view.
@MainActor
public struct AssembledModule {
    /// The module's view: the controller to push.
    public let view: ViewController
    /// The presenter, the interactor and the router behind the view.
    public let parts: [AnyObject]

    init(view: ViewController, parts: [AnyObject]) {
        self.view = view
        self.parts = parts
    }
}
