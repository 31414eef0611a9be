/// Where the browser front end listens and how much one tab may ask of it.
public struct WebHostConfiguration: Sendable, Equatable {
    /// The address to bind; loopback unless told otherwise, since the pages act as the signed-in user.
    public var host: String
    /// The port to bind; 0 lets the system pick a free one (tests), read back from ``RunningWebHost/port``.
    public var port: Int
    /// What one tab and all tabs together may use.
    public var limits: WebHostLimits
    /// `Host` values (`name:port`) the pages are also served under, as a proxy in front names them; empty unless
    /// told, since each one admitted is an address whose pages may drive the tabs.
    public var publicHosts: [String]
    /// The folder of built documentation served at `/docs` (what `Docs/build` makes); nil serves a page that says
    /// how to build it.
    public var documentationFolder: String?

    /// A configuration for `host:port` with the given limits, also answering to `publicHosts`.
    public init(
        host: String = "127.0.0.1", port: Int = 8080, limits: WebHostLimits = WebHostLimits(),
        publicHosts: [String] = [], documentationFolder: String? = nil
    ) {
        self.host = host
        self.port = port
        self.limits = limits
        self.publicHosts = publicHosts
        self.documentationFolder = documentationFolder
    }
}
