import Hummingbird
import ServiceLifecycle

/// Delays every answer by the configured latency and applies the fault rules of the matched route.
///
/// It runs after routing, so `context.endpointPath` holds the matched template. A shutdown ends every delay at once:
/// the request is answered and the server stops without waiting out a minute of latency.
struct FaultMiddleware: RouterMiddleware {
    typealias Context = MVXRequestContext

    let latency: Duration
    let board: FaultBoard?

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        await Self.pause(for: latency)
        guard let board, let route = APIRoute.matched(method: request.method, endpointPath: context.endpointPath),
            let fault = await board.take(for: route)
        else {
            return try await next(request, context)
        }
        if fault.isHeld {
            await board.hold()
        }
        await Self.pause(for: fault.delay)
        if let broken = fault.broken {
            return BrokenAnswerResponse.make(broken)
        }
        if let status = fault.status {
            throw APIFailure(
                status: HTTPResponse.Status(code: status), code: "injected_fault",
                message: "Injected fault on \(route.rawValue): answering \(status) as asked by POST /_faults.")
        }
        return try await next(request, context)
    }

    /// Waits `duration`, or less if the server begins shutting down (or the request is cancelled).
    private static func pause(for duration: Duration) async {
        guard duration > .zero else { return }
        try? await cancelWhenGracefulShutdown { try await Task.sleep(for: duration) }
    }
}
