#if PostgreSQL
    import Foundation
    import HTTPTypes
    import Logging
    import Model
    import PostgresNIO
    import Server
    import Synchronization
    import TestSupport
    import Testing

    #if canImport(Glibc)
        import Glibc
    #endif

    /// The server over PostgreSQL when the database misbehaves: connections killed under load, a table locked by another
    /// session, a table dropped, the migration lock held. Every request is answered within the database deadline, with a
    /// `503` that says why when the database could not serve it; a shutdown ends the server in seconds. Runs only with
    /// `MVX_TEST_POSTGRES_URL` set.
    @Suite(
        "PostgreSQL outages", .enabled(if: PostgresTestDatabase.url != nil, PostgresTestDatabase.skipReason))
    struct PostgresOutageTests {
        /// The database deadline these tests give the server: short, so that they stay quick.
        static let deadline = Duration.seconds(1)
        /// What a loaded test machine may add to an answer beyond the deadline (seen: 2.3 s while the whole suite runs
        /// on two cores). The failure it guards is an answer that waits for the database to come back, which these
        /// tests never let happen while they measure: a hang, not a pace.
        static let margin = Duration.seconds(8)

        private static func configuration(_ url: String) -> ServerConfiguration {
            var configuration = ServerConfiguration.forTest(databasePath: url)
            configuration.databaseTimeout = deadline
            configuration.shutdownGracePeriod = .milliseconds(500)
            return configuration
        }

        /// Runs `body` with a server on a fresh database and a client of the test's own on the same database.
        private static func withServer(_ body: (RunningServer, PostgresClient) async throws -> Void) async throws {
            try await PostgresTestDatabase.withFresh { url in
                let server = try await MVXServer.start(configuration(url))
                try await run(
                    { try await withAdmin(url) { admin in try await body(server, admin) } },
                    then: { await server.stop() })
            }
        }

        /// Runs `body` with a running client on `url`.
        private static func withAdmin(_ url: String, _ body: (PostgresClient) async throws -> Void) async throws {
            let admin = PostgresTestDatabase.client(for: try PostgresLocation(url: url))
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { await admin.run() }
                defer { group.cancelAll() }
                try await body(admin)
            }
        }

        /// One request's status, error code, whether it carried `Retry-After`, and how long it took.
        struct Timed: Sendable {
            let status: Int
            let code: String?
            let retryAfter: Bool
            let elapsed: Duration
        }

        private static func timed(
            _ probe: Probe, _ method: HTTPRequest.Method, _ path: String, token: String? = nil
        ) async throws -> Timed {
            let start = ContinuousClock.now
            let answer = try await probe.send(method, path, token: token)
            return Timed(
                status: answer.status, code: answer.error?.code, retryAfter: answer.headers[.retryAfter] != nil,
                elapsed: ContinuousClock.now - start)
        }

        /// The status of `path` once the outage is over: a server that stays broken answers 503 on every try, while a
        /// 503 of a machine busy with the rest of the suite (its one-second deadline passed) gives way on a second or
        /// third.
        private static func statusOnceRecovered(
            _ server: RunningServer, _ method: HTTPRequest.Method, _ path: String, token: String? = nil
        ) async throws -> Int {
            try await Probe.using(port: server.port) { probe in
                var status = try await probe.send(method, path, token: token).status
                for _ in 0..<2 where status == 503 {
                    status = try await probe.send(method, path, token: token).status
                }
                return status
            }
        }

        @Test(
            "connections killed mid-storm: every request answered within the deadline, every acknowledged read counted")
        func killedConnections() async throws {
            try await Self.withServer { server, admin in
                let docid = "MVX0000T1467"
                let before = try await Self.readCount(docid, admin)
                let token = try await Probe.using(port: server.port) { probe in try await probe.login("alice") }
                // Given 8 writers marking one article read in a loop
                let stop = Shared(false)
                let results = try await withThrowingTaskGroup(of: [Timed].self) { group in
                    for _ in 0..<8 {
                        group.addTask {
                            try await Probe.using(port: server.port) { probe in
                                var results: [Timed] = []
                                while !stop.withLock({ $0 }) {
                                    results.append(
                                        try await Self.timed(probe, .post, "/news/\(docid)/read", token: token))
                                }
                                return results
                            }
                        }
                    }
                    // When every server connection is killed 8 times, 150 ms apart
                    try await Self.killServerConnections(admin)
                    try await Task.sleep(for: .milliseconds(300))
                    stop.withLock { $0 = true }
                    return try await group.reduce(into: []) { $0 += $1 }
                }
                // Then every request was answered, within the deadline and a margin: a read or a 503 that says why
                let acknowledged = results.filter { $0.status == 200 }.count
                let refused = results.filter { $0.status == 503 }
                #expect(acknowledged + refused.count == results.count, "\(Set(results.map(\.status)))")
                #expect(refused.allSatisfy { $0.retryAfter && $0.code?.hasPrefix("database_") == true })
                let slowest = results.map(\.elapsed).max() ?? .zero
                #expect(slowest < Self.deadline + Self.margin, "slowest answer \(slowest)")
                // And every acknowledged read is in the database (a refused one may be too: its answer was lost)
                let counted = try await Self.readCount(docid, admin) - before
                #expect(counted >= acknowledged && counted <= acknowledged + refused.count)
                // And the server answers again at once
                let status = try await Self.statusOnceRecovered(server, .post, "/news/\(docid)/read", token: token)
                #expect(status == 200)
            }
        }

        @Test("a table locked by another session: its route answers 503 within the deadline, the others at once")
        func lockedTable() async throws {
            try await Self.withServer { server, admin in
                // Given another session holding an exclusive lock on news
                let (released, release) = AsyncStream<Void>.makeStream()
                let (locked, lockTaken) = AsyncStream<Void>.makeStream()
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask {
                        try await admin.withConnection { connection in
                            try await connection.query("BEGIN", logger: Logger(label: "mvx.tests"))
                            try await connection.query(
                                "LOCK TABLE news IN ACCESS EXCLUSIVE MODE", logger: Logger(label: "mvx.tests"))
                            lockTaken.yield()
                            for await _ in released { break }
                            try await connection.query("ROLLBACK", logger: Logger(label: "mvx.tests"))
                        }
                    }
                    for await _ in locked { break }
                    // When 24 feed requests wait for it, and other routes are asked meanwhile
                    let feeds = Shared<[Timed]>([])
                    group.addTask {
                        try await withThrowingTaskGroup(of: Timed.self) { feedGroup in
                            for _ in 0..<24 {
                                feedGroup.addTask {
                                    try await Probe.using(port: server.port) { probe in
                                        try await Self.timed(probe, .get, "/nc/article/list/T1467284926140/0-20.html")
                                    }
                                }
                            }
                            for try await result in feedGroup { feeds.withLock { $0.append(result) } }
                        }
                    }
                    try await Task.sleep(for: .milliseconds(100))
                    let others = try await Probe.using(port: server.port) { probe in
                        var others: [Timed] = []
                        for path in ["/users", "/counters", "/voices", "/blogs/1", "/users/2"] {
                            // A route the lock blocked would time out every time, all the while the lock is held; a
                            // 503 of a machine busy with the rest of the suite passes on a second or third try.
                            var answer = try await Self.timed(probe, .get, path)
                            for _ in 0..<2 where answer.status == 503 {
                                answer = try await Self.timed(probe, .get, path)
                            }
                            others.append(answer)
                        }
                        return others
                    }
                    // Then the other routes answered at once, though the news lane is full
                    #expect(others.allSatisfy { $0.status == 200 }, "\(others.map(\.status))")
                    let slowest = others.map(\.elapsed).max() ?? .zero
                    #expect(slowest < Self.deadline + Self.margin, "slowest other route \(slowest)")
                    // And the feed requests were refused within the deadline, saying the database gave up
                    let clock = ContinuousClock()
                    let waited = clock.now
                    while feeds.withLock({ $0.count }) < 24, clock.now - waited < Self.deadline + Self.margin {
                        try await Task.sleep(for: .milliseconds(50))
                    }
                    let answered = feeds.withLock { $0 }
                    #expect(answered.count == 24)
                    #expect(answered.allSatisfy { $0.status == 503 && $0.retryAfter }, "\(answered.map(\.status))")
                    #expect(answered.allSatisfy { $0.elapsed < Self.deadline + Self.margin })
                    release.yield()
                    try await group.waitForAll()
                }
                // And once the lock is gone the feed answers again
                let status = try await Self.statusOnceRecovered(
                    server, .get, "/nc/article/list/T1467284926140/0-20.html")
                #expect(status == 200)
            }
        }

        @Test("a table dropped by hand is a clear error naming it, not a bug")
        func missingTable() async throws {
            try await Self.withServer { server, admin in
                // Given a database whose voices table was dropped
                try await admin.query("DROP TABLE voices")
                // When the voices are asked for
                let answer = try await Probe.using(port: server.port) { probe in try await probe.get("/voices") }
                // Then the answer names the table and says what to do
                #expect(answer.status == 500)
                #expect(answer.error?.code == "database_schema")
                #expect(answer.error?.message.contains("\"voices\"") == true, "\(answer.text)")
                #expect(answer.error?.message.contains("bug") == false)
            }
        }

        @Test("the migration lock held by another session: the start fails at its own limit")
        func migrationLockHeld() async throws {
            try await PostgresTestDatabase.withFresh { url in
                try await Self.withAdmin(url) { admin in
                    try await admin.withConnection { connection in
                        // Given another session holding the migration lock
                        try await connection.query(
                            "SELECT pg_advisory_lock(\(0x4D5658))", logger: Logger(label: "mvx.tests"))
                        // When a server starts with a 1 s migration limit
                        var configuration = Self.configuration(url)
                        configuration.migrationTimeout = .seconds(1)
                        let start = ContinuousClock.now
                        // Then it fails after about that long, saying why
                        do {
                            let server = try await MVXServer.start(configuration)
                            await server.stop()
                            Issue.record("a server started without the migration lock")
                        } catch {
                            #expect("\(error)".contains("migration lock"), "\(error)")
                        }
                        // (far from the 90 s it would wait by default; a saturated test machine adds seconds to a start)
                        #expect(ContinuousClock.now - start < .seconds(10))
                        try await connection.query(
                            "SELECT pg_advisory_unlock_all()", logger: Logger(label: "mvx.tests"))
                    }
                }
            }
        }

        @Test(
            "SIGTERM ends mvx serve in seconds while it waits for the migration lock",
            .enabled(if: mvxExecutable != nil, "mvx is not built; run `swift build --product mvx`"))
        func sigtermWhileMigrating() async throws {
            try await PostgresTestDatabase.withFresh { url in
                try await Self.withAdmin(url) { admin in
                    try await admin.withConnection { connection in
                        // Given another session holding the migration lock, and mvx serve started on that database
                        try await connection.query(
                            "SELECT pg_advisory_lock(\(0x4D5658))", logger: Logger(label: "mvx.tests"))
                        let process = try Self.serve(url)
                        defer { process.running.send(SIGKILL) }
                        try await Self.waitForLockWait(connection)
                        // When it gets SIGTERM while waiting for the lock
                        let elapsed = try await Self.terminate(process.running)
                        // Then it ends within seconds, without having listened
                        #expect(!process.running.isRunning)
                        #expect(elapsed < .seconds(5), "\(elapsed)")
                        let log = await process.output.text(containing: "mvx serve: stopped.")
                        #expect(!log.contains("listening"), "\(log)")
                        try await connection.query(
                            "SELECT pg_advisory_unlock_all()", logger: Logger(label: "mvx.tests"))
                    }
                }
            }
        }

        @Test(
            "SIGTERM ends mvx serve in seconds while requests wait for a locked table",
            .enabled(if: mvxExecutable != nil, "mvx is not built; run `swift build --product mvx`"))
        func sigtermWhileLocked() async throws {
            try await PostgresTestDatabase.withFresh { url in
                // Given mvx serve with a 60 s database deadline, and another session holding a lock on news
                let process = try Self.serve(url, "--db-timeout", "60")
                defer { process.running.send(SIGKILL) }
                let port = try await process.output.listeningPort()
                try await Self.withAdmin(url) { admin in
                    try await admin.withConnection { connection in
                        try await connection.query("BEGIN", logger: Logger(label: "mvx.tests"))
                        try await connection.query(
                            "LOCK TABLE news IN ACCESS EXCLUSIVE MODE", logger: Logger(label: "mvx.tests"))
                        // And 12 feed requests waiting for it
                        var waiting: [RawConnection] = []
                        for _ in 0..<12 {
                            let request = try await RawConnection.open(port: port)
                            await request.send(
                                "GET /nc/article/list/T1467284926140/0-20.html HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                            waiting.append(request)
                        }
                        try await Task.sleep(for: .milliseconds(300))
                        // When it gets SIGTERM
                        let elapsed = try await Self.terminate(process.running)
                        // Then it ends within its 5 s grace period and a little, not when the lock goes
                        #expect(!process.running.isRunning)
                        #expect(elapsed < .seconds(9), "\(elapsed)")
                        try await connection.query("ROLLBACK", logger: Logger(label: "mvx.tests"))
                    }
                }
            }
        }

        @Test(
            "SIGTERM ends mvx serve in seconds right after its connections were killed mid-storm",
            .enabled(if: mvxExecutable != nil, "mvx is not built; run `swift build --product mvx`"))
        func sigtermAfterKilledConnections() async throws {
            try await PostgresTestDatabase.withFresh { url in
                // Given mvx serve with a 60 s database deadline, so that a stranded call would outlast the test
                let process = try Self.serve(url, "--db-timeout", "60")
                defer { process.running.send(SIGKILL) }
                let port = try await process.output.listeningPort()
                try await Self.withAdmin(url) { admin in
                    // And 8 clients reading the feed in a loop, each until the server goes away (no login: mvx
                    // serve checks passwords at nice 19, which a loaded test machine can starve)
                    let (elapsed, ended) = try await withThrowingTaskGroup(of: Void.self) { group in
                        for _ in 0..<8 {
                            group.addTask {
                                try? await Probe.using(port: port) { probe in
                                    while true {
                                        _ = try await probe.send(.get, "/nc/article/list/T1467284926140/0-20.html")
                                    }
                                }
                            }
                        }
                        // And every server connection killed 8 times, 150 ms apart
                        try await Self.killServerConnections(admin)
                        // When it gets SIGTERM while the readers go on
                        let elapsed = try await Self.terminate(process.running)
                        let ended = !process.running.isRunning
                        // (a server that outlives the signal is killed, so that the readers end too)
                        if !ended { process.running.send(SIGKILL) }
                        try await group.waitForAll()
                        return (elapsed, ended)
                    }
                    // Then it ends within its 5 s grace period and a little
                    #expect(ended)
                    #expect(elapsed < .seconds(9), "\(elapsed)")
                }
            }
        }

        /// `mvx serve` on `url` and a free port, with `arguments` added.
        static func serve(_ url: String, _ arguments: String...) throws -> (
            running: ChildProcess, output: ProcessOutput
        ) {
            let output = ProcessOutput()
            let executable = try #require(mvxExecutable)
            return (try output.start(executable, arguments: ["serve", "--port", "0", "--db", url] + arguments), output)
        }

        /// Kills every connection to the test's database but `admin`'s own, 8 times, 150 ms apart.
        private static func killServerConnections(_ admin: PostgresClient) async throws {
            for _ in 0..<8 {
                try await Task.sleep(for: .milliseconds(150))
                try await admin.query(
                    """
                    SELECT pg_terminate_backend(pid) FROM pg_stat_activity
                    WHERE datname = current_database() AND pid <> pg_backend_pid()
                    """)
            }
        }

        /// Sends SIGTERM and answers how long the process took to end (at most 20 s are waited).
        static func terminate(_ process: ChildProcess) async throws -> Duration {
            let clock = ContinuousClock()
            let start = clock.now
            process.send(SIGTERM)
            while process.isRunning, clock.now - start < .seconds(20) { try await Task.sleep(for: .milliseconds(50)) }
            return clock.now - start
        }

        /// Returns once a session other than `connection`'s has asked for the migration lock (at most 20 s).
        private static func waitForLockWait(_ connection: PostgresConnection) async throws {
            for _ in 0..<200 {
                var asked = false
                for try await value in try await connection.query(
                    """
                    SELECT EXISTS (SELECT 1 FROM pg_stat_activity WHERE datname = current_database()
                                   AND pid <> pg_backend_pid() AND query LIKE '%pg_try_advisory_xact_lock%')
                    """, logger: Logger(label: "mvx.tests")
                ).decode(Bool.self) {
                    asked = value
                }
                if asked { return }
                try await Task.sleep(for: .milliseconds(100))
            }
        }

        private static func readCount(_ docid: String, _ admin: PostgresClient) async throws -> Int {
            var count = 0
            for try await value in try await admin.query("SELECT read_count FROM news WHERE docid = \(docid)").decode(
                Int.self)
            {
                count = value
            }
            return count
        }
    }

    /// A value tasks share, behind a lock.
    private final class Shared<Value: Sendable>: Sendable {
        private let value: Mutex<Value>

        init(_ value: Value) { self.value = Mutex(value) }

        func withLock<Result: Sendable>(_ body: (inout Value) -> Result) -> Result { value.withLock { body(&$0) } }
    }
#endif
