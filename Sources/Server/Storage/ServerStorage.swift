import GRDB

/// Every storage area the handlers use, each behind its protocol: the one thing that differs between a server on
/// SQLite and one on another database.
struct ServerStorage: Sendable {
    /// Users and the follow graph.
    let users: any UserStorage
    /// Password hashes and sessions.
    let sessions: any SessionStorage
    /// Blogs, likes and shares.
    let blogs: any BlogStorage
    /// Drafts and the trash.
    let drafts: any DraftStorage
    /// The news feed.
    let news: any NewsStorage
    /// The counter sets.
    let counters: any CounterStorage
    /// Voice messages.
    let voices: any VoiceStorage
    /// Failed-login counts.
    let loginAttempts: any LoginAttemptStorage

    /// The embedded default: every area on one SQLite pool, failed logins counted in this process's memory.
    static func grdb(_ database: SQLiteDatabase, loginLimits: LoginLimits) -> ServerStorage {
        ServerStorage(
            users: UserStore(database: database), sessions: SessionStore(database: database),
            blogs: BlogStore(database: database), drafts: DraftStore(database: database),
            news: NewsStore(database: database), counters: CounterStore(database: database),
            voices: VoiceStore(database: database), loginAttempts: LoginThrottle(limits: loginLimits))
    }
}
