import Model

/// A detail screen's use case: load its content (a blog, a user, a draft), formatted by the scene's loader.
@MainActor
public protocol ProfileDetailInteractorInput: AnyObject {
    /// Who hears that the content loaded, or failed to; weak, the presenter.
    var output: (any ListInteractorOutput)? { get set }
    /// The content, once loaded.
    var content: DetailContent? { get }
    /// Loads the content.
    func loadContent()
    /// Repeats the load that failed.
    func retryLoad()
}
