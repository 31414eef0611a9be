import Model

/// The Print scene's interactor (seed 003): owns the `Paper` entity and the random source the lines are drawn from.
@MainActor
public final class PrintInteractor: PrintInteractorInput {
    private var paper: Paper
    private let randomSource: any RandomSource

    /// Creates the interactor of a paper (a fresh one reads `line 0`), drawing numbers from `randomSource`.
    public init(paper: Paper = Paper(), randomSource: any RandomSource) {
        self.paper = paper
        self.randomSource = randomSource
    }

    public var content: String { paper.content }

    public func printLine() {
        paper.print(drawingFrom: randomSource)
    }
}
