import Model

/// One News row's presenter: its texts, ready to show, and the read that bumps its count.
@MainActor
public final class NewsCellPresenter {
    /// The cell showing this row, if one is.
    public private(set) weak var view: (any NewsCellView)?

    /// The headline.
    public let title: String
    /// The date as `yyyy-MM-dd HH:mm`, or the feed's raw text when it does not parse.
    public let date: String
    /// The cover URL, rewritten to https.
    public let coverURL: String
    /// The read count as shown: `read N`.
    public var readCountText: String { formatting.readCountText(readCount) }

    let docid: String
    private var readCount: Int
    private let service: any NewsService
    private let formatting: NewsFormatting

    init(item: NewsItem, service: any NewsService, formatting: NewsFormatting) {
        self.docid = item.docid
        self.title = item.title
        self.date = formatting.displayDate(ptime: item.ptime)
        self.coverURL = formatting.secureCoverURL(item.imgsrc)
        self.readCount = item.readCount
        self.service = service
        self.formatting = formatting
    }

    /// Makes `view` show this row (the cell now holds this presenter) and receive its later updates.
    public func attach(view: any NewsCellView) {
        view.presenter = self
        self.view = view
        view.show(title: title, date: date, coverURL: coverURL, readCount: readCountText)
    }

    /// Posts a read; on success the count becomes the server's and the cell, if it still shows this row, redraws it.
    func markRead() async throws(APIError) {
        let count = try await service.markRead(docid: docid)
        readCount = max(readCount, count)
        if let view, view.presenter === self {
            view.showReadCount(readCountText)
        }
    }
}
