extension NewsItem: ListItem {
    /// Articles load from a channel, in a load mode.
    public typealias Source = NewsSource
    /// A read.
    public typealias Action = NewsAction
}

/// Where the feed loads from: a channel, in a load mode.
public struct NewsSource: Hashable, Sendable {
    /// The channel (``NewsFeed/defaultChannel``, the one the seed reads).
    public var channel: String
    /// `All` or `Paged`.
    public var mode: NewsLoadMode

    /// The source of `channel` in `mode`.
    public init(channel: String = NewsFeed.defaultChannel, mode: NewsLoadMode) {
        self.channel = channel
        self.mode = mode
    }

    /// Loads from `offset`: one page in `Paged` mode, everything left (up to ``NewsLoadMode/allModeLimit``) in `All`.
    public func fetch(from offset: Int, using service: any NewsService) async throws(APIError) -> PageBatch<NewsItem> {
        try await mode.fetch(from: service, channel: channel)(offset)
    }
}

/// What a user can do to one article: read it (seed 002's row selection).
public enum NewsAction: ListAction {
    /// Counts a read (`POST /news/{docid}/read`); the row shows the server's count once it answers.
    case markRead

    /// Shown once the server answers.
    public var style: ListActionStyle { .confirmed }

    /// The new read count; a count never goes down, so a late answer cannot undo a newer one.
    public func confirm(_ item: inout NewsItem, with readCount: Int) {
        item.readCount = max(item.readCount, readCount)
    }

    /// Sends it.
    public func send(_ item: NewsItem, using service: any NewsService) async throws(APIError) -> Int {
        try await service.markRead(docid: item.docid)
    }
}

extension ListService where Item == NewsItem {
    /// Articles loaded and read through `service`.
    public static func news(_ service: any NewsService) -> ListService {
        ListService(
            fetch: { source, offset throws(APIError) in try await source.fetch(from: offset, using: service) },
            perform: { action, item throws(APIError) in try await action.send(item, using: service) })
    }
}

extension PagedList where Item == NewsItem {
    /// The articles of `source`, read through `service`.
    public convenience init(news source: NewsSource, service: any NewsService) {
        self.init(source: source, service: .news(service))
    }
}
