/// Where the browser front end listens and how much one tab may ask of it.
public struct WebHostConfiguration: Sendable, Equatable {
    /// The address to bind; loopback unless told otherwise, since the pages act as the signed-in user.
    public var host: String
    /// The port to bind; 0 lets the system pick a free one (tests), read back from ``RunningWebHost/port``.
    public var port: Int
    /// What one tab and all tabs together may use.
    public var limits: WebHostLimits

    /// A configuration for `host:port` with the given limits.
    public init(host: String = "127.0.0.1", port: Int = 8080, limits: WebHostLimits = WebHostLimits()) {
        self.host = host
        self.port = port
        self.limits = limits
    }
}
