/// The Print scene's presenter: hands the `print` tap to the interactor and shows what the paper reads.
@MainActor
public final class PrintPresenter {
    /// The view it drives; weak, because the view owns its presenter.
    public weak var view: (any PrintView)?

    private let interactor: any PrintInteractorInput

    /// Creates the presenter over `interactor`.
    public init(interactor: any PrintInteractorInput) {
        self.interactor = interactor
    }

    /// The view is ready: show what the paper says.
    public func viewDidLoad() {
        view?.show(content: interactor.content)
    }

    /// The user tapped `print`: a new line is printed, and shown.
    public func printButtonTapped() {
        interactor.printLine()
        view?.show(content: interactor.content)
    }
}
