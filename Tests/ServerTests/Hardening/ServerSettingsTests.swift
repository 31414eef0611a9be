import Foundation
import HTTPTypes
import LiveServices
import Model
import Server
import TestSupport
import Testing

/// Files, names and settings: the parts of hardening outside the request path.
@Suite("Server settings")
struct ServerSettingsTests {
    @Test("the database and its companions are readable by their owner only")
    func privateFiles() async throws {
        try await LiveServer.with { server, probe in
            _ = try await probe.login("alice")
            for suffix in ["", "-wal", "-shm"] {
                let attributes = try FileManager.default.attributesOfItem(atPath: server.databasePath + suffix)
                #expect((attributes[.posixPermissions] as? Int) == 0o600, "\(suffix)")
            }
        }
    }

    @Test("an existing database that others could read is made private on start")
    func tightensExistingFile() async throws {
        let directory = try TestServer.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("mvx.sqlite").path
        // Given a database left world-readable
        var configuration = ServerConfiguration(databasePath: path)
        configuration.bcryptCost = 4
        let first = try await MVXServer.start(configuration)
        await first.stop()
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        // When a server opens it again
        let second = try await MVXServer.start(configuration)
        await second.stop()
        // Then it is 0600
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }

    @Test(
        "a Host header naming another host is a 421; loopback names and the bound host are answered",
        arguments: [
            ("evil.example", 421), ("127.0.0.1:1", 200), ("localhost", 200), ("[::1]:80", 200), ("LOCALHOST", 200),
        ])
    func hostCheck(host: String, status: Int) async throws {
        try await LiveServer.with { server, _ in
            let connection = try await RawConnection.open(port: server.port)
            await connection.send("GET /users HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n")
            let text = await connection.read().text
            let answer = try #require(RawAnswer.parseAll(text).first)
            #expect(answer.status == String(status))
        }
    }

    @Test("with no host list, any Host header is answered")
    func anyHost() async throws {
        try await withServer(configure: { $0.allowedHosts = nil }) { server in
            let connection = try await RawConnection.open(port: server.port)
            await connection.send("GET /users HTTP/1.1\r\nHost: mvx.lan\r\nConnection: close\r\n\r\n")
            let text = await connection.read().text
            #expect(RawAnswer.parseAll(text).first?.status == "200")
        }
    }

    @Test("fault rules are capped at 100; DELETE /_faults makes room again")
    func faultRuleCap() async throws {
        try await LiveServer.with(faults: true) { _, probe in
            let rule = FaultRule(route: "GET /users", count: 1, status: 503)
            for _ in 0..<100 {
                #expect(try await probe.send(.post, "/_faults", json: rule).status < 300)
            }
            let refused = try await probe.send(.post, "/_faults", json: rule)
            #expect(refused.status == 400)
            #expect(refused.error?.message.contains("DELETE /_faults") == true)
            _ = try await probe.send(.delete, "/_faults")
            #expect(try await probe.send(.post, "/_faults", json: rule).status < 300)
        }
    }

    @Test("stopping a server does not wait out a long delay")
    func shutdownCancelsDelay() async throws {
        let server = try await TestServer.start()
        // Given a request the server holds, then delays by a minute (the wait `--latency` and a fault rule share)
        let rule = FaultRule(route: "GET /users", count: 1, delayMs: 60_000, hold: true)
        let _: FaultRule = try await server.makeClient().post("/_faults", json: rule)
        let client = server.makeClient(timeout: 90)
        let request = Task { try await client.get("/users", as: [User].self) }
        // (released only once the server holds it: it is in flight, not on its way)
        #expect(try await server.releaseHeldRequests(expected: 1) == 1)
        // When the server stops
        let clock = ContinuousClock()
        let stopping = clock.now
        await server.stop()
        // Then it stopped long before the minute, and the request was answered
        #expect(clock.now - stopping < .seconds(20))
        #expect(try await request.value.count >= 8)
    }

    @Test("a server that cannot listen leaves no new database behind")
    func bindFailureCleansUp() async throws {
        try await LiveServer.with { busy, _ in
            let directory = try TestServer.makeDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let path = directory.appendingPathComponent("mvx.sqlite").path
            await #expect(throws: ServerError.self) {
                _ = try await MVXServer.start(ServerConfiguration(port: busy.port, databasePath: path))
            }
            #expect(!FileManager.default.fileExists(atPath: path))
        }
    }

    @Test(
        "settings out of range are refused with a message naming them",
        arguments: [
            "bcrypt cost 3", "bcrypt cost 31", "idle timeout", "header timeout", "connection limit", "session lifetime",
        ])
    func outOfRange(name: String) async throws {
        var configuration = ServerConfiguration(databasePath: "/nonexistent/mvx.sqlite")
        switch name {
        case "bcrypt cost 3": configuration.bcryptCost = 3
        case "bcrypt cost 31": configuration.bcryptCost = 31
        case "idle timeout": configuration.connections.idleTimeout = .zero
        case "header timeout": configuration.connections.headerTimeout = .seconds(601)
        case "connection limit": configuration.connections.maximumConnections = 0
        default: configuration.sessionLifetime = .zero
        }
        let error = await #expect(throws: ServerError.self) { _ = try await MVXServer.start(configuration) }
        #expect(error?.description.contains(name.prefix { !$0.isNumber }.trimmingCharacters(in: .whitespaces)) == true)
    }
}
