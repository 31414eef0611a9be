import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output or standard error, written with POSIX `write`: when the reader has gone away
/// (`mvx --headless … | head -1`) a write answers `false`, where `FileHandle.write(_:)` would trap on `EPIPE`.
public struct StandardStream: Sendable {
    /// The file descriptor written to.
    public let descriptor: Int32

    /// Standard output.
    public static let output = StandardStream(descriptor: STDOUT_FILENO)
    /// Standard error.
    public static let error = StandardStream(descriptor: STDERR_FILENO)

    /// Writes all of `text`, unbuffered; answers `false` when the stream is closed (`EPIPE`) or cannot be written.
    @discardableResult
    public func write(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { buffer in
                Foundation.write(descriptor, buffer.baseAddress, buffer.count)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    /// Makes a write to a closed pipe fail with `EPIPE` instead of ending the process with `SIGPIPE`, so that the
    /// writer can stop quietly; for the whole process.
    public static func ignoreBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }
}
