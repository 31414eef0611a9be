import Model

/// The News scene's use cases, as its presenter calls them: load the feed (all at once or a page at a time), the
/// next page, another load mode, and counting a read.
@MainActor
public protocol NewsInteractorInput: AnyObject {
    /// Who hears that the feed changed; weak, the presenter.
    var output: (any ListInteractorOutput)? { get set }
    /// The articles, as shown now.
    var items: [NewsItem] { get }
    /// The load mode now.
    var mode: NewsLoadMode { get }
    /// Loads the feed from its first page.
    func loadFeed()
    /// Loads the next page, if there is one.
    func loadNextPage()
    /// Reloads the feed in `mode`, if it is another.
    func switchMode(to mode: NewsLoadMode)
    /// Repeats what failed.
    func retryLoad()
    /// Counts a read of article `id` (`POST /news/{docid}/read`).
    func markRead(id: NewsItem.ID)
}
