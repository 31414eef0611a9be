import Model
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

extension LoadStatusView {
    /// Shows a list's failure — its message, with `Retry` when it can be repeated — or hides it (`nil`).
    func showFailure(_ failure: ListFailure?) {
        let status = LoadStatus(failure: failure)
        showError(status.errorMessage, canRetry: status.canRetry)
    }

    /// Applies a change of a list of one (a header, a detail): `Loading…`, the error, or — when the content
    /// changed — `showContent`, which reads it from the model.
    func apply(_ change: ListChange, showContent: () -> Void) {
        switch change {
        case .loadingChanged(let isLoading):
            self.isLoading = isLoading
        case .failureChanged(let failure):
            showFailure(failure)
        case .reloaded, .appended, .updated, .removed:
            showContent()
        }
    }
}
