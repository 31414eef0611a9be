import Hummingbird

/// Delays every answer by the configured latency and applies the fault rules of the matched route.
///
/// It runs after routing, so `context.endpointPath` holds the matched template.
struct FaultMiddleware: RouterMiddleware {
    typealias Context = MVXRequestContext

    let latency: Duration
    let board: FaultBoard?

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        if latency > .zero {
            try await Task.sleep(for: latency)
        }
        guard let board, let route = APIRoute.matched(method: request.method, endpointPath: context.endpointPath),
            let fault = await board.take(for: route)
        else {
            return try await next(request, context)
        }
        if fault.isHeld {
            await board.hold()
        }
        if fault.delay > .zero {
            try await Task.sleep(for: fault.delay)
        }
        if let status = fault.status {
            throw APIFailure(
                status: HTTPResponse.Status(code: status), code: "injected_fault",
                message: "Injected fault on \(route.rawValue): answering \(status) as asked by POST /_faults.")
        }
        return try await next(request, context)
    }
}
