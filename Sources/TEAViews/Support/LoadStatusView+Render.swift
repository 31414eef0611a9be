import Model
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

extension LoadStatusView {
    /// Shows `Loading…` and the error of `status`, touching only what changed.
    func render(_ status: LoadStatus) {
        if isLoading != status.isLoading { isLoading = status.isLoading }
        if errorMessage != status.errorMessage || showsRetry != (status.errorMessage != nil && status.canRetry) {
            showError(status.errorMessage, canRetry: status.canRetry)
        }
    }
}

extension ListSceneView {
    /// Shows `Loading…` and the error of `status`; when loading stops, a pull under way ends too.
    func render(_ status: LoadStatus) {
        if !status.isLoading, self.status.isLoading { refreshControl.endRefreshing() }
        self.status.render(status)
    }
}
