/// What the Profile scene's presenter asks of the scene's view: the HUD over it while the blogs first load.
@MainActor
public protocol ProfileView: AnyObject {
    /// Covers the scene with `Loading…`.
    func showHUD()
    /// Takes the HUD down.
    func hideHUD()
}
