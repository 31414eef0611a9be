import Foundation

// bare-feed: the reference for the feed route's throughput (issue #14); see BareFeedServer.
// Usage: bare-feed [--port N]   (0, the default, picks a free port; the first line printed says which)

let arguments = CommandLine.arguments
let port = arguments.firstIndex(of: "--port").flatMap { index in
    arguments.indices.contains(index + 1) ? Int(arguments[index + 1]) : nil
}
guard arguments.count == 1 || (arguments.count == 3 && port != nil) else {
    FileHandle.standardError.write(Data("usage: bare-feed [--port N]\n".utf8))
    exit(2)
}
do {
    try await BareFeedServer.run(port: port ?? 0)
} catch {
    FileHandle.standardError.write(Data("bare-feed: \(error)\n".utf8))
    exit(1)
}
