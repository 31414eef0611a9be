import Foundation
import GRDB
import Model

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
        let hashes = SeedRows.passwordHashes(count: SeedPeople.users.count, cost: bcryptCost)
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
        for (follower, followee) in SeedRows.follows {
            try db.execute(
                sql: "INSERT INTO follows (follower_id, followee_id) VALUES (?, ?)", arguments: [follower, followee])
        }
    }

    private static func seedBlogs(_ db: Database) throws {
        for blog in SeedRows.blogs {
            try db.execute(
                sql:
                    "INSERT INTO blogs (id, author_id, title, body, created_at, share_count) VALUES (?, ?, ?, ?, ?, ?)",
                arguments: [blog.id, blog.authorID, blog.title, blog.body, blog.createdAt, blog.shareCount])
            for user in SeedRows.likes(of: blog) {
                try db.execute(sql: "INSERT INTO likes (blog_id, user_id) VALUES (?, ?)", arguments: [blog.id, user])
            }
        }
    }

    /// Bodies come later, in the migration that added them (``Schema``), as they did for databases made before it.
    private static func seedDrafts(_ db: Database) throws {
        for draft in SeedRows.drafts {
            try db.execute(
                sql: "INSERT INTO drafts (owner_id, title, edited_at, is_trashed) VALUES (?, ?, ?, ?)",
                arguments: [draft.ownerID, draft.title, draft.editedAt, draft.isTrashed])
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
        for counter in SeedRows.counters {
            try db.execute(
                sql: "INSERT INTO counters (set_name, position, name, num) VALUES (?, ?, ?, ?)",
                arguments: [counter.set.rawValue, counter.position, counter.name, counter.num])
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
