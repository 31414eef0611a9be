import Foundation

/// One article of the news feed, in the field names of the public feed that seed 002 reads.
///
/// The feed answers `{"<channel>": [NewsItem]}`; see ``NewsFeed``. Fields stay raw strings, as the
/// feed sends them: turning `ptime` into a date and `imgsrc` into an https URL is presentation work.
public struct NewsItem: Codable, Hashable, Sendable, Identifiable {
    /// The article's document id, unique in the feed.
    public var docid: String
    /// The headline.
    public var title: String
    /// The publication time as the feed writes it, `yyyy-MM-dd HH:mm:ss` (not guaranteed to parse).
    public var ptime: String
    /// The cover image URL, usually `http://…`.
    public var imgsrc: String
    /// How many times the article was read.
    public var readCount: Int

    /// The identity used by lists: the document id.
    public var id: String { docid }

    /// Creates a news item from its wire fields.
    public init(docid: String, title: String, ptime: String, imgsrc: String, readCount: Int) {
        self.docid = docid
        self.title = title
        self.ptime = ptime
        self.imgsrc = imgsrc
        self.readCount = readCount
    }
}

/// The answer to a read: the article's new read count.
public struct ReadCount: Codable, Hashable, Sendable {
    /// How many times the article has been read now.
    public var readCount: Int

    /// Creates a read count.
    public init(readCount: Int) { self.readCount = readCount }
}
