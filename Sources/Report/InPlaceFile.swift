import Foundation

/// Writes a report file where its path leads, in place: a symlinked README stays a symlink (its target is
/// rewritten), and anything but a regular file — a device, a directory, a pipe — is refused instead of being
/// replaced, as a write by rename (`atomically: true`) would do.
public enum InPlaceFile {
    /// Writes `text` to the regular file `path` resolves to, creating it if nothing is there.
    ///
    /// - Throws: ``InPlaceFileError`` when the path leads to something that is not a regular file, or the write
    ///   fails.
    public static func write(_ text: String, to path: String) throws(InPlaceFileError) {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        if let type = try? FileManager.default.attributesOfItem(atPath: target.path)[.type] as? FileAttributeType,
            type != .typeRegular
        {
            throw .notARegularFile(path: path, resolved: target.path)
        }
        do {
            // Not atomic on purpose: a rename would replace the file (and the symlink leading to it).
            try Data(text.utf8).write(to: target)
        } catch {
            throw .writeFailed(path: target.path, reason: error.localizedDescription)
        }
    }
}
