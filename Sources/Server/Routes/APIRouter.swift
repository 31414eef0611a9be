import GRDB
import Hummingbird

/// Builds the router: error answers outermost, then latency and faults, then the API routes.
enum APIRouter {
    static func make(database: DatabasePool, configuration: ServerConfiguration) -> Router<MVXRequestContext> {
        let router = Router(context: MVXRequestContext.self)
        // Middleware applies to the routes added after it, and to the not-found answer.
        router.add(middleware: ErrorMiddleware())
        let board = configuration.faultsEnabled ? FaultBoard() : nil
        router.add(middleware: FaultMiddleware(latency: configuration.latency, board: board))
        APIHandlers(database: database).register(on: router)
        if let board {
            FaultRoutes(board: board).register(on: router)
        }
        return router
    }
}
