#if PostgreSQL
    extension ServerStorage {
        /// Every area in one PostgreSQL database, failed logins included, so that instances on it share them all.
        ///
        /// Each area queries through a lane of its own, `laneWidth` calls wide, so that one stuck table leaves the other
        /// areas connections to work with.
        static func postgres(_ database: PostgresBackend, loginLimits: LoginLimits, laneWidth: Int = 8) -> ServerStorage
        {
            func area(_ name: String) -> PostgresBackend { database.inLane(name, width: laneWidth) }
            return ServerStorage(
                users: PostgresUserStore(database: area("users")),
                sessions: PostgresSessionStore(database: area("sessions")),
                blogs: PostgresBlogStore(database: area("blogs")), drafts: PostgresDraftStore(database: area("drafts")),
                news: PostgresNewsStore(database: area("news")),
                counters: PostgresCounterStore(database: area("counters")),
                voices: PostgresVoiceStore(database: area("voices")),
                loginAttempts: PostgresLoginAttempts(database: area("login attempts"), limits: loginLimits))
        }
    }
#endif
