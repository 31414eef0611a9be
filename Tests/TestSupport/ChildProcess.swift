import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A program the tests start with `posix_spawn`, as Foundation's `Process` would, minus its hazard.
///
/// On Linux, the `Process.run()` of Swift 6.3's Foundation reads `/proc/self/fd` by copying each entry's whole
/// 256-byte name, past the end of what `readdir` filled: with the test run's ~1,400 descriptors open, that read can
/// cross into an unmapped page and crash the test process (fixed upstream after 6.3). This type asks glibc to close
/// every descriptor above 2 in the child instead, and reaps the child on a thread of its own.
public final class ChildProcess: Sendable {
    /// How the child ended.
    public enum Termination: Equatable, Sendable {
        /// It exited with this status.
        case exit(Int32)
        /// A signal ended it.
        case signal(Int32)
    }

    /// Why the child could not be started.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        public let description: String
    }

    /// The child's process id.
    public let processIdentifier: pid_t
    private let state = Mutex<State>(State())

    private struct State {
        var termination: Termination?
        var waiting: [CheckedContinuation<Termination, Never>] = []
    }

    /// Starts `executable` with `arguments` and, when given, only `environment`; its standard input, output and
    /// error are the given descriptors (the test's own when `nil`), and no other descriptor of the test run reaches it.
    public init(
        _ executable: URL, arguments: [String], environment: [String: String]? = nil,
        standardInput: Int32? = nil, standardOutput: Int32? = nil, standardError: Int32? = nil
    ) throws {
        typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
        else {
            throw Failure(description: "this C library has no posix_spawn_file_actions_addclosefrom_np (glibc 2.34+)")
        }
        let closeFrom = unsafeBitCast(symbol, to: CloseFrom.self)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (descriptor, target) in [(standardInput, 0), (standardOutput, 1), (standardError, 2)] {
            if let descriptor { posix_spawn_file_actions_adddup2(&actions, descriptor, Int32(target)) }
        }
        guard closeFrom(&actions, 3) == 0 else { throw Failure(description: "posix_spawn: cannot close from 3") }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))

        let environment = environment ?? ProcessInfo.processInfo.environment
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        let status = posix_spawn(&pid, executable.path, &actions, &attributes, argv, envp)
        guard status == 0 else {
            throw Failure(description: "cannot start \(executable.path): \(String(cString: strerror(status)))")
        }
        processIdentifier = pid
        Thread { [self] in reap() }.start()
    }

    /// Whether the child has not ended yet.
    public var isRunning: Bool { state.withLock { $0.termination == nil } }

    /// How the child ended, or `nil` while it runs.
    public var termination: Termination? { state.withLock { $0.termination } }

    /// Waits until the child ends, and answers how.
    public func ended() async -> Termination {
        await withCheckedContinuation { continuation in
            let ended = state.withLock { state in
                if state.termination == nil { state.waiting.append(continuation) }
                return state.termination
            }
            if let ended { continuation.resume(returning: ended) }
        }
    }

    /// Sends `signal` to the child, unless it has already been reaped.
    public func send(_ signal: Int32) {
        state.withLock { if $0.termination == nil { _ = kill(processIdentifier, signal) } }
    }

    /// Blocks this (dedicated) thread in `waitpid` until the child ends, then records how.
    private func reap() {
        var status: Int32 = 0
        while waitpid(processIdentifier, &status, 0) < 0 {
            guard errno == EINTR else { return record(.exit(-1)) }
        }
        let signal = status & 0x7f
        record(signal == 0 ? .exit((status >> 8) & 0xff) : .signal(signal))
    }

    private func record(_ termination: Termination) {
        let waiting = state.withLock { state in
            state.termination = termination
            defer { state.waiting = [] }
            return state.waiting
        }
        for continuation in waiting { continuation.resume(returning: termination) }
    }
}
