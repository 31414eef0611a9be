import Model

/// The Print scene's presenter (seed 003): owns the `Paper`, draws a line number on each tap, tells the view.
@MainActor
public final class PrintPresenter {
    /// The view it drives; weak, because the view owns its presenter.
    public weak var view: (any PrintView)?

    private var paper: Paper
    private let randomSource: any RandomSource

    /// Creates a presenter for a paper (a fresh one reads `line 0`), drawing numbers from `randomSource`.
    public init(paper: Paper = Paper(), randomSource: any RandomSource) {
        self.paper = paper
        self.randomSource = randomSource
    }

    /// The view is ready: show what the paper says.
    public func viewDidLoad() {
        view?.show(content: paper.content)
    }

    /// The user tapped `print`: the paper now reads `line N`, N drawn from ``Paper/lineRange``.
    public func printButtonTapped() {
        paper.print(drawingFrom: randomSource)
        view?.show(content: paper.content)
    }
}
