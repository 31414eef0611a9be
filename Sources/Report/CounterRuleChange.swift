/// One architecture's change for a rule added to the Counter scene later — "a number never goes above 9: `+` on a 9
/// does nothing" — written as the edit a developer makes to that architecture's sources, to measure where seed 004's
/// "more logic later" lands (``Claim/logicGrowsOnlyThePresenter(_:)``).
///
/// The edit is code as the sources hold it now (``old``) and as it would be with the rule (``new``). The report
/// applies it to the tree it reads — ``old`` must occur exactly once in the variant's Counter files, or the shared
/// Counter views and Model — and counts the added code lines by the layer of the file they land in. When a source
/// changes under an edit, the edit no longer applies and the claim says so (``Claim/Verdict/unmeasured``): update
/// ``old`` and ``new`` here to the new code.
/// (A `\` at the end of a line below continues it: the real line is longer than this file's.)
struct CounterRuleChange: Sendable {
    /// The variant's name as the report prints it: `MVP`, `MVC (seed)`.
    var name: String
    /// The folders holding the variant's Counter code (a folder ends with `/`), where ``old`` is looked for.
    var folders: [String]
    /// The code as the sources hold it now.
    var old: String
    /// The code with the rule.
    var new: String

    /// The largest number the rule allows.
    static let ceiling = 9

    /// The rule in each variant, MVP first: the one seed 004 makes its claim about.
    static let all: [CounterRuleChange] = [mvp, mvc, seedMVC, mvvm, tea, viper]

    /// MVP: the presenter handles `+`, so it checks the number before it asks the list to change it.
    static let mvp = CounterRuleChange(
        name: "MVP", folders: ["Sources/MVP/Counter/", "Sources/MVPViews/Counter/"],
        old: """
                public func plusButtonTapped(at index: Int) { perform(.increment, at: index) }
            """,
        new: """
                public func plusButtonTapped(at index: Int) {
                    guard list.items.indices.contains(index), list.items[index].num < \(ceiling) else { return }
                    perform(.increment, at: index)
                }
            """)

    /// Layered MVC: the business model handles `+` for its controller.
    static let mvc = CounterRuleChange(
        name: "MVC", folders: ["Sources/MVC/Counter/", "Sources/MVCViews/Counter/"],
        old: """
                public func plusButtonTapped(at index: Int) { perform(.increment, at: index) }
            """,
        new: """
                public func plusButtonTapped(at index: Int) {
                    guard counters.indices.contains(index), counters[index].num < \(ceiling) else { return }
                    perform(.increment, at: index)
                }
            """)

    /// Seed 004's own MVC: the controller holds the rows and the rules, so the new rule goes there too.
    static let seedMVC = CounterRuleChange(
        name: "MVC (seed)", folders: ["Sources/MVCTerminal/CounterSeed/"],
        old: """
                public func counterCellPlusButtonTapped(_ cell: CounterCell) {
                    guard let row = sceneView.tableView.indexPath(for: cell)?.row, \
            counters.indices.contains(row) else { return }
            """,
        new: """
                public func counterCellPlusButtonTapped(_ cell: CounterCell) {
                    guard let row = sceneView.tableView.indexPath(for: cell)?.row, counters.indices.contains(row),
                        counters[row].num < \(ceiling)
                    else { return }
            """)

    /// MVVM: the view model handles `+`.
    static let mvvm = CounterRuleChange(
        name: "MVVM", folders: ["Sources/MVVM/Counter/", "Sources/MVVMViews/Counter/"],
        old: """
                public func plusButtonTapped(at index: Int) {
                    perform(.increment, at: index)
            """,
        new: """
                public func plusButtonTapped(at index: Int) {
                    guard counters.items.indices.contains(index), counters.items[index].num < \(ceiling) else { return }
                    perform(.increment, at: index)
            """)

    /// TEA: `update` answers the `+` message with no effect when the number is at the ceiling.
    static let tea = CounterRuleChange(
        name: "TEA", folders: ["Sources/TEA/Counter/", "Sources/TEAViews/Counter/"],
        old: """
                    case .plusButtonTapped(let index): list.ask(.increment, at: index)
            """,
        new: """
                    case .plusButtonTapped(let index):
                        list.items.indices.contains(index) && list.items[index].num >= \(ceiling)
                            ? [] : list.ask(.increment, at: index)
            """)

    /// VIPER: a business rule belongs to the interactor, which holds the counters.
    static let viper = CounterRuleChange(
        name: "VIPER", folders: ["Sources/VIPER/Counter/", "Sources/VIPERViews/Counter/"],
        old: """
                public func increment(counterID id: Int) { handle(.actionAsked(.increment, on: id)) }
            """,
        new: """
                public func increment(counterID id: Int) {
                    guard let counter = counters.items.first(where: { $0.id == id }), counter.num < \(ceiling) else {
                        return
                    }
                    handle(.actionAsked(.increment, on: id))
                }
            """)
}
