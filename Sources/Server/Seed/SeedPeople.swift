import Foundation

/// The seeded users and who follows whom. Every password is ``SeedPeople/password`` (demo data).
enum SeedPeople {
    /// The demo password of every seeded user.
    static let password = "mvx-demo"

    /// Login name and display name, in id order: `alice` is id 1, the default viewer.
    static let users: [(username: String, displayName: String)] = [
        ("alice", "Alice Chen"),
        ("bob", "Bob Martin"),
        ("xiaoming", "王小明"),
        ("lilei", "李雷"),
        ("hanmeimei", "韩梅梅"),
        ("carol", "Carol Díaz"),
        ("dave", "Dave Kim"),
        ("zhangwei", "张伟 Wei Zhang"),
        ("erin", "Erin O'Neil"),
        ("liuyang", "刘洋"),
    ]

    /// Follower → followees, by login name.
    static let follows: [String: [String]] = [
        "alice": ["bob", "xiaoming", "lilei", "carol", "zhangwei"],
        "bob": ["alice", "carol"],
        "xiaoming": ["alice", "lilei", "hanmeimei"],
        "lilei": ["hanmeimei"],
        "hanmeimei": ["lilei", "alice"],
        "carol": ["alice", "bob", "dave"],
        "dave": ["carol"],
        "zhangwei": ["alice", "liuyang"],
        "erin": ["alice"],
        "liuyang": ["zhangwei", "xiaoming"],
    ]

    /// The id a login name gets (ids follow the order of ``users``, from 1).
    static func id(of username: String) -> Int {
        (users.firstIndex { $0.username == username } ?? 0) + 1
    }

    /// The avatar URL of a user; the terminal draws a placeholder for it.
    static func avatarURL(for username: String) -> String {
        "https://img.mvx.example/avatars/\(username).png"
    }
}
