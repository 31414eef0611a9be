import Model

/// The Print scene's state (seed 003): the paper, whose content the label shows.
public struct PrintState: SceneState, Equatable {
    /// The paper; a fresh one reads `line 0`.
    public var paper: Paper

    /// Creates the state of a paper (a fresh one by default).
    public init(paper: Paper = Paper()) {
        self.paper = paper
    }

    /// A tap on `print` asks for a line number by chance (an effect: chance is not pure); the number drawn prints
    /// `line N` on the paper.
    public mutating func update(_ message: PrintMessage) -> [PrintEffect] {
        switch message {
        case .printButtonTapped:
            return [.drawLineNumber]
        case .lineNumberDrawn(let number):
            paper.content = Paper.line(number)
            return []
        }
    }
}
