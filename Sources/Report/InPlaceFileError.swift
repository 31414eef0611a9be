/// Why ``InPlaceFile/write(_:to:)`` wrote nothing.
public enum InPlaceFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path leads (through symlinks, to `resolved`) to a device, a directory or another non-regular file.
    case notARegularFile(path: String, resolved: String)
    /// The file could not be written.
    case writeFailed(path: String, reason: String)

    /// One line: what is wrong and what to do.
    public var description: String {
        switch self {
        case .notARegularFile(let path, let resolved):
            let via = path == resolved ? "" : " (it leads to \(resolved))"
            return "\(path) is not a regular file\(via); name a regular file or a new path"
        case .writeFailed(let path, let reason):
            return "could not write \(path): \(reason)"
        }
    }
}
