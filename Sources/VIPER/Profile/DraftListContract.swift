import Model

/// What a draft-list presenter asks of its passive view (the Drafts or the Trash module): which rows to draw again —
/// a moved draft leaves its row — `Loading…` and the error with `Retry` (``ListView``).
@MainActor
public protocol DraftListView: ListView {}

/// What a draft-list view tells its presenter, and asks it when it draws.
@MainActor
public protocol DraftListModuleInterface: AnyObject {
    /// How many rows the table has.
    var numberOfRows: Int { get }
    /// Row `index`'s display value, or `nil` for a row the table does not show.
    func row(at index: Int) -> DraftRow?
    /// The user pulled to refresh.
    func pulledToRefresh()
    /// The list reached its end.
    func reachedEnd()
    /// The user tapped `Retry`.
    func retryButtonTapped()
    /// The user tapped row `index`'s button (`delete` or `restore`).
    func draftButtonTapped(at index: Int)
    /// The user selected row `index`.
    func rowSelected(at index: Int)
}

/// A draft-list module's use cases: load the drafts, and the row's action — move a draft to the Trash, or restore
/// it — as its ``DraftListKind`` says.
@MainActor
public protocol DraftListInteractorInput: AnyObject {
    /// Loads the first page.
    func loadDrafts()
    /// Loads the next page, if there is one.
    func loadNextPage()
    /// Repeats what failed.
    func retryLoad()
    /// Does the list's action on draft `id`: `delete` moves it to the Trash, `restore` brings it back.
    func performAction(onDraft id: Int)
}

/// What a draft-list interactor tells its presenter: the drafts it holds, as entities.
@MainActor
public protocol DraftListInteractorOutput: AnyObject {
    /// These drafts replace the ones shown.
    func draftsLoaded(_ drafts: [Draft])
    /// These drafts follow the ones shown (the next page).
    func draftsAppended(_ drafts: [Draft])
    /// Draft `id` left the list: the server moved it.
    func draftRemoved(id: Int)
    /// `Loading…` or the failure changed.
    func statusChanged(_ status: LoadStatus)
}
