import Foundation
import HTTPTypes
import Model
import Server
import TestSupport
import Testing

@Suite("Server lifecycle")
struct ServerLifecycleTests {
    @Test("a fresh database is seeded and answers on an ephemeral port of 127.0.0.1")
    func startsOnEphemeralPort() async throws {
        try await LiveServer.with { server, probe in
            // Given a server started with port 0
            #expect(server.running.port > 0)
            #expect(server.running.baseURL.absoluteString == "http://127.0.0.1:\(server.running.port)")
            // When a client lists the users
            let users = try await probe.get("/users").decode([User].self)
            // Then the seeded demo users are there, alice first
            #expect(users.count >= 8)
            #expect(users.first?.username == "alice")
            #expect(users.first?.id == 1)
        }
    }
}

extension ServerLifecycleTests {
    @Test("two servers run at once, each with its own database")
    func twoServersAtOnce() async throws {
        try await LiveServer.with { first, firstProbe in
            try await LiveServer.with { second, secondProbe in
                // Given two servers on two files
                #expect(first.running.port != second.running.port)
                // When a counter changes on the first
                let token = try await firstProbe.login("alice")
                _ = try await firstProbe.send(.put, "/counters/1", json: CounterUpdate(num: 5), token: token)
                // Then the second does not see it
                let onFirst = try await firstProbe.get("/counters?set=main").decode([Counter].self)
                let onSecond = try await secondProbe.get("/counters?set=main").decode([Counter].self)
                #expect(onFirst.first { $0.id == 1 }?.num == 5)
                #expect(onSecond.first { $0.id == 1 }?.num == 0)
            }
        }
    }

    @Test("the seed is identical on every fresh database")
    func deterministicSeed() async throws {
        let paths = [
            "/users", "/users/1/blogs?limit=100", "/blogs/7", "/nc/article/list/T1467284926140/0-100.html",
            "/counters?set=main", "/counters?set=alt", "/voices",
        ]
        let first = try await LiveServer.withResult { _, probe in try await bodies(of: paths, probe) }
        let second = try await LiveServer.withResult { _, probe in try await bodies(of: paths, probe) }
        #expect(first == second)
    }

    private func bodies(of paths: [String], _ probe: Probe) async throws -> [Data] {
        var bodies: [Data] = []
        for path in paths { bodies.append(try await probe.get(path).body) }
        return bodies
    }

    @Test("a database path in a missing directory is a clear error")
    func missingDirectory() async throws {
        let configuration = ServerConfiguration(databasePath: "/nonexistent-mvx-dir/mvx.sqlite")
        let error = await #expect(throws: ServerError.self) { try await MVXServer.start(configuration) }
        #expect("\(error.map { $0 } as Any)".contains("does not exist"))
    }

    @Test("a database path that is a directory, or a file that is not SQLite, is a clear error")
    func notADatabase() async throws {
        let directory = try LiveServer.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let asDirectory = ServerConfiguration(databasePath: directory.path)
        await #expect(throws: ServerError.self) { try await MVXServer.start(asDirectory) }
        let junk = directory.appendingPathComponent("junk.sqlite")
        try Data("this is not a database, just text that is long enough to fill a header".utf8).write(to: junk)
        let error = await #expect(throws: ServerError.self) {
            try await MVXServer.start(ServerConfiguration(databasePath: junk.path))
        }
        guard case .databaseUnavailable(let path, _) = error else {
            Issue.record("expected databaseUnavailable, got \(String(describing: error))")
            return
        }
        #expect(path == junk.path)
    }

    @Test("a start whose database fails after its listener is up stops the listener: the port is free again")
    func failedDatabaseFreesThePort() async throws {
        // Given a port a server just let go of, and a file that is not SQLite
        let directory = try LiveServer.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try await MVXServer.start(
            ServerConfiguration(databasePath: directory.appendingPathComponent("a.sqlite").path))
        let port = first.port
        await first.stop()
        let junk = directory.appendingPathComponent("junk.sqlite")
        try Data("this is not a database, just text that is long enough to fill a header".utf8).write(to: junk)

        // When a server starts on that port over the junk file (the file opens while the listener is bound)
        let error = await #expect(throws: ServerError.self) {
            try await MVXServer.start(ServerConfiguration(port: port, databasePath: junk.path))
        }

        // Then it fails for the database, and a server can listen on the port at once
        guard case .databaseUnavailable = error else {
            Issue.record("expected databaseUnavailable, got \(String(describing: error))")
            return
        }
        let again = try await MVXServer.start(
            ServerConfiguration(port: port, databasePath: directory.appendingPathComponent("b.sqlite").path))
        #expect(again.port == port)
        await again.stop()
    }

    @Test("a busy port is a clear error, and the first server keeps serving")
    func busyPort() async throws {
        try await LiveServer.with { server, probe in
            let directory = try LiveServer.makeDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let clash = ServerConfiguration(
                port: server.running.port, databasePath: directory.appendingPathComponent("b.sqlite").path)
            let error = await #expect(throws: ServerError.self) { try await MVXServer.start(clash) }
            guard case .cannotListen(_, let port, _) = error else {
                Issue.record("expected cannotListen, got \(String(describing: error))")
                return
            }
            #expect(port == server.running.port)
            #expect(try await probe.get("/voices").status == 200)
        }
    }
}

#if !PostgreSQL
    extension ServerLifecycleTests {
        @Test("a build without the PostgreSQL trait refuses a postgres:// database and says how to build one")
        func postgresNeedsTheTrait() async throws {
            // Given a build without PostgreSQL, When a server is started on a postgres:// URL
            let configuration = ServerConfiguration(databasePath: "postgres://mvx@127.0.0.1:5432/mvx")
            do {
                let server = try await MVXServer.start(configuration)
                await server.stop()
                Issue.record("the server started on PostgreSQL in a build without it")
            } catch {
                // Then it does not start, and the error names the trait to build with
                #expect("\(error)".contains("--traits PostgreSQL"), "\(error)")
            }
        }
    }
#endif
