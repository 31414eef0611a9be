import Model

/// The news feed and its read counts, behind one seam.
protocol NewsStorage: Sendable {
    /// Articles `offset ..< offset + limit` of a channel, newest first; 404 for an unknown channel.
    func feed(channel: String, page: PageRequest) async throws -> NewsFeed
    /// Counts one more read of an article by a signed-in user; 401 when `user`'s session is not live, 404 for an
    /// unknown docid.
    func markRead(docid: String, by user: SignedIn) async throws -> ReadCount
}
