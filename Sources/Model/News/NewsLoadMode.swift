/// How the News scene fetches the feed: the whole channel in one load, or 20 articles a page.
public enum NewsLoadMode: String, CaseIterable, Hashable, Sendable {
    /// One load that shows the whole channel (`All`).
    case all = "All"
    /// Pages of ``pageSize`` articles, the next one when the user reaches the end (`Paged`).
    case paged = "Paged"

    /// The articles of one page in `paged` mode.
    public static let pageSize = 20

    /// The most articles one `all` load brings: 1,000, ten of the server's largest pages. A feed that goes on past
    /// it — an endless or a hostile one — shows its first 1,000 with ``APIError/tooManyItems(limit:)`` instead of
    /// asking for pages until memory runs out.
    public static let allModeLimit = 1_000

    /// The mode of segment `index` of the `All | Paged` control (the order of ``allCases``), or `nil` for an index the
    /// control does not have.
    public static func selected(at index: Int) -> NewsLoadMode? {
        allCases.indices.contains(index) ? allCases[index] : nil
    }

    /// The text of the mode's segment: `All` or `Paged`.
    public var title: String { rawValue }

    /// How a ``PagedList`` of articles loads in this mode: one page of 20 from an offset, or in `all` mode the whole
    /// rest of the channel.
    ///
    /// The server caps a request at 100 articles, so `all` asks for pages of 100 until a short one arrives: one load
    /// for the user, as many requests as the channel needs (two for the seeded 130), and at most ``allModeLimit``
    /// articles.
    func fetch(
        from service: any NewsService, channel: String
    ) -> @Sendable (Int) async throws(APIError) -> PageBatch<NewsItem> {
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
                    let from = offset.saturatingAdding(items.count)
                    let page = try await service.articles(channel: channel, offset: from, limit: limit)
                    // A page longer than asked for counts only up to the bound.
                    items += page.prefix(Self.allModeLimit - items.count)
                    if items.count >= Self.allModeLimit {
                        let reason = APIError.tooManyItems(limit: Self.allModeLimit)
                        return PageBatch(items: items, hasMore: false, stoppedEarly: reason)
                    }
                    if page.count < limit { return PageBatch(items: items, hasMore: false) }
                }
            }
        }
    }
}
