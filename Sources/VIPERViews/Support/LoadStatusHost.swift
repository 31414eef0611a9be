import VIPER
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// A passive ``LoadStateView`` whose `Loading…` and error are those of a ``LoadStatusView`` (a header's, a detail's).
@MainActor
public protocol LoadStatusHost: LoadStateView {
    /// The status line the presenter's requests land on.
    var loadStatus: LoadStatusView { get }
}

extension LoadStatusHost {
    public func showLoading(_ isLoading: Bool) {
        loadStatus.isLoading = isLoading
    }

    public func showError(_ message: String?, canRetry: Bool) {
        loadStatus.showError(message, canRetry: canRetry)
    }
}
