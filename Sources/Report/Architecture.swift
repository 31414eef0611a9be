/// An architecture as the report measures it: which modules hold its logic and its views.
public enum ReportArchitecture: String, CaseIterable, Codable, Sendable {
    case mvc, mvp, mvvm, tea, viper
    case massive = "mvc-massive"

    /// The module holding the logic, UI-free: business models (MVC), presenters (MVP), view models (MVVM),
    /// states, updates and effect runners (TEA).
    func logicFolder(for scene: SceneLayout) -> String {
        switch self {
        case .mvc: "Sources/MVC/\(scene.folder)/"
        case .mvp: "Sources/MVP/\(scene.folder)/"
        case .mvvm: "Sources/MVVM/\(scene.folder)/"
        case .tea: "Sources/TEA/\(scene.folder)/"
        case .viper: "Sources/VIPER/\(scene.folder)/"
        case .massive: "Sources/MVCTerminal/\(scene.folder)Massive/"
        }
    }

    /// The module holding the architecture's own terminal views (MVC's view controllers), if it has one apart from
    /// its logic.
    func viewFolder(for scene: SceneLayout) -> String? {
        switch self {
        case .mvc: "Sources/MVCTerminal/\(scene.folder)/"
        case .mvp: "Sources/MVPTerminal/\(scene.folder)/"
        case .mvvm: "Sources/MVVMTerminal/\(scene.folder)/"
        case .tea: "Sources/TEATerminal/\(scene.folder)/"
        case .viper: "Sources/VIPERTerminal/\(scene.folder)/"
        case .massive: nil
        }
    }

    /// The folders of its plumbing, shared by all its scenes.
    var supportFolders: [String] {
        switch self {
        case .mvc: ["Sources/MVCTerminal/Support/"]
        case .mvp: ["Sources/MVP/Support/", "Sources/MVPTerminal/Support/"]
        case .mvvm: ["Sources/MVVM/Support/", "Sources/MVVMTerminal/Support/"]
        case .tea: ["Sources/TEA/Support/", "Sources/TEATerminal/Support/"]
        case .viper: ["Sources/VIPER/Support/", "Sources/VIPERTerminal/Support/"]
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
        case .massive: nil
        }
    }
}
