import Model

/// The Blogs module's presenter (seed 000's `BlogPresenter`): loads when the scene says, turns the blogs its
/// interactor reports into rows as the scene's ``BlogFormatting`` writes them (Model's ``BlogRow``), hands `like` and
/// `share` to the interactor, and asks its router for a selected blog. The same code serves the owner's and a
/// visitor's profile.
@MainActor
public final class BlogPresenter: BlogModuleInterface, BlogInteractorOutput, ProfileModuleInput {
    /// The view it drives; weak, because the view owns its presenter.
    public weak var view: (any BlogView)?
    /// The scene that placed the module; weak, because the scene holds the module.
    public weak var moduleOutput: (any BlogModuleOutput)?

    private let interactor: any BlogInteractorInput
    private let router: any ProfileRouting
    private let formatting: BlogFormatting
    private var rows = ShownRows<BlogRow>()
    private var status = LoadStatus()

    /// Creates the presenter over `interactor`, writing rows as `formatting` says; `router` shows a selected blog.
    /// The assembly makes it the interactor's output.
    public init(interactor: any BlogInteractorInput, router: any ProfileRouting, formatting: BlogFormatting) {
        self.interactor = interactor
        self.router = router
        self.formatting = formatting
    }

    public var numberOfRows: Int { rows.count }

    public func row(at index: Int) -> BlogRow? { rows.row(at: index) }

    // MARK: What the scene and the user did

    /// The scene says when: load the first page.
    public func fetchData() { interactor.loadBlogs() }

    public func pulledToRefresh() { interactor.loadBlogs() }

    public func reachedEnd() { interactor.loadNextPage() }

    public func retryButtonTapped() { interactor.retryLoad() }

    /// The row shows the new count at once.
    public func likeButtonTapped(at index: Int) {
        guard let row = rows.row(at: index) else { return }
        interactor.toggleLike(blogID: row.id)
    }

    /// The row shows `shared N` once the server has counted it.
    public func shareButtonTapped(at index: Int) {
        guard let row = rows.row(at: index) else { return }
        interactor.share(blogID: row.id)
    }

    /// The router shows the selected blog.
    public func rowSelected(at index: Int) {
        guard let row = rows.row(at: index) else { return }
        router.showDetail(.blog(id: row.id))
    }

    // MARK: What the interactor reported

    public func blogsLoaded(_ blogs: [Blog]) {
        rows.replace(with: blogs.map { BlogRow(blog: $0, formatting: formatting) })
        view?.reloadAllRows()
    }

    public func blogsAppended(_ blogs: [Blog]) {
        view?.insertRows(rows.append(blogs.map { BlogRow(blog: $0, formatting: formatting) }))
    }

    public func blogUpdated(_ blog: Blog) {
        guard let index = rows.update(BlogRow(blog: blog, formatting: formatting)) else { return }
        view?.reloadRows([index])
    }

    /// Shows `Loading…` and the error; the end of a load reaches the scene, whose HUD waits for it.
    public func statusChanged(_ status: LoadStatus) {
        view?.show(status, over: self.status)
        let finishedLoading = self.status.isLoading && !status.isLoading
        self.status = status
        if finishedLoading { moduleOutput?.blogsFinishedLoading() }
    }
}
