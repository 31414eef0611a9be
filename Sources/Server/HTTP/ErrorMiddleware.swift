import Hummingbird
import Logging

/// Answers every error, Hummingbird's own included, as `{"error":{"code","message"}}`.
struct ErrorMiddleware: RouterMiddleware {
    typealias Context = MVXRequestContext

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch {
            let failure = APIFailure(converting: error, request: request, endpointPath: context.endpointPath)
            if failure.status == .serviceUnavailable, failure.code != "injected_fault" {
                // The database away or slow, a busy password checker, a shutdown: said in the answer itself.
                context.logger.warning(
                    "503 \(failure.code) on \(request.method) \(request.uri.path): \(failure.message)")
            } else if failure.status.code >= 500, failure.code != "injected_fault" {
                context.logger.error("Unexpected error on \(request.method) \(request.uri.path): \(error)")
            } else {
                context.logger.debug("\(failure.status.code) \(failure.code) on \(request.method) \(request.uri.path)")
            }
            return failure.response()
        }
    }
}
