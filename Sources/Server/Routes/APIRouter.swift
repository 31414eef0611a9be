import Foundation
import Hummingbird
import Logging

/// Builds the router: error answers outermost, then request logging, the Host check, latency and faults, then the
/// API routes.
enum APIRouter {
    static func make(storage: ServerStorage, configuration: ServerConfiguration) -> Router<MVXRequestContext> {
        let router = Router(context: MVXRequestContext.self, options: .autoGenerateHeadEndpoints)
        // Middleware applies to the routes added after it, and to the not-found answer.
        router.add(middleware: ErrorMiddleware())
        // One line per request, at debug level only (`mvx serve --log-level debug`): the hot path stays quiet at info.
        router.add(middleware: LogRequestsMiddleware(.debug))
        if let hosts = configuration.allowedHosts {
            let names = hosts.union([configuration.host]).map { $0.lowercased().trimmingCharacters(in: ["[", "]"]) }
            router.add(middleware: HostCheckMiddleware(allowed: Set(names)))
        }
        let board = configuration.faultsEnabled ? FaultBoard() : nil
        router.add(middleware: FaultMiddleware(latency: configuration.latency, board: board))
        APIHandlers(storage: storage, configuration: configuration).register(on: router)
        if let board {
            FaultRoutes(board: board).register(on: router)
        }
        return router
    }
}
