import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A TCP socket on 127.0.0.1 that accepts connections (the kernel does) but never answers: a hung server.
///
/// Lets a test hold a request in flight for as long as it likes without a server-side delay to wait out.
final class SilentListener {
    /// The port it listens on.
    let port: Int
    private let descriptor: Int32
    private var isOpen = true

    /// Opens the socket on a free port.
    init() throws {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(descriptor, address, length) == 0 && listen(descriptor, 8) == 0
                    && getsockname(descriptor, address, &length) == 0
            }
        }
        guard bound else {
            close(descriptor)
            throw POSIXError(.init(rawValue: errno) ?? .EIO)
        }
        self.descriptor = descriptor
        self.port = Int(UInt16(bigEndian: address.sin_port))
    }

    deinit { stop() }

    /// Closes the socket; connections still waiting see it go away.
    func stop() {
        guard isOpen else { return }
        isOpen = false
        close(descriptor)
    }

    /// `http://127.0.0.1:<port>`.
    var baseURL: URL {
        get throws { try #require(URL(string: "http://127.0.0.1:\(port)")) }
    }
}
