import MVP

/// A Counter view that records every call, and renders rows through the presenter as a real table would.
@MainActor
final class CounterViewSpy: CounterView {
    enum Call: Equatable {
        case reloadAllRows
        case reloadRow(Int)
        case showLoading(Bool)
        case showError(String?, canRetry: Bool)
    }

    var presenter: CounterPresenter?
    private(set) var calls: [Call] = []

    func reloadAllRows() { calls.append(.reloadAllRows) }
    func reloadRow(at index: Int) { calls.append(.reloadRow(index)) }
    func showLoading(_ isLoading: Bool) { calls.append(.showLoading(isLoading)) }
    func showError(_ message: String?, canRetry: Bool) { calls.append(.showError(message, canRetry: canRetry)) }

    func forgetCalls() { calls.removeAll() }

    /// Row `index` as a cell shows it: `name: number`.
    func row(_ index: Int) -> String {
        let cell = CounterCellViewSpy()
        presenter?.configure(cell, at: index)
        return cell.text
    }

    /// Every row, as ``row(_:)`` shows it.
    var rows: [String] { (0..<(presenter?.numberOfRows ?? 0)).map(row) }
}

@MainActor
final class CounterCellViewSpy: CounterCellView {
    private(set) var text = ""

    func show(name: String, number: String) { text = "\(name): \(number)" }
}
