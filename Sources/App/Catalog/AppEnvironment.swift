import Foundation
import LiveServices
import Model

/// Everything a scene may be built from: the services, the server and who is signed in to it, and the injected
/// sources of chance and time.
public struct AppEnvironment: Sendable {
    public var services: ServiceContainer
    /// The server the services talk to.
    public var serverURL: URL
    /// The signed-in viewer (`--user`, default `alice`) and their token.
    public var session: Session
    public var randomSource: any RandomSource
    /// The clock Model code runs on (a voice plays by it): the wall clock live, a ``VirtualClock`` headless.
    public var clock: any Clock<Duration>
    /// The zone dates are shown in.
    public var timeZone: TimeZone
    /// The requests in flight, shared with the client behind ``services``.
    public var networkActivity: NetworkActivity

    public init(
        services: ServiceContainer, serverURL: URL, session: Session,
        randomSource: any RandomSource = SystemRandomSource(),
        clock: any Clock<Duration> = ContinuousClock(), timeZone: TimeZone = .current, networkActivity: NetworkActivity
    ) {
        self.services = services
        self.serverURL = serverURL
        self.session = session
        self.randomSource = randomSource
        self.clock = clock
        self.timeZone = timeZone
        self.networkActivity = networkActivity
    }

    /// The signed-in user.
    public var viewer: User { session.viewer }
}
