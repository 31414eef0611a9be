import Foundation

/// The lines of standard input as they arrive, read on a thread of their own so the main actor stays free.
enum StandardInputLines {
    static func stream() -> AsyncStream<String> {
        AsyncStream { continuation in
            let reader = Thread {
                while let line = readLine(strippingNewline: true) {
                    continuation.yield(line)
                }
                continuation.finish()
            }
            reader.name = "mvx.stdin"
            reader.start()
        }
    }
}
