extension PagedList where Item == User {
    /// The users of `kind` as `viewerID` sees them: whom they follow, or everyone.
    public convenience init(users kind: UserListKind, viewerID: Int, service: any UserService) {
        self.init(fetch: kind.fetch(viewerID: viewerID, from: service))
    }

    /// Makes the viewer follow (`true`) or unfollow user `userID`: the row shows it at once, the server is told
    /// after, and a failure puts the row back with the error. Asking for what the row already shows sends nothing.
    @discardableResult
    public func setFollowing(
        _ isFollowing: Bool, userID: Int, using service: any FollowService
    ) -> Task<Void, Never> {
        let save = save(.following(isFollowing, using: service), on: userID)
        // Not tracked itself: the save is. A tracked task awaiting it would count as runnable while the request
        // waits for the network, and a headless `sleep` would then wait for the answer.
        return Task { _ = await save.value }
    }
}

extension OptimisticEdit where Item == User, Answer == FollowStatus {
    /// Sets whether the viewer follows the user; saves with `POST` or `DELETE /users/{id}/follow`, and keeps what
    /// the server answers.
    public static func following(_ isFollowing: Bool, using service: any FollowService) -> OptimisticEdit {
        OptimisticEdit(
            change: { user in user.isFollowing = isFollowing },
            save: { user throws(APIError) in
                isFollowing ? try await service.follow(userID: user.id) : try await service.unfollow(userID: user.id)
            },
            confirm: { user, status in user.isFollowing = status.isFollowing })
    }
}
