import AsyncHTTPClient
import Foundation
import Model
import NIOCore
import Synchronization

/// The process's HTTP clients, one per connect timeout (in practice one: ``HTTPExchange/defaultConnectTimeout``,
/// and the few a test asks for). They live as long as the process, as `HTTPClient.shared` does.
///
/// Unlike `HTTPClient.shared`, they follow no redirects and do not retry a failed connection: a refused connection
/// fails the request at once instead of being retried until the answer timeout.
enum HTTPClientPool {
    private static let clients = Mutex<[Int64: HTTPClient]>([:])

    /// The client that waits `connectTimeout` seconds for a connection.
    static func client(connectTimeout: TimeInterval) -> HTTPClient {
        let milliseconds = Int64(connectTimeout * 1_000)
        return clients.withLock { clients in
            if let client = clients[milliseconds] { return client }
            var configuration = HTTPClient.Configuration(
                redirectConfiguration: .disallow, timeout: .init(connect: .milliseconds(milliseconds)))
            configuration.connectionPool.retryConnectionEstablishment = false
            let client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
            clients[milliseconds] = client
            return client
        }
    }
}
