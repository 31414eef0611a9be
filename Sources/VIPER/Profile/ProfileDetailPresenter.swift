import Model

/// The presenter of a screen the Profile scene's router pushes (`BlogDetail`, `UserDetail`, `DraftDetail`): loads
/// its content and tells its passive view what to show.
@MainActor
public final class ProfileDetailPresenter: ProfileDetailModuleInterface, ProfileDetailInteractorOutput {
    /// The view it drives; weak, because the view owns its presenter.
    public weak var view: (any ProfileDetailView)?
    /// The screen's title.
    public let title: String

    private let interactor: any ProfileDetailInteractorInput
    private var status = LoadStatus()

    /// Creates the presenter of the screen titled `title` over `interactor`; the assembly makes it the interactor's
    /// output.
    public init(title: String, interactor: any ProfileDetailInteractorInput) {
        self.title = title
        self.interactor = interactor
    }

    public func viewDidLoad() { interactor.loadContent() }

    public func retryButtonTapped() { interactor.retryLoad() }

    public func contentLoaded(_ content: DetailContent) {
        view?.show(heading: content.heading, lines: content.lines)
    }

    public func statusChanged(_ status: LoadStatus) {
        view?.show(status, over: self.status)
        self.status = status
    }
}
