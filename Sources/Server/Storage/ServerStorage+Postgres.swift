extension ServerStorage {
    /// Every area in one PostgreSQL database, failed logins included, so that instances on it share them all.
    static func postgres(_ database: PostgresBackend, loginLimits: LoginLimits) -> ServerStorage {
        ServerStorage(
            users: PostgresUserStore(database: database), sessions: PostgresSessionStore(database: database),
            blogs: PostgresBlogStore(database: database), drafts: PostgresDraftStore(database: database),
            news: PostgresNewsStore(database: database), counters: PostgresCounterStore(database: database),
            voices: PostgresVoiceStore(database: database),
            loginAttempts: PostgresLoginAttempts(database: database, limits: loginLimits))
    }
}
