import Model

/// Blogs, likes and shares, behind one seam.
///
/// Unknown ids throw ``APIFailure/notFound(_:)``; any other error is the database's own failure.
protocol BlogStorage: Sendable {
    /// A page of `authorID`'s blogs, newest first, without bodies; 404 for an unknown author.
    func blogs(of authorID: Int, page: PageRequest, viewer: Int?) async throws -> Page<Blog>
    /// One blog with its body.
    func blog(id: Int, viewer: Int?) async throws -> Blog
    /// Likes or unlikes as `viewer`; each user counts once, however often they repeat it.
    func setLiked(_ isLiked: Bool, blogID: Int, viewer: Int) async throws -> LikeState
    /// Counts one more share by a signed-in user; 401 when `user`'s session is not live.
    func share(blogID: Int, by user: SignedIn) async throws -> ShareResult
}
