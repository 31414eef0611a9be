import Foundation

/// The lines of standard input as they arrive, read on a thread of their own so the main actor stays free.
enum StandardInputLines {
    /// Lines read ahead of the app at most: the reader thread waits (it is not a Swift concurrency thread) until
    /// the app has taken some, so unpaced input cannot fill memory.
    static let readAhead = 64

    static func stream() -> AsyncMapSequence<AsyncStream<String>, String> {
        // Made at 0 and raised: libdispatch traps when a semaphore goes away below the value it was made with.
        let room = DispatchSemaphore(value: 0)
        for _ in 0..<readAhead { room.signal() }
        let lines = AsyncStream<String> { continuation in
            let reader = Thread {
                while let line = readLine(strippingNewline: true) {
                    room.wait()
                    continuation.yield(line)
                }
                continuation.finish()
            }
            reader.name = "mvx.stdin"
            reader.start()
        }
        return lines.map { line in
            room.signal()
            return line
        }
    }
}
