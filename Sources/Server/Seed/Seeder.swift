import Foundation
import GRDB
import HummingbirdBcrypt
import Model
import Synchronization

/// Fills an empty database with the demo data, in the single transaction of its migration.
enum Seeder {
    /// Seeds everything; each user's password gets its own salted bcrypt hash at `bcryptCost`.
    static func seed(_ db: Database, bcryptCost: UInt8) throws {
        try seedUsers(db, bcryptCost: bcryptCost)
        try seedBlogs(db)
        try seedDrafts(db)
        try seedNews(db)
        try seedCounters(db)
        try seedVoices(db)
    }

    private static func seedUsers(_ db: Database, bcryptCost: UInt8) throws {
        let hashes = passwordHashes(count: SeedPeople.users.count, cost: bcryptCost)
        for ((username, displayName), hash) in zip(SeedPeople.users, hashes) {
            try db.execute(
                sql: """
                    INSERT INTO users (id, username, display_name, avatar_url, password_hash) VALUES (?, ?, ?, ?, ?)
                    """,
                arguments: [
                    SeedPeople.id(of: username), username, displayName, SeedPeople.avatarURL(for: username),
                    hash,
                ])
        }
        for (follower, followees) in SeedPeople.follows.sorted(by: { $0.key < $1.key }) {
            for followee in followees {
                try db.execute(
                    sql: "INSERT INTO follows (follower_id, followee_id) VALUES (?, ?)",
                    arguments: [SeedPeople.id(of: follower), SeedPeople.id(of: followee)])
            }
        }
    }

    /// One salted hash of the demo password per user, computed on every core: at a production cost each takes
    /// tens of milliseconds.
    private static func passwordHashes(count: Int, cost: UInt8) -> [String] {
        let hashes = Mutex([String](repeating: "", count: count))
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let hash = Bcrypt.hash(SeedPeople.password, cost: cost)
            hashes.withLock { $0[index] = hash }
        }
        return hashes.withLock { $0 }
    }

    private static func seedBlogs(_ db: Database) throws {
        var blogs: [(author: Int, title: String, createdAt: Date)] = []
        for index in 0..<SeedWriting.aliceBlogCount {
            blogs.append((1, SeedWriting.aliceBlogTitle(index), SeedClock.minutes(before: index * 9 * 60)))
        }
        for author in 2...SeedPeople.users.count {
            for (index, title) in SeedWriting.otherBlogTitles.enumerated() {
                blogs.append((author, title, SeedClock.minutes(before: (author * 5 + index) * 11 * 60)))
            }
        }
        let userCount = SeedPeople.users.count
        for (offset, blog) in blogs.enumerated() {
            let id = offset + 1
            try db.execute(
                sql:
                    "INSERT INTO blogs (id, author_id, title, body, created_at, share_count) VALUES (?, ?, ?, ?, ?, ?)",
                arguments: [
                    id, blog.author, blog.title, SeedWriting.body(title: blog.title, index: id), blog.createdAt,
                    (id * 13) % 7,
                ])
            for user in 1...userCount where user != blog.author && (id * 31 + user * 17) % 5 == 0 {
                try db.execute(sql: "INSERT INTO likes (blog_id, user_id) VALUES (?, ?)", arguments: [id, user])
            }
        }
    }

    private static func seedDrafts(_ db: Database) throws {
        var minutes = 30
        for (owner, live, trashed) in SeedWriting.drafts {
            let drafts = live.map { ($0, false) } + trashed.map { ($0, true) }
            for (title, isTrashed) in drafts {
                try db.execute(
                    sql: "INSERT INTO drafts (owner_id, title, edited_at, is_trashed) VALUES (?, ?, ?, ?)",
                    arguments: [SeedPeople.id(of: owner), title, SeedClock.minutes(before: minutes), isTrashed])
                minutes += 173
            }
        }
    }

    private static func seedNews(_ db: Database) throws {
        for position in 0..<SeedNews.count {
            let item = SeedNews.item(at: position)
            try db.execute(
                sql: """
                    INSERT INTO news (docid, channel, position, title, ptime, imgsrc, read_count)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    item.docid, NewsFeed.defaultChannel, position, item.title, item.ptime, item.imgsrc,
                    item.readCount,
                ])
        }
    }

    private static func seedCounters(_ db: Database) throws {
        let rows =
            SeedMedia.mainCounters.enumerated().map { (CounterSet.main, $0.offset, $0.element, $0.offset % 6) }
            + SeedMedia.altCounters.enumerated().map { (CounterSet.alt, $0.offset, $0.element, 0) }
        for (set, position, name, num) in rows {
            try db.execute(
                sql: "INSERT INTO counters (set_name, position, name, num) VALUES (?, ?, ?, ?)",
                arguments: [set.rawValue, position, name, num])
        }
    }

    private static func seedVoices(_ db: Database) throws {
        for (index, voice) in SeedMedia.voices.enumerated() {
            let sender = SeedPeople.users[SeedPeople.id(of: voice.sender) - 1].displayName
            try db.execute(
                sql: "INSERT INTO voices (id, sender, duration, audio) VALUES (?, ?, ?, ?)",
                arguments: [index + 1, sender, voice.duration, SeedMedia.audio(seconds: voice.duration, seed: index)])
        }
    }
}
