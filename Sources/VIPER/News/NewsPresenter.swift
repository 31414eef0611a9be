import Model

/// The News scene's presenter: hands what the user did to the interactor, writes each row (``NewsRow``, the
/// Model's formatting), and tells its passive view what to redraw when the interactor reports a change.
///
/// One-way: an input starts a request, the answer changes the feed, and the feed's change becomes a call on the
/// view. `Loading…` follows the requests in flight.
@MainActor
public final class NewsPresenter: ListInteractorOutput {
    /// The view it drives; weak, because the view owns its presenter.
    public weak var view: (any NewsView)?

    private let interactor: any NewsInteractorInput
    private let formatting: NewsFormatting

    /// Creates the presenter over `interactor`, whose output it becomes, writing rows with `formatting`.
    public init(interactor: any NewsInteractorInput, formatting: NewsFormatting) {
        self.interactor = interactor
        self.formatting = formatting
        interactor.output = self
    }

    /// The load mode now.
    public var mode: NewsLoadMode { interactor.mode }

    /// How many rows the table has.
    public var numberOfRows: Int { interactor.items.count }

    /// Row `index` as the view shows it.
    public func content(at index: Int) -> NewsRow {
        NewsRow(item: interactor.items[index], formatting: formatting)
    }

    // MARK: What the user did

    /// The view is ready: load the first page (or everything, in `All` mode).
    public func viewDidLoad() { interactor.loadFeed() }

    /// The user pulled to refresh: load again from the first page; rows stay until the answer replaces them.
    public func pulledToRefresh() { interactor.loadFeed() }

    /// The user picked the load mode at `index` of ``NewsLoadMode/allCases``.
    public func modeSelected(at index: Int) {
        guard NewsLoadMode.allCases.indices.contains(index) else { return }
        interactor.switchMode(to: NewsLoadMode.allCases[index])
    }

    /// The list reached its end (the selection on the last row, or `more`): load the next page, if any.
    public func reachedEnd() { interactor.loadNextPage() }

    /// The user tapped `Retry`.
    public func retryButtonTapped() { interactor.retryLoad() }

    /// The user selected row `index`: count a read; that row alone shows the new `read N`.
    public func rowSelected(at index: Int) {
        guard interactor.items.indices.contains(index) else { return }
        interactor.markRead(id: interactor.items[index].id)
    }

    // MARK: What the interactor reported

    public func entitiesChanged(_ change: ListChange) {
        view?.show(change)
    }
}
