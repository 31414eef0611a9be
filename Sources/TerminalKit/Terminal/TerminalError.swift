#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why the live terminal could not take over: each case says what failed and what to do instead.
public enum TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file descriptor is not a terminal (input or output redirected, or no terminal at all).
    case notATerminal(fileDescriptor: Int32)
    /// A system call on the terminal failed with `errno`.
    case systemCall(String, errno: Int32)

    /// A sentence for the user: what happened and what to do.
    public var description: String {
        switch self {
        case .notATerminal(let descriptor):
            let name = descriptor == 0 ? "standard input" : descriptor == 1 ? "standard output" : "fd \(descriptor)"
            return "\(name) is not a terminal: run this in a terminal window, or use the headless mode for scripts"
        case .systemCall(let name, let code):
            return
                "\(name) failed on the terminal (\(String(cString: strerror(code)))); the terminal was left as it was"
        }
    }
}
