import Foundation
import LiveServices
import Model
import Server
import TestSupport
import Testing

/// Slow, idle and never-ending clients cannot hold the server: every connection has a deadline.
@Suite("Connection limits")
struct ConnectionLimitTests {
    /// Short timeouts, so that the tests see them fire.
    static func quick(_ configuration: inout ServerConfiguration) {
        configuration.connections.headerTimeout = .milliseconds(300)
        configuration.connections.requestTimeout = .milliseconds(300)
        configuration.connections.idleTimeout = .milliseconds(300)
        configuration.connections.lingerTimeout = .milliseconds(200)
    }

    @Test("a request head sent a line a time is cut off at the header timeout")
    func slowHead() async throws {
        try await withServer(configure: Self.quick) { server in
            // Given a client that starts a request and then sends one header line every 100 ms
            let connection = try await RawConnection.open(port: server.port)
            await connection.send("GET /users HTTP/1.1\r\n")
            var stillOpen = true
            for _ in 0..<50 where stillOpen {
                try await Task.sleep(for: .milliseconds(100))
                stillOpen = await connection.send("X-Slow: yes\r\n")
            }
            // Then the server closed the connection long before the five seconds of trickle
            #expect(await connection.read(timeout: .seconds(2)).closed)
            #expect(!stillOpen)
        }
    }

    @Test("a body that never finishes is cut off at the request timeout")
    func endlessBody() async throws {
        try await withServer(configure: Self.quick) { server in
            // Given a request that announces 100 kB and sends one byte every 100 ms
            let connection = try await RawConnection.open(port: server.port)
            await connection.send("PUT /counters/1 HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100000\r\n\r\n")
            var stillOpen = true
            for _ in 0..<50 where stillOpen {
                try await Task.sleep(for: .milliseconds(100))
                stillOpen = await connection.send("x")
            }
            // Then the server gave up on it
            #expect(!stillOpen)
        }
    }

    @Test("an idle keep-alive connection is closed after the idle timeout")
    func idleConnection() async throws {
        // Only the idle timeout is short, and not very: on a machine busy with the whole suite a server's event loop
        // can be starved long enough for a 300 ms timer to fire before the request it should wait for is read.
        try await withServer(configure: { configuration in
            Self.quick(&configuration)
            configuration.connections.headerTimeout = .seconds(60)
            configuration.connections.requestTimeout = .seconds(60)
            configuration.connections.idleTimeout = .seconds(3)
        }) { server in
            // Given a connection that was answered once and then says nothing
            let connection = try await RawConnection.open(
                port: server.port, sending: "GET /users HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            // When it waits (the bound is for a hang: the answer and the close come well before it)
            let answer = await connection.read(timeout: .seconds(30))
            // Then it got its answer, and then the server closed it
            #expect(answer.text.hasPrefix("HTTP/1.1 200"))
            #expect(answer.closed)
        }
    }

    @Test("with idle connections holding every slot, a new request is answered at once: the longest idle gives way")
    func limitHeldByIdlers() async throws {
        try await withServer(configure: { configuration in
            configuration.connections.maximumConnections = 8
            configuration.connections.headerTimeout = .seconds(120)
        }) { server in
            // Given eight connections that never send anything, with two minutes before any times out
            var idlers: [RawConnection] = []
            for _ in 0..<8 { idlers.append(try await RawConnection.open(port: server.port)) }
            // When a client asks for the users, ready to wait 30 s (a loaded machine's pace, far below the two minutes
            // it would wait if no idle connection gave way)
            let users = try await server.makeClient(timeout: 30).get("/users", as: [User].self)
            // Then it is answered, and idle connections were closed to make room (which ones depends on the order
            // the event loops registered them)
            #expect(users.count >= 8)
            let closed = await withTaskGroup(of: Bool.self) { group in
                for idler in idlers { group.addTask { await idler.read(timeout: .seconds(2)).closed } }
                return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
            }
            #expect(closed >= 1)
        }
    }

    @Test("a client that keeps sending after a 413 is disconnected, so nothing is held")
    func keepsSendingAfterRejection() async throws {
        try await withServer(configure: Self.quick) { server in
            // Given a request far over the size limit, asking to close, whose client keeps sending
            let connection = try await RawConnection.open(port: server.port)
            await connection.send(
                "POST /auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 10000000\r\nConnection: close\r\n\r\n")
            let chunk = [UInt8](repeating: 0x78, count: 65_536)
            var stillOpen = true
            for _ in 0..<100 where stillOpen {
                stillOpen = await connection.send(chunk)
                try await Task.sleep(for: .milliseconds(20))
            }
            // Then it got a 413 and the server closed the connection instead of reading forever
            #expect(!stillOpen)
        }
    }
}
