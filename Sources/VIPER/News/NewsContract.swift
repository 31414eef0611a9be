import Model

/// What the News presenter asks of its passive view: which rows to draw again — a read redraws its row alone —
/// `Loading…` and the error with `Retry` (``ListView``).
@MainActor
public protocol NewsView: ListView {}

/// What the News view tells its presenter, and asks it when it draws.
@MainActor
public protocol NewsModuleInterface: AnyObject {
    /// The load mode's segment shown now.
    var selectedModeTitle: String { get }
    /// How many rows the table has.
    var numberOfRows: Int { get }
    /// Row `index`'s display value, or `nil` for a row the table does not show.
    func row(at index: Int) -> NewsRow?
    /// The view is ready.
    func viewDidLoad()
    /// The user pulled to refresh.
    func pulledToRefresh()
    /// The user picked segment `index` of `All | Paged`.
    func loadModeSelected(at index: Int)
    /// The list reached its end (the selection on the last row, or `more`).
    func reachedEnd()
    /// The user tapped `Retry`.
    func retryButtonTapped()
    /// The user selected row `index`.
    func rowSelected(at index: Int)
}

/// The News scene's use cases (seed 002), as its presenter asks for them: load the feed (all at once or a page at a
/// time), the next page, another load mode, and counting a read.
@MainActor
public protocol NewsInteractorInput: AnyObject {
    /// Loads the feed from its first page.
    func loadFeed()
    /// Loads the next page, if there is one.
    func loadNextPage()
    /// Loads the feed in `mode`, if it is not the mode it loads in already.
    func switchMode(to mode: NewsLoadMode)
    /// Repeats what failed.
    func retryLoad()
    /// Counts a read of article `id` (`POST /news/{docid}/read`).
    func markRead(id: NewsItem.ID)
}

/// What the News interactor tells its presenter: the articles it holds, as entities.
@MainActor
public protocol NewsInteractorOutput: AnyObject {
    /// These articles replace the ones shown (a first load, a refresh, another mode).
    func articlesLoaded(_ articles: [NewsItem])
    /// These articles follow the ones shown (the next page).
    func articlesAppended(_ articles: [NewsItem])
    /// This article changed (its read count).
    func articleUpdated(_ article: NewsItem)
    /// `Loading…` or the failure changed.
    func statusChanged(_ status: LoadStatus)
}
