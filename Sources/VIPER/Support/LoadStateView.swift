import Model

/// What every passive view shows while its content loads: `Loading…`, and the error with `Retry`.
@MainActor
public protocol LoadStateView: AnyObject {
    /// Shows `Loading…` while a request is in flight, hides it when none is.
    func showLoading(_ isLoading: Bool)
    /// Shows the error, with `Retry` when `canRetry`, or hides both when `message` is `nil`.
    func showError(_ message: String?, canRetry: Bool)
}

extension LoadStateView {
    /// Shows what differs between the `shown` status and the `new` one: `Loading…`, the error, or both.
    func show(_ new: LoadStatus, over shown: LoadStatus) {
        if new.isLoading != shown.isLoading { showLoading(new.isLoading) }
        if new.failure != shown.failure { showError(new.errorMessage, canRetry: new.canRetry) }
    }
}
