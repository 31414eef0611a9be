import Model
import VIPER

/// A passive list view that records every call a presenter makes on it, as a table would receive them.
@MainActor
final class ListViewSpy: CounterView, VoiceView, UserListView, NewsView, BlogView, DraftListView {
    enum Call: Equatable {
        case reloadAllRows
        case reloadRows([Int])
        case insertRows(Range<Int>)
        case removeRows([Int])
        case showLoading(Bool)
        case showError(String?, canRetry: Bool)
        case askToUnfollow(String)
    }

    private(set) var calls: [Call] = []

    func reloadAllRows() { calls.append(.reloadAllRows) }
    func reloadRows(_ rows: [Int]) { calls.append(.reloadRows(rows)) }
    func insertRows(_ rows: Range<Int>) { calls.append(.insertRows(rows)) }
    func removeRows(_ rows: [Int]) { calls.append(.removeRows(rows)) }
    func showLoading(_ isLoading: Bool) { calls.append(.showLoading(isLoading)) }
    func showError(_ message: String?, canRetry: Bool) { calls.append(.showError(message, canRetry: canRetry)) }
    func askToUnfollow(_ question: String) { calls.append(.askToUnfollow(question)) }
}
