import Model

/// The Blogs module's interactor (seed 000's blog list): owns the blogs' ``PagedList`` and does likes and shares
/// through the blog service, as the Model's list does them.
@MainActor
public final class BlogInteractor: BlogInteractorInput {
    public weak var output: (any ListInteractorOutput)?

    private let list: PagedList<Blog>
    private let service: any BlogService

    /// Creates the interactor of `userID`'s blogs.
    public init(userID: Int, service: any BlogService) {
        self.service = service
        list = PagedList(blogsOf: userID, service: service)
        list.onChange = { [weak self] change in self?.output?.entitiesChanged(change) }
    }

    public var blogs: [Blog] { list.items }

    public func loadBlogs() { list.reload() }

    public func loadNextPage() { list.loadNextPage() }

    public func retryLoad() { list.retry() }

    public func toggleLike(blogID id: Int) { list.perform(.toggleLike, on: id) }

    public func share(blogID id: Int) { list.perform(.share, on: id) }
}
