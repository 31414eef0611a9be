import Model

/// What happens to the News scene: what the user did, and what the feed reported.
public enum NewsMessage: Equatable, Sendable {
    /// The view is ready.
    case viewLoaded
    /// The user pulled to refresh.
    case pulledToRefresh
    /// The user picked the load mode at this index of ``Model/NewsLoadMode/allCases``.
    case modeSelected(at: Int)
    /// The selection reached the last row, or the user asked for `more`.
    case reachedEnd
    /// The user tapped `Retry`.
    case retryButtonTapped
    /// The user selected the row of article `id`.
    case rowSelected(id: NewsItem.ID)
    /// The feed changed: its articles and status, and its mode, now.
    case feedChanged(ListState<NewsItem>, mode: NewsLoadMode)
}
