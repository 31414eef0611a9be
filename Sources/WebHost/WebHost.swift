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
/// - `GET /mvx.js`, `GET /mvx.css`: the ``PageScript`` and the style sheet;
/// - `GET /files/NAME`: a ``WebResource`` the `resources` closure makes, or 404;
/// - `GET /ws?path=PATH` with a WebSocket upgrade from a page of this host (`Origin` is `http://` plus `Host`): the
///   tab's socket; any other upgrade is refused before a tab is made;
/// - any other `GET`: the HTML shell; any other method: 405.
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
        let app = Application(
            router: Self.router(gate: gate, resources: resources),
            server: .http1WebSocketUpgrade(
                configuration: .init(
                    ws: .init(
                        maxFrameSize: configuration.limits.maximumFrameBytes,
                        closeTimeout: configuration.limits.closeTimeout)),
                shouldUpgrade: upgrade(gate: gate, registry: TabRegistry(limit: configuration.limits.maximumTabs))),
            configuration: .init(
                address: .hostname(configuration.host, port: configuration.port), serverName: "mvx-web"),
            onServerRunning: { [configuration, onRunning] channel in
                let port = channel.localAddress?.port ?? configuration.port
                gate.bound(to: port)
                onRunning(port)
            },
            logger: logger)
        try await app.run()
    }

    /// The routes of plain requests.
    private static func router(
        gate: HostGate, resources: @escaping @Sendable (String) async -> WebResource?
    ) -> Router<BasicRequestContext> {
        let router = Router()
        router.middlewares.add(PageGuard(gate: gate))
        router.get("/mvx.js") { _, _ in
            PageGuard<BasicRequestContext>.body(PageScript.source, contentType: "text/javascript; charset=utf-8")
        }
        router.get("/mvx.css") { _, _ in
            PageGuard<BasicRequestContext>.body(PageStyle.css, contentType: "text/css; charset=utf-8")
        }
        router.get("/files/:name") { _, context in
            guard let name = context.parameters.get("name"), let resource = await resources(name) else {
                return PageGuard<BasicRequestContext>.text("No such file here.\n", status: .notFound)
            }
            return PageGuard<BasicRequestContext>.body(resource.text, contentType: resource.contentType)
        }
        router.get("/ws") { _, _ in
            PageGuard<BasicRequestContext>.text(
                "This address is the pages' WebSocket: open a page instead.\n", status: .upgradeRequired)
        }
        let shell: @Sendable (Request, BasicRequestContext) -> Response = { _, _ in
            PageGuard<BasicRequestContext>.body(PageShell.html, contentType: "text/html; charset=utf-8")
        }
        router.get("/", use: shell)
        router.get("**", use: shell)
        return router
    }

    /// Decides a WebSocket upgrade: only `/ws?path=…` from a page of this host; the tab itself is made once the
    /// socket is open.
    private func upgrade(gate: HostGate, registry: TabRegistry)
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
            let socket = TabSocket(path: path, limits: limits, registry: registry, makeTab: makeTab)
            return .upgrade([:]) { inbound, outbound, _ in
                try await socket.serve(inbound: inbound, outbound: outbound)
            }
        }
    }
}
