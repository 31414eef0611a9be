/// The measured code of every scene in every architecture: lines by layer, files, types and tests.
public struct CodeReport: Codable, Sendable, Equatable {
    /// One scene in one architecture.
    public struct Row: Codable, Sendable, Equatable {
        /// The scene.
        public var scene: String
        /// The architecture.
        public var architecture: ReportArchitecture
        /// Code lines of the layer ``CodeLayer/logic``: MVC's business models, MVP's presenters, MVVM's view models,
        /// TEA's states, updates and effect runners, VIPER's contracts, interactors and presenters.
        public var logic: Int
        /// Code lines of the layer ``CodeLayer/controllers``: MVC's view controllers and table helpers, and the
        /// massive and seed controllers.
        public var controllers: Int
        /// Code lines of the layer ``CodeLayer/views``: the terminal modules' view controllers, cells and (VIPER)
        /// routers, and the massive and seed variants' cells and views.
        public var views: Int
        /// Code lines of the layer ``CodeLayer/sharedViews``: the dumb views every architecture shares.
        public var sharedViews: Int
        /// Code lines of the layer ``CodeLayer/model``: the Model code the scene alone uses, shared by every
        /// architecture (none for the massive controllers, which fetch and format for themselves).
        public var model: Int
        /// Code lines of the layer ``CodeLayer/support``: in a scene's row its catalog entry (the same file in every
        /// architecture); in the architecture's `Support` row the plumbing its scenes share (its Support folders and
        /// its own catalog file). `SceneViews/Common/`, the same for every scene and architecture, is in no row.
        public var support: Int
        /// Files of the architecture's own layers: logic, controllers and views.
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

        /// The code lines the architecture wrote itself: its logic, controllers and views in a scene's row, its
        /// plumbing in its `Support` row. A scene's catalog entry and its Model and shared views, the same in every
        /// architecture, are not its own.
        public var ownCodeLines: Int {
            logic + controllers + views + (scene == CodeReport.supportScene ? support : 0)
        }

        /// The code lines of `layer`.
        public func codeLines(of layer: CodeLayer) -> Int {
            switch layer {
            case .model: model
            case .logic: logic
            case .controllers: controllers
            case .views: views
            case .sharedViews: sharedViews
            case .support: support
            }
        }
    }

    /// The rows, scene by scene, architecture by architecture; a scene not built in one is left out.
    public var rows: [Row]
    /// The seeds' claims, measured.
    public var claims: [Claim]
    /// Questions no seed settles, answered with figures (two about VIPER, one about TEA's tests).
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
        // The seeds' own MVC borrows MVC's plumbing, which MVC's row counts.
        guard architecture != .seed else { return nil }
        let files = tree.files(under: architecture.ownSupport)
        guard !files.isEmpty else { return nil }
        return Row(
            scene: supportScene, architecture: architecture, logic: 0, controllers: 0, views: 0, sharedViews: 0,
            model: 0, support: codeLines(files), files: files.count,
            types: files.map { SwiftText.typeCount(in: $0.text) }.reduce(0, +), unitTests: 0, unitTestsWithoutUI: 0,
            specs: 0)
    }

    static func row(_ scene: SceneLayout, _ architecture: ReportArchitecture, in tree: SourceTree) -> Row {
        // The plumbing the architecture's scenes share is counted once, in its Support row; `SceneViews/Common/`,
        // the same in every architecture and scene, in none.
        let files = scene.files(in: architecture, of: tree).filter { file in
            !architecture.sharedSupport.contains { file.path.hasPrefix($0) }
        }
        let lines = { (layer: CodeLayer) in
            files.filter { $0.layer == layer }
                .map { LineCounter.codeLines(in: scene.text(of: $0, in: architecture, tree: tree)) }.reduce(0, +)
        }
        let own = files.filter { [.logic, .controllers, .views].contains($0.layer) }.map { tree.files[$0.path] ?? "" }
        let unitFiles =
            architecture.testFolder.map { folder in
                tree.files(under: [folder]).filter { file in scene.testWords.contains { file.path.contains($0) } }
            } ?? []
        let specFiles = tree.files(under: ["Tests/SceneSpecs/"]).filter { file in
            scene.testWords.contains { file.path.contains($0) }
        }
        return Row(
            scene: scene.name, architecture: architecture, logic: lines(.logic), controllers: lines(.controllers),
            views: lines(.views), sharedViews: lines(.sharedViews), model: lines(.model), support: lines(.support),
            files: own.count, types: own.map { SwiftText.typeCount(in: $0) }.reduce(0, +),
            unitTests: unitFiles.map { SwiftText.testCount(in: $0.text) }.reduce(0, +),
            unitTestsWithoutUI: unitFiles.filter { !SwiftText.importsUI($0.text) }
                .map { SwiftText.testCount(in: $0.text) }.reduce(0, +),
            specs: own.isEmpty ? 0 : specFiles.map { SwiftText.testCount(in: $0.text) }.reduce(0, +))
    }

    static func codeLines(_ files: [(path: String, text: String)]) -> Int {
        files.map { LineCounter.codeLines(in: $0.text) }.reduce(0, +)
    }
}
