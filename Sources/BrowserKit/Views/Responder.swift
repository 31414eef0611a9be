/// Anything that can receive keys and routed events: views and view controllers. The chain runs view → superview →
/// … → the view controller whose view it is → its parent (a navigation controller) or the controller that
/// presented it.
@MainActor
open class Responder {
    /// Creates a responder.
    public init() {}

    /// The next responder in the chain, or `nil` at its end.
    open var next: Responder? { nil }

    /// Handles a key (a DOM key name); answers `true` if it did. The default answers `false`.
    open func handleKey(_ key: String) -> Bool { false }

    /// Handles a routed event; answers `true` if it did (routing stops). The default answers `false`.
    open func handleRoutedEvent(_ event: RoutedEvent) -> Bool { false }

    /// Offers `key` to this responder, then to each next one, until one handles it; answers whether one did.
    @discardableResult
    public func sendKey(_ key: String) -> Bool {
        var responder: Responder? = self
        while let current = responder {
            if current.handleKey(key) { return true }
            responder = current.next
        }
        return false
    }

    /// Routes an event named `name` with `userInfo` up the chain from here until a responder handles it; answers
    /// whether one did. An event nobody handles is dropped.
    @discardableResult
    public func routeEvent(name: String, userInfo: [String: any Sendable] = [:]) -> Bool {
        let event = RoutedEvent(name: name, userInfo: userInfo, sender: self)
        var responder: Responder? = self
        while let current = responder {
            if current.handleRoutedEvent(event) { return true }
            responder = current.next
        }
        return false
    }
}
