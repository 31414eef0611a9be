import Model

/// What the Blogs presenter asks of its passive view: which rows to draw again — a like or a share redraws its row
/// alone — `Loading…` and the error with `Retry` (``ListView``).
@MainActor
public protocol BlogView: ListView {}

/// What the Blogs view tells its presenter, and asks it when it draws.
@MainActor
public protocol BlogModuleInterface: AnyObject {
    /// How many rows the table has.
    var numberOfRows: Int { get }
    /// Row `index`'s display value, or `nil` for a row the table does not show.
    func row(at index: Int) -> BlogRow?
    /// The user pulled to refresh.
    func pulledToRefresh()
    /// The list reached its end.
    func reachedEnd()
    /// The user tapped `Retry`.
    func retryButtonTapped()
    /// The user tapped `like` or `liked` in row `index`.
    func likeButtonTapped(at index: Int)
    /// The user tapped `share` in row `index`.
    func shareButtonTapped(at index: Int)
    /// The user selected row `index`.
    func rowSelected(at index: Int)
}

/// The Blogs module's use cases: load the blogs (20 a page), like or unlike one (shown at once, rolled back on
/// failure), share one (shown once the server counted it).
@MainActor
public protocol BlogInteractorInput: AnyObject {
    /// Loads the first page.
    func loadBlogs()
    /// Loads the next page, if there is one.
    func loadNextPage()
    /// Repeats what failed.
    func retryLoad()
    /// Likes blog `id`, or unlikes it if the viewer likes it.
    func toggleLike(blogID id: Int)
    /// Shares blog `id`.
    func share(blogID id: Int)
}

/// What the Blogs interactor tells its presenter: the blogs it holds, as entities.
@MainActor
public protocol BlogInteractorOutput: AnyObject {
    /// These blogs replace the ones shown.
    func blogsLoaded(_ blogs: [Blog])
    /// These blogs follow the ones shown (the next page).
    func blogsAppended(_ blogs: [Blog])
    /// This blog changed: a like shown at once, the server's counts, or a rollback.
    func blogUpdated(_ blog: Blog)
    /// `Loading…` or the failure changed.
    func statusChanged(_ status: LoadStatus)
}
