import Model
import Observation

/// One News row's view model: its texts, ready to show, and its read count, which a read changes alone.
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
    public var readCountText: String { formatting.readCountText(readCount) }

    private var readCount: Int
    @ObservationIgnored private let service: any NewsService
    @ObservationIgnored private let formatting: NewsFormatting

    init(item: NewsItem, service: any NewsService, formatting: NewsFormatting) {
        self.id = item.docid
        self.title = item.title
        self.date = formatting.displayDate(ptime: item.ptime)
        self.coverURL = formatting.secureCoverURL(item.imgsrc)
        self.readCount = item.readCount
        self.service = service
        self.formatting = formatting
    }

    /// Posts a read; on success the count becomes the server's (counts only grow, so a late answer never lowers it).
    func markRead() async throws(APIError) {
        let count = try await service.markRead(docid: id)
        readCount = max(readCount, count)
    }
}
