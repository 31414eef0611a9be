/// Hears when a ``ProfileModel``'s HUD shows or goes, so the controller can cover the scene or uncover it.
@MainActor
public protocol ProfileModelDelegate: AnyObject {
    /// The HUD shows (`true`) or goes (`false`).
    func profileModel(_ model: ProfileModel, didShowHUD isShowing: Bool)
}
