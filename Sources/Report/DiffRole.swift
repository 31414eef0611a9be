/// What a file does in its scene, whatever the architecture calls it: `mvx diff` pairs files of one role.
///
/// The role table, per architecture (``SceneLayout/files(in:of:)`` applies it):
/// - `logic`: MVC's business models and their delegates, MVP's presenters and view protocols, MVVM's view models,
///   TEA's states, messages, effects and effect runners, VIPER's contracts, presenters and interactors.
/// - `screens`: view controllers and their table helpers — MVC's (the massive and seed controllers too), and the
///   view layers of MVP, MVVM, TEA and VIPER (`Sources/<ARCH>Views`).
/// - `navigation`: VIPER's routers. MVC's, MVP's, MVVM's and TEA's view controllers push scenes themselves, so a
///   router no router pairs with is paired with the other side's view controller of its stem if that one is left.
/// - `cells`: cells and cell helpers, and the views a "before" variant makes for itself.
/// - `support`: the architecture's Support folders and `SceneViews/Common/`.
/// - `composition`: the scene's catalog entry and the architecture's own catalog file.
/// - `model`, `sharedViews`: the scene's Model code and shared views, the same files in every architecture.
public enum DiffRole: String, CaseIterable, Sendable {
    case logic, screens, navigation, cells, support, composition, model
    case sharedViews = "shared views"

    /// The role of a file of `layer` named `name` (`ProfileRouter.swift`).
    static func of(path: String, layer: CodeLayer) -> DiffRole {
        switch layer {
        case .model: return .model
        case .sharedViews: return .sharedViews
        case .logic: return .logic
        case .support: return path.hasPrefix("Sources/App/Catalog/") ? .composition : .support
        case .controllers, .views:
            switch TypeStem(fileName: path.split(separator: "/").last.map(String.init) ?? path).kind {
            case .router: return .navigation
            case .cell: return .cells
            case .interface where layer == .views: return .cells
            default: return .screens
            }
        }
    }
}
