/// A key press, decoded from the terminal's bytes or named by a headless script (`key down`, `key q`).
public enum Key: Hashable, Sendable {
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Return / enter.
    case enter
    /// Escape: goes back.
    case escape
    /// Tab: focus moves forward.
    case tab
    /// Shift-tab: focus moves backward.
    case backTab
    /// The space bar.
    case space
    /// Backspace / delete-left.
    case backspace
    /// Delete / delete-right (forward delete).
    case delete
    /// Page up.
    case pageUp
    /// Page down.
    case pageDown
    /// Home.
    case home
    /// End.
    case end
    /// A printable character, such as `a` or `+`.
    case character(Character)
    /// A control chord, such as Ctrl-C (`.control("c")`).
    case control(Character)

    /// Parses a key name as headless scripts write it: `up` `down` `left` `right` `enter` `esc` `tab` `space`,
    /// `backspace` `delete` `pageup` `pagedown` `home` `end`, `ctrl-X`, or one character. Answers `nil` for anything else.
    public init?(name: String) {
        switch name.lowercased() {
        case "up": self = .up
        case "down": self = .down
        case "left": self = .left
        case "right": self = .right
        case "enter", "return": self = .enter
        case "esc", "escape": self = .escape
        case "tab": self = .tab
        case "backtab", "shift-tab": self = .backTab
        case "space": self = .space
        case "backspace": self = .backspace
        case "delete", "del": self = .delete
        case "pageup": self = .pageUp
        case "pagedown": self = .pageDown
        case "home": self = .home
        case "end": self = .end
        default:
            if name.count == 1, let character = name.first {
                self = .character(character)
            } else if name.lowercased().hasPrefix("ctrl-"), name.count == 6, let character = name.last {
                self = .control(Character(character.lowercased()))
            } else {
                return nil
            }
        }
    }
}
