import Foundation
import HTTPTypes
import Model
import Server
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The built `mvx`, next to the test bundle (or under `.build/debug`), if it is there.
private let mvxExecutable: URL? = {
    let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    return [besideTests.appendingPathComponent("mvx"), packageRoot.appendingPathComponent(".build/debug/mvx")]
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}()

/// A shutdown ends the server within its grace period, whatever its connections are doing (issue #20).
@Suite("Shutdown with held connections")
struct ShutdownTests {
    /// Connections in every state a shutdown can meet: a request held by a fault, a body that never ends, a head
    /// half sent, and an idle keep-alive connection.
    static func holdConnections(port: Int) async throws -> [RawConnection] {
        let held = try await RawConnection.open(port: port)
        await held.send("GET /users HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        let endlessBody = try await RawConnection.open(port: port)
        await endlessBody.send("PUT /counters/1 HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 60000\r\n\r\n{")
        let halfHead = try await RawConnection.open(port: port)
        await halfHead.send("GET /users HTTP/1.1\r\nHost: 127.0")
        let idle = try await RawConnection.open(port: port)
        await idle.send("GET /voices HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        return [held, endlessBody, halfHead, idle]
    }

    @Test("stop() ends within the grace period while requests are held, bodies unfinished and heads half sent")
    func stopWithHeldConnections() async throws {
        // Given a server with a 500 ms grace period whose /users answers are held until released
        let server = try await TestServer.start { configuration in
            configuration.shutdownGracePeriod = .milliseconds(500)
            configuration.connections.headerTimeout = .seconds(120)
            configuration.connections.requestTimeout = .seconds(120)
        }
        try await Probe.using(port: server.port) { probe in
            _ = try await probe.send(.post, "/_faults", json: FaultRule(route: "GET /users", count: 10, hold: true))
        }
        let connections = try await Self.holdConnections(port: server.port)
        try await Task.sleep(for: .milliseconds(200))
        // When it stops
        let clock = ContinuousClock()
        let start = clock.now
        await server.stop()
        // Then it took about the grace period, not the two minutes its connections could have held it
        #expect(clock.now - start < .seconds(5))
        for connection in connections { #expect(await connection.read(timeout: .seconds(2)).closed) }
    }

    @Test(
        "SIGTERM ends mvx serve within a few seconds while connections hold it",
        .enabled(if: mvxExecutable != nil, "mvx is not built; run `swift build --product mvx`"))
    func sigterm() async throws {
        // Given `mvx serve` on a free port, with fault injection, and held connections of every kind
        let executable = try #require(mvxExecutable)
        let directory = try TestServer.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let port = try Self.freePort()
        let process = Process()
        process.executableURL = executable
        process.arguments = [
            "serve", "--port", String(port), "--db", directory.appendingPathComponent("mvx.sqlite").path, "--faults",
            "--header-timeout", "120", "--request-timeout", "120",
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        try await Self.waitUntilListening(port: port)
        try await Probe.using(port: port) { probe in
            _ = try await probe.send(.post, "/_faults", json: FaultRule(route: "GET /users", count: 10, hold: true))
        }
        let connections = try await Self.holdConnections(port: port)
        try await Task.sleep(for: .milliseconds(200))
        // When it gets SIGTERM
        let clock = ContinuousClock()
        let start = clock.now
        kill(process.processIdentifier, SIGTERM)
        while process.isRunning, clock.now - start < .seconds(20) { try await Task.sleep(for: .milliseconds(50)) }
        // Then it ended by itself within the 5 s grace period and a little, and said so
        #expect(!process.isRunning)
        #expect(clock.now - start < .seconds(10))
        #expect(process.terminationStatus == 0)
        let log = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        #expect(log.contains("mvx serve: stopped."), "\(log)")
        for connection in connections { #expect(await connection.read(timeout: .seconds(2)).closed) }
    }

    private static func waitUntilListening(port: Int) async throws {
        for _ in 0..<200 {
            if (try? await RawConnection.open(port: port)) != nil { return }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw RawError.system("connect (mvx serve never listened)", ECONNREFUSED)
    }

    /// A port the system hands out and takes back at once.
    private static func freePort() throws -> Int {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard bound else { throw RawError.system("bind", errno) }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
