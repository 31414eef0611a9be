/// An architecture as the report measures it: which modules hold its logic and its views.
public enum ReportArchitecture: String, CaseIterable, Codable, Sendable {
    case mvc, mvp, mvvm, tea, viper
    case massive = "mvc-massive"
    /// The seeds' own MVC designs: Print as seed 003's, Counter as seed 004's, News as seed 002's.
    case seed = "mvc-seed"

    /// The module holding the logic, UI-free: business models (MVC), presenters (MVP), view models (MVVM),
    /// states, updates and effect runners (TEA); for the "before" variants, their one folder of controllers and
    /// views (``layer(ofOwnFile:)`` tells which is which).
    func logicFolder(for scene: SceneLayout) -> String {
        switch self {
        case .mvc: "Sources/MVC/\(scene.folder)/"
        case .mvp: "Sources/MVP/\(scene.folder)/"
        case .mvvm: "Sources/MVVM/\(scene.folder)/"
        case .tea: "Sources/TEA/\(scene.folder)/"
        case .viper: "Sources/VIPER/\(scene.folder)/"
        case .massive: "Sources/MVCTerminal/\(scene.folder)Massive/"
        case .seed: "Sources/MVCTerminal/\(scene.folder)Seed/"
        }
    }

    /// The module holding the architecture's own terminal views (MVC's view controllers), if it has one apart from
    /// its logic.
    func viewFolder(for scene: SceneLayout) -> String? {
        switch self {
        case .mvc: "Sources/MVCViews/\(scene.folder)/"
        case .mvp: "Sources/MVPViews/\(scene.folder)/"
        case .mvvm: "Sources/MVVMViews/\(scene.folder)/"
        case .tea: "Sources/TEAViews/\(scene.folder)/"
        case .viper: "Sources/VIPERViews/\(scene.folder)/"
        case .massive, .seed: nil
        }
    }

    /// The layer of a file in ``logicFolder(for:)`` or ``viewFolder(for:)``: MVC's view controllers are
    /// `controllers`, the other architectures' terminal modules `views`; in a "before" variant's folder a
    /// `*Cell.swift` or `*View.swift` is a view and everything else a controller.
    func layer(ofOwnFile path: String, in scene: SceneLayout) -> CodeLayer {
        switch self {
        case .massive, .seed:
            path.hasSuffix("Cell.swift") || path.hasSuffix("View.swift") ? .views : .controllers
        case .mvc: path.hasPrefix(logicFolder(for: scene)) ? .logic : .controllers
        case .mvp, .mvvm, .tea, .viper: path.hasPrefix(logicFolder(for: scene)) ? .logic : .views
        }
    }

    /// Whether its scenes use the Model code ``SceneLayout/model`` lists: the massive controllers fetch and format
    /// for themselves.
    var usesSceneModel: Bool { self != .massive }

    /// Its case in the app's `ArchitectureVariant`, as a catalog file names it: `register(.counter, .seedMVC)`.
    var catalogCase: String {
        switch self {
        case .massive: "massiveMVC"
        case .seed: "seedMVC"
        default: rawValue
        }
    }

    /// The catalog file that registers its scenes apart from each scene's entry, if it has one.
    var catalogFile: String? {
        switch self {
        case .tea: "Sources/App/Catalog/SceneCatalog+TEA.swift"
        case .viper: "Sources/App/Catalog/SceneCatalog+VIPER.swift"
        case .mvc, .mvp, .mvvm, .massive, .seed: nil
        }
    }

    /// Its own plumbing, which the report counts in its `Support` row: its Support folders and its own catalog file.
    var ownSupport: [String] { supportFolders + [catalogFile].compactMap { $0 } }

    /// Everything its scenes share, in the `support` layer: its own plumbing and the shared views' plumbing
    /// (`SceneViews/Common/`, the same in every architecture).
    var sharedSupport: [String] { ownSupport + ["Sources/SceneViews/Common/"] }

    /// The folders of its plumbing, shared by all its scenes. The seeds' own MVC controllers use MVC's (they apply a
    /// list change and show a failure the way MVC's do); the massive controllers do everything themselves.
    var supportFolders: [String] {
        switch self {
        case .mvc, .seed: ["Sources/MVCViews/Support/"]
        case .mvp: ["Sources/MVP/Support/", "Sources/MVPViews/Support/"]
        case .mvvm: ["Sources/MVVM/Support/", "Sources/MVVMViews/Support/"]
        case .tea: ["Sources/TEA/Support/", "Sources/TEAViews/Support/"]
        case .viper: ["Sources/VIPER/Support/", "Sources/VIPERViews/Support/"]
        case .massive: []
        }
    }

    /// The unit-test target of its logic.
    var testFolder: String? {
        switch self {
        case .mvc: "Tests/MVCTests/"
        case .mvp: "Tests/MVPTests/"
        case .mvvm: "Tests/MVVMTests/"
        case .tea: "Tests/TEATests/"
        case .viper: "Tests/VIPERTests/"
        case .massive, .seed: nil
        }
    }
}
