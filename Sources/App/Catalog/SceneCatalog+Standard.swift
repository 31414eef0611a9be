import Model
import TerminalKit

extension SceneCatalog {
    /// The app's scenes: one `register` per scene and variant. Adding a scene is a case in ``SceneID`` and a few
    /// lines here.
    public static var standard: SceneCatalog {
        var catalog = SceneCatalog()
        catalog.registerNews()
        return catalog
    }
}
