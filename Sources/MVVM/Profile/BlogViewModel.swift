import Model
import Observation

/// The Blogs module's view model (seed 000): owns the blogs' list (20 a page, refresh, load more) and turns it into
/// observable rows a table binds to. The same code serves every scene; the scene supplies the ``BlogFormatting``.
@Observable
@MainActor
public final class BlogViewModel {
    /// The rows, `Loading…` and the error.
    @ObservationIgnored public private(set) lazy var list = RowList<Blog, BlogCellViewModel>(
        make: { [unowned self] blog in
            BlogCellViewModel(blog: blog, formatting: formatting) { [weak self] action in
                self?.rowAction(action, blog: blog.id)
            }
        },
        update: { $0.blogChanged(to: $1) })

    @ObservationIgnored private let blogs: PagedList<Blog>
    @ObservationIgnored private let service: any BlogService
    @ObservationIgnored private let formatting: BlogFormatting

    /// Creates the view model of `userID`'s blogs, written as `formatting` says.
    public init(userID: Int, service: any BlogService, formatting: BlogFormatting) {
        blogs = PagedList(blogsOf: userID, service: service)
        self.service = service
        self.formatting = formatting
        blogs.onChange = { [weak self] change in
            guard let self else { return }
            self.list.apply(change, items: self.blogs.items)
        }
    }

    /// Where selecting a blog leads; the scene's view model sets it.
    @ObservationIgnored public var onDetailSelected: (@MainActor (ProfileDetail) -> Void)?

    /// What the user does to the list.
    public enum Action: Hashable, Sendable {
        /// Pulled to refresh: load again from the first page.
        case pulledToRefresh
        /// The list reached its end: load the next page, if any.
        case reachedEnd
        /// `Retry`: repeat what failed.
        case retryButtonTapped
        /// The user selected this row: open its detail.
        case rowSelected(at: Int)
    }

    /// Carries out what the user did.
    public func send(_ action: Action) {
        switch action {
        case .pulledToRefresh: blogs.reload()
        case .reachedEnd: blogs.loadNextPage()
        case .retryButtonTapped: blogs.retry()
        case .rowSelected(let index):
            if blogs.items.indices.contains(index) { onDetailSelected?(.blog(id: blogs.items[index].id)) }
        }
    }

    /// The scene says when: load the first page; `completion` runs once it has answered (where the scene hides its
    /// HUD, if it showed one).
    public func fetchData(completion: (@MainActor () -> Void)? = nil) {
        let load = blogs.reload()
        startTrackedTask {
            await load.value
            completion?()
        }
    }

    private func rowAction(_ action: BlogCellViewModel.Action, blog id: Int) {
        switch action {
        case .likeButtonTapped: blogs.toggleLike(id: id, using: service)
        case .shareButtonTapped: blogs.share(id: id, using: service)
        }
    }
}
