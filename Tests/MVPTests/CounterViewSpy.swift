import MVP

/// A Counter view that records every call, and shows every row through its cell presenter as a real table would:
/// a row its presenter redraws is recorded as `.redraw(row)`.
@MainActor
final class CounterViewSpy: CounterView {
    enum Call: Equatable {
        case reloadAllRows
        case insertRows(Range<Int>)
        case removeRows([Int])
        case redraw(Int)
        case showLoading(Bool)
        case showError(String?, canRetry: Bool)
    }

    var presenter: CounterPresenter?
    private(set) var calls: [Call] = []
    private var cells: [CounterCellViewSpy] = []

    func reloadAllRows() {
        calls.append(.reloadAllRows)
        showEveryRow()
    }

    func insertRows(_ rows: Range<Int>) {
        calls.append(.insertRows(rows))
        showEveryRow()
    }

    func removeRows(_ rows: [Int]) {
        calls.append(.removeRows(rows))
        showEveryRow()
    }

    func showLoading(_ isLoading: Bool) { calls.append(.showLoading(isLoading)) }
    func showError(_ message: String?, canRetry: Bool) { calls.append(.showError(message, canRetry: canRetry)) }

    func forgetCalls() { calls.removeAll() }

    /// Every row, as its cell shows it: `name: number`.
    var rows: [String] { cells.map(\.text) }

    /// Row `index`'s presenter, as its cell would reach it.
    func cell(_ index: Int) -> CounterCellPresenter? { cells[index].presenter }

    private func showEveryRow() {
        guard let presenter else { return }
        cells = (0..<presenter.numberOfRows).map { index in
            let cell = CounterCellViewSpy()
            presenter.cellPresenter(at: index).attach(view: cell)
            cell.onRedraw = { [weak self] in self?.calls.append(.redraw(index)) }
            return cell
        }
    }
}

@MainActor
final class CounterCellViewSpy: CounterCellView {
    var presenter: CounterCellPresenter?
    var onRedraw: (() -> Void)?
    private(set) var text = ""

    func show(name: String, number: String) {
        text = "\(name): \(number)"
        onRedraw?()
    }
}
