import GRDB
import Hummingbird

/// The handlers of every endpoint, over the stores of one database.
///
/// Each `Type+Area.swift` extension registers one area's routes; handlers parse the request,
/// check the viewer and call a store, which does the SQL in one transaction.
struct APIHandlers: Sendable {
    let auth: Authenticator
    let users: UserStore
    let blogs: BlogStore
    let drafts: DraftStore
    let news: NewsStore
    let counters: CounterStore
    let voices: VoiceStore

    init(database: DatabasePool, configuration: ServerConfiguration) {
        let sessions = SessionStore(
            database: database,
            hasher: PasswordHasher(cost: configuration.bcryptCost, yields: configuration.passwordChecksYield),
            throttle: LoginThrottle(limits: configuration.loginLimits), lifetime: configuration.sessionLifetime)
        self.auth = Authenticator(sessions: sessions)
        self.users = UserStore(database: database)
        self.blogs = BlogStore(database: database)
        self.drafts = DraftStore(database: database)
        self.news = NewsStore(database: database)
        self.counters = CounterStore(database: database)
        self.voices = VoiceStore(database: database)
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
