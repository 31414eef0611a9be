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

    /// Gives the page's place among the open pages back at once, and stops its servers (once).
    public func close() {
        let onClose = self.onClose
        self.onClose = nil
        onClose?()
    }
}
