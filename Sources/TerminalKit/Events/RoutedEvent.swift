/// A named event with a payload, routed up the responder chain until someone handles it — the seed's
/// `routeEvent:userInfo:`.
///
/// A cell that cannot decide what a tap means (follow? unfollow? ask first?) routes an event; whichever view
/// controller hosts it handles it in ``Responder/handleRoutedEvent(_:)``.
@MainActor
public struct RoutedEvent {
    /// What happened, such as `"followTapped"`.
    public var name: String
    /// Details, such as `["userID": 3]`.
    public var userInfo: [String: any Sendable]
    /// The responder that started the routing, if it said.
    public var sender: Responder?

    /// Creates an event.
    public init(name: String, userInfo: [String: any Sendable] = [:], sender: Responder? = nil) {
        self.name = name
        self.userInfo = userInfo
        self.sender = sender
    }
}
