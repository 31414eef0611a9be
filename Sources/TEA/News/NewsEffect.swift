import Model

/// The work the News scene asks for, all of it on Model's ``NewsFeedModel``.
public enum NewsEffect: Hashable, Sendable {
    /// Load from the first page.
    case reload
    /// Switch to this mode and reload in it (the feed ignores the mode it is in).
    case switchMode(NewsLoadMode)
    /// Load the next page, if any.
    case loadNextPage
    /// Repeat what failed.
    case retry
    /// Count a read of this article.
    case markRead(NewsItem.ID)
}
