/// Why `mvx diff` could not diff a scene.
public enum SceneDiffError: Error, CustomStringConvertible, Equatable {
    /// No scene has that name.
    case unknownScene(String)
    /// The scene has no files in that architecture.
    case notBuilt(scene: String, architecture: String)

    public var description: String {
        switch self {
        case .unknownScene(let name):
            "No scene is called \(name). Give one of: "
                + SceneLayout.all.map { $0.folder.lowercased() }.joined(separator: ", ") + "."
        case .notBuilt(let scene, let architecture):
            "\(scene) has no files in \(architecture). Give an architecture it is built in: mvc, mvp, mvvm, tea, viper "
                + "(mvc-massive for News and Profile, mvc-seed for Print, Counter and News)."
        }
    }
}
