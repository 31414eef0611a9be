import Model

/// The Blogs module's state (seed 000): the blogs (20 a page, refresh, load more), written as the scene's
/// ``Model/BlogFormatting`` says. Likes and shares are Model's edits on the list: shown at once or once confirmed,
/// rolled back on failure.
public struct BlogListState: SceneState {
    /// What happens to the module.
    public enum Message: Equatable, Sendable {
        /// The scene says when: load the first page.
        case fetch
        /// Pulled to refresh.
        case pulledToRefresh
        /// The list reached its end: the next page, if any.
        case reachedEnd
        /// `Retry`.
        case retryButtonTapped
        /// `like` or `liked` in blog `id`'s row.
        case likeButtonTapped(id: Int)
        /// `share` in blog `id`'s row.
        case shareButtonTapped(id: Int)
        /// The user selected blog `id`'s row; the scene decides where it leads.
        case rowSelected(id: Int)
        /// The blogs' list changed.
        case listChanged(ListState<Blog>)
    }

    /// The work it asks for, on its Model list.
    public enum Effect: Hashable, Sendable {
        /// Load from the first page.
        case reload
        /// Load the next page.
        case loadNextPage
        /// Repeat what failed.
        case retry
        /// Like or unlike blog `id`.
        case toggleLike(id: Int)
        /// Share blog `id`.
        case share(id: Int)
    }

    /// The blogs, `Loading…` and the error.
    public var list = ListState<Blog>()
    private let formatting: BlogFormatting

    /// Creates the module's state, its rows written as `formatting` says.
    public init(formatting: BlogFormatting) {
        self.formatting = formatting
    }

    /// The rows, as the scene's formatting writes them.
    public var rows: [BlogRow] { list.items.map { BlogRow(blog: $0, formatting: formatting) } }

    public mutating func update(_ message: Message) -> [Effect] {
        switch message {
        case .fetch, .pulledToRefresh: return [.reload]
        case .reachedEnd: return [.loadNextPage]
        case .retryButtonTapped: return [.retry]
        case .likeButtonTapped(let id): return [.toggleLike(id: id)]
        case .shareButtonTapped(let id): return [.share(id: id)]
        case .rowSelected: return []
        case .listChanged(let list):
            self.list = list
            return []
        }
    }
}
