import Foundation
import HTTPTypes
import Model
import Server
import Synchronization
import TestSupport
import Testing

/// Thousands of mixed reads and writes over many connections, with one database reader, finish with exact counts.
///
/// The server once waited synchronously for a database reader on a Swift concurrency thread: once both
/// of this machine's cooperative threads waited, nothing could give a reader back, and every later request hung.
/// One reader makes that wait certain on any machine, so the storm catches the whole class of bug.
@Suite("Mixed-load storm")
struct StormTests {
    static let workers = 32
    static let rounds = 70
    static let docid = "MVX0000T1467"
    static let feed = "/nc/article/list/\(NewsFeed.defaultChannel)/0-100.html"
    /// The seed's counters, ids 1 to 21 over both sets: the first 21 workers write one each.
    static let seededCounters = 21

    @Test(
        "2,240 mixed requests over 32 connections with one reader all finish, and every write counts once",
        .timeLimit(.minutes(3)))
    func storm() async throws {
        // A deadlock holds the cooperative threads that a time limit would need, so a plain thread watches instead.
        // Alone the storm takes seconds; beside the whole suite on two cores its logins wait behind every other
        // test's password hashing, so the bound is generous: it catches a server that never finishes, not a slow one.
        let watchdog = Watchdog(after: 180, message: "the storm did not finish in 180 s: the server deadlocked")
        defer { watchdog.cancel() }
        try await withServer(configure: { $0.databaseReaders = 1 }) { server in
            // Given eight users logged in, each worker acting as one of them on a blog and a counter of its own
            let tokens = try await Probe.using(port: server.port) { probe in
                try await (1...8).asyncMap { id in
                    let users = try await probe.get("/users").decode([User].self)
                    return try await probe.login(users[id - 1].username)
                }
            }
            let readsBefore = try await Self.readCount(port: server.port)
            // When every worker sends its 70 requests at once
            let likedAtEnd = try await withThrowingTaskGroup(of: (blog: Int, liked: Bool).self) { group in
                for worker in 0..<Self.workers {
                    group.addTask { try await Self.work(worker, token: tokens[worker % 8], port: server.port) }
                }
                return try await group.reduce(into: [Int: Bool]()) { $0[$1.blog] = $1.liked }
            }
            // Then every read was counted exactly once
            let reads = Self.workers * (0..<Self.rounds).filter { $0 % 7 == 6 }.count
            #expect(try await Self.readCount(port: server.port) == readsBefore + reads)
            // And each worker's blog ends as its last like or unlike left it
            try await Probe.using(port: server.port) { probe in
                for worker in 0..<Self.workers {
                    let blog = try await probe.get("/blogs/\(Self.blog(of: worker))", token: tokens[worker % 8])
                        .decode(Blog.self)
                    #expect(blog.isLiked == likedAtEnd[Self.blog(of: worker)])
                }
                // And each counter holds its worker's last value, and the server still answers at once
                let main = try await probe.get("/counters?set=main").decode([Counter].self)
                let alt = try await probe.get("/counters?set=alt").decode([Counter].self)
                #expect(main.count + alt.count == Self.seededCounters)
                for counter in main + alt {
                    #expect(counter.num == Self.lastCount(of: counter.id - 1))
                }
            }
        }
    }

    /// One worker's 70 requests, every route of the storm in turn; answers its blog and whether it is liked at the end.
    private static func work(_ worker: Int, token: String, port: Int) async throws -> (blog: Int, liked: Bool) {
        try await Probe.using(port: port) { probe in
            var liked = false
            for round in 0..<rounds {
                let blog = blog(of: worker)
                let answer: Answer
                switch round % 7 {
                case 0: answer = try await probe.get("/users/\(worker % 10 + 1)/blogs?offset=0&limit=20", token: token)
                case 1:
                    answer = try await probe.send(.post, "/blogs/\(blog)/like", token: token)
                    liked = true
                case 2 where round % 3 == 0:
                    answer = try await probe.send(.delete, "/blogs/\(blog)/like", token: token)
                    liked = false
                case 3, 2: answer = try await probe.get(feed)
                case 4 where worker < seededCounters:
                    answer = try await probe.send(
                        .put, "/counters/\(worker + 1)", json: CounterUpdate(num: count(worker, round)), token: token)
                case 4: answer = try await probe.get("/counters?set=alt")
                case 5: answer = try await probe.get("/users", token: token)
                default: answer = try await probe.send(.post, "/news/\(docid)/read", token: token)
                }
                #expect(answer.status == 200, "worker \(worker), round \(round): \(answer.status)")
            }
            return (blog(of: worker), liked)
        }
    }

    /// A blog per worker, so that no two workers like the same one as the same user.
    private static func blog(of worker: Int) -> Int { worker + 1 }

    /// What worker `worker` writes to its counter in `round`.
    private static func count(_ worker: Int, _ round: Int) -> Int { worker * 100 + round }

    /// The counter value worker `worker` writes last.
    private static func lastCount(of worker: Int) -> Int {
        count(worker, (0..<rounds).last { $0 % 7 == 4 } ?? 0)
    }

    private static func readCount(port: Int) async throws -> Int {
        try await Probe.using(port: port) { probe in
            let feed = try await probe.get(feed).decode(NewsFeed.self)
            return try #require(feed.items.first { $0.docid == docid }).readCount
        }
    }
}

/// Ends the test process with `message` unless cancelled within `seconds`: a hang becomes a failure that says why.
private final class Watchdog: Sendable {
    private let done = Mutex(false)

    init(after seconds: Double, message: String) {
        Thread { [self] in
            Thread.sleep(forTimeInterval: seconds)
            if !done.withLock({ $0 }) { fatalError(message) }
        }.start()
    }

    func cancel() { done.withLock { $0 = true } }
}

extension Sequence {
    /// `map` with an async transform, one element after another.
    fileprivate func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var results: [T] = []
        for element in self { results.append(try await transform(element)) }
        return results
    }
}
