import Foundation
import Model

/// Everything a scene may be built from: the services, who is looking, and the injected sources of chance and time.
public struct AppEnvironment: Sendable {
    public var services: ServiceContainer
    /// The logged-in user (`--user`, default `alice`).
    public var viewer: User
    public var randomSource: any RandomSource
    /// The zone dates are shown in.
    public var timeZone: TimeZone
    /// The requests in flight, shared with the client behind ``services``: the headless `wait` reads it.
    public var networkActivity: NetworkActivity

    public init(
        services: ServiceContainer, viewer: User, randomSource: any RandomSource = SystemRandomSource(),
        timeZone: TimeZone = .current, networkActivity: NetworkActivity
    ) {
        self.services = services
        self.viewer = viewer
        self.randomSource = randomSource
        self.timeZone = timeZone
        self.networkActivity = networkActivity
    }
}
