import Model

/// One News row's presenter: its texts, ready to show, and the cell it updates when its article changes.
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
    public private(set) var readCountText: String

    private let formatting: NewsFormatting

    init(item: NewsItem, formatting: NewsFormatting) {
        self.title = item.title
        self.date = formatting.displayDate(ptime: item.ptime)
        self.coverURL = formatting.secureCoverURL(item.imgsrc)
        self.readCountText = formatting.readCountText(item.readCount)
        self.formatting = formatting
    }

    /// Makes `view` show this row (the cell now holds this presenter) and receive its later updates.
    public func attach(view: any NewsCellView) {
        view.presenter = self
        self.view = view
        view.show(title: title, date: date, coverURL: coverURL, readCount: readCountText)
    }

    /// The article was read: the cell, if it still shows this row, redraws its count.
    func itemChanged(to item: NewsItem) {
        readCountText = formatting.readCountText(item.readCount)
        if let view, view.presenter === self {
            view.showReadCount(readCountText)
        }
    }
}
