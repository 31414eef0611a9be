/// The page size of every list on a profile: 20.
public enum ProfilePaging {
    /// Items per page.
    public static let pageSize = 20
}

extension PagedList where Item == Blog {
    /// `userID`'s blogs, newest first, 20 a page.
    public convenience init(blogsOf userID: Int, service: any BlogService) {
        self.init(fetch: { offset throws(APIError) in
            PageBatch(try await service.blogs(of: userID, offset: offset, limit: ProfilePaging.pageSize))
        })
    }

    /// Likes blog `id` if the viewer does not like it yet, unlikes it if they do: the row changes at once, the
    /// server is told after, and a failure puts the row back. A blog no longer listed is left alone.
    @discardableResult
    public func toggleLike(id: Int, using service: any BlogService) -> Task<Void, Never> {
        let save = save(.toggleLike(using: service), on: id)
        return startTrackedTask { _ = await save.value }
    }

    /// Shares blog `id` (`POST /blogs/{id}/share`); the row shows the server's count once it answers.
    @discardableResult
    public func share(id: Int, using service: any BlogService) -> Task<Void, Never> {
        perform(.share(using: service), on: id)
    }
}

extension OptimisticEdit where Item == Blog, Answer == LikeState {
    /// Flips the viewer's like and the count with it; saves with `POST` or `DELETE /blogs/{id}/like`.
    public static func toggleLike(using service: any BlogService) -> OptimisticEdit {
        OptimisticEdit(
            change: { blog in
                blog.isLiked.toggle()
                blog.likeCount = max(0, blog.likeCount.saturatingAdding(blog.isLiked ? 1 : -1))
            },
            save: { blog throws(APIError) in
                blog.isLiked ? try await service.like(blogID: blog.id) : try await service.unlike(blogID: blog.id)
            },
            confirm: { blog, state in
                blog.isLiked = state.isLiked
                blog.likeCount = state.likeCount
            })
    }
}

extension ItemRequest where Item == Blog, Answer == ShareResult {
    /// A share of the blog; the answer is the new share count.
    public static func share(using service: any BlogService) -> ItemRequest {
        ItemRequest(
            send: { blog throws(APIError) in try await service.share(blogID: blog.id) },
            apply: { blog, result in blog.shareCount = max(blog.shareCount, result.shareCount) })
    }
}

extension PagedList where Item == Draft {
    /// The owner's drafts not in the trash, most recently edited first, 20 a page.
    public convenience init(draftsOf userID: Int, service: any DraftService) {
        self.init(fetch: { offset throws(APIError) in
            PageBatch(try await service.drafts(of: userID, offset: offset, limit: ProfilePaging.pageSize))
        })
    }

    /// The owner's trash, in one load.
    public convenience init(trashOf userID: Int, service: any DraftService) {
        self.init(fetch: { _ throws(APIError) in PageBatch(items: try await service.trash(of: userID), hasMore: false) }
        )
    }

    /// Moves draft `id` to the trash; it leaves this list once the server confirms.
    @discardableResult
    public func moveToTrash(id: Int, using service: any DraftService) -> Task<Void, Never> {
        remove(id) { draft throws(APIError) in try await service.moveToTrash(draftID: draft.id) }
    }

    /// Brings draft `id` back from the trash; it leaves this list once the server confirms.
    @discardableResult
    public func restore(id: Int, using service: any DraftService) -> Task<Void, Never> {
        remove(id) { draft throws(APIError) in try await service.restore(draftID: draft.id) }
    }
}

extension PagedList where Item == User {
    /// One user's info (`GET /users/{id}`), as a list of one.
    public convenience init(userInfoOf userID: Int, service: any UserService) {
        self.init(loading: { () throws(APIError) in try await service.user(id: userID) })
    }
}
