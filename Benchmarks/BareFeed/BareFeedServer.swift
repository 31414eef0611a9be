import Foundation
import Hummingbird
import Logging
import Model
import Server

/// A plain Hummingbird server answering the feed route's JSON with no database and no middleware.
///
/// `GET /nc/article/list/{channel}/{range}.html` encodes the seeded first page, built once in memory, on every
/// request; `GET /bytes` answers the same JSON as bytes encoded once at start, the ceiling of the HTTP stack.
///
/// With `mirror`, a running mvx server, it also answers each other route class the way a bare route would (issue
/// #27): `GET /users`, `/users/{id}/blogs`, `/counters` and `/voices` encode what mvx answered once, and with
/// `database`, `POST /news/{docid}/read` runs the project route's SQL on one plain connection.
enum BareFeedServer {
    /// Serves on 127.0.0.1 until SIGINT or SIGTERM; prints `bare-feed: listening on <url>` once it accepts.
    static func run(port: Int, mirror: URL? = nil, database: String? = nil) async throws {
        let feed = BareFeedAnswer(feed: NewsFeed.seeded(offset: 0, limit: 20))
        let encoded = try feed.encoder.encode(feed.feed)

        let router = Router()
        router.get("/nc/article/list/{channel}/{range}.html") { _, _ in feed }
        router.get("/bytes") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
                body: .init(byteBuffer: ByteBuffer(bytes: encoded)))
        }
        if let mirror {
            let users = try await MirroredAnswer<[User]>.fetch("/users", from: mirror)
            let blogs = try await MirroredAnswer<Page<Blog>>.fetch("/users/1/blogs?offset=0&limit=20", from: mirror)
            let counters = try await MirroredAnswer<[Counter]>.fetch("/counters?set=main", from: mirror)
            let voices = try await MirroredAnswer<[VoiceMessage]>.fetch("/voices", from: mirror)
            router.get("/users") { _, _ in users }
            router.get("/users/{id}/blogs") { _, _ in blogs }
            router.get("/counters") { _, _ in counters }
            router.get("/voices") { _, _ in voices }
        }
        if let database {
            try BareReadRoute(path: database).register(on: router)
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
