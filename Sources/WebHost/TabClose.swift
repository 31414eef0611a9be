import BrowserKit

/// Why the host closed a tab's socket: the WebSocket close code and the reason the page shows.
///
/// An event larger than ``WebHostLimits/maximumFrameBytes`` is refused by the WebSocket layer itself, with 1009
/// and no reason. The page script gives up (shows the reason, no reconnect) on 1009, 4400, 4404, 4408 and 4429, where reconnecting
/// would only meet the same refusal; on any other code it shows `Reconnecting…` and reconnects.
public struct TabClose: Sendable, Equatable {
    /// The WebSocket close code.
    public let code: UInt16
    /// What went wrong and what to do, at most 123 bytes (a close frame's limit).
    public let reason: String

    /// A close with this code and reason.
    public init(code: UInt16, reason: String) {
        self.code = code
        self.reason = reason
    }

    /// The page sent an event the protocol does not have: its ``PageEventError/closeCode`` (4400) and reason.
    public init(_ error: PageEventError) {
        self.init(code: error.closeCode, reason: error.reason)
    }

    /// 4404: the page's path names no scene.
    public static let noSuchPage = TabClose(code: 4404, reason: "no such page")
    /// 4408: a newer tab needed the place of this one, the longest idle.
    public static let tooManyTabs = TabClose(code: 4408, reason: "closed: too many tabs open; reload to reopen")
    /// 4429: the page sent events faster than the limit.
    public static let tooManyEvents = TabClose(code: 4429, reason: "too many events; slow down")
    /// 4400: a binary frame, which no event is.
    public static let binaryFrame = TabClose(code: 4400, reason: "binary frames are not events; reload the page")
    /// 4503: the page did not read its frames fast enough; it reconnects and is drawn afresh.
    public static let fellBehind = TabClose(code: 4503, reason: "the page fell behind; reconnecting")
    /// 1001: the host is stopping; the page reconnects when it is back.
    public static let stopping = TabClose(code: 1001, reason: "the server is stopping; reconnecting")
}
