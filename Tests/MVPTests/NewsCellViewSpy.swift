import MVP

/// A News cell that records what its presenter told it.
@MainActor
final class NewsCellViewSpy: NewsCellView {
    struct Row: Equatable {
        var title, date, coverURL, readCount: String
    }

    var presenter: NewsCellPresenter?
    private(set) var row: Row?
    private(set) var readCountUpdates: [String] = []

    func show(title: String, date: String, coverURL: String, readCount: String) {
        row = Row(title: title, date: date, coverURL: coverURL, readCount: readCount)
    }

    func showReadCount(_ text: String) {
        readCountUpdates.append(text)
        row?.readCount = text
    }
}
