import MVP

/// A News view that records every call the presenter makes.
@MainActor
final class NewsViewSpy: NewsView {
    enum Call: Equatable {
        case reloadAllRows
        case insertRows(Range<Int>)
        case removeRows([Int])
        case showLoading(Bool)
        case showError(String?, canRetry: Bool)
    }

    var presenter: NewsPresenter?
    private(set) var calls: [Call] = []

    func reloadAllRows() { calls.append(.reloadAllRows) }
    func insertRows(_ rows: Range<Int>) { calls.append(.insertRows(rows)) }
    func removeRows(_ rows: [Int]) { calls.append(.removeRows(rows)) }
    func showLoading(_ isLoading: Bool) { calls.append(.showLoading(isLoading)) }
    func showError(_ message: String?, canRetry: Bool) { calls.append(.showError(message, canRetry: canRetry)) }

    func forgetCalls() { calls.removeAll() }

    /// A cell showing row `index`, as the table would dequeue and attach one.
    func cell(at index: Int) -> NewsCellViewSpy {
        let cell = NewsCellViewSpy()
        presenter?.cellPresenter(at: index).attach(view: cell)
        return cell
    }
}
