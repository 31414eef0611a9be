/// Something the user activates by title: what the headless `tap TEXT` command looks for.
@MainActor
public struct TapTarget {
    /// The title shown on screen, matched exactly.
    public var title: String
    /// Where it shows, in the control's coordinates.
    public var rect: Rect
    /// Whether it can be activated now.
    public var isEnabled: Bool
    /// Activates it, as a tap would.
    public var activate: @MainActor () -> Void

    /// Creates a target.
    public init(title: String, rect: Rect, isEnabled: Bool = true, activate: @escaping @MainActor () -> Void) {
        self.title = title
        self.rect = rect
        self.isEnabled = isEnabled
        self.activate = activate
    }
}
