import TerminalKit

extension Key {
    /// The key's name as the browser's `KeyboardEvent.key` says it, which the page's script forwards.
    var domName: String {
        switch self {
        case .up: "ArrowUp"
        case .down: "ArrowDown"
        case .left: "ArrowLeft"
        case .right: "ArrowRight"
        case .enter: "Enter"
        case .escape: "Escape"
        case .tab, .backTab: "Tab"
        case .space: " "
        case .backspace: "Backspace"
        case .delete: "Delete"
        case .pageUp: "PageUp"
        case .pageDown: "PageDown"
        case .home: "Home"
        case .end: "End"
        case .character(let character): String(character)
        case .control(let character): "Control-\(character)"
        }
    }
}
