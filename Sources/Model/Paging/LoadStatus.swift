/// How a list's content stands, as every scene's status line shows it: `Loading…`, the last error, and whether
/// `Retry` shows beside it.
public struct LoadStatus: Hashable, Sendable {
    /// Whether a page load or a server-confirmed request is in flight.
    public var isLoading: Bool
    /// Why the last action failed, until another action starts.
    public var failure: ListFailure?

    /// Creates a status; by default nothing loads and nothing failed.
    public init(isLoading: Bool = false, failure: ListFailure? = nil) {
        self.isLoading = isLoading
        self.failure = failure
    }

    /// The error line, if the last action failed.
    public var errorMessage: String? { failure?.message }

    /// Whether `Retry` shows: the last action failed and can be repeated.
    public var canRetry: Bool { failure?.isRetryable ?? false }

    /// Follows a list's `Loading…` and failure changes; answers `false` for a change of the content itself, which
    /// leaves the status as it was.
    public mutating func apply(_ change: ListChange) -> Bool {
        switch change {
        case .loadingChanged(let isLoading): self.isLoading = isLoading
        case .failureChanged(let failure): self.failure = failure
        case .reloaded, .appended, .updated, .removed: return false
        }
        return true
    }
}
