import Synchronization

/// Which `Host` and `Origin` headers the host answers to, once it knows the port it is bound to.
///
/// A page on another site can make the browser send requests here, and a DNS-rebinding attack can even make them
/// look same-origin to the browser; neither can forge the `Host` header, which then names the attacker's domain.
/// So every request must name this host by one of its loopback names (or the configured host), and a WebSocket
/// upgrade must also come from a page this host served (`Origin` is `http://` plus that `Host`).
final class HostGate: Sendable {
    private let configuredHost: String
    private let publicHosts: [String]
    private let port = Mutex<Int?>(nil)

    /// A gate for a host bound to `configuredHost` and also served as `publicHosts` (`name:port`, behind a proxy);
    /// it admits nothing until ``bound(to:)``.
    init(configuredHost: String, publicHosts: [String] = []) {
        self.configuredHost = configuredHost.lowercased()
        self.publicHosts = publicHosts.map { $0.lowercased() }
    }

    /// Records the port actually bound.
    func bound(to port: Int) {
        self.port.withLock { $0 = port }
    }

    /// The `Host` values admitted: `127.0.0.1:PORT`, `localhost:PORT`, `[::1]:PORT`, the configured host's, and
    /// the public hosts.
    var allowedHosts: [String] {
        guard let port = port.withLock({ $0 }) else { return [] }
        var names = ["127.0.0.1", "localhost", "[::1]"]
        let configured = configuredHost.contains(":") ? "[\(configuredHost)]" : configuredHost
        if !names.contains(configured) { names.append(configured) }
        return names.map { "\($0):\(port)" } + publicHosts
    }

    /// Whether a request with this `Host` header (an HTTP/1.1 request's authority) is for this host.
    func admits(host: String?) -> Bool {
        guard let host else { return false }
        return allowedHosts.contains(host.lowercased())
    }

    /// Whether a WebSocket upgrade with these headers comes from a page this host served.
    func admitsSocket(host: String?, origin: String?) -> Bool {
        guard admits(host: host), let host, let origin else { return false }
        return origin.lowercased() == "http://\(host.lowercased())"
    }

    /// What a refused request is told: which addresses work.
    var refusal: String {
        let hosts = allowedHosts.map { "http://\($0)/" }.joined(separator: " or ")
        return "This server answers only to its own address: open \(hosts).\n"
    }
}
