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

    /// How a ``PagedList`` of articles loads in this mode: one page of 20 from an offset, or in `all` mode the whole
    /// rest of the channel.
    ///
    /// The server caps a request at 100 articles, so `all` asks for pages of 100 until a short one arrives: one load
    /// for the user, as many requests as the channel needs (two for the seeded 130).
    public func fetch(from service: any NewsService, channel: String) -> PagedList<NewsItem>.Fetch {
        switch self {
        case .paged:
            return { offset throws(APIError) in
                let items = try await service.articles(channel: channel, offset: offset, limit: Self.pageSize)
                return PageBatch(items: items, hasMore: items.count == Self.pageSize)
            }
        case .all:
            return { offset throws(APIError) in
                let limit = Page<NewsItem>.maxLimit
                var items: [NewsItem] = []
                while true {
                    if Task.isCancelled { throw .cancelled }
                    let page = try await service.articles(channel: channel, offset: offset + items.count, limit: limit)
                    items += page
                    if page.count < limit { return PageBatch(items: items, hasMore: false) }
                }
            }
        }
    }
}
