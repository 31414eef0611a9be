import Model
import Observation

/// What every view shows while its content loads, as observable state: `Loading…`, and the error with `Retry`.
@Observable
@MainActor
public final class LoadState {
    /// Whether a request is in flight.
    public private(set) var isLoading = false
    /// The error shown, if the last action failed.
    public private(set) var errorMessage: String?
    /// Whether `Retry` shows with the error.
    public private(set) var canRetry = false

    /// Creates a state with nothing loading and no error.
    public init() {}

    /// Follows a list's `Loading…` and failure changes; answers `false` for a change of the content itself.
    func apply(_ change: ListChange) -> Bool {
        switch change {
        case .loadingChanged(let isLoading):
            self.isLoading = isLoading
        case .failureChanged(let failure):
            let status = LoadStatus(failure: failure)
            errorMessage = status.errorMessage
            canRetry = status.canRetry
        case .reloaded, .appended, .updated, .removed:
            return false
        }
        return true
    }
}
