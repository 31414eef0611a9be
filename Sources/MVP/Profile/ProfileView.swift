/// What the Profile scene's presenter can ask of its view: the HUD, and the detail to push.
@MainActor
public protocol ProfileView: AnyObject {
    /// Covers the scene with a HUD while the blogs first load, or takes it away.
    func showLoading(_ isLoading: Bool)
    /// Pushes the detail screen `presenter` drives.
    func showDetail(_ presenter: ProfileDetailPresenter)
}
