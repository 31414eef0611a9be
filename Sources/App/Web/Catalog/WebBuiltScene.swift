import BrowserKit

/// What a browser catalog factory builds: the controller to push, and the objects that must die with it — the
/// presenter, the view model, the business model, the store — so that a leak check can watch them all.
@MainActor
public struct WebBuiltScene {
    /// The scene's controller, pushed on the tab's navigation stack.
    public let controller: ViewController
    /// The objects behind it.
    public let collaborators: [AnyObject]

    /// A scene of `controller` and the objects behind it.
    public init(_ controller: ViewController, owning collaborators: AnyObject...) {
        self.controller = controller
        self.collaborators = collaborators
    }
}
