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
    /// Shows the status's error, with `Retry` when it can be repeated, or hides both.
    func showStatus(_ status: LoadStatus) {
        showError(status.errorMessage, canRetry: status.canRetry)
    }

    /// Tells this view a change of a list of one (a header, a detail): `Loading…`, the error, or — once loaded —
    /// `show` with its item.
    func apply<Item: ListItem>(_ change: ListChange, of list: PagedList<Item>, show: (Item) -> Void) {
        switch change {
        case .loadingChanged(let isLoading):
            showLoading(isLoading)
        case .failureChanged(let failure):
            showStatus(LoadStatus(failure: failure))
        case .reloaded, .appended, .updated, .removed:
            list.item.map(show)
        }
    }
}
