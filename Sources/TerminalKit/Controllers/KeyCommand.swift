/// A key a screen answers to, with a title for the footer hint line (`a next arch`, `r reload`).
@MainActor
public struct KeyCommand {
    /// The key.
    public var key: Key
    /// What it does, in a word or two: shown in the hint line.
    public var title: String
    /// Whether it shows in the hint line.
    public var showsInHints: Bool
    /// What it does.
    public var action: @MainActor () -> Void

    /// Creates a key command; capture `self` weakly in `action`.
    public init(_ key: Key, title: String, showsInHints: Bool = true, action: @escaping @MainActor () -> Void) {
        self.key = key
        self.title = title
        self.showsInHints = showsInHints
        self.action = action
    }

    /// How the key reads in a hint: `esc`, `enter`, `↑`, `q`.
    public var keyLabel: String {
        switch key {
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .enter: "enter"
        case .escape: "esc"
        case .tab: "tab"
        case .backTab: "shift-tab"
        case .space: "space"
        case .backspace: "backspace"
        case .delete: "del"
        case .pageUp: "pgup"
        case .pageDown: "pgdn"
        case .home: "home"
        case .end: "end"
        case .character(let character): String(character)
        case .control(let character): "ctrl-\(character)"
        }
    }

    /// `key title`, as the hint line shows it.
    public var hint: String { "\(keyLabel) \(title)" }
}
