import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Holds a TCP port on 127.0.0.1 without listening on it: a connection to it is refused at once, and no other server
/// of the test run can bind it meanwhile. A test of a server that went away holds the port the server had.
public final class PortHolder: Sendable {
    private let descriptor: Int32

    /// Why the port could not be held.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        public let description: String
    }

    /// Binds `port` on 127.0.0.1 (without listening); throws when another socket has it.
    public init(port: Int) throws {
        guard (1...65_535).contains(port) else { throw Failure(description: "port \(port) is out of range") }
        #if canImport(Glibc)
            let socketType = Int32(SOCK_STREAM.rawValue)
        #else
            let socketType = SOCK_STREAM
        #endif
        let descriptor = socket(AF_INET, socketType, 0)
        guard descriptor >= 0 else { throw Failure(description: "no socket: errno \(errno)") }
        // The server's closed connections may linger in TIME_WAIT on the port; they do not stop a refusal.
        var reuse: Int32 = 1
        _ = setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else {
            let code = errno
            close(descriptor)
            throw Failure(description: "cannot hold port \(port): errno \(code) (another socket has it)")
        }
        self.descriptor = descriptor
    }

    /// Lets the port go.
    public func release() {
        close(descriptor)
    }
}
