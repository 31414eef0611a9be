import WebHost

/// A real host on 127.0.0.1 with an ephemeral port, serving fake tabs.
@MainActor
final class HostFixture {
    let tabs: FakeTabs
    let host: RunningWebHost

    /// Starts a host with these limits, also served as `publicHosts`, whose tabs send `framesOnStart` patches after
    /// their mount, serving `documentation` at `/docs`.
    init(
        limits: WebHostLimits = WebHostLimits(), framesOnStart: Int = 0, publicHosts: [String] = [],
        documentation: String? = nil
    ) async throws {
        let tabs = FakeTabs(framesOnStart: framesOnStart)
        self.tabs = tabs
        let configuration = WebHostConfiguration(
            host: "127.0.0.1", port: 0, limits: limits, publicHosts: publicHosts, documentationFolder: documentation)
        host = try await WebHost.start(configuration) { path in tabs.make(path) }
    }

    var port: Int { host.port }
    /// The `Host` header a browser sends for this host.
    var hostHeader: String { "127.0.0.1:\(port)" }

    /// Opens a tab as a page of this host does (its own `Host` and `Origin`), claiming the tab `claim` names.
    func openTab(_ path: String, claim: String? = nil) async throws -> TestTab {
        guard
            let tab = try await TestTab.open(
                port: port, path: path, host: hostHeader, origin: "http://\(hostHeader)", claim: claim)
        else { throw TimedOut(what: "the upgrade of \(path) (refused)") }
        return tab
    }

    /// A GET of `path` as a browser opening it by address sends it (`Sec-Fetch-Mode: navigate`), from `site`.
    func navigate(to path: String, site: String = "none") async throws -> HTTPProbe.Answer {
        try await HTTPProbe.request(
            port: port, path: path, host: hostHeader,
            headers: [("Sec-Fetch-Mode", "navigate"), ("Sec-Fetch-Site", site), ("Sec-Fetch-Dest", "document")])
    }

    /// A plain GET of `path` naming this host.
    func get(_ path: String) async throws -> HTTPProbe.Answer {
        try await HTTPProbe.request(port: port, path: path, host: hostHeader)
    }

    func stop() async {
        await host.stop()
    }
}

/// Runs `body` against a fresh host and stops the host afterwards, whether `body` passed or not.
@MainActor
func withHost(
    limits: WebHostLimits = WebHostLimits(), framesOnStart: Int = 0, publicHosts: [String] = [],
    documentation: String? = nil, _ body: @MainActor (HostFixture) async throws -> Void
) async throws {
    let fixture = try await HostFixture(
        limits: limits, framesOnStart: framesOnStart, publicHosts: publicHosts, documentation: documentation)
    do {
        try await body(fixture)
    } catch {
        await fixture.stop()
        throw error
    }
    await fixture.stop()
}
