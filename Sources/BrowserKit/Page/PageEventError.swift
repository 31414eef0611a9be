/// Why a frame from the page was refused. The host closes that tab's socket with ``closeCode`` and the reason.
public enum PageEventError: Error, Equatable, Sendable {
    /// The frame is not JSON, or not an object of the protocol's shape.
    case malformed(String)
    /// The frame names an event kind the protocol does not have.
    case unknownEvent(String)

    /// The WebSocket close code the host answers with: 4400, the page sent something it must not.
    public var closeCode: UInt16 { 4400 }

    /// What went wrong and what to do, short enough for a close frame's reason (≤ 123 bytes).
    public var reason: String {
        switch self {
        case .malformed(let detail): "malformed event: \(detail.prefix(60)); reload the page"
        case .unknownEvent(let name): "unknown event \(name.prefix(40)); reload the page"
        }
    }
}
