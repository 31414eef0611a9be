import Foundation
import GRDB
import Hummingbird
import Logging
import Model
import Server

/// Plain Hummingbird routes over plain GRDB connections: each does the work of one of `mvx serve`'s routes without
/// the project's layers — no middleware, no request context of its own, no storage protocol, no reader pool.
///
/// Every `GET` route runs the same statement and decoding as mvx's on one read-only connection to mvx's database
/// (`NewsStore.items`, `UserStore.all`, `BlogStore.page`, `CounterStore.counters`, `VoiceStore.voices`) and encodes the
/// way mvx does: the feed with `FeedJSON`, the rest with the wire encoder. `POST /news/{docid}/read` runs the route's
/// SQL on one read-write connection at mvx's journal mode and `synchronous` setting (see ``BareReadRoute``).
enum BareFeedServer {
    /// Serves on 127.0.0.1 until SIGINT or SIGTERM; prints `bare-feed: listening on <url>` once it accepts.
    static func run(port: Int, database path: String) async throws {
        var configuration = Configuration()
        configuration.readonly = true
        let reader = try DatabaseQueue(path: path, configuration: configuration)

        let router = Router()
        router.get("/nc/article/list/{channel}/{range}.html") { _, context in
            let channel = try context.parameters.require("channel")
            let (offset, limit) = try BareQuery.range(context.parameters.require("range"))
            let items = try await reader.unsafeRead { db in
                try NewsStore.items(db, channel: channel, offset: offset, limit: limit)
            }
            return BareJSON.bytes(FeedJSON.bytes(of: NewsFeed(channel: channel, items: items)))
        }
        router.get("/users") { _, _ in
            try BareJSON.encoded(try await reader.unsafeRead { db in try UserStore.all(db, viewer: nil) })
        }
        router.get("/users/{id}/blogs") { request, context in
            let author = try BareQuery.number(context.parameters.require("id"), range: Int.min...Int.max)
            let query = request.uri.queryParameters
            let offset = try BareQuery.number(query["offset"].map(String.init) ?? "0", range: 0...Int.max)
            let limit = try BareQuery.number(query["limit"].map(String.init) ?? "20", range: 0...100)
            return try BareJSON.encoded(
                try await reader.unsafeRead { db in
                    try BlogStore.page(db, of: author, offset: offset, limit: limit, viewer: nil)
                })
        }
        router.get("/counters") { request, _ in
            guard let set = CounterSet(rawValue: request.uri.queryParameters["set"].map(String.init) ?? "main") else {
                throw HTTPError(.badRequest)
            }
            return try BareJSON.encoded(try await reader.unsafeRead { db in try CounterStore.counters(db, in: set) })
        }
        router.get("/voices") { _, _ in
            try BareJSON.encoded(try await reader.unsafeRead { db in try VoiceStore.voices(db) })
        }
        try BareReadRoute(path: path).register(on: router)

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

/// The bare routes' answers: JSON bytes with their type and length, as mvx sends them.
enum BareJSON {
    private static let encoder = WireCoding.encoder()

    /// An answer of `bytes`.
    static func bytes(_ bytes: some Collection<UInt8>) -> Response {
        Response(
            status: .ok,
            headers: [.contentType: "application/json; charset=utf-8", .contentLength: String(bytes.count)],
            body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    /// An answer of `value` in the wire encoding: the encoder, and the steps, of Hummingbird's `ResponseEncoder`
    /// that mvx's JSON answers use.
    static func encoded(_ value: some Encodable) throws -> Response {
        bytes(try encoder.encode(value))
    }
}

/// The bare routes' parsing of numbers: checked, 400 otherwise.
enum BareQuery {
    /// A whole number in `range`.
    static func number(_ text: String, range: ClosedRange<Int>) throws -> Int {
        guard let value = Int(text), range.contains(value) else { throw HTTPError(.badRequest) }
        return value
    }

    /// The `{offset}-{limit}` of the feed's path.
    static func range(_ text: String) throws -> (offset: Int, limit: Int) {
        let parts = text.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw HTTPError(.badRequest) }
        return (try number(String(parts[0]), range: 0...Int.max), try number(String(parts[1]), range: 0...100))
    }
}
