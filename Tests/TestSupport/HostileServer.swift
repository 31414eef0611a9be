import Foundation
import Model

#if canImport(Glibc)
    import Glibc
#endif

/// A TCP server on 127.0.0.1 that answers every request the same wrong way, to show what the client makes of a
/// server that is broken or hostile. Each connection is served on a thread of its own.
public final class HostileServer: @unchecked Sendable {
    /// How every request is answered.
    public enum Behaviour: Sendable {
        /// Bytes that are not HTTP at all, then close.
        case notHTTP
        /// Close the connection without a byte.
        case closeWithoutAnswer
        /// A 200 with a JSON body of `bytes` bytes (an array of numbers), sent as fast as the client reads.
        case oversized(bytes: Int)
        /// A 200 with this body, as JSON.
        case json(String)
        /// A `302 Found` to `location`.
        case redirect(to: String)
        /// The news feed of `channel`, never ending: every page is as full as asked
        /// (`GET /nc/article/list/{channel}/{offset}-{limit}.html`).
        case endlessFeed(channel: String)
        /// A PostgreSQL server without TLS: answers a client's `SSLRequest` with `N`, as one started with `ssl=off`
        /// does, then closes once the client sends anything more or goes.
        case postgresWithoutTLS
    }

    /// The port it listens on.
    public let port: Int
    private let listener: Int32
    private let behaviour: Behaviour

    /// Starts listening on a free port.
    public init(_ behaviour: Behaviour) throws {
        self.behaviour = behaviour
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.listener = listener
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(listener, pointer, length) == 0 && listen(listener, 16) == 0
                    && getsockname(listener, pointer, &length) == 0
            }
        }
        guard bound else { throw HostileServerError.cannotListen(errno) }
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread { [behaviour] in Self.accept(on: listener, behaviour: behaviour) }.start()
    }

    /// The base URL to give a client.
    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/") }

    /// A port on 127.0.0.1 where nothing listens, so a connection to it is refused at once.
    public static func refusingPort() throws -> Int {
        let server = try HostileServer(.closeWithoutAnswer)
        server.stop()
        return server.port
    }

    /// Stops accepting; connections being served finish on their own.
    public func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private static func accept(on listener: Int32, behaviour: Behaviour) {
        while true {
            let connection = restartingOnInterrupt { Glibc.accept(listener, nil, nil) }
            guard connection >= 0 else { return }
            Thread { serve(connection, behaviour) }.start()
        }
    }

    private static func serve(_ connection: Int32, _ behaviour: Behaviour) {
        defer { close(connection) }
        if case .postgresWithoutTLS = behaviour {
            // The SSLRequest is 8 bytes: length 8, then the code 80877103.
            var request = [UInt8](repeating: 0, count: 8)
            guard restartingOnInterrupt({ recv(connection, &request, 8, Int32(MSG_WAITALL)) }) == 8 else { return }
            write(connection, Array("N".utf8))
            var next: UInt8 = 0
            _ = restartingOnInterrupt { recv(connection, &next, 1, 0) }
            return
        }
        let head = readHead(connection)
        switch behaviour {
        case .notHTTP:
            write(connection, Array("SSH-2.0-OpenSSH_9.6 hello\r\nthis is not HTTP\r\n".utf8))
        case .closeWithoutAnswer:
            break
        case .oversized(let bytes):
            write(
                connection,
                Array("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(bytes)\r\n\r\n[".utf8))
            let chunk = [UInt8](repeating: 0x30, count: 65_536).enumerated().map {
                $0.offset % 2 == 1 ? 0x2C : $0.element
            }
            var sent = 1
            while sent < bytes - 1, write(connection, Array(chunk.prefix(min(chunk.count, bytes - 1 - sent)))) {
                sent += min(chunk.count, bytes - 1 - sent)
            }
            write(connection, Array("]".utf8))
        case .json(let body):
            answer(connection, json: body)
        case .redirect(let location):
            write(
                connection,
                Array(
                    "HTTP/1.1 302 Found\r\nLocation: \(location)\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
                        .utf8))
        case .endlessFeed(let channel):
            answer(connection, json: endlessPage(channel: channel, head: head))
        case .postgresWithoutTLS:
            break
        }
    }

    private static func answer(_ connection: Int32, json body: String) {
        let data = Array(body.utf8)
        write(
            connection,
            Array(
                "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(data.count)\r\nConnection: close\r\n\r\n"
                    .utf8) + data)
    }

    /// A full page for the `{offset}-{limit}` the request line asks for.
    private static func endlessPage(channel: String, head: String) -> String {
        let path = head.split(separator: " ").dropFirst().first ?? ""
        let range = path.split(separator: "/").last?.split(separator: ".").first?.split(separator: "-") ?? []
        let offset = range.first.flatMap { Int($0) } ?? 0
        let limit = min(100, max(0, range.last.flatMap { Int($0) } ?? 0))
        let items = (0..<limit).map { index in
            let number = offset.saturatingAdding(index)
            return #"{"docid":"D\#(number)","title":"Article \#(number)","ptime":"2024-01-01 00:00:00","#
                + #""imgsrc":"http://example.com/\#(number).png","readCount":0}"#
        }
        return #"{"\#(channel)":[\#(items.joined(separator: ","))]}"#
    }

    /// Reads until the end of the request head (the body, if any, is left unread); answers the head.
    @discardableResult
    private static func readHead(_ connection: Int32) -> String {
        var received: [UInt8] = []
        var byte: UInt8 = 0
        while restartingOnInterrupt({ recv(connection, &byte, 1, 0) }) == 1 {
            received.append(byte)
            if received.suffix(4) == Array("\r\n\r\n".utf8) || received.count > 65_536 { break }
        }
        return String(decoding: received, as: UTF8.self)
    }

    @discardableResult
    private static func write(_ connection: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { buffer in
                restartingOnInterrupt { send(connection, buffer.baseAddress, buffer.count, Int32(MSG_NOSIGNAL)) }
            }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }
}

/// Why a ``HostileServer`` could not start.
public enum HostileServerError: Error {
    case cannotListen(Int32)
}

/// Calls `call` again for as long as a signal interrupts it (`EINTR`): the test process starts child processes, and
/// their signals can cut a blocking `recv`, `send` or `poll` short, which a helper must not take for the peer's answer.
public func restartingOnInterrupt<Result: BinaryInteger>(_ call: () -> Result) -> Result {
    while true {
        let result = call()
        if result >= 0 || errno != EINTR { return result }
    }
}
