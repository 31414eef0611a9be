import Hummingbird

extension Router where Context == MVXRequestContext {
    /// Registers `handler` for an API route, at the method and path its template names.
    @discardableResult
    func on(
        _ route: APIRoute,
        use handler: @escaping @Sendable (Request, MVXRequestContext) async throws -> some ResponseGenerator
    ) -> Self {
        on(RouterPath(route.routerPath), method: route.method, use: handler)
    }
}
