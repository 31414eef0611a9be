import Model

extension NewsFeed {
    /// The seeded channel's articles `offset ..< offset + limit`, as a freshly seeded database serves them.
    ///
    /// The bare reference server of `Benchmarks/BareFeed` encodes this value, so that it answers the same JSON as
    /// the feed route without a database.
    public static func seeded(offset: Int, limit: Int) -> NewsFeed {
        let positions = max(0, offset)..<min(SeedNews.count, max(0, offset) + max(0, limit))
        return NewsFeed(channel: defaultChannel, items: positions.map(SeedNews.item(at:)))
    }
}
