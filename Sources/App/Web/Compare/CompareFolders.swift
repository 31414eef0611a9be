import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The compare lanes' folders on disk: one per `mvx web` process (named by its process id), deleted off the main
/// actor.
enum CompareFolders {
    /// Deletes the folders under `parent` of processes that have ended (and anything else not named by a process),
    /// leaving those of a running `mvx web` on the same data directory alone.
    static func removeLeftovers(in parent: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        for name in names {
            if let pid = Int32(name), pid > 0, kill(pid, 0) == 0 || errno == EPERM { continue }
            try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
        }
    }

    /// Deletes `folder` and what it holds, on a task of its own.
    static func remove(_ folder: URL) async {
        await Task.detached(priority: .utility) { try? FileManager.default.removeItem(at: folder) }.value
    }

    /// Deletes `folder` if nothing is left in it.
    static func removeIfEmpty(_ folder: URL) async {
        await Task.detached(priority: .utility) {
            let left = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            if left.isEmpty { try? FileManager.default.removeItem(at: folder) }
        }.value
    }
}
