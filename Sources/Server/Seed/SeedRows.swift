import Foundation
import HummingbirdBcrypt
import Model
import Synchronization

/// The demo data as rows, computed once here so that every database is seeded with exactly the same.
enum SeedRows {
    /// One seeded blog.
    struct Blog: Sendable {
        let id: Int
        let authorID: Int
        let title: String
        let body: String
        let createdAt: Date
        let shareCount: Int
    }

    /// One seeded draft; ids follow the order of ``drafts``, from 1.
    struct Draft: Sendable {
        let ownerID: Int
        let title: String
        let body: String
        let editedAt: Date
        let isTrashed: Bool
    }

    /// One seeded counter.
    struct Counter: Sendable {
        let set: CounterSet
        let position: Int
        let name: String
        let num: Int
    }

    /// Follower and followee ids.
    static var follows: [(follower: Int, followee: Int)] {
        SeedPeople.follows.sorted { $0.key < $1.key }.flatMap { follower, followees in
            followees.map { (SeedPeople.id(of: follower), SeedPeople.id(of: $0)) }
        }
    }

    /// Alice's many blogs, then a few for everyone else.
    static var blogs: [Blog] {
        var blogs: [(author: Int, title: String, createdAt: Date)] = []
        for index in 0..<SeedWriting.aliceBlogCount {
            blogs.append((1, SeedWriting.aliceBlogTitle(index), SeedClock.minutes(before: index * 9 * 60)))
        }
        for author in 2...SeedPeople.users.count {
            for (index, title) in SeedWriting.otherBlogTitles.enumerated() {
                blogs.append((author, title, SeedClock.minutes(before: (author * 5 + index) * 11 * 60)))
            }
        }
        return blogs.enumerated().map { offset, blog in
            let id = offset + 1
            return Blog(
                id: id, authorID: blog.author, title: blog.title, body: SeedWriting.body(title: blog.title, index: id),
                createdAt: blog.createdAt, shareCount: (id * 13) % 7)
        }
    }

    /// Who likes which blog: a fixed pattern, never the author.
    static func likes(of blog: Blog) -> [Int] {
        (1...SeedPeople.users.count).filter { user in
            user != blog.authorID && (blog.id * 31 + user * 17) % 5 == 0
        }
    }

    /// Every owner's live drafts, then their trashed ones, each edited a little earlier than the one before.
    static var drafts: [Draft] {
        var minutes = 30
        var drafts: [Draft] = []
        for (owner, live, trashed) in SeedWriting.drafts {
            for (title, isTrashed) in live.map({ ($0, false) }) + trashed.map({ ($0, true) }) {
                drafts.append(
                    Draft(
                        ownerID: SeedPeople.id(of: owner), title: title,
                        body: SeedWriting.body(title: title, index: drafts.count),
                        editedAt: SeedClock.minutes(before: minutes), isTrashed: isTrashed))
                minutes += 173
            }
        }
        return drafts
    }

    /// The `main` set (numbers cycling 0…5), then the `alt` set at 0.
    static var counters: [Counter] {
        SeedMedia.mainCounters.enumerated().map {
            Counter(set: .main, position: $0.offset, name: $0.element, num: $0.offset % 6)
        }
            + SeedMedia.altCounters.enumerated().map {
                Counter(set: .alt, position: $0.offset, name: $0.element, num: 0)
            }
    }

    /// One salted hash of the demo password per user, computed on every core: at a production cost each takes
    /// tens of milliseconds. Synchronous: call it off Swift's cooperative threads.
    static func passwordHashes(count: Int, cost: UInt8) -> [String] {
        let hashes = Mutex([String](repeating: "", count: count))
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let hash = Bcrypt.hash(SeedPeople.password, cost: cost)
            hashes.withLock { $0[index] = hash }
        }
        return hashes.withLock { $0 }
    }
}
