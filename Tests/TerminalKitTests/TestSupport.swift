@testable import TerminalKit

/// A cell with a title label and two buttons, like a counter row.
@MainActor
final class CounterTestCell: TableViewCell {
    let titleLabel = Label()
    let minusButton = Button(title: "-")
    let plusButton = Button(title: "+")
    var onMinus: (() -> Void)?
    var onPlus: (() -> Void)?

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(titleLabel)
        contentView.addSubview(minusButton)
        contentView.addSubview(plusButton)
        minusButton.onTap = { [weak self] in self?.onMinus?() }
        plusButton.onTap = { [weak self] in self?.onPlus?() }
    }

    override func layoutSubviews() {
        titleLabel.frame = Rect(x: 1, y: 0, width: max(0, bounds.width - 14), height: 1)
        minusButton.frame = Rect(x: bounds.width - 12, y: 0, width: 5, height: 1)
        plusButton.frame = Rect(x: bounds.width - 6, y: 0, width: 5, height: 1)
    }
}

/// A data source of `count` numbered rows ("row 0", "row 1", …), recording what the table asked for.
@MainActor
final class NumbersDataSource: TableViewDataSource, TableViewDelegate {
    var items: [String]
    var selected: [Int] = []
    var reachedEnd = 0
    var plusTapped: [Int] = []

    init(count: Int) {
        items = (0..<count).map { "row \($0)" }
    }

    func numberOfRows(in tableView: TableView) -> Int { items.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "counter", for: indexPath)
        guard let counter = cell as? CounterTestCell else { return cell }
        counter.titleLabel.text = items[indexPath.row]
        counter.onPlus = { [weak self] in self?.plusTapped.append(indexPath.row) }
        return counter
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath.row)
    }

    func tableViewDidReachEnd(_ tableView: TableView) {
        reachedEnd += 1
    }
}

/// A screen holding one table of numbered rows.
@MainActor
final class TableTestViewController: ViewController {
    let tableView = TableView()
    let source: NumbersDataSource

    init(count: Int) {
        source = NumbersDataSource(count: count)
        super.init()
    }

    override func loadView() {
        tableView.register(CounterTestCell.self, forCellReuseIdentifier: "counter")
        tableView.dataSource = source
        tableView.delegate = source
        tableView.fillsSuperview = true
        let root = View()
        root.addSubview(tableView)
        view = root
    }
}

/// A screen that records its lifecycle calls into a shared log, prefixed with its name.
@MainActor
final class RecordingViewController: ViewController {
    let name: String
    let log: CallLog
    var extraView: View?

    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init()
        title = name
    }

    override func viewDidLoad() { log.record("\(name).viewDidLoad") }
    override func viewWillAppear() { log.record("\(name).viewWillAppear") }
    override func viewDidAppear() { log.record("\(name).viewDidAppear") }
    override func viewWillDisappear() { log.record("\(name).viewWillDisappear") }
    override func viewDidDisappear() { log.record("\(name).viewDidDisappear") }
    override func willMove(toParent parent: ViewController?) {
        log.record("\(name).willMove(toParent: \(parent == nil ? "nil" : "nav"))")
    }
    override func didMove(toParent parent: ViewController?) {
        log.record("\(name).didMove(toParent: \(parent == nil ? "nil" : "nav"))")
    }
}

/// An ordered list of calls.
@MainActor
final class CallLog {
    private(set) var calls: [String] = []

    func record(_ call: String) { calls.append(call) }

    /// Answers the calls so far and starts over.
    func take() -> [String] {
        defer { calls = [] }
        return calls
    }
}

/// A screen with a label and buttons, laid out in a column.
@MainActor
final class ButtonsViewController: ViewController {
    let label = Label(text: "line 0")
    var tapped: [String] = []
    let titles: [String]

    init(titles: [String]) {
        self.titles = titles
        super.init()
    }

    override func loadView() {
        let stack = StackView(axis: .vertical)
        stack.addArrangedSubview(label)
        for title in titles {
            let button = Button(title: title)
            button.onTap = { [weak self] in self?.tapped.append(title) }
            stack.addArrangedSubview(button)
        }
        view = stack
    }
}
