#if PostgreSQL
    import Foundation
    import HTTPTypes
    import Model
    import Server
    import TestSupport
    import Testing

    /// The server over PostgreSQL, over HTTP: two instances on one database share sessions, writes and login limits;
    /// bad URLs and unusable databases are clear errors. Runs only with `MVX_TEST_POSTGRES_URL` set.
    @Suite(
        "PostgreSQL server", .enabled(if: PostgresTestDatabase.url != nil, PostgresTestDatabase.skipReason))
    struct PostgresServerTests {
        /// A configuration like ``TestServer``'s, on `url`.
        private static func configuration(_ url: String) -> ServerConfiguration {
            var configuration = ServerConfiguration.forTest(databasePath: url)
            // These tests are about sharing, not deadlines: a saturated test machine may take seconds a call.
            configuration.databaseTimeout = .seconds(60)
            return configuration
        }

        /// A configuration whose database calls give up after the default 5 s: for the tests of a start that must
        /// fail rather than hang (their time limit catches a hang; a busy machine's slowness is not a failure).
        private static func failingFastConfiguration(_ url: String) -> ServerConfiguration {
            var configuration = configuration(url)
            configuration.databaseTimeout = ServerConfiguration(databasePath: url).databaseTimeout
            return configuration
        }

        /// Runs `body` with two servers on one fresh database, and stops both.
        private static func withTwo(_ body: (Probe, Probe) async throws -> Void) async throws {
            try await PostgresTestDatabase.withFresh { url in
                let first = try await MVXServer.start(configuration(url))
                let second: RunningServer
                do {
                    second = try await MVXServer.start(configuration(url))
                } catch {
                    await first.stop()
                    throw error
                }
                let a = Probe(port: first.port)
                let b = Probe(port: second.port)
                try await run(
                    { try await body(a, b) },
                    then: {
                        await a.close()
                        await b.close()
                        await first.stop()
                        await second.stop()
                    })
            }
        }

        @Test("a token from one instance works on the other, and logging out on it ends it on both")
        func sharedSessions() async throws {
            try await Self.withTwo { a, b in
                let token = try await a.login("alice")
                #expect(try await b.get("/users/1", token: token).status == 200)
                #expect(try await b.send(.post, "/auth/logout", token: token).status == 204)
                #expect(try await a.get("/users/1", token: token).status == 401)
            }
        }

        @Test("five wrong passwords across two instances use up the name's limit: the sixth is 429 on either")
        func sharedLoginLimit() async throws {
            try await Self.withTwo { a, b in
                for attempt in 0..<5 {
                    let probe = attempt.isMultiple(of: 2) ? a : b
                    let answer = try await probe.send(
                        .post, "/auth/login", json: LoginRequest(username: "bob", password: "guess\(attempt)"))
                    #expect(answer.status == 401)
                }
                for probe in [a, b] {
                    let refused = try await probe.send(
                        .post, "/auth/login", json: LoginRequest(username: "bob", password: "mvx-demo"))
                    #expect(refused.status == 429)
                }
            }
        }

        @Test("64 wrong passwords at once, split over two instances: five are checked, the rest refused")
        func sharedBurst() async throws {
            try await Self.withTwo { a, b in
                // When 64 wrong passwords for carol arrive at once, half on each instance
                let statuses = try await Probe.loginBurst(
                    ports: [a.port, b.port], count: 64, username: "carol", password: "guess")
                // Then the two instances together let exactly five reach the password check
                #expect(statuses.filter { $0 == 401 }.count == 5, "\(statuses)")
                #expect(statuses.filter { $0 == 429 }.count == 59, "\(statuses)")
                // And the right password is refused on either until the window ends
                for probe in [a, b] {
                    let answer = try await probe.send(
                        .post, "/auth/login", json: LoginRequest(username: "carol", password: "mvx-demo"))
                    #expect(answer.status == 429)
                }
            }
        }

        @Test("likes and reads through both instances at once count exactly")
        func sharedWrites() async throws {
            try await Self.withTwo { a, b in
                var tokens: [String] = []
                for name in ["alice", "bob", "carol", "dave"] { tokens.append(try await a.login(name)) }
                let docid = "MVX0000T1467"
                for token in tokens { _ = try await b.send(.delete, "/blogs/60/like", token: token) }
                let likesBefore = try await a.get("/blogs/60").decode(Blog.self).likeCount
                let readsBefore = try await b.send(.post, "/news/\(docid)/read", token: tokens[0])
                    .decode(ReadCount.self).readCount
                try await withThrowingTaskGroup(of: Int.self) { group in
                    for (index, token) in tokens.enumerated() {
                        group.addTask {
                            try await Probe.using(port: index.isMultiple(of: 2) ? a.port : b.port) { probe in
                                _ = try await probe.send(.post, "/blogs/60/like", token: token)
                                _ = try await probe.send(.post, "/blogs/60/like", token: token)
                                return try await probe.send(.post, "/news/\(docid)/read", token: token).status
                            }
                        }
                    }
                    for try await status in group { #expect(status == 200) }
                }
                let blog = try await b.get("/blogs/60").decode(Blog.self)
                #expect(blog.likeCount == likesBefore + tokens.count)
                let reads = try await a.send(.post, "/news/\(docid)/read", token: tokens[1]).decode(ReadCount.self)
                #expect(reads.readCount == readsBefore + tokens.count + 1)
            }
        }

        @Test(
            "sslmode=require against a server without TLS is refused at start: no plaintext fallback",
            .timeLimit(.minutes(2)))
        func requireRefusesPlaintext() async throws {
            // Given a PostgreSQL that answers the client's TLS request with "no"
            let plaintext = try HostileServer(.postgresWithoutTLS)
            defer { plaintext.stop() }
            // When a server starts on it with TLS required
            do {
                let url = "postgres://mvx@127.0.0.1:\(plaintext.port)/mvx?sslmode=require"
                let server = try await MVXServer.start(Self.failingFastConfiguration(url))
                await server.stop()
                Issue.record("a server started in plaintext though TLS was required")
            } catch {
                // Then the start fails at once, saying TLS was required
                guard case .postgresUnavailable = error else {
                    Issue.record("expected postgresUnavailable, got \(error)")
                    return
                }
                #expect(error.description.contains("sslmode=require"), "\(error)")
            }
        }

        @Test(
            "over TLS: require serves; verify-full serves with the cluster's CA and refuses another CA at start",
            .enabled(if: PostgresTestDatabase.tlsDirectory != nil, PostgresTestDatabase.tlsSkipReason))
        func tls() async throws {
            let tls = try #require(PostgresTestDatabase.tlsDirectory)
            try await PostgresTestDatabase.withFresh { url in
                // Given the cluster serving TLS with a certificate its own CA signed
                for mode in ["?sslmode=require", "?sslmode=verify-full&sslrootcert=\(tls)/ca.pem"] {
                    // When a server starts with that mode, Then it serves
                    let server = try await MVXServer.start(Self.configuration(url + mode))
                    let probe = Probe(port: server.port)
                    let users = try await probe.get("/users")
                    await probe.close()
                    await server.stop()
                    #expect(users.status == 200, "\(mode): \(users.text.prefix(200))")
                }
                // When the server is told to trust another CA, Then it refuses to start
                do {
                    let server = try await MVXServer.start(
                        Self.configuration(url + "?sslmode=verify-full&sslrootcert=\(tls)/other-ca.pem"))
                    await server.stop()
                    Issue.record("a server trusted a certificate its CA did not sign")
                } catch {
                    guard let error = error as? ServerError, case .postgresUnavailable = error else {
                        Issue.record("expected postgresUnavailable, got \(error)")
                        return
                    }
                }
            }
        }

        @Test("a bad URL and an unreachable server are one-line errors, not hangs", .timeLimit(.minutes(2)))
        func clearErrors() async throws {
            for bad in ["postgres://127.0.0.1:5432/mvx", "postgres://mvx@127.0.0.1:5432/", "postgres://mvx@:5432/mvx"] {
                await #expect(throws: ServerError.self) { _ = try await MVXServer.start(Self.configuration(bad)) }
            }
            do {
                _ = try await MVXServer.start(Self.failingFastConfiguration("postgres://mvx@127.0.0.1:1/mvx"))
                Issue.record("a server on an unreachable database started")
            } catch {
                guard case .postgresUnavailable(let url, _) = error else {
                    Issue.record("expected postgresUnavailable, got \(error)")
                    return
                }
                #expect(url == "postgres://mvx@127.0.0.1:1/mvx")
                #expect(!error.description.contains("\n"))
            }
        }
    }
#endif
