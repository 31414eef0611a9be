import Hummingbird
import Model

extension APIHandlers {
    func addUserRoutes(to router: Router<MVXRequestContext>) {
        router.on(.login) { request, context in
            let body = try await context.decodeBody(
                LoginRequest.self, from: request, example: #"{"username":"alice","password":"mvx-demo"}"#)
            try ControlCharacters.reject(in: body.username, field: "username")
            try ControlCharacters.reject(in: body.password, field: "password")
            return JSONAnswer(try await auth.sessions.login(body, client: context.clientAddress))
        }
        router.on(.logout) { request, _ in
            guard let token = try auth.token(of: request), try await auth.sessions.logout(token: token) else {
                throw APIFailure.unauthorized("There is no session to end: send the token of a live login.")
            }
            return Response(status: .noContent)
        }
        router.on(.users) { request, _ in
            let query = try UserNameQuery.parse(request.uri.queryParameters["query"].map(String.init))
            return JSONAnswer(try await storage.users.all(viewer: auth.optionalViewer(of: request), matching: query))
        }
        router.on(.user) { request, context in
            JSONAnswer(try await storage.users.user(id: context.id(), viewer: auth.optionalViewer(of: request)))
        }
        router.on(.following) { request, context in
            JSONAnswer(try await storage.users.following(of: context.id(), viewer: auth.optionalViewer(of: request)))
        }
        router.on(.follow) { request, context in
            JSONAnswer(try await storage.users.setFollowing(true, id: context.id(), viewer: auth.viewer(of: request)))
        }
        router.on(.unfollow) { request, context in
            JSONAnswer(try await storage.users.setFollowing(false, id: context.id(), viewer: auth.viewer(of: request)))
        }
    }
}
