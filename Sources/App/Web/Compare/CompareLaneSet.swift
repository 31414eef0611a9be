import Model

/// One compare page's lanes: an environment per architecture, on servers that stop when the page closes them.
@MainActor
public final class CompareLaneSet {
    /// Each architecture's environment, in `Architecture.allCases` order.
    public let environments: [AppEnvironment]
    private var onClose: (@MainActor () -> Void)?

    init(environments: [AppEnvironment], onClose: @escaping @MainActor () -> Void) {
        self.environments = environments
        self.onClose = onClose
    }

    /// Takes the page off the open pages at once and stops its servers (once); its place is free again once they
    /// have stopped.
    public func close() {
        let onClose = self.onClose
        self.onClose = nil
        onClose?()
    }
}
