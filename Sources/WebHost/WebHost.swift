import BrowserKit
import HTTPTypes
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import ServiceLifecycle

/// The browser front end's server: the page shell on every page path, its script and style sheet, and one
/// WebSocket per tab, each talking to the `TabSession` that `makeTab` made for the page's path.
///
/// Run it as a `Service` in a `ServiceGroup` beside the API server (``run()``), or start it in the background with
/// ``start(_:logger:makeTab:)``. Routes:
/// - `GET /mvx.js`, `GET /mvx.css`: the ``PageScript`` and the style sheet, kept by the browser for a year when
///   asked for by the version the shell links (`?v=HASH`);
/// - `GET /files/NAME`: a ``WebResource`` the `resources` closure makes, or 404;
/// - `GET /docs/…`: the built documentation (``WebHostConfiguration/documentationFolder``), or how to build it;
/// - `GET /ws?path=PATH[&claim=TOKEN]` with a WebSocket upgrade from a page of this host (`Origin` is `http://` plus
///   `Host`): the tab's socket — the tab the page's first response drew when it names its token, a new one
///   otherwise; any other upgrade is refused before a tab is made;
/// - any other `GET`: the HTML shell, drawn with the tab's first screen when a browser opens it by address
///   (``PreparedTabs``); any other method: 405.
/// Every request must name this host in `Host` (`127.0.0.1:PORT`, `localhost:PORT`, `[::1]:PORT` or the configured
/// host): anything else is answered 421, which defeats DNS rebinding.
public struct WebHost: Service {
    /// Where it listens and its limits.
    public let configuration: WebHostConfiguration
    private let logger: Logger
    private let makeTab: @MainActor @Sendable (String) -> (any TabSession)?
    private let onRunning: @Sendable (Int) -> Void
    private let resources: @Sendable (String) async -> WebResource?

    /// A host that makes each tab's session with `makeTab` (given the page's path and query, such as
    /// `/mvp/counter?row=3`; nil when there is no such page), serves `/files/NAME` with what `resources` makes of
    /// `NAME` (nil: 404), and tells `onRunning` the port it bound.
    public init(
        configuration: WebHostConfiguration = WebHostConfiguration(), logger: Logger = Logger(label: "mvx.web"),
        makeTab: @escaping @MainActor @Sendable (String) -> (any TabSession)?,
        resources: @escaping @Sendable (String) async -> WebResource? = { _ in nil },
        onRunning: @escaping @Sendable (Int) -> Void = { _ in }
    ) {
        self.configuration = configuration
        self.logger = logger
        self.makeTab = makeTab
        self.resources = resources
        self.onRunning = onRunning
    }

    /// Serves until the service group shuts down gracefully (open tabs are told 1001 and reconnect later).
    public func run() async throws {
        let gate = HostGate(configuredHost: configuration.host, publicHosts: configuration.publicHosts)
        let prepared = await MainActor.run { [limits = configuration.limits] in PreparedTabs(limits: limits) }
        let app = Application(
            router: Self.router(
                gate: gate, documentation: configuration.documentationFolder, resources: resources, makeTab: makeTab,
                prepared: prepared),
            server: .http1WebSocketUpgrade(
                configuration: .init(
                    ws: .init(
                        maxFrameSize: configuration.limits.maximumFrameBytes,
                        closeTimeout: configuration.limits.closeTimeout)),
                shouldUpgrade: upgrade(
                    gate: gate, registry: TabRegistry(limit: configuration.limits.maximumTabs), prepared: prepared)),
            configuration: .init(
                address: .hostname(configuration.host, port: configuration.port), serverName: "mvx-web"),
            onServerRunning: { [configuration, onRunning] channel in
                let port = channel.localAddress?.port ?? configuration.port
                gate.bound(to: port)
                onRunning(port)
            },
            logger: logger)
        do {
            try await app.run()
        } catch {
            await prepared.closeAll()
            throw error
        }
        await prepared.closeAll()
    }

    /// The routes of plain requests.
    private static func router(
        gate: HostGate, documentation: String?, resources: @escaping @Sendable (String) async -> WebResource?,
        makeTab: @escaping @MainActor @Sendable (String) -> (any TabSession)?, prepared: PreparedTabs
    ) -> Router<BasicRequestContext> {
        let router = Router()
        router.middlewares.add(PageGuard(gate: gate))
        for asset in [PageAsset.script, PageAsset.style] {
            router.get(RouterPath(asset.path)) { request, _ in asset.response(to: request) }
        }
        router.get("/files/:name") { _, context in
            guard let name = context.parameters.get("name"), let resource = await resources(name) else {
                return PageGuard<BasicRequestContext>.text("No such file here.\n", status: .notFound)
            }
            return PageGuard<BasicRequestContext>.body(resource.text, contentType: resource.contentType)
        }
        DocumentationSite.add(to: router, folder: documentation)
        router.get("/ws") { _, _ in
            PageGuard<BasicRequestContext>.text(
                "This address is the pages' WebSocket: open a page instead.\n", status: .upgradeRequired)
        }
        let shell: @Sendable (Request, BasicRequestContext) async -> Response = { request, _ in
            let html = "text/html; charset=utf-8"
            guard Self.isNavigation(request.headers) else {
                return PageGuard<BasicRequestContext>.body(PageShell.html, contentType: html)
            }
            // The head goes at once; the rest once the tab has its first screen.
            let path = request.uri.path + (request.uri.query.flatMap { $0.isEmpty ? nil : "?" + $0 } ?? "")
            let body = ResponseBody { writer in
                try await writer.write(ByteBuffer(string: PageShell.head))
                let first = await Self.prepare(path, makeTab: makeTab, prepared: prepared)
                try await writer.write(ByteBuffer(string: PageShell.body(first: first)))
                try await writer.finish(nil)
            }
            // The first screen is the signed-in user's, with a one-time token: not kept for back and forward.
            return Response(
                status: .ok, headers: [.contentType: html, .cacheControl: "private, no-store"], body: body)
        }
        router.get("/", use: shell)
        router.get("**", use: shell)
        return router
    }

    /// Whether a request is a browser opening a page by address, a bookmark, a reload or a link of this host's own
    /// pages (`Sec-Fetch-Mode: navigate`, `Sec-Fetch-Site: none` or `same-origin`), not a prefetch or prerender
    /// (`Sec-Purpose`, `Purpose`): only those get a first screen drawn, since making a tab runs the scene. Another
    /// site's page, a script, a plain client or a page the person has not opened gets the shell.
    static func isNavigation(_ headers: HTTPFields) -> Bool {
        guard let mode = HTTPField.Name("Sec-Fetch-Mode"), let site = HTTPField.Name("Sec-Fetch-Site"),
            let secPurpose = HTTPField.Name("Sec-Purpose"), let purpose = HTTPField.Name("Purpose")
        else { return false }
        let ahead = [secPurpose, purpose].contains { headers[$0]?.lowercased().contains("prefetch") == true }
        return headers[mode] == "navigate" && ["none", "same-origin"].contains(headers[site] ?? "") && !ahead
    }

    /// Makes the tab of `path` and waits for its first screen; keeps the tab for its socket to claim.
    @MainActor
    private static func prepare(
        _ path: String, makeTab: @MainActor @Sendable (String) -> (any TabSession)?, prepared: PreparedTabs
    ) async -> PageShell.FirstScreen? {
        guard let tab = makeTab(path) else { return nil }
        guard let (html, title) = await tab.firstScreen() else {
            tab.close()
            return nil
        }
        return PageShell.FirstScreen(html: html, title: title, token: prepared.keep(tab, for: path))
    }

    /// Decides a WebSocket upgrade: only `/ws?path=…` from a page of this host; the tab itself is made once the
    /// socket is open.
    private func upgrade(gate: HostGate, registry: TabRegistry, prepared: PreparedTabs)
        -> @Sendable (HTTPRequest, any Channel, Logger) throws
        -> ShouldUpgradeResult<WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context>>
    {
        { [limits = configuration.limits, makeTab] request, _, logger in
            guard gate.admitsSocket(host: request.authority, origin: request.headerFields[.origin]) else {
                logger.notice(
                    "WebSocket upgrade refused: foreign Host or Origin",
                    metadata: [
                        "host": "\(request.authority ?? "-")", "origin": "\(request.headerFields[.origin] ?? "-")",
                    ])
                return .dontUpgrade
            }
            let uri = URI(request.path ?? "")
            guard uri.path == "/ws", let path = uri.queryParameters["path"].map(String.init), path.hasPrefix("/")
            else { return .dontUpgrade }
            let claim = uri.queryParameters["claim"].map(String.init)
            let socket = TabSocket(
                path: path, claim: claim, limits: limits, registry: registry, prepared: prepared, makeTab: makeTab)
            return .upgrade([:]) { inbound, outbound, _ in
                try await socket.serve(inbound: inbound, outbound: outbound)
            }
        }
    }
}
