import Foundation

/// The news feed's answer, in the shape of the public feed: one key, the channel id, holding the articles.
///
/// `{"T1467284926140": [{"docid": …, "title": …, "ptime": …, "imgsrc": …, "readCount": …}]}`
public struct NewsFeed: Codable, Hashable, Sendable {
    /// The seeded channel, the one seed 002 reads.
    public static let defaultChannel = "T1467284926140"

    /// The channel the articles belong to.
    public var channel: String
    /// The articles, in feed order.
    public var items: [NewsItem]

    /// Creates a feed for a channel.
    public init(channel: String, items: [NewsItem]) {
        self.channel = channel
        self.items = items
    }

    private struct ChannelKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Decodes `{"<channel>": [...]}`; the single key is the channel.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ChannelKey.self)
        guard let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "The news feed has no channel key."))
        }
        self.channel = key.stringValue
        self.items = try container.decode([NewsItem].self, forKey: key)
    }

    /// Encodes as `{"<channel>": [...]}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ChannelKey.self)
        try container.encode(items, forKey: ChannelKey(stringValue: channel))
    }
}
