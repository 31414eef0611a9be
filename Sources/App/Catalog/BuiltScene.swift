import TerminalKit

/// What a catalog factory builds: the controller to push, and the objects that must die with it — the presenter,
/// the view model, the business model — so that a leak check can watch them all.
@MainActor
public struct BuiltScene {
    public let controller: ViewController
    public let collaborators: [AnyObject]

    public init(_ controller: ViewController, owning collaborators: AnyObject...) {
        self.controller = controller
        self.collaborators = collaborators
    }
}
