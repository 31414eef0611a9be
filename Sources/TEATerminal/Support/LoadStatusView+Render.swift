import SceneViews
import TEA
import TerminalKit

extension LoadStatusView {
    /// Shows `Loading…` and the error, touching only what changed.
    func render(isLoading: Bool, errorMessage: String?, canRetry: Bool) {
        if self.isLoading != isLoading { self.isLoading = isLoading }
        if self.errorMessage != errorMessage || showsRetry != (errorMessage != nil && canRetry) {
            showError(errorMessage, canRetry: canRetry)
        }
    }

    /// Shows `Loading…` and the error of `list`.
    func render<Item>(_ list: ListState<Item>) {
        render(isLoading: list.isLoading, errorMessage: list.errorMessage, canRetry: list.canRetry)
    }
}

extension ListSceneView {
    /// Shows `Loading…` and the error; when loading stops, a pull under way ends too.
    func renderStatus(isLoading: Bool, errorMessage: String?, canRetry: Bool) {
        if !isLoading, status.isLoading { refreshControl.endRefreshing() }
        status.render(isLoading: isLoading, errorMessage: errorMessage, canRetry: canRetry)
    }

    /// Shows `Loading…` and the error of `list`; when loading stops, a pull under way ends too.
    func renderStatus<Item>(_ list: ListState<Item>) {
        renderStatus(isLoading: list.isLoading, errorMessage: list.errorMessage, canRetry: list.canRetry)
    }
}
