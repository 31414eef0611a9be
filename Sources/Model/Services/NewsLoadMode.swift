import Foundation

/// How the News scene fetches the feed: the whole channel in one load, or 20 articles a page.
public enum NewsLoadMode: String, CaseIterable, Hashable, Sendable {
    /// One load that shows the whole channel (`All`).
    case all = "All"
    /// Pages of ``pageSize`` articles, the next one when the user reaches the end (`Paged`).
    case paged = "Paged"

    /// The articles of one page in `paged` mode.
    public static let pageSize = 20

    /// The text of the mode's segment: `All` or `Paged`.
    public var title: String { rawValue }

    /// What one load brought: the articles, and whether the channel has more after them.
    public struct Batch: Sendable {
        public var items: [NewsItem]
        public var hasMore: Bool
    }

    /// Loads the articles from `offset` on: one page of 20, or in `all` mode the whole rest of the channel.
    ///
    /// The server caps a request at 100 articles, so `all` asks for pages of 100 until a short one arrives: one load
    /// for the user, as many requests as the channel needs (two for the seeded 120).
    public func load(from service: any NewsService, channel: String, offset: Int) async throws(APIError) -> Batch {
        switch self {
        case .paged:
            let items = try await service.articles(channel: channel, offset: offset, limit: Self.pageSize)
            return Batch(items: items, hasMore: items.count == Self.pageSize)
        case .all:
            let limit = Page<NewsItem>.maxLimit
            var items: [NewsItem] = []
            while true {
                if Task.isCancelled { throw .cancelled }
                let page = try await service.articles(channel: channel, offset: offset + items.count, limit: limit)
                items += page
                if page.count < limit { return Batch(items: items, hasMore: false) }
            }
        }
    }
}
