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

    /// What the view sends when the user does something (the seed's commands: MVVM's intents are values).
    public enum Action: Hashable, Sendable {
        /// The user tapped `print`: the paper now reads `line N`, N drawn from ``Paper/lineRange``.
        case printButtonTapped
    }

    /// Carries out what the user did.
    public func send(_ action: Action) {
        switch action {
        case .printButtonTapped:
            paper.print(drawingFrom: randomSource)
        }
    }
}
