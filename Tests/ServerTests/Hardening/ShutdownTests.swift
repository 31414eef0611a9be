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

/// The built `mvx`, next to the test bundle (or under `.build/debug`), if it is there.
let mvxExecutable: URL? = {
    let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    return [besideTests.appendingPathComponent("mvx"), packageRoot.appendingPathComponent(".build/debug/mvx")]
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}()

/// A shutdown ends the server within its grace period, whatever its connections are doing.
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
        // Then it ended in a few seconds (the grace period, and what a loaded machine adds: 7.2 s seen), not the two
        // minutes its connections could have held it
        #expect(clock.now - start < .seconds(30))
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
        let output = ProcessOutput()
        let process = try output.start(
            executable,
            arguments: [
                "serve", "--port", "0", "--db", directory.appendingPathComponent("mvx.sqlite").path, "--faults",
                "--header-timeout", "120", "--request-timeout", "120",
            ])
        defer { process.send(SIGKILL) }
        let port = try await output.listeningPort()
        try await Probe.using(port: port) { probe in
            _ = try await probe.send(.post, "/_faults", json: FaultRule(route: "GET /users", count: 10, hold: true))
        }
        let connections = try await Self.holdConnections(port: port)
        try await Task.sleep(for: .milliseconds(200))
        // When it gets SIGTERM
        let clock = ContinuousClock()
        let start = clock.now
        process.send(SIGTERM)
        while process.isRunning, clock.now - start < .seconds(20) { try await Task.sleep(for: .milliseconds(50)) }
        // Then it ended by itself within the 5 s grace period and a little, and said so
        #expect(process.termination == .exit(0))
        #expect(clock.now - start < .seconds(10))
        let log = await output.text(containing: "mvx serve: stopped.")
        #expect(log.contains("mvx serve: stopped."), "\(log)")
        for connection in connections { #expect(await connection.read(timeout: .seconds(2)).closed) }
    }
}

/// Everything a process writes to its output, read on a thread of its own as it comes.
final class ProcessOutput: Sendable {
    let pipe = Pipe()
    private let text = Mutex("")

    init() {
        let handle = pipe.fileHandleForReading
        Thread { [self] in
            while case let data = handle.availableData, !data.isEmpty {
                text.withLock { $0 += String(decoding: data, as: UTF8.self) }
            }
        }.start()
    }

    /// Starts `executable` with `arguments`, its output and errors written here.
    func start(_ executable: URL, arguments: [String]) throws -> ChildProcess {
        let descriptor = pipe.fileHandleForWriting.fileDescriptor
        let process = try ChildProcess(
            executable, arguments: arguments, standardOutput: descriptor, standardError: descriptor)
        try pipe.fileHandleForWriting.close()
        return process
    }

    /// The port of the "listening on http://127.0.0.1:PORT" line, once it is written (at most 20 s).
    func listeningPort() async throws -> Int {
        let line = await text(containing: "listening on http://127.0.0.1:")
        guard let range = line.range(of: "listening on http://127.0.0.1:") else {
            throw RawError.system("mvx serve never said it was listening: \(line)", ECONNREFUSED)
        }
        return try #require(Int(line[range.upperBound...].prefix { $0.isNumber }))
    }

    /// What was written so far, once it holds `needle` or 20 s passed.
    func text(containing needle: String) async -> String {
        for _ in 0..<400 {
            let current = text.withLock { $0 }
            if current.contains(needle) { return current }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return text.withLock { $0 }
    }
}
