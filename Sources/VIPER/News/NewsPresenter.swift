import Model

/// The News scene's presenter: hands what the user did to the interactor, turns the articles it reports into rows
/// (Model's ``NewsRow``), and tells its passive view which rows to draw again.
@MainActor
public final class NewsPresenter: NewsModuleInterface, NewsInteractorOutput {
    /// The view it drives; weak, because the view owns its presenter.
    public weak var view: (any NewsView)?

    private let interactor: any NewsInteractorInput
    private let formatting: NewsFormatting
    private var mode: NewsLoadMode
    private var rows = ShownRows<NewsRow>()
    private var status = LoadStatus()

    /// Creates the presenter over `interactor`, which loads in `mode`, writing rows with `formatting`; the assembly
    /// makes it the interactor's output.
    public init(interactor: any NewsInteractorInput, mode: NewsLoadMode, formatting: NewsFormatting) {
        self.interactor = interactor
        self.mode = mode
        self.formatting = formatting
    }

    public var selectedModeTitle: String { mode.title }

    public var numberOfRows: Int { rows.count }

    public func row(at index: Int) -> NewsRow? { rows.row(at: index) }

    // MARK: What the user did

    public func viewDidLoad() { interactor.loadFeed() }

    public func pulledToRefresh() { interactor.loadFeed() }

    public func loadModeSelected(at index: Int) {
        guard let mode = NewsLoadMode.selected(at: index) else { return }
        self.mode = mode
        interactor.switchMode(to: mode)
    }

    public func reachedEnd() { interactor.loadNextPage() }

    public func retryButtonTapped() { interactor.retryLoad() }

    public func rowSelected(at index: Int) {
        guard let row = rows.row(at: index) else { return }
        interactor.markRead(id: row.id)
    }

    // MARK: What the interactor reported

    public func articlesLoaded(_ articles: [NewsItem]) {
        rows.replace(with: articles.map { NewsRow(item: $0, formatting: formatting) })
        view?.reloadAllRows()
    }

    public func articlesAppended(_ articles: [NewsItem]) {
        view?.insertRows(rows.append(articles.map { NewsRow(item: $0, formatting: formatting) }))
    }

    public func articleUpdated(_ article: NewsItem) {
        guard let index = rows.update(NewsRow(item: article, formatting: formatting)) else { return }
        view?.reloadRows([index])
    }

    public func statusChanged(_ status: LoadStatus) {
        view?.show(status, over: self.status)
        self.status = status
    }
}
