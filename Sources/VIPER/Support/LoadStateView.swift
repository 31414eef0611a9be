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
    /// Shows a change of the loading state or of the error; answers `false` for a change of the content, which the
    /// presenter shows itself.
    func showStatus(of change: ListChange) -> Bool {
        switch change {
        case .loadingChanged(let isLoading):
            showLoading(isLoading)
        case .failureChanged(let failure):
            let status = LoadStatus(failure: failure)
            showError(status.errorMessage, canRetry: status.canRetry)
        case .reloaded, .appended, .updated, .removed:
            return false
        }
        return true
    }
}
