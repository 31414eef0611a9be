/// Why the last action of a ``PagedList`` failed, and whether ``PagedList/retry()`` can repeat it.
public struct ListFailure: Hashable, Sendable {
    /// What went wrong.
    public var error: APIError
    /// Whether `Retry` repeats the failed action: a load or a server-confirmed request. An optimistic edit has
    /// already been rolled back when it fails, so the user repeats it by doing it again.
    public var isRetryable: Bool

    /// Creates a failure.
    public init(error: APIError, isRetryable: Bool) {
        self.error = error
        self.isRetryable = isRetryable
    }

    /// One line for people, from ``APIError/description``.
    public var message: String { error.description }
}
