/// A question about one architecture that no seed settles but this code can answer with numbers — two often asked
/// about VIPER: is the interactor more than a pass-through, and what does the router cost? — and whether TEA's pure
/// update is tested without fakes. What was measured, the
/// figures, and the answer they give; no verdict, since no threshold was claimed.
public struct Question: Codable, Sendable, Equatable {
    /// A short, stable name: `viper-interactor-forwards`.
    public var id: String
    /// The question, as the people arguing about the architecture ask it.
    public var question: String
    /// What was measured: which files, which lines or methods.
    public var scope: String
    /// The numbers measured.
    public var figures: [Claim.Figure]
    /// The answer the figures give, in a sentence.
    public var answer: String

    /// The figures as one line of text.
    public var figuresText: String {
        figures.isEmpty ? "–" : figures.map(\.text).joined(separator: "; ")
    }

    /// Measures every question on `tree`.
    static func measure(tree: SourceTree) -> [Question] {
        [interactorForwarding(tree), routerCost(tree), updateNeedsNoFakes(tree)]
    }
}
