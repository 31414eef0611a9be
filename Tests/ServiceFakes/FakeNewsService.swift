import Model

/// An in-memory news feed behind ``NewsService``: records every request, its ``control`` fails or holds the next call.
///
/// It answers like the real server: `limit` above 100 or a negative paging value is a 400, an unknown channel or
/// article a 404, and each read adds one to the article's count.
public actor FakeNewsService: NewsService {
    /// One `articles` request as the service received it.
    public struct PageRequest: Hashable, Sendable {
        /// The first article asked for.
        public var offset: Int
        /// How many articles were asked for.
        public var limit: Int

        /// Creates a request record.
        public init(offset: Int, limit: Int) {
            self.offset = offset
            self.limit = limit
        }
    }

    /// The articles the feed holds, with their current read counts.
    public private(set) var feed: [NewsItem]
    /// Every `articles` request, in order.
    public private(set) var pageRequests: [PageRequest] = []
    /// The docid of every read, in order.
    public private(set) var readRequests: [String] = []

    /// Fails or holds the next call.
    public nonisolated let control = CallControl()

    /// Creates a feed of `articleCount` sample articles, `DOC1`, `DOC2`, …
    public init(articleCount: Int) {
        self.feed = (0..<articleCount).map { NewsItem.sample(number: $0 + 1) }
    }

    /// Creates a feed of the given articles.
    public init(feed: [NewsItem]) {
        self.feed = feed
    }

    /// Replaces the feed, as if the server had new articles.
    public func replaceFeed(with feed: [NewsItem]) {
        self.feed = feed
    }

    public func articles(channel: String, offset: Int, limit: Int) async throws(APIError) -> [NewsItem] {
        pageRequests.append(PageRequest(offset: offset, limit: limit))
        try await control.answer()
        guard channel == NewsFeed.defaultChannel else { throw .sample(status: 404, "unknown channel \(channel)") }
        guard offset >= 0, (0...Page<NewsItem>.maxLimit).contains(limit) else {
            throw .sample(status: 400, "bad paging \(offset)-\(limit)")
        }
        return Array(feed.dropFirst(offset).prefix(limit))
    }

    public func markRead(docid: String) async throws(APIError) -> Int {
        readRequests.append(docid)
        try await control.answer()
        guard let index = feed.firstIndex(where: { $0.docid == docid }) else {
            throw .sample(status: 404, "unknown article \(docid)")
        }
        feed[index].readCount += 1
        return feed[index].readCount
    }
}

extension NewsItem {
    /// Sample article number `number`: `DOC<n>`, `Headline <n>`, a valid `ptime`, an http cover, read `n` times.
    public static func sample(number: Int) -> NewsItem {
        let minute = number % 60 < 10 ? "0\(number % 60)" : "\(number % 60)"
        return NewsItem(
            docid: "DOC\(number)", title: "Headline \(number)", ptime: "2024-03-09 14:\(minute):30",
            imgsrc: "http://img.example.com/\(number).jpg", readCount: number)
    }
}

extension APIError {
    /// The failure the fakes use unless told otherwise: the server answered 503.
    public static let sampleOutage = APIError.sample(status: 503, "the server is down for a moment")

    /// A server answer with `status` and `message`, shaped like the real server's.
    public static func sample(status: Int, _ message: String) -> APIError {
        .http(status: status, ErrorBody.Detail(code: "fake_\(status)", message: message))
    }
}
