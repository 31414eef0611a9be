/// The Print scene's presenter: hands the `print` tap to the interactor and shows what the paper reads.
@MainActor
public final class PrintPresenter: PrintModuleInterface, PrintInteractorOutput {
    /// The view it drives; weak, because the view owns its presenter.
    public weak var view: (any PrintView)?

    private let interactor: any PrintInteractorInput

    /// Creates the presenter over `interactor`; the assembly makes it the interactor's output.
    public init(interactor: any PrintInteractorInput) {
        self.interactor = interactor
    }

    public func viewDidLoad() { interactor.readPaper() }

    public func printButtonTapped() { interactor.printLine() }

    public func paperRead(_ content: String) {
        view?.show(content: content)
    }
}
