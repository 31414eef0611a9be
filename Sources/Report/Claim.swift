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
    /// The seed article's title, in its own language (`iOS 架构模式 MVC、MVP、MVVM`); a seed with no title of its own is
    /// described in brackets.
    public var seedTitle: String
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

    /// A claim `seed` makes; its title is looked up from the file name.
    init(
        id: String, seed: String, quote: String, gloss: String, scope: String, threshold: String, figures: [Figure],
        verdict: Verdict
    ) {
        self.id = id
        self.seed = seed
        self.seedTitle = Seed.title(of: seed)
        self.quote = quote
        self.gloss = gloss
        self.scope = scope
        self.threshold = threshold
        self.figures = figures
        self.verdict = verdict
    }

    /// The seed as a reader finds it: its title, then its file name in parentheses.
    public var seedCitation: String {
        "\(seedTitle) (\(seed))"
    }

    /// Every seed as the report cites it, title then file name, in file order.
    public static var seedCitations: [String] {
        Seed.titles.sorted { $0.key < $1.key }.map { "\($0.value) (\($0.key))" }
    }

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
            oneWayFlow(tree),
            modelAndViewsReused(tree, rows: rows), layeringDoublesFiles(rows), mvvmHasLessCode(rows),
            sameLayoutOtherLogic(tree), logicGrowsOnlyThePresenter(tree),
        ] + secondLayoutSameLogic(tree)
    }

    /// `part` as a percentage of `whole`, to a tenth; 0 when `whole` is 0.
    static func percent(_ part: Int, of whole: Int) -> Double {
        whole == 0 ? 0 : (Double(part) * 1000 / Double(whole)).rounded() / 10
    }

    /// The seed articles, by file name, and their titles.
    enum Seed {
        static let review = "000_ab45949850b53bfd.txt"
        static let modules = "001_8bac5442d97f6f5b.txt"
        static let massive = "002_60305c319e347c7d.txt"
        static let patterns = "003_7bf573c63f010d68.txt"
        static let mvpDemo = "004_170911a2ac0aa5cf.txt"

        /// Each seed file's title: the article's own where it has one, else what it is about, in brackets.
        static let titles = [
            review: "Review: MVC/MVP/MVVM",
            modules: "[untitled: the design ideas of MVC/MVP/MVVM under iOS, a scene built from modules]",
            massive: "浅析iOS开发的那些架构:MVC/MVP/MVVM",
            patterns: "iOS 架构模式 MVC、MVP、MVVM",
            mvpDemo: "[untitled: from MVC to MVP, the LMDataSource counter demo]",
        ]

        /// The title of the seed `file`; the file name itself for a file that is not a seed.
        static func title(of file: String) -> String {
            titles[file] ?? file
        }
    }
}
