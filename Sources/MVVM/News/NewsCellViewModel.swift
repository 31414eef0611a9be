import Model
import Observation

/// One News row's view model: its texts, ready to show, and its read count, which changes alone when the article
/// is read.
@Observable
@MainActor
public final class NewsCellViewModel: Identifiable {
    /// The article's document id.
    public let id: String
    /// The headline.
    public let title: String
    /// The date as `yyyy-MM-dd HH:mm`, or the feed's raw text when it does not parse.
    public let date: String
    /// The cover URL, rewritten to https.
    public let coverURL: String
    /// The read count as shown: `read N`.
    public private(set) var readCountText: String

    @ObservationIgnored private let formatting: NewsFormatting

    init(item: NewsItem, formatting: NewsFormatting) {
        self.id = item.docid
        self.title = item.title
        self.date = formatting.displayDate(ptime: item.ptime)
        self.coverURL = formatting.secureCoverURL(item.imgsrc)
        self.readCountText = formatting.readCountText(item.readCount)
        self.formatting = formatting
    }

    /// The article changed on the server (a read, a refresh): a view bound to ``readCountText`` follows.
    func itemChanged(to item: NewsItem) {
        let text = formatting.readCountText(item.readCount)
        if text != readCountText { readCountText = text }
    }
}
