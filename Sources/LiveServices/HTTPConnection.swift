import Foundation
import Model
import NIOCore
import NIOHTTP1
import NIOPosix

/// One HTTP/1.1 exchange on a connection of its own, over SwiftNIO — the server's own networking library, so the
/// client adds no package to the build.
///
/// The app talks to its own server, usually on 127.0.0.1, where opening a connection costs less than a tenth of a
/// millisecond: each request opens one, sends `Connection: close`, reads the answer and closes it. Plain HTTP only;
/// ``HTTPExchange/problem(with:)`` turns an `https` URL away before a request is sent.
enum HTTPConnection {
    /// A request as it goes on the wire.
    struct Request: Sendable {
        var method: String
        var url: URL
        var headers: [(name: String, value: String)] = []
        var body: Data?
    }

    /// A whole answer: its status, where a redirect points, and at most the cap's bytes of body.
    struct Answer: Sendable {
        var status: Int
        var location: String?
        var body: Data
    }

    /// The answer's body went over the cap; nothing more of it is read.
    struct TooLarge: Error {}

    /// The connection closed before a whole answer arrived.
    struct ClosedEarly: Error {}

    /// The answer took longer than its time limit.
    struct TimedOut: Error {}

    /// A connection carrying one request and its answer.
    private typealias Exchange = NIOAsyncChannel<HTTPClientResponsePart, HTTPClientRequestPart>

    /// Sends `request` to its URL's host and port and reads the answer, within `timeout` seconds in all, after at
    /// most `connectTimeout` seconds to connect.
    ///
    /// - Throws: `TooLarge`, `ClosedEarly`, `TimedOut`, `CancellationError`, or what SwiftNIO throws for a
    ///   connection that cannot be made or an answer that is not HTTP.
    static func exchange(
        _ request: Request, connectTimeout: TimeInterval, timeout: TimeInterval, maximumBytes: Int
    ) async throws -> Answer {
        try await withThrowingTaskGroup(of: Answer.self) { group in
            group.addTask {
                try await send(request, connectTimeout: connectTimeout, maximumBytes: maximumBytes)
            }
            group.addTask {
                try await Task.sleep(for: .milliseconds(Int64(timeout * 1_000)))
                throw TimedOut()
            }
            defer { group.cancelAll() }
            guard let first = try await group.next() else { throw CancellationError() }
            return first
        }
    }

    private static func send(_ request: Request, connectTimeout: TimeInterval, maximumBytes: Int) async throws
        -> Answer
    {
        // HTTPExchange checked the URL: http, a host, a port in range.
        let host = (request.url.host ?? "").trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        let port = request.url.port ?? 80
        let bootstrap = ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connectTimeout(.milliseconds(Int64(connectTimeout * 1_000)))
        let initialize: @Sendable (any Channel) -> EventLoopFuture<Exchange> = { channel in
            channel.eventLoop.makeCompletedFuture {
                try channel.pipeline.syncOperations.addHTTPClientHandlers()
                return try Exchange(wrappingChannelSynchronously: channel)
            }
        }
        // An address written as numbers (the app's own server, 127.0.0.1) is connected to directly; a name is
        // resolved first, which costs a lookup on a thread of its own for every request.
        let channel =
            if let address = try? SocketAddress(ipAddress: host, port: port) {
                try await bootstrap.connect(to: address, channelInitializer: initialize)
            } else {
                try await bootstrap.connect(host: host, port: port, channelInitializer: initialize)
            }
        let closer = channel.channel
        return try await withTaskCancellationHandler {
            try await channel.executeThenClose { inbound, outbound in
                var parts: [HTTPClientRequestPart] = [.head(head(of: request, host: host, port: port))]
                if let body = request.body { parts.append(.body(.byteBuffer(ByteBuffer(bytes: body)))) }
                parts.append(.end(nil))
                // A server may answer and close before the request is all written (a refusal, a redirect): what it
                // answered is still read, and only when there is no answer does the failed write count.
                let written: (any Error)?
                do {
                    try await outbound.write(contentsOf: parts)
                    written = nil
                } catch {
                    written = error
                }
                do {
                    return try await read(inbound, maximumBytes: maximumBytes)
                } catch is ClosedEarly {
                    throw written ?? ClosedEarly()
                }
            }
        } onCancel: {
            closer.close(promise: nil)
        }
    }

    private static func head(of request: Request, host: String, port: Int) -> HTTPRequestHead {
        // As written, escapes kept: `URL.path` would unescape `%2F` into a separator.
        let components = URLComponents(url: request.url, resolvingAgainstBaseURL: false)
        var path = components?.percentEncodedPath ?? ""
        if path.isEmpty { path = "/" }
        if let query = components?.percentEncodedQuery { path += "?" + query }
        var head = HTTPRequestHead(version: .http1_1, method: NIOHTTP1.HTTPMethod(rawValue: request.method), uri: path)
        let name = host.contains(":") ? "[\(host)]" : host
        head.headers.add(name: "Host", value: port == 80 ? name : "\(name):\(port)")
        head.headers.add(name: "Connection", value: "close")
        for (name, value) in request.headers { head.headers.add(name: name, value: value) }
        head.headers.add(name: "Content-Length", value: String(request.body?.count ?? 0))
        return head
    }

    private static func read(
        _ inbound: NIOAsyncChannelInboundStream<HTTPClientResponsePart>, maximumBytes: Int
    ) async throws -> Answer {
        var answer: Answer?
        do {
            for try await part in inbound {
                switch part {
                case .head(let head):
                    // 1xx answers come before the real one; they carry no body.
                    guard head.status.code >= 200 else { continue }
                    // An answer that announces more than the client reads is refused before a byte of it is read.
                    if let length = head.headers.first(name: "Content-Length").flatMap(Int.init), length > maximumBytes
                    {
                        throw TooLarge()
                    }
                    answer = Answer(
                        status: Int(head.status.code), location: head.headers.first(name: "Location"), body: Data())
                case .body(let buffer):
                    guard answer != nil else { continue }
                    guard buffer.readableBytes <= maximumBytes - (answer?.body.count ?? 0) else { throw TooLarge() }
                    answer?.body.append(contentsOf: buffer.readableBytesView)
                case .end:
                    if let answer { return answer }
                }
            }
        } catch let error as HTTPParserError where answer != nil && error == .invalidEOFState {
            // The head was HTTP; the connection closed before the body it announced was all there.
            throw ClosedEarly()
        }
        throw ClosedEarly()
    }
}
