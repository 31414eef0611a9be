/// A claim a seed article makes about MVC, MVP, MVVM or the one-way data flow TEA takes to its end, what this code measures for it, and the verdict computed
/// from the figures.
public struct Claim: Codable, Sendable, Equatable {
    /// What the figures say about the claim.
    public enum Verdict: String, Codable, Sendable {
        /// The figures meet the threshold.
        case holds
        /// They do not.
        case fails
        /// The report lacks what it needs to measure it (a coverage export); the threshold says what to give.
        case unmeasured
    }

    /// One measured number.
    public struct Figure: Codable, Sendable, Equatable {
        /// What was counted.
        public var label: String
        /// The number.
        public var value: Double
        /// Its unit: `lines`, `%`, `tests`, `models`.
        public var unit: String

        /// The figure as the table prints it: `MVC controllers 120 lines`.
        public var text: String {
            let number = value.rounded() == value ? String(Int(value)) : String(format1(value))
            return unit == "%" ? "\(label) \(number)%" : "\(label) \(number) \(unit)"
        }

        private func format1(_ value: Double) -> String {
            let tenths = Int((value * 10).rounded())
            return "\(tenths / 10).\(abs(tenths % 10))"
        }
    }

    /// A short, stable name: `mvp-more-code`.
    public var id: String
    /// The file name of the seed article that makes the claim (`003_7bf573c63f010d68.txt`).
    public var seed: String
    /// The sentence, quoted in the seed's own language.
    public var quote: String
    /// The sentence in English.
    public var gloss: String
    /// What was measured: which files, which layer.
    public var scope: String
    /// The rule that decides the verdict.
    public var threshold: String
    /// The numbers measured.
    public var figures: [Figure]
    /// Whether the figures meet the threshold.
    public var verdict: Verdict

    /// The figures as one line of text.
    public var figuresText: String {
        figures.isEmpty ? "–" : figures.map(\.text).joined(separator: "; ")
    }

    /// Measures every claim on `tree`, its `rows` and, for the claims measured by execution, `coverage`.
    static func measure(tree: SourceTree, rows: [CodeReport.Row], coverage: Coverage?) -> [Claim] {
        [
            modularSceneSize(tree), moduleAddsOnlyToItsScene(tree), mvpHasMoreCode(rows),
            mvpHalvesTheController(tree), bindingIsHalf(tree), massiveController(tree),
            businessLogicTestableApart(tree), presentationLogicTestable(tree, coverage: coverage),
            oneWayFlowNeedsNoFakes(tree),
            modelAndViewsReused(tree, rows: rows), layeringDoublesFiles(rows), mvvmHasLessCode(rows),
            sameLayoutOtherLogic(tree), logicGrowsOnlyThePresenter(tree),
        ]
    }

    /// `part` as a percentage of `whole`, to a tenth; 0 when `whole` is 0.
    static func percent(_ part: Int, of whole: Int) -> Double {
        whole == 0 ? 0 : (Double(part) * 1000 / Double(whole)).rounded() / 10
    }

    /// The seed files.
    enum Seed {
        static let review = "000_ab45949850b53bfd.txt"
        static let modules = "001_8bac5442d97f6f5b.txt"
        static let massive = "002_60305c319e347c7d.txt"
        static let patterns = "003_7bf573c63f010d68.txt"
        static let mvpDemo = "004_170911a2ac0aa5cf.txt"
    }
}
