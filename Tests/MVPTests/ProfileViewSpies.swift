import MVP

/// A Blogs or Drafts view that records every call its presenter makes.
@MainActor
final class ListViewSpy: ListView {
    enum Call: Equatable {
        case reloadAllRows
        case insertRows(Range<Int>)
        case removeRows([Int])
        case showLoading(Bool)
        case showError(String?, canRetry: Bool)
    }

    private(set) var calls: [Call] = []

    func reloadAllRows() { calls.append(.reloadAllRows) }
    func insertRows(_ rows: Range<Int>) { calls.append(.insertRows(rows)) }
    func removeRows(_ rows: [Int]) { calls.append(.removeRows(rows)) }
    func showLoading(_ isLoading: Bool) { calls.append(.showLoading(isLoading)) }
    func showError(_ message: String?, canRetry: Bool) { calls.append(.showError(message, canRetry: canRetry)) }

    func forgetCalls() { calls.removeAll() }
}

/// A Blogs row that records what its presenter told it.
@MainActor
final class BlogCellViewSpy: BlogCellView {
    var presenter: BlogCellPresenter?
    private(set) var author = ""
    private(set) var likeCount = ""
    private(set) var likeButtonTitle = ""
    private(set) var shareCount = ""
    /// How many times the row was told something after it was first shown.
    private(set) var updates = 0

    func show(title: String, author: String, likeCount: String, likeButtonTitle: String, shareCount: String) {
        (self.author, self.likeCount, self.likeButtonTitle, self.shareCount) =
            (author, likeCount, likeButtonTitle, shareCount)
    }

    func showLikes(count: String, buttonTitle: String) {
        (likeCount, likeButtonTitle) = (count, buttonTitle)
        updates += 1
    }

    func showShares(_ count: String) {
        shareCount = count
        updates += 1
    }
}

/// A Drafts or Trash row that records what its presenter told it.
@MainActor
final class DraftCellViewSpy: DraftCellView {
    var presenter: DraftCellPresenter?
    private(set) var title = ""
    private(set) var edited = ""
    private(set) var buttonTitle = ""

    func show(title: String, edited: String, buttonTitle: String) {
        (self.title, self.edited, self.buttonTitle) = (title, edited, buttonTitle)
    }
}
