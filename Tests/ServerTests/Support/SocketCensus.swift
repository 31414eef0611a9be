import Foundation

/// Counts what the test process holds: the server's connection descriptors (sockets whose local port is the
/// server's, in any state but LISTEN), and resident memory.
enum SocketCensus {
    /// Descriptors this process holds for connections accepted on `port`.
    static func serverConnections(port: Int) -> Int {
        let inodes = acceptedSocketInodes(port: port)
        let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return descriptors.filter { descriptor in
            guard
                let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(descriptor)"),
                target.hasPrefix("socket:[")
            else { return false }
            return inodes.contains(String(target.dropFirst(8).dropLast()))
        }.count
    }

    /// Resident set size in bytes.
    static var residentBytes: Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = statm.split(separator: " ")
        return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
    }

    /// Inodes of sockets in /proc/net/tcp whose local port is `port`, except the listener (state 0A).
    private static func acceptedSocketInodes(port: Int) -> Set<String> {
        guard let table = try? String(contentsOfFile: "/proc/net/tcp", encoding: .utf8) else { return [] }
        let hexPort = String(format: "%04X", port)
        var inodes: Set<String> = []
        for line in table.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: " ")
            guard fields.count > 9, fields[1].hasSuffix(":" + hexPort), fields[3] != "0A" else { continue }
            inodes.insert(String(fields[9]))
        }
        return inodes
    }
}
