extension Blog: ListItem {
    /// Blogs load by author.
    public typealias Source = BlogSource
    /// `like`/`liked` and `share`.
    public typealias Action = BlogAction
}

/// Where a list of blogs comes from.
public enum BlogSource: Hashable, Sendable {
    /// One user's blogs, newest first, 20 a page.
    case blogs(of: Int)

    /// Loads a page from `offset`.
    public func fetch(from offset: Int, using service: any BlogService) async throws(APIError) -> PageBatch<Blog> {
        switch self {
        case .blogs(let userID):
            PageBatch(try await service.blogs(of: userID, offset: offset, limit: ProfilePaging.pageSize))
        }
    }
}

/// The page size of every list on a profile: 20.
public enum ProfilePaging {
    /// Items per page.
    public static let pageSize = 20
}

/// What a user can do to one blog row.
public enum BlogAction: ListAction {
    /// Likes the blog if the viewer does not like it yet, unlikes it if they do: shown at once, rolled back on failure.
    case toggleLike
    /// Shares the blog; the row shows the server's count once it answers.
    case share

    /// What the server answers to a blog action.
    public enum Answer: Equatable, Sendable {
        /// The like state after a like or an unlike.
        case like(LikeState)
        /// The share count after a share.
        case share(ShareResult)
    }

    /// A like shows at once; a share once confirmed.
    public var style: ListActionStyle {
        switch self {
        case .toggleLike: .optimistic
        case .share: .confirmed
        }
    }

    /// Flips the viewer's like and the count with it.
    public func change(_ blog: inout Blog) {
        guard self == .toggleLike else { return }
        blog.isLiked.toggle()
        blog.likeCount = max(0, blog.likeCount.saturatingAdding(blog.isLiked ? 1 : -1))
    }

    /// Takes the server's like state, or its share count (which never goes down).
    public func confirm(_ blog: inout Blog, with answer: Answer) {
        switch answer {
        case .like(let state):
            blog.isLiked = state.isLiked
            blog.likeCount = state.likeCount
        case .share(let result):
            blog.shareCount = max(blog.shareCount, result.shareCount)
        }
    }

    /// Sends it: `POST` or `DELETE /blogs/{id}/like` as the row now shows, or `POST /blogs/{id}/share`.
    public func send(_ blog: Blog, using service: any BlogService) async throws(APIError) -> Answer {
        switch self {
        case .toggleLike:
            .like(blog.isLiked ? try await service.like(blogID: blog.id) : try await service.unlike(blogID: blog.id))
        case .share:
            .share(try await service.share(blogID: blog.id))
        }
    }
}

extension ListService where Item == Blog {
    /// Blogs loaded, liked and shared through `service`.
    public static func blogs(_ service: any BlogService) -> ListService {
        ListService(
            fetch: { source, offset throws(APIError) in try await source.fetch(from: offset, using: service) },
            perform: { action, blog throws(APIError) in try await action.send(blog, using: service) })
    }
}

extension PagedList where Item == Blog {
    /// `userID`'s blogs, newest first, 20 a page; likes and shares go through `service`.
    public convenience init(blogsOf userID: Int, service: any BlogService) {
        self.init(source: .blogs(of: userID), service: .blogs(service))
    }
}
