import NIOCore
import NIOHTTP1
import NIOPosix

/// One HTTP/1.1 request to the host with exactly the headers given (a library client would set `Host` itself).
enum HTTPProbe {
    /// What came back.
    struct Answer: Sendable {
        let status: Int
        let headers: HTTPHeaders
        let body: String
    }

    /// Sends `method path` with `Host: host` (when not nil) to 127.0.0.1:`port` and reads the answer.
    static func request(
        port: Int, path: String, method: HTTPMethod = .GET, host: String?, headers extra: [(String, String)] = []
    ) async throws -> Answer {
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(host: "127.0.0.1", port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHTTPClientHandlers()
                    return try NIOAsyncChannel<HTTPClientResponsePart, HTTPClientRequestPart>(
                        wrappingChannelSynchronously: channel)
                }
            }
        return try await within(waitingFor: "the answer to \(method) \(path)") {
            try await channel.executeThenClose { inbound, outbound in
                var headers = HTTPHeaders()
                if let host { headers.add(name: "Host", value: host) }
                for (name, value) in extra { headers.add(name: name, value: value) }
                headers.add(name: "Content-Length", value: "0")
                try await outbound.write(
                    .head(HTTPRequestHead(version: .http1_1, method: method, uri: path, headers: headers)))
                try await outbound.write(.end(nil))
                var head: HTTPResponseHead?
                var body = ByteBuffer()
                for try await part in inbound {
                    switch part {
                    case .head(let received): head = received
                    case .body(var chunk): body.writeBuffer(&chunk)
                    case .end:
                        return Answer(
                            status: Int(head?.status.code ?? 0), headers: head?.headers ?? [:],
                            body: String(buffer: body))
                    }
                }
                return Answer(status: 0, headers: [:], body: "")
            }
        }
    }
}
