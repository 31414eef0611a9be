import Model

/// The Blogs module's presenter (seed 000's `BlogPresenter`): loads when the scene says, writes each row as the
/// scene's ``BlogFormatting`` says, hands `like` and `share` to the interactor, and asks its router for a selected
/// blog. The same code serves the owner's and a visitor's profile.
@MainActor
public final class BlogPresenter: ListInteractorOutput, ProfileModuleInput {
    /// The view it drives; weak, because the view owns its presenter.
    public weak var view: (any BlogView)?
    /// The scene that placed the module; weak, because the scene holds the module.
    public weak var moduleOutput: (any BlogModuleOutput)?

    private let interactor: any BlogInteractorInput
    private let router: any BlogRouting
    private let formatting: BlogFormatting

    /// Creates the presenter over `interactor`, whose output it becomes, writing rows as `formatting` says;
    /// `router` shows a selected blog.
    public init(interactor: any BlogInteractorInput, router: any BlogRouting, formatting: BlogFormatting) {
        self.interactor = interactor
        self.router = router
        self.formatting = formatting
        interactor.output = self
    }

    /// How many rows the table has.
    public var numberOfRows: Int { interactor.blogs.count }

    /// Row `index` as the view shows it.
    public func content(at index: Int) -> BlogCellContent {
        let blog = interactor.blogs[index]
        return BlogCellContent(
            blogID: blog.id, title: blog.title, author: formatting.authorText(blog),
            likeCount: formatting.likeCountText(blog), likeButtonTitle: formatting.likeButtonTitle(blog),
            shareCount: formatting.shareCountText(blog))
    }

    // MARK: What the scene and the user did

    /// The scene says when: load the first page.
    public func fetchData() { interactor.loadBlogs() }

    /// The user pulled to refresh.
    public func pulledToRefresh() { interactor.loadBlogs() }

    /// The list reached its end: load the next page, if any.
    public func reachedEnd() { interactor.loadNextPage() }

    /// The user tapped `Retry`.
    public func retryButtonTapped() { interactor.retryLoad() }

    /// The user tapped `like` or `liked` on blog `id`'s row: the row shows the new count at once.
    public func likeButtonTapped(blogID id: Int) { interactor.toggleLike(blogID: id) }

    /// The user tapped `share` on blog `id`'s row: the row shows `shared N` once the server has counted it.
    public func shareButtonTapped(blogID id: Int) { interactor.share(blogID: id) }

    /// The user selected row `index`: the router shows that blog.
    public func rowSelected(at index: Int) {
        guard interactor.blogs.indices.contains(index) else { return }
        router.showBlog(id: interactor.blogs[index].id)
    }

    // MARK: What the interactor reported

    public func entitiesChanged(_ change: ListChange) {
        view?.show(change)
        if change == .loadingChanged(false) { moduleOutput?.blogsFinishedLoading() }
    }
}
