import Model

/// Performs the Blogs module's effects on its Model list.
@MainActor
public final class BlogListEffectRunner: EffectRunner {
    public var send: @MainActor (BlogListState.Message) -> Void = { _ in }
    private let blogs: PagedList<Blog>
    private let service: any BlogService

    /// Creates a runner over `userID`'s blogs.
    public init(userID: Int, service: any BlogService) {
        self.service = service
        blogs = PagedList(blogsOf: userID, service: service)
        blogs.reportChanges { [weak self] state in self?.send(.listChanged(state)) }
    }

    public func perform(_ effect: BlogListState.Effect) {
        switch effect {
        case .reload: blogs.reload()
        case .loadNextPage: blogs.loadNextPage()
        case .retry: blogs.retry()
        case .toggleLike(let id): blogs.perform(.toggleLike, on: id)
        case .share(let id): blogs.perform(.share, on: id)
        }
    }
}
