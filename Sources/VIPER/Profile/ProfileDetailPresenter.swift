import Model

/// The presenter of a screen the Profile scene's router pushes (`BlogDetail`, `UserDetail`, `DraftDetail`): loads
/// its content and tells its passive view what to show.
@MainActor
public final class ProfileDetailPresenter: ListInteractorOutput {
    /// The view it drives; weak, because the view owns its presenter.
    public weak var view: (any ProfileDetailView)?
    /// The screen's title.
    public let title: String

    private let interactor: any ProfileDetailInteractorInput

    /// Creates the presenter of the screen titled `title` over `interactor`, whose output it becomes.
    public init(title: String, interactor: any ProfileDetailInteractorInput) {
        self.title = title
        self.interactor = interactor
        interactor.output = self
    }

    /// The view is ready: load the content.
    public func viewDidLoad() { interactor.loadContent() }

    /// The user tapped `Retry`.
    public func retryButtonTapped() { interactor.retryLoad() }

    public func entitiesChanged(_ change: ListChange) {
        guard let view, !view.showStatus(of: change), let content = interactor.content else { return }
        view.show(heading: content.heading, lines: content.lines)
    }
}
