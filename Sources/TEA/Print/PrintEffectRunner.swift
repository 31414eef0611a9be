import Model

/// Performs the Print scene's one effect: a draw from the injected random source.
@MainActor
public final class PrintEffectRunner: EffectRunner {
    public var send: @MainActor (PrintMessage) -> Void = { _ in }
    private let randomSource: any RandomSource

    /// Creates a runner drawing from `randomSource`.
    public init(randomSource: any RandomSource) {
        self.randomSource = randomSource
    }

    public func perform(_ effect: PrintEffect) {
        switch effect {
        case .drawLineNumber:
            send(.lineNumberDrawn(randomSource.next(in: Paper.lineRange)))
        }
    }
}
