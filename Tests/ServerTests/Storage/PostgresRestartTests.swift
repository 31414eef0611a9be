#if PostgreSQL
    import Foundation
    import HTTPTypes
    import Model
    import Server
    import Synchronization
    import TestSupport
    import Testing

    #if canImport(Glibc)
        import Glibc
    #endif

    /// The server when its PostgreSQL stops, starts again, or freezes — on a cluster of the test's own, so that the
    /// rest of the suite keeps its database. While the database is gone every request is answered within the
    /// deadline with a `503` that says why, answers are `200` again within seconds of its return, and SIGTERM ends
    /// `mvx serve` in seconds whatever the database is doing. Runs only with `MVX_TEST_POSTGRES_URL` set (a machine
    /// with PostgreSQL 15, where `.ci/postgres-start` works). One at a time: each makes a cluster of its own.
    @Suite(
        "PostgreSQL stopped, restarted, frozen",
        .enabled(if: PostgresTestDatabase.url != nil, PostgresTestDatabase.skipReason), .serialized)
    struct PostgresRestartTests {
        /// The database deadline these tests give the server.
        static let deadline = Duration.seconds(1)
        /// What a loaded test machine may add to an answer beyond the deadline.
        static let margin = Duration.seconds(3)
        static let docid = "MVX0000T1467"

        private static func configuration(_ url: String) -> ServerConfiguration {
            var configuration = ServerConfiguration.forTest(databasePath: url)
            configuration.databaseTimeout = deadline
            configuration.shutdownGracePeriod = .milliseconds(500)
            return configuration
        }

        /// A request's status, its error code, and whether it carried `Retry-After`.
        struct Answered: Sendable {
            let status: Int
            let code: String?
            let retryAfter: Bool
            let elapsed: Duration
        }

        /// Marks the article read in a loop from 4 connections until `stop` is set; answers every request's outcome.
        private static func writers(
            port: Int, token: String, until stop: Flag, group: inout ThrowingTaskGroup<[Answered], any Error>
        ) {
            for _ in 0..<4 {
                group.addTask {
                    try await Probe.using(port: port) { probe in
                        var answers: [Answered] = []
                        while !stop.isSet {
                            let start = ContinuousClock.now
                            let answer = try await probe.send(.post, "/news/\(docid)/read", token: token)
                            answers.append(
                                Answered(
                                    status: answer.status, code: answer.error?.code,
                                    retryAfter: answer.headers[.retryAfter] != nil,
                                    elapsed: ContinuousClock.now - start))
                        }
                        return answers
                    }
                }
            }
        }

        /// The read count the server reports now, asked until it answers (at most 30 s).
        private static func readCount(port: Int, token: String) async throws -> Int {
            try await Probe.using(port: port) { probe in
                for _ in 0..<300 {
                    let answer = try await probe.get("/nc/article/list/\(NewsFeed.defaultChannel)/0-1.html")
                    if answer.status == 200, let feed = try? answer.decode(NewsFeed.self), let item = feed.items.first {
                        return item.readCount
                    }
                    try await Task.sleep(for: .milliseconds(100))
                }
                throw PrivateClusterError.failed("the feed did not answer 200 within 30 s")
            }
        }

        @Test("stopped under load: 503 with Retry-After while down, 200 within seconds of its return, reads exact")
        func stoppedAndRestarted() async throws {
            try await PrivateCluster.with { cluster in
                // Given a server on the cluster and 4 writers marking an article read
                let server = try await MVXServer.start(Self.configuration(cluster.url))
                try await run(
                    {
                        let token = try await Probe.using(port: server.port) { try await $0.login("alice") }
                        let before = try await Self.readCount(port: server.port, token: token)
                        let stop = Flag()
                        let (answers, downFor, backAfter) = try await withThrowingTaskGroup(of: [Answered].self) {
                            group in
                            Self.writers(port: server.port, token: token, until: stop, group: &group)
                            // When PostgreSQL stops for 2 s, then starts again
                            try await Task.sleep(for: .milliseconds(300))
                            try await cluster.stop()
                            let down = ContinuousClock.now
                            try await Task.sleep(for: .seconds(2))
                            try await cluster.start()
                            let up = ContinuousClock.now
                            // Then the server answers 200 again within seconds
                            var backAfter = Duration.seconds(60)
                            try await Probe.using(port: server.port) { probe in
                                for _ in 0..<200 {
                                    let status = try await probe.get("/voices").status
                                    if status == 200 {
                                        backAfter = ContinuousClock.now - up
                                        break
                                    }
                                    try await Task.sleep(for: .milliseconds(50))
                                }
                            }
                            try await Task.sleep(for: .milliseconds(500))
                            stop.set()
                            let answers = try await group.reduce(into: []) { $0 += $1 }
                            return (answers, up - down, backAfter)
                        }
                        let acknowledged = answers.filter { $0.status == 200 }.count
                        let refused = answers.filter { $0.status == 503 }
                        // And every request was a read or a 503 that says why, within the deadline
                        #expect(acknowledged + refused.count == answers.count, "\(Set(answers.map(\.status)))")
                        #expect(!refused.isEmpty, "no request met the stopped database (down for \(downFor))")
                        #expect(refused.allSatisfy { $0.retryAfter && $0.code?.hasPrefix("database_") == true })
                        let slowest = answers.map(\.elapsed).max() ?? .zero
                        #expect(slowest < Self.deadline + Self.margin, "slowest answer \(slowest)")
                        #expect(backAfter < .seconds(5), "answers were 200 again \(backAfter) after the start")
                        // And every acknowledged read was counted (a refused one may be too: its answer was lost)
                        let counted = try await Self.readCount(port: server.port, token: token) - before
                        #expect(counted >= acknowledged && counted <= acknowledged + refused.count)
                    }, then: { await server.stop() })
            }
        }

        @Test("frozen (SIGSTOP): 503 database_timeout within the deadline; thawed, 200 again")
        func frozen() async throws {
            try await PrivateCluster.with { cluster in
                let server = try await MVXServer.start(Self.configuration(cluster.url))
                try await run(
                    {
                        try await Probe.using(port: server.port) { probe in
                            #expect(try await probe.get("/voices").status == 200)
                            // When every PostgreSQL process is stopped
                            try await cluster.signal(SIGSTOP)
                            let start = ContinuousClock.now
                            let frozen = try await probe.get("/voices")
                            let elapsed = ContinuousClock.now - start
                            try await cluster.signal(SIGCONT)
                            // Then the request is a 503 that says the database did not answer in time
                            #expect(frozen.status == 503, "\(frozen.text.prefix(200))")
                            #expect(frozen.error?.code == "database_timeout")
                            #expect(frozen.headers[.retryAfter] != nil)
                            #expect(elapsed < Self.deadline + Self.margin, "\(elapsed)")
                            // And once it runs again, so does the server
                            var status = 0
                            for _ in 0..<100 where status != 200 {
                                status = try await probe.get("/voices").status
                                if status != 200 { try await Task.sleep(for: .milliseconds(50)) }
                            }
                            #expect(status == 200)
                        }
                    }, then: { await server.stop() })
            }
        }

        @Test(
            "SIGTERM ends mvx serve in seconds while its PostgreSQL is stopped, and while it is frozen",
            .enabled(if: mvxExecutable != nil, "mvx is not built; run `swift build --product mvx`"),
            arguments: ["stopped", "frozen"])
        func sigterm(while state: String) async throws {
            try await PrivateCluster.with { cluster in
                // Given mvx serve with a 60 s database deadline on the cluster
                let (process, output) = try PostgresOutageTests.serve(cluster.url, "--db-timeout", "60")
                defer { process.send(SIGKILL) }
                let port = try await output.listeningPort()
                // And PostgreSQL stopped or frozen, with requests waiting on it
                if state == "stopped" { try await cluster.stop() } else { try await cluster.signal(SIGSTOP) }
                var waiting: [RawConnection] = []
                for _ in 0..<8 {
                    let request = try await RawConnection.open(port: port)
                    await request.send("GET /voices HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                    waiting.append(request)
                }
                try await Task.sleep(for: .milliseconds(300))
                // When it gets SIGTERM
                let elapsed = try await PostgresOutageTests.terminate(process)
                // Then it ends within its 5 s grace period and a little, not when the database comes back
                #expect(!process.isRunning)
                #expect(elapsed < .seconds(9), "\(elapsed)")
            }
        }
    }

    /// A PostgreSQL cluster of one test's own, made with `.ci/postgres-start` on a free port, removed afterwards.
    struct PrivateCluster: Sendable {
        let directory: String
        let port: Int
        /// The URL of its `mvx` database.
        let url: String

        static let binaries = "/usr/lib/postgresql/15/bin"
        static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".ci/postgres-start").path

        /// Runs `body` with a fresh cluster, and stops and removes it afterwards.
        static func with(_ body: (PrivateCluster) async throws -> Void) async throws {
            let directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("mvx-pg-\(UUID().uuidString.prefix(8))").path
            let port = try HostileServer.refusingPort()
            let url = try await run(
                "/bin/bash", [script], environment: ["MVX_PG_DIR": directory, "MVX_PG_PORT": String(port)]
            ).trimmingCharacters(in: .whitespacesAndNewlines)
            let cluster = PrivateCluster(directory: directory, port: port, url: url)
            try await TestSupport.run(
                { try await body(cluster) },
                then: {
                    try? await cluster.signal(SIGCONT)
                    _ = try? await cluster.asPostgres("\(binaries)/pg_ctl -D \(directory)/data -m immediate stop")
                    try? FileManager.default.removeItem(atPath: directory)
                    try? FileManager.default.removeItem(atPath: directory + ".initdb.log")
                })
        }

        /// Stops PostgreSQL (fast shutdown: sessions are ended).
        func stop() async throws {
            try await asPostgres("\(Self.binaries)/pg_ctl -D \(directory)/data -m fast -w stop")
        }

        /// Starts PostgreSQL again, on the same port and socket folder, and waits until it accepts connections.
        func start() async throws {
            try await asPostgres(
                "\(Self.binaries)/pg_ctl -D \(directory)/data -l \(directory)/log -w -t 60 start "
                    + "-o '-p \(port) -k \(directory) -c listen_addresses=127.0.0.1 -c fsync=off'")
        }

        /// Sends `signal` to the postmaster and every process it started.
        func signal(_ signal: Int32) async throws {
            let pidFile = try String(contentsOfFile: "\(directory)/data/postmaster.pid", encoding: .utf8)
            guard let first = pidFile.split(separator: "\n").first, let postmaster = Int32(first) else {
                throw PrivateClusterError.failed("no postmaster pid in \(directory)/data/postmaster.pid")
            }
            let children = try await Self.run("/usr/bin/pgrep", ["-P", String(postmaster)])
                .split(separator: "\n").compactMap { Int32($0.trimmingCharacters(in: .whitespaces)) }
            for pid in [postmaster] + children { kill(pid, signal) }
        }

        @discardableResult
        private func asPostgres(_ command: String) async throws -> String {
            getuid() == 0
                ? try await Self.run("/bin/su", ["postgres", "-s", "/bin/sh", "-c", command])
                : try await Self.run("/bin/sh", ["-c", command])
        }

        /// Runs a program to its end and answers its standard output, or throws with what it printed if it failed.
        /// The output goes to files, not pipes: PostgreSQL, started by the script, inherits the descriptors it is
        /// given and keeps them open, so a pipe would never reach its end.
        @discardableResult
        static func run(_ program: String, _ arguments: [String], environment: [String: String] = [:]) async throws
            -> String
        {
            let base = FileManager.default.temporaryDirectory.appendingPathComponent("mvx-run-\(UUID())").path
            let (outputPath, errorPath) = (base + ".out", base + ".err")
            defer {
                try? FileManager.default.removeItem(atPath: outputPath)
                try? FileManager.default.removeItem(atPath: errorPath)
            }
            let descriptors = [
                open("/dev/null", O_RDONLY), open(outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600),
                open(errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600),
            ]
            defer { for descriptor in descriptors where descriptor >= 0 { close(descriptor) } }
            guard descriptors.allSatisfy({ $0 >= 0 }) else {
                throw PrivateClusterError.failed("cannot open \(base).out or .err: errno \(errno)")
            }
            let child = try ChildProcess(
                URL(fileURLWithPath: program), arguments: arguments,
                environment: ProcessInfo.processInfo.environment.merging(environment) { $1 },
                standardInput: descriptors[0], standardOutput: descriptors[1], standardError: descriptors[2])
            let ended = await child.ended()
            let text = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
            guard ended == .exit(0) else {
                let errorText = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
                throw PrivateClusterError.failed(
                    "\(program) \(arguments.joined(separator: " ")) failed (\(ended)): \(text)\(errorText)")
            }
            return text
        }
    }

    /// A step of a private cluster failed; the message holds the command and what it printed.
    enum PrivateClusterError: Error {
        case failed(String)
    }

    /// A flag tasks share: set once, read by all.
    final class Flag: Sendable {
        private let value = Mutex(false)
        var isSet: Bool { value.withLock { $0 } }
        func set() { value.withLock { $0 = true } }
    }
#endif
