import Foundation
import GRDB
import HummingbirdBcrypt
import Model

/// Fills an empty database with the demo data, in the single transaction of its migration.
enum Seeder {
    /// Bcrypt cost for seeded passwords: 6 (64 rounds). Each user still gets a real, salted bcrypt hash,
    /// but seeding the ten users takes about 70 ms in a debug build instead of 270 ms at cost 8, which
    /// matters when every test starts a fresh database. A production server would use 12 or more.
    static let bcryptCost: UInt8 = 6

    static func seed(_ db: Database) throws {
        try seedUsers(db)
        try seedBlogs(db)
        try seedDrafts(db)
        try seedNews(db)
        try seedCounters(db)
        try seedVoices(db)
    }

    private static func seedUsers(_ db: Database) throws {
        for (username, displayName) in SeedPeople.users {
            try db.execute(
                sql: """
                    INSERT INTO users (id, username, display_name, avatar_url, password_hash) VALUES (?, ?, ?, ?, ?)
                    """,
                arguments: [
                    SeedPeople.id(of: username), username, displayName, SeedPeople.avatarURL(for: username),
                    Bcrypt.hash(SeedPeople.password, cost: bcryptCost),
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
