import Foundation
import Hummingbird
import Logging
import Model
import Server

/// A plain Hummingbird server answering the feed route's JSON with no database and no middleware.
///
/// `GET /nc/article/list/{channel}/{range}.html` encodes the seeded first page, built once in memory, on every
/// request; `GET /bytes` answers the same JSON as bytes encoded once at start, the ceiling of the HTTP stack.
enum BareFeedServer {
    /// Serves on 127.0.0.1 until SIGINT or SIGTERM; prints `bare-feed: listening on <url>` once it accepts.
    static func run(port: Int) async throws {
        let feed = BareFeedAnswer(feed: NewsFeed.seeded(offset: 0, limit: 20))
        let encoded = try feed.encoder.encode(feed.feed)

        let router = Router()
        router.get("/nc/article/list/{channel}/{range}.html") { _, _ in feed }
        router.get("/bytes") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
                body: .init(byteBuffer: ByteBuffer(bytes: encoded)))
        }

        var logger = Logger(label: "bare-feed")
        logger.logLevel = .warning
        let app = Application(
            router: router,
            configuration: .init(address: .hostname("127.0.0.1", port: port), serverName: "bare-feed"),
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? port
                FileHandle.standardOutput.write(Data("bare-feed: listening on http://127.0.0.1:\(bound)\n".utf8))
            },
            logger: logger)
        try await app.runService()
    }
}
