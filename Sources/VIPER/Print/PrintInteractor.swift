import Model

/// The Print scene's interactor (seed 003): it owns the `Paper` entity and the random source the lines are drawn
/// from, and reports what the paper reads to its presenter.
@MainActor
public final class PrintInteractor: PrintInteractorInput {
    /// Who hears what the paper reads; weak, the presenter.
    public weak var output: (any PrintInteractorOutput)?

    private var paper: Paper
    private let randomSource: any RandomSource

    /// Creates the interactor of a paper (a fresh one reads `line 0`), drawing numbers from `randomSource`.
    public init(paper: Paper = Paper(), randomSource: any RandomSource) {
        self.paper = paper
        self.randomSource = randomSource
    }

    public func readPaper() {
        output?.paperRead(paper.content)
    }

    public func printLine() {
        paper.print(drawingFrom: randomSource)
        output?.paperRead(paper.content)
    }
}
