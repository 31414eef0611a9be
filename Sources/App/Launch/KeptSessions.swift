import Foundation

/// The login tokens the app keeps between starts, as a real client keeps its token: the next start skips the
/// password check (a bcrypt hash on the server, most of a start's time) and works even while the server refuses
/// logins for that name.
///
/// One JSON file in the data directory, readable by its owner only; at most ``capacity`` sessions, one per server and
/// user. A file that is missing, too large or unreadable is treated as empty and rewritten: it holds nothing that a
/// new login cannot replace. Anything but a regular file at its name (a FIFO, a device, a directory, a link) is never
/// waited on, read or written; a file others may read is made its owner's only when it is read.
struct KeptSessions {
    struct Entry: Codable, Equatable {
        /// The server: its URL, or `embedded:` and the database path for the embedded server (its port changes).
        let server: String
        let username: String
        let userID: Int
        let token: String
    }

    /// Sessions kept at most; the oldest go first.
    static let capacity = 16
    /// The largest file read: more than ``capacity`` entries ever need.
    static let maximumFileSize = 64 * 1024

    let file: URL

    /// The file `sessions.json` in `directory`.
    init(directory: URL) {
        self.file = directory.appendingPathComponent("sessions.json")
    }

    /// The kept session of `username` on `server`, if there is one.
    func session(server: String, username: String) -> Entry? {
        entries().last { $0.server == server && $0.username == username }
    }

    /// Keeps `entry`, replacing that user's older session on that server. Failing to write only costs a login.
    func keep(_ entry: Entry) {
        var kept = entries().filter { !($0.server == entry.server && $0.username == entry.username) }
        kept.append(entry)
        write(Array(kept.suffix(Self.capacity)))
    }

    /// Forgets `username`'s session on `server` (its token stopped working).
    func forget(server: String, username: String) {
        let kept = entries()
        let remaining = kept.filter { !($0.server == server && $0.username == username) }
        if remaining.count != kept.count { write(remaining) }
    }

    private func entries() -> [Entry] {
        // Non-blocking: opening a FIFO nobody writes to would otherwise wait for good.
        let descriptor = open(file.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return [] }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        guard Self.isRegularFile(descriptor) else { return [] }
        // A file left readable by others (an older build, a copy) is repaired: it holds tokens.
        _ = fchmod(descriptor, 0o600)
        guard let data = try? handle.read(upToCount: Self.maximumFileSize + 1), data.count <= Self.maximumFileSize,
            let entries = try? JSONDecoder().decode([Entry].self, from: data)
        else { return [] }
        return Array(entries.suffix(Self.capacity))
    }

    private func write(_ entries: [Entry]) {
        guard let data = try? JSONEncoder().encode(entries) else { return }
        // Created 0600 before anything is written: the file holds tokens. Not truncated on open: what is there is
        // checked to be a regular file first.
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { return }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        guard Self.isRegularFile(descriptor), ftruncate(descriptor, 0) == 0 else { return }
        _ = fchmod(descriptor, 0o600)
        try? handle.write(contentsOf: data)
    }

    /// Whether `descriptor` is a regular file.
    private static func isRegularFile(_ descriptor: Int32) -> Bool {
        var status = stat()
        return fstat(descriptor, &status) == 0 && status.st_mode & mode_t(S_IFMT) == mode_t(S_IFREG)
    }
}
