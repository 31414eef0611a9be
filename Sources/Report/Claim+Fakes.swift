/// The claim about one-way data flow: a pure update is tested without fakes.
extension Claim {
    /// TEA's share of unit tests that need no fake must reach this, and beat every other architecture's.
    static let noFakeFloor = 70.0

    static func oneWayFlowNeedsNoFakes(_ tree: SourceTree) -> Claim {
        var figures: [Figure] = []
        var shares: [ReportArchitecture: Double] = [:]
        for architecture in ReportArchitecture.allCases {
            guard let folder = architecture.testFolder else { continue }
            let files = tree.files(under: [folder])
            let all = files.map { SwiftText.testCount(in: $0.text) }.reduce(0, +)
            guard all > 0 else { continue }
            let free = files.filter { !SwiftText.usesFake($0.text) }.map { SwiftText.testCount(in: $0.text) }
                .reduce(0, +)
            let share = percent(free, of: all)
            shares[architecture] = share
            let name = architecture.rawValue.uppercased()
            figures += [
                Figure(label: "\(name) tests needing no fake", value: Double(free), unit: "tests"),
                Figure(label: "\(name) all tests", value: Double(all), unit: "tests"),
                Figure(label: "\(name) share", value: share, unit: "%"),
            ]
        }
        let tea = shares[.tea] ?? 0
        let others = shares.filter { $0.key != .tea }.values
        return Claim(
            id: "one-way-flow-needs-no-fakes", seed: Seed.massive,
            quote: "从而实现 操作-->更改数据、更改UI的流程 转变为 操作 --> 更改数据 --> 更改UI的单向数据流;",
            gloss: "So that “action → change the data and the UI” becomes the one-way data flow “action → change the "
                + "data → change the UI”. Taken to its end (TEA), the data change is a pure function, tested with "
                + "no fake.",
            scope: "each architecture's unit tests (Tests/<ARCH>Tests/): all tests, and the tests in files that use "
                + "no fake — import no ServiceFakes and name no *Fake*, *Spy*, *Spies*, *Stub* or *Mock* type",
            threshold: "holds if at least \(Int(noFakeFloor))% of TEA's unit tests need no fake, a larger share "
                + "than any other architecture's",
            figures: figures,
            verdict: tea >= noFakeFloor && others.allSatisfy { $0 < tea } ? .holds : .fails)
    }
}
