import Model

/// The Blogs module's presenter (seed 000's `BlogPresenter`): owns the blogs' list (20 a page, refresh, load more),
/// one ``BlogCellPresenter`` per row, and tells its passive view what changed. The same code serves every scene; the
/// scene supplies the ``BlogFormatting``.
@MainActor
public final class BlogPresenter {
    /// The view it drives; weak, because the view owns its presenter.
    public weak var view: (any BlogView)?
    /// How many rows the table has.
    public var numberOfRows: Int { rows.cells.count }

    private let blogs: PagedList<Blog>
    private let service: any BlogService
    private let formatting: BlogFormatting
    private lazy var rows = CellPresenterList<Blog, BlogCellPresenter>(
        make: { [unowned self] blog in
            BlogCellPresenter(
                blog: blog, formatting: formatting,
                like: { [weak self] in self?.likeButtonTapped(blog: blog.id) },
                share: { [weak self] in self?.shareButtonTapped(blog: blog.id) })
        },
        update: { $0.blogChanged(to: $1) })

    /// Creates the presenter of `userID`'s blogs, written as `formatting` says.
    public init(userID: Int, service: any BlogService, formatting: BlogFormatting) {
        blogs = PagedList(blogsOf: userID, service: service)
        self.service = service
        self.formatting = formatting
        blogs.onChange = { [weak self] change in
            guard let self else { return }
            self.rows.apply(change, items: self.blogs.items, to: self.view)
        }
    }

    /// The presenter of row `index`, for the cell that shows it.
    public func cellPresenter(at index: Int) -> BlogCellPresenter { rows.cells[index] }

    /// Where selecting a blog leads; the scene's presenter sets it.
    public var onDetailSelected: (@MainActor (ProfileDetail) -> Void)?

    // MARK: What the user did

    /// The scene says when: load the first page; `completion` runs once it has answered (where the scene hides its
    /// HUD, if it showed one).
    public func fetchData(completion: (@MainActor () -> Void)? = nil) {
        let load = blogs.reload()
        startTrackedTask {
            await load.value
            completion?()
        }
    }

    /// The user pulled to refresh: load again from the first page.
    public func pulledToRefresh() { blogs.reload() }

    /// The list reached its end: load the next page, if any.
    public func reachedEnd() { blogs.loadNextPage() }

    /// The user tapped `Retry`: repeat what failed.
    public func retryButtonTapped() { blogs.retry() }

    /// The user selected row `index`: open that blog's detail.
    public func rowSelected(at index: Int) {
        guard blogs.items.indices.contains(index) else { return }
        onDetailSelected?(.blog(id: blogs.items[index].id))
    }

    private func likeButtonTapped(blog id: Int) {
        blogs.toggleLike(id: id, using: service)
    }

    private func shareButtonTapped(blog id: Int) {
        blogs.share(id: id, using: service)
    }
}
