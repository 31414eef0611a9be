import MVVM
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

extension LoadState {
    /// Binds `Loading…` and the error to `statusView`, as long as the answer lives.
    func bind(to statusView: LoadStatusView) -> [ObservationToken] {
        [
            observe({ self.isLoading }) { [weak statusView] isLoading in statusView?.isLoading = isLoading },
            observe({ (self.errorMessage, self.canRetry) }) { [weak statusView] message, canRetry in
                statusView?.showError(message, canRetry: canRetry)
            },
        ]
    }
}
