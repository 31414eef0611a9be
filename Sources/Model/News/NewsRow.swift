/// One News row's text, as every architecture shows it: the headline, the date, the cover URL and the read count.
public struct NewsRow: Identifiable, Hashable, Sendable {
    /// The article's document id.
    public var id: String
    /// The headline.
    public var title: String
    /// The date as `yyyy-MM-dd HH:mm`, or the feed's raw text when it does not parse.
    public var date: String
    /// The cover URL, rewritten to https.
    public var coverURL: String
    /// The read count as shown: `read N`.
    public var readCount: String

    /// The row of `item`, its date and count written by `formatting`.
    public init(item: NewsItem, formatting: NewsFormatting) {
        id = item.docid
        title = item.title
        date = formatting.displayDate(ptime: item.ptime)
        coverURL = formatting.secureCoverURL(item.imgsrc)
        readCount = formatting.readCountText(item.readCount)
    }
}
