import Hummingbird

/// The handlers of every endpoint, over the storage protocols of one database.
///
/// Each `Type+Area.swift` extension registers one area's routes; handlers parse the request,
/// check the viewer and call a storage protocol, whose implementation does the SQL in one transaction.
struct APIHandlers: Sendable {
    let auth: Authenticator
    let storage: ServerStorage

    init(storage: ServerStorage, configuration: ServerConfiguration) {
        let sessions = LoginService(
            storage: storage.sessions, attempts: storage.loginAttempts,
            hasher: PasswordHasher(cost: configuration.bcryptCost, yields: configuration.passwordChecksYield),
            lifetime: configuration.sessionLifetime)
        self.auth = Authenticator(sessions: sessions)
        self.storage = storage
    }

    /// Registers every API route on `router`.
    func register(on router: Router<MVXRequestContext>) {
        addUserRoutes(to: router)
        addBlogRoutes(to: router)
        addDraftRoutes(to: router)
        addNewsRoutes(to: router)
        addCounterRoutes(to: router)
        addVoiceRoutes(to: router)
        router.on(.openAPI) { _, _ in
            Response(
                status: .ok, headers: [.contentType: "application/yaml; charset=utf-8"],
                body: .init(byteBuffer: ByteBuffer(string: OpenAPIDocument.yaml)))
        }
    }
}
