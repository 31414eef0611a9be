import Model

/// One News row's presenter: its texts, ready to show, and the cell it updates when its article changes.
@MainActor
public final class NewsCellPresenter {
    /// The cell showing this row, if one is.
    public private(set) weak var view: (any NewsCellView)?

    /// The row's texts, ready to show.
    public private(set) var row: NewsRow

    private let formatting: NewsFormatting

    init(item: NewsItem, formatting: NewsFormatting) {
        self.row = NewsRow(item: item, formatting: formatting)
        self.formatting = formatting
    }

    /// Makes `view` show this row (the cell now holds this presenter) and receive its later updates.
    public func attach(view: any NewsCellView) {
        view.presenter = self
        self.view = view
        view.show(title: row.title, date: row.date, coverURL: row.coverURL, readCount: row.readCount)
    }

    /// The article was read: the cell, if it still shows this row, redraws its count.
    func itemChanged(to item: NewsItem) {
        row = NewsRow(item: item, formatting: formatting)
        if let view, view.presenter === self {
            view.showReadCount(row.readCount)
        }
    }
}
