import Report

/// The files behind a scene in one architecture, by layer, with their code lines as `mvx report` counts them (no
/// blank, comment or doc lines) — what key `c` shows.
///
/// The counts come from ``SceneCodeTable``, generated from the package's sources with the report's own counting
/// (`Report`'s `SceneLayout` and `LineCounter`) and checked against them by `Tests/AppTests/SceneCodeTableTests`,
/// so an installed `mvx` shows them without the sources at hand: they are the sources it was built from.
public struct SceneCode: Hashable, Sendable {
    /// A layer of a scene's code: the report's own, so that key `c`, `mvx report` and `mvx diff` name them alike.
    public typealias Layer = CodeLayer

    /// One file and its code lines.
    public struct File: Hashable, Sendable {
        /// The path in the package (`Sources/MVC/Counter/CounterModel.swift`).
        public var path: String
        /// Its code lines.
        public var codeLines: Int

        /// Creates a file entry.
        public init(_ path: String, _ codeLines: Int) {
            self.path = path
            self.codeLines = codeLines
        }
    }

    /// The files of each layer that has any.
    public let files: [Layer: [File]]

    /// The layers that have files, in ``Layer`` order.
    public var layers: [Layer] { Layer.allCases.filter { files[$0]?.isEmpty == false } }

    /// All the code lines of `layer`.
    public func codeLines(of layer: Layer) -> Int { (files[layer] ?? []).map(\.codeLines).reduce(0, +) }

    /// All the code lines.
    public var codeLines: Int { Layer.allCases.map(codeLines(of:)).reduce(0, +) }

    /// The code behind `scene` in `variant`, or `nil` when that variant does not build the scene.
    public init?(scene: SceneID, variant: ArchitectureVariant) {
        let files = Self.files(folder: Self.folder(of: scene), variant: variant.rawValue)
        // A variant builds the scene when it has code of its own for it.
        guard [Layer.logic, .controllers, .views].contains(where: { files[$0] != nil }) else { return nil }
        self.files = files
    }

    /// The app shell's code behind Home — the menu, the navigation and the overlays — the same in every architecture.
    public static let shell = SceneCode(files: files(folder: "Home", variant: "*"))

    private init(files: [Layer: [File]]) {
        self.files = files
    }

    /// The table's files of `folder` in `variant` (rows for every variant included), by layer.
    private static func files(folder: String, variant: String) -> [Layer: [File]] {
        var files: [Layer: [File]] = [:]
        for row in SceneCodeTable.rows.split(separator: "\n") {
            let fields = row.split(separator: "\t").map(String.init)
            guard fields.count == 5, fields[0] == folder, fields[1] == variant || fields[1] == "*",
                let layer = Layer(rawValue: fields[2]), let lines = Int(fields[4])
            else { continue }
            files[layer, default: []].append(File(fields[3], lines))
        }
        return files
    }

    /// The scene's folder in the architecture modules: Following and Discover share `Follow`.
    public static func folder(of scene: SceneID) -> String {
        switch scene {
        case .following, .discover: "Follow"
        default: scene.title
        }
    }
}
