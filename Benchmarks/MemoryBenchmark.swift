import TerminalKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What many key presses arriving between two renders cost in memory: the renderer's pending damage must stay
/// bounded however many arrive.
@MainActor
enum MemoryBenchmark {
    static let presses = 100_000

    static func run(into report: inout Report) {
        let table = BenchTable(rowCount: 100_000)
        table.host.render()
        guard let before = residentBytes() else {
            report.add("memory, 100,000 key presses between two renders", "not measured (no /proc/self/statm)")
            return
        }
        for press in 0..<presses {
            table.host.application.send(press % 500 < 250 ? .down : .up)
        }
        let after = residentBytes() ?? before
        table.host.render()
        let growth = after - before
        report.add(
            "memory, 100,000 key presses between two renders", megabytes(growth), goal: "≤ +4 MB",
            met: growth <= 4 << 20, detail: megabytes(growth))
    }

    /// `+1.2 MB`: a signed size in tenths of a megabyte.
    static func megabytes(_ bytes: Int) -> String {
        let tenths = bytes * 10 / 1_048_576
        return (bytes < 0 ? "-" : "+") + "\(abs(tenths) / 10).\(abs(tenths) % 10) MB"
    }

    /// The process's resident memory, from `/proc/self/statm`; `nil` where there is none.
    static func residentBytes() -> Int? {
        let descriptor = open("/proc/self/statm", O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 128)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        let fields = buffer[..<count].split(separator: UInt8(ascii: " "))
        guard fields.count > 1, let pages = Int(String(decoding: fields[1], as: UTF8.self)) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
