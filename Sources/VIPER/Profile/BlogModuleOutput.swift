/// What the Blogs module tells the scene that placed it (VIPER's module output): a load of its blogs ended, so
/// that the owner's scene can take its HUD down.
@MainActor
public protocol BlogModuleOutput: AnyObject {
    /// A load of the blogs ended, with blogs or with an error.
    func blogsFinishedLoading()
}
