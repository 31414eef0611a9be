import Foundation

// bare-feed: the references for the server routes' throughput (Benchmarks/server-bench.sh); see BareFeedServer.
// Usage: bare-feed --db PATH [--port N]
//   --db, the database of a running `mvx serve`, which the bare routes read and write.
//   --port 0, the default, picks a free port; the first line printed says which.

let usage = "usage: bare-feed --db PATH [--port N]\n"
var options: [String: String] = [:]
var rest = CommandLine.arguments.dropFirst()
while let flag = rest.popFirst() {
    guard ["--port", "--db"].contains(flag), let value = rest.popFirst(), options[flag] == nil else {
        FileHandle.standardError.write(Data(usage.utf8))
        exit(2)
    }
    options[flag] = value
}
let port = options["--port"].map { Int($0) } ?? 0
guard let port, (0...65_535).contains(port), let database = options["--db"], !database.isEmpty else {
    FileHandle.standardError.write(Data(usage.utf8))
    exit(2)
}
do {
    try await BareFeedServer.run(port: port, database: database)
} catch {
    FileHandle.standardError.write(Data("bare-feed: \(error)\n".utf8))
    exit(1)
}
