import Model
import Observation

/// The Print scene's view model (seed 003): the paper's `content`, which the view binds to, and the `print` tap.
@Observable
@MainActor
public final class PrintViewModel {
    /// What the label shows: `line 0` at first, then `line N` after each print.
    public var content: String { paper.content }

    private var paper: Paper
    @ObservationIgnored private let randomSource: any RandomSource

    /// Creates a view model for a paper (a fresh one reads `line 0`), drawing numbers from `randomSource`.
    public init(paper: Paper = Paper(), randomSource: any RandomSource) {
        self.paper = paper
        self.randomSource = randomSource
    }

    /// The user tapped `print`: the paper now reads `line N`, N drawn from ``Paper/lineRange``.
    public func printButtonTapped() {
        paper.print(drawingFrom: randomSource)
    }
}
