import GRDB

extension DatabasePool {
    /// Runs `read` on a reader connection without a transaction, and awaits its result without holding a thread:
    /// for a read of one statement, which sees one snapshot by itself.
    ///
    /// GRDB's callback form, wrapped in a continuation: one hop to the reader's queue, where its `async` form takes
    /// two (the pool's waiting actor, then the reader). Never read synchronously on a Swift concurrency thread: that
    /// wait deadlocked the server once every reader was taken (issue #20).
    func readStatement<T: Sendable>(_ read: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            asyncUnsafeRead { database in
                continuation.resume(with: Result { try read(database.get()) })
            }
        }
    }
}
