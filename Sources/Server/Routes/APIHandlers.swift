import Hummingbird

/// The handlers of every endpoint, over the storage protocols of one database.
///
/// Each `Type+Area.swift` extension registers one area's routes; handlers parse the request,
/// check the viewer and call a storage protocol, whose implementation does the SQL in one transaction.
struct APIHandlers: Sendable {
    let auth: Authenticator
    let users: any UserStorage
    let blogs: any BlogStorage
    let drafts: any DraftStorage
    let news: any NewsStorage
    let counters: any CounterStorage
    let voices: any VoiceStorage

    init(storage: ServerStorage, configuration: ServerConfiguration) {
        let sessions = LoginService(
            storage: storage.sessions, attempts: storage.loginAttempts,
            hasher: PasswordHasher(cost: configuration.bcryptCost, yields: configuration.passwordChecksYield),
            lifetime: configuration.sessionLifetime)
        self.auth = Authenticator(sessions: sessions)
        self.users = storage.users
        self.blogs = storage.blogs
        self.drafts = storage.drafts
        self.news = storage.news
        self.counters = storage.counters
        self.voices = storage.voices
    }

    /// Registers every API route on `router`.
    func register(on router: Router<MVXRequestContext>) {
        addUserRoutes(to: router)
        addBlogRoutes(to: router)
        addDraftRoutes(to: router)
        addNewsRoutes(to: router)
        addCounterRoutes(to: router)
        addVoiceRoutes(to: router)
    }
}
