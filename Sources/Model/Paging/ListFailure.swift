/// Why the last action of a ``PagedList`` failed, and whether ``PagedList/retry()`` can repeat it.
public struct ListFailure: Hashable, Sendable {
    /// What went wrong.
    public var error: APIError
    /// Whether `Retry` repeats the failed action: a load, a server-confirmed request, or an optimistic edit (made
    /// again on the item as rolled back). A list cut short on purpose (``APIError/tooManyItems(limit:)``) is not.
    public var isRetryable: Bool

    /// Creates a failure.
    public init(error: APIError, isRetryable: Bool) {
        self.error = error
        self.isRetryable = isRetryable
    }

    /// One line for people, from ``APIError/description``; beside a `Retry` button it leaves out the advice to
    /// retry, so the line never reads "… Retry. [ Retry ]".
    public var message: String { isRetryable ? error.descriptionBesideRetry : error.description }
}
