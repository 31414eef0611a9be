/// Where each scene's code lives, by convention: one folder per scene in each architecture's modules, and the Model
/// files it alone uses. A scene not built yet has no files and reports blank.
public struct SceneLayout: Sendable {
    /// The scene's name as the report prints it.
    public let name: String
    /// Its folder name in the architecture modules (`Sources/MVC/<folder>/`).
    public let folder: String
    /// Its Model files (a folder ends with `/`), shared by every architecture.
    public let model: [String]
    /// Words in the names of test files that exercise it.
    public let testWords: [String]

    /// The scenes of the app, in menu order.
    public static let all: [SceneLayout] = [
        SceneLayout(
            name: "Print", folder: "Print", model: ["Sources/Model/Entities/Paper.swift"], testWords: ["Print"]),
        SceneLayout(
            name: "Counter", folder: "Counter",
            model: [
                "Sources/Model/Entities/Counter.swift", "Sources/Model/Lists/CounterAction.swift",
                "Sources/Model/Lists/CounterRow.swift",
            ],
            testWords: ["Counter"]),
        SceneLayout(
            name: "News", folder: "News",
            model: [
                "Sources/Model/Entities/NewsItem.swift", "Sources/Model/News/",
                "Sources/Model/Support/NewsFormatting.swift",
            ],
            testWords: ["News"]),
        SceneLayout(
            name: "Profile", folder: "Profile",
            model: [
                "Sources/Model/Profile/", "Sources/Model/Lists/BlogAction.swift",
                "Sources/Model/Lists/DraftAction.swift",
            ], testWords: ["Profile"]),
        SceneLayout(
            name: "Following · Discover", folder: "Follow",
            model: [
                "Sources/Model/Lists/UserAction.swift", "Sources/Model/Lists/UserListKind.swift",
                "Sources/Model/Lists/UserRow.swift", "Sources/Model/Lists/FollowTapOutcome.swift",
                "Sources/Model/Support/FollowFormatting.swift", "Sources/Model/Search/",
            ],
            testWords: ["Follow", "UserList", "UserSearch"]),
        SceneLayout(name: "Voice", folder: "Voice", model: ["Sources/Model/Voice/"], testWords: ["Voice"]),
    ]
}
