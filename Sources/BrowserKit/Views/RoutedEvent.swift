/// A named event with a payload, routed up the responder chain until someone handles it — the seed's
/// `routeEvent:userInfo:`: a cell that cannot decide what a tap means routes it, and the scene that hosts it decides.
@MainActor
public struct RoutedEvent {
    /// What happened, such as `"followTapped"`.
    public var name: String
    /// Details, such as `["userID": 3]`.
    public var userInfo: [String: any Sendable]
    /// The responder the event started from (the cell).
    public weak var sender: Responder?
}
