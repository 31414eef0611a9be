/// Anything that can receive keys and routed events: views, view controllers, the application.
///
/// The chain runs view → superview → … → the view controller that owns the root view → its parent (a navigation
/// controller, say) or the controller that presented it → … → the window → the ``Application``.
@MainActor
open class Responder {
    /// Creates a responder.
    public init() {}

    /// The next responder in the chain, or `nil` at its end.
    open var next: Responder? { nil }

    /// Handles a key; answers `true` if it did (the key then goes no further). The default answers `false`.
    open func handleKey(_ key: Key) -> Bool { false }

    /// Handles a routed event; answers `true` if it did (routing stops). The default answers `false`.
    open func handleRoutedEvent(_ event: RoutedEvent) -> Bool { false }

    /// Offers `event` to this responder, then to each next one, until one handles it; answers whether one did.
    @discardableResult
    public func route(_ event: RoutedEvent) -> Bool {
        var responder: Responder? = self
        while let current = responder {
            if current.handleRoutedEvent(event) { return true }
            responder = current.next
        }
        return false
    }

    /// Routes an event named `name` with `userInfo`, starting here (see ``route(_:)``); answers whether it was handled.
    @discardableResult
    public func routeEvent(name: String, userInfo: [String: any Sendable] = [:]) -> Bool {
        route(RoutedEvent(name: name, userInfo: userInfo, sender: self))
    }

    /// Offers `key` to this responder, then to each next one, until one handles it; answers whether one did.
    @discardableResult
    public func sendKey(_ key: Key) -> Bool {
        var responder: Responder? = self
        while let current = responder {
            if current.handleKey(key) { return true }
            responder = current.next
        }
        return false
    }

    /// The responders from this one to the end of the chain (handy for debugging and tests).
    public var responderChain: [Responder] {
        var chain: [Responder] = []
        var responder: Responder? = self
        while let current = responder {
            chain.append(current)
            responder = current.next
        }
        return chain
    }
}
