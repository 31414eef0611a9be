/// Why the shell could not do what it was asked, in words that say what to do instead.
public enum AppError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The scene is not built in that variant (or not at all yet).
    case sceneUnavailable(SceneID, ArchitectureVariant, builtIn: [ArchitectureVariant])

    public var description: String {
        switch self {
        case .sceneUnavailable(let scene, let variant, let builtIn):
            guard !builtIn.isEmpty else { return "the \(scene.title) scene is not built yet in any architecture" }
            let names = builtIn.map(\.rawValue).joined(separator: ", ")
            return "the \(scene.title) scene is not built in \(variant.rawValue); it is built in \(names)"
        }
    }
}
