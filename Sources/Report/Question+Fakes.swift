/// A question no seed asks but TEA invites: when the update is a pure function, do its tests do without fakes?
extension Question {
    static func updateNeedsNoFakes(_ tree: SourceTree) -> Question {
        var figures: [Claim.Figure] = []
        var shares: [(name: String, free: Int, all: Int)] = []
        for architecture in ReportArchitecture.allCases {
            guard let folder = architecture.testFolder else { continue }
            let files = tree.files(under: [folder])
            let all = files.map { SwiftText.testCount(in: $0.text) }.reduce(0, +)
            guard all > 0 else { continue }
            let free = files.filter { !SwiftText.usesFake($0.text) }.map { SwiftText.testCount(in: $0.text) }
                .reduce(0, +)
            let name = architecture.rawValue.uppercased()
            shares.append((name, free, all))
            figures += [
                Claim.Figure(label: "\(name) tests needing no fake", value: Double(free), unit: "tests"),
                Claim.Figure(label: "\(name) all tests", value: Double(all), unit: "tests"),
                Claim.Figure(label: "\(name) share", value: Claim.percent(free, of: all), unit: "%"),
            ]
        }
        let answer =
            shares.isEmpty
            ? "no unit tests yet"
            : shares.map { share in
                let percent = Claim.Figure(label: "", value: Claim.percent(share.free, of: share.all), unit: "%").text
                return "\(share.name) \(share.free) of \(share.all) (\(percent.dropFirst()))"
            }.joined(separator: ", ") + " of the unit tests need no fake"
        return Question(
            id: "update-needs-no-fakes",
            question: "Taken to its end (TEA), the one-way flow makes the data change a pure function: are its tests "
                + "written without fakes?",
            scope: "each architecture's unit tests (Tests/<ARCH>Tests/): all tests, and the tests in files that use "
                + "no fake — import no ServiceFakes and name no *Fake*, *Spy*, *Spies*, *Stub* or *Mock* type. A spy of MVP's passive "
                + "view counts: it is a test double, the one MVP's design makes easy to write, and TEA's update needs "
                + "none",
            figures: figures, answer: answer)
    }
}
