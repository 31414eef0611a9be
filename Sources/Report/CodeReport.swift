/// The measured code of every scene in every architecture: lines by layer, files, types and tests.
public struct CodeReport: Codable, Sendable, Equatable {
    /// One scene in one architecture.
    public struct Row: Codable, Sendable, Equatable {
        /// The scene.
        public var scene: String
        /// The architecture.
        public var architecture: ReportArchitecture
        /// Code lines of the logic: controllers and business models, presenters, or view models.
        public var logic: Int
        /// Code lines of the architecture's own terminal views (MVP's and MVVM's view controllers and cells).
        public var views: Int
        /// Code lines of the dumb views every architecture shares (`SceneViews`).
        public var sharedViews: Int
        /// Code lines of the Model the scene alone uses, shared by every architecture.
        public var model: Int
        /// Code lines of the architecture's plumbing shared by its scenes (its `Support` folders); only in the
        /// architecture's `Support` row.
        public var support: Int
        /// Files of the logic and views.
        public var files: Int
        /// Types declared in them.
        public var types: Int
        /// Unit tests of this architecture's logic for the scene.
        public var unitTests: Int
        /// Those of them in files that import no UI module.
        public var unitTestsWithoutUI: Int
        /// Behaviour specs of the scene, run in this architecture too.
        public var specs: Int

        /// Whether the scene exists in this architecture.
        public var isBuilt: Bool { files > 0 }
    }

    /// The rows, scene by scene, architecture by architecture; a scene not built in one is left out.
    public var rows: [Row]
    /// The seeds' claims, measured.
    public var claims: [Claim]
    /// Questions no seed settles, answered with figures (an earlier review's about VIPER).
    public var questions: [Question]

    /// The scene name of the rows that count each architecture's plumbing.
    public static let supportScene = "Support"

    /// Measures `tree`; the claims measured by execution read `coverage`, and are unmeasured without it.
    public init(tree: SourceTree, coverage: Coverage? = nil) {
        rows =
            SceneLayout.all.flatMap { scene in
                ReportArchitecture.allCases.map { CodeReport.row(scene, $0, in: tree) }.filter(\.isBuilt)
            } + ReportArchitecture.allCases.compactMap { CodeReport.supportRow($0, in: tree) }
        claims = Claim.measure(tree: tree, rows: rows, coverage: coverage)
        questions = Question.measure(tree: tree)
    }

    /// The `swift test --filter` pattern of the unit tests that import no UI module, by suite.
    public static func uiFreeTestFilter(tree: SourceTree) -> String {
        Claim.uiFreeTestFilter(tree)
    }

    static func supportRow(_ architecture: ReportArchitecture, in tree: SourceTree) -> Row? {
        let files = tree.files(under: architecture.supportFolders)
        guard !files.isEmpty else { return nil }
        return Row(
            scene: supportScene, architecture: architecture, logic: 0, views: 0, sharedViews: 0, model: 0,
            support: codeLines(files), files: files.count,
            types: files.map { SwiftText.typeCount(in: $0.text) }.reduce(0, +), unitTests: 0, unitTestsWithoutUI: 0,
            specs: 0)
    }

    static func row(_ scene: SceneLayout, _ architecture: ReportArchitecture, in tree: SourceTree) -> Row {
        let logic = tree.files(under: [architecture.logicFolder(for: scene)])
        let views = architecture.viewFolder(for: scene).map { tree.files(under: [$0]) } ?? []
        let own = logic + views
        let unitFiles =
            architecture.testFolder.map { folder in
                tree.files(under: [folder]).filter { file in scene.testWords.contains { file.path.contains($0) } }
            } ?? []
        let specFiles = tree.files(under: ["Tests/SceneSpecs/"]).filter { file in
            scene.testWords.contains { file.path.contains($0) }
        }
        // The massive controller does its own networking and formatting: none of the scene's Model code is its.
        let usesLayers = architecture != .massive
        return Row(
            scene: scene.name, architecture: architecture, logic: codeLines(logic), views: codeLines(views),
            sharedViews: codeLines(tree.files(under: ["Sources/SceneViews/\(scene.folder)/"])),
            model: usesLayers ? codeLines(tree.files(under: scene.model)) : 0, support: 0, files: own.count,
            types: own.map { SwiftText.typeCount(in: $0.text) }.reduce(0, +),
            unitTests: unitFiles.map { SwiftText.testCount(in: $0.text) }.reduce(0, +),
            unitTestsWithoutUI: unitFiles.filter { !SwiftText.importsUI($0.text) }
                .map { SwiftText.testCount(in: $0.text) }.reduce(0, +),
            specs: own.isEmpty ? 0 : specFiles.map { SwiftText.testCount(in: $0.text) }.reduce(0, +))
    }

    static func codeLines(_ files: [(path: String, text: String)]) -> Int {
        files.map { LineCounter.codeLines(in: $0.text) }.reduce(0, +)
    }
}
