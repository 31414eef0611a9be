import Model

/// What a detail presenter asks of its passive view: the content, `Loading…`, the error with `Retry`.
@MainActor
public protocol ProfileDetailView: LoadStateView {
    /// Shows the heading and the lines under it.
    func show(heading: String, lines: [String])
}

/// What a detail view tells its presenter.
@MainActor
public protocol ProfileDetailModuleInterface: AnyObject {
    /// The screen's title.
    var title: String { get }
    /// The view is ready.
    func viewDidLoad()
    /// The user tapped `Retry`.
    func retryButtonTapped()
}

/// A detail screen's use case: load its content (a blog, a user, a draft), written as the scene writes it.
@MainActor
public protocol ProfileDetailInteractorInput: AnyObject {
    /// Loads the content.
    func loadContent()
    /// Repeats the load that failed.
    func retryLoad()
}

/// What a detail interactor tells its presenter: the content, once loaded.
@MainActor
public protocol ProfileDetailInteractorOutput: AnyObject {
    /// The content loaded.
    func contentLoaded(_ content: DetailContent)
    /// `Loading…` or the failure changed.
    func statusChanged(_ status: LoadStatus)
}
