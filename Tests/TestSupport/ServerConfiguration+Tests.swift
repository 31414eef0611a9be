import Server

extension ServerConfiguration {
    /// A configuration for a test's server on `databasePath`, for a test machine that keeps every core busy.
    ///
    /// bcrypt runs at its lowest cost, 4, so that seeding and logins stay fast; password checks do not yield (a
    /// nice-19 check would wait behind the whole test run); idle connections last 5 minutes; and bringing a
    /// PostgreSQL schema up to date may take 10 minutes — the bound is for a hang: on a saturated machine the dozens
    /// of servers the suite starts at once migrate slowly, not never. Tests of timeouts set their own.
    public static func forTest(databasePath: String) -> ServerConfiguration {
        var configuration = ServerConfiguration(databasePath: databasePath)
        configuration.bcryptCost = ServerConfiguration.bcryptCostRange.lowerBound
        configuration.passwordChecksYield = false
        configuration.connections.idleTimeout = .seconds(300)
        configuration.migrationTimeout = .seconds(600)
        return configuration
    }
}
