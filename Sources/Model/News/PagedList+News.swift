extension PagedList where Item == NewsItem {
    /// The articles of `channel`, loaded in `mode`.
    public convenience init(
        news service: any NewsService, channel: String = NewsFeed.defaultChannel, mode: NewsLoadMode
    ) {
        self.init(fetch: mode.fetch(from: service, channel: channel))
    }

    /// Counts a read of article `id` (`POST /news/{docid}/read`); the row shows the server's count once it
    /// answers.
    @discardableResult
    public func markRead(id: NewsItem.ID, using service: any NewsService) -> Task<Void, Never> {
        perform(.read(using: service), on: id)
    }
}

extension ItemRequest where Item == NewsItem, Answer == Int {
    /// A read of the article: the answer is the new read count, and a count never goes down, so a late answer
    /// cannot undo a newer one.
    public static func read(using service: any NewsService) -> ItemRequest {
        ItemRequest(
            send: { item throws(APIError) in try await service.markRead(docid: item.docid) },
            apply: { item, count in item.readCount = max(item.readCount, count) })
    }
}
