import Foundation

// bare-feed: the references for the server routes' throughput (issues #14, #27); see BareFeedServer.
// Usage: bare-feed [--port N] [--mirror URL] [--db PATH]
//   --port 0, the default, picks a free port; the first line printed says which.
//   --mirror, a running mvx server whose page routes the bare routes answer; --db, its database, for the bare write.

let usage = "usage: bare-feed [--port N] [--mirror URL] [--db PATH]\n"
var options: [String: String] = [:]
var rest = CommandLine.arguments.dropFirst()
while let flag = rest.popFirst() {
    guard ["--port", "--mirror", "--db"].contains(flag), let value = rest.popFirst(), options[flag] == nil else {
        FileHandle.standardError.write(Data(usage.utf8))
        exit(2)
    }
    options[flag] = value
}
let port = options["--port"].map { Int($0) } ?? 0
let mirror = options["--mirror"].map { URL(string: $0) } ?? nil
guard let port, (0...65_535).contains(port), options["--mirror"] == nil || mirror != nil else {
    FileHandle.standardError.write(Data(usage.utf8))
    exit(2)
}
do {
    try await BareFeedServer.run(port: port, mirror: mirror, database: options["--db"])
} catch {
    FileHandle.standardError.write(Data("bare-feed: \(error)\n".utf8))
    exit(1)
}
