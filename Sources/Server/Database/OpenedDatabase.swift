import Foundation
import GRDB
import Logging
import ServiceLifecycle

#if PostgreSQL
    import PostgresNIO
#endif

/// The database a server was started on, with the storage over it and what it must run and close.
///
/// SQLite is opened, migrated and seeded before the server starts. PostgreSQL's `PostgresClient` only works while
/// its `run()` does, so it runs as the first service of the server's group, and the app migrates before it listens.
struct OpenedDatabase: Sendable {
    private enum Kind: Sendable {
        case sqlite(SQLiteDatabase, path: String, isNew: Bool)
        #if PostgreSQL
            case postgres(PostgresClient, PostgresBackend, PostgresLocation, migrationTimeout: Duration)
        #endif
    }

    private let kind: Kind
    /// Every storage area over this database.
    let storage: ServerStorage

    /// Opens the database `configuration` names: a SQLite file (created, migrated and seeded in the background, see
    /// ``ready()``), or a `postgres://` URL (connected, migrated and seeded when the server's services start).
    static func open(_ configuration: ServerConfiguration, logger: Logger) throws(ServerError) -> OpenedDatabase {
        try configuration.validate()
        let limits = configuration.loginLimits
        if PostgresLocation.isURL(configuration.databasePath) {
            return try openPostgres(configuration, logger: logger)
        }
        let path = configuration.databasePath
        let isNew = !FileManager.default.fileExists(atPath: path)
        let database = try ServerDatabase.begin(
            at: path, bcryptCost: configuration.bcryptCost, readers: configuration.databaseReaders,
            lockTimeout: configuration.databaseTimeout)
        return OpenedDatabase(
            kind: .sqlite(database, path: path, isNew: isNew), storage: .grdb(database, loginLimits: limits))
    }

    /// Connects to the PostgreSQL database a `postgres://` URL names — in a build with the `PostgreSQL` trait; in
    /// another, a configuration error that says how to build one.
    private static func openPostgres(_ configuration: ServerConfiguration, logger: Logger) throws(ServerError)
        -> OpenedDatabase
    {
        #if PostgreSQL
            let limits = configuration.loginLimits
            let location = try PostgresLocation(url: configuration.databasePath)
            let client = PostgresClient(
                configuration: try location.clientConfiguration(timeout: configuration.databaseTimeout),
                backgroundLogger: logger)
            var database = PostgresBackend(client: client, logger: logger)
            database.timeout = configuration.databaseTimeout
            return OpenedDatabase(
                kind: .postgres(client, database, location, migrationTimeout: configuration.migrationTimeout),
                storage: .postgres(
                    database, loginLimits: limits, laneWidth: PostgresLocation.maximumConnections / 2))
        #else
            _ = try PostgresLocation(url: configuration.databasePath)
            throw .invalidConfiguration(Self.withoutPostgreSQL)
        #endif
    }

    /// Why a build without the `PostgreSQL` trait refuses a `postgres://` URL, and what to do.
    static let withoutPostgreSQL =
        "this mvx was built without PostgreSQL (it keeps the default build free of TLS); build it with "
        + "`swift build --traits PostgreSQL`, or run `swift run --traits PostgreSQL mvx …`"

    /// The services to run, in start order (stopped in reverse): the database's, then `app`, which for PostgreSQL
    /// first brings the schema up to date.
    func services(around app: some Service, bcryptCost: UInt8) -> [any Service] {
        switch kind {
        case .sqlite:
            return [app]
        #if PostgreSQL
            case .postgres(let client, let database, let location, let migrationTimeout):
                return [
                    client,
                    PostgresMigratingService(
                        database: database, location: location, bcryptCost: bcryptCost, timeout: migrationTimeout,
                        app: app),
                ]
        #endif
        }
    }

    /// Waits until a SQLite file is open, migrated and seeded, and throws why it could not be; PostgreSQL's
    /// connection and migration are the services' (see ``services(around:bcryptCost:)``).
    func ready() async throws(ServerError) {
        if case .sqlite(let database, _, _) = kind { try await database.ready() }
    }

    /// What a ``RunningServer`` keeps alive while it runs.
    var handle: any Sendable {
        switch kind {
        case .sqlite(let database, _, _): return database
        #if PostgreSQL
            case .postgres(let client, _, _, _): return client
        #endif
        }
    }

    /// What a ``RunningServer`` does once it stopped: on SQLite, checkpoint the write-ahead log (the database is
    /// not closed there; see ``RunningServer/stop()``).
    var afterStop: @Sendable () async -> Void {
        switch kind {
        case .sqlite(let database, _, _): return { await database.checkpoint() }
        #if PostgreSQL
            case .postgres: return {}
        #endif
        }
    }

    /// Closes the database after the server stopped.
    func close() async {
        if case .sqlite(let database, _, _) = kind { await ServerDatabase.close(database) }
    }

    /// Closes the database after a start that failed; a SQLite file seeded for it is not left behind.
    func discard() async {
        await close()
        if case .sqlite(_, let path, let isNew) = kind, isNew { ServerDatabase.remove(at: path) }
    }
}
