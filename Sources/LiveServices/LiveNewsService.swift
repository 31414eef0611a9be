import Foundation
import Model

/// Reads the news feed, in the public feed's shape, and counts reads over HTTP.
public struct LiveNewsService: NewsService {
    /// The client that sends the requests.
    public let client: APIClient

    /// Creates the service over `client`.
    public init(client: APIClient) { self.client = client }

    /// `GET /nc/article/list/{channel}/{offset}-{limit}.html`, unwrapping `{"<channel>": [...]}`.
    ///
    /// - Throws: ``APIError/undecodable(type:reason:)`` when the feed answers for a different channel.
    public func articles(channel: String, offset: Int, limit: Int) async throws(APIError) -> [NewsItem] {
        let feed: NewsFeed = try await client.get("/nc/article/list/\(channel)/\(offset)-\(limit).html")
        guard feed.channel == channel else {
            throw .undecodable(
                type: "NewsFeed", reason: "the feed answered for channel \(feed.channel), not \(channel)")
        }
        return feed.items
    }

    /// `POST /news/{docid}/read`; answers the new read count.
    public func markRead(docid: String) async throws(APIError) -> Int {
        let answer: ReadCount = try await client.post("/news/\(docid)/read")
        return answer.readCount
    }
}
