import Foundation
import TerminalKit

/// Key `?`: the keys of the screen on top — its key commands and those of the shell, plus what its lists and
/// buttons answer to — and the address of the server the app talks to, in one overlay.
@MainActor
enum KeyHelp {
    /// The overlay's title.
    static let title = "Keys on this screen"

    /// The overlay for the top screen of `navigation`, naming `serverURL`; any key listed on it closes it.
    static func overlay(for navigation: NavigationController, serverURL: URL) -> AlertController {
        let alert = AlertController(
            title: title, message: lines(for: navigation, serverURL: serverURL).joined(separator: "\n"))
        alert.addAction(AlertAction(title: "Close", style: .cancel))
        return alert
    }

    /// One line per key, `KEY  what it does`, then the server.
    static func lines(for navigation: NavigationController, serverURL: URL) -> [String] {
        var keys: [(String, String)] = []
        if navigation.viewControllers.count > 1 { keys.append(("esc", "back")) }
        if let top = navigation.topViewController {
            let commands = top.keyboardController.keyCommands + navigation.keyCommands
            keys += commands.map { ($0.keyLabel, $0.title) }
            keys += screenKeys(in: top.view)
        }
        keys.append(("server", serverURL.absoluteString))
        let width = keys.map(\.0.displayWidth).max() ?? 0
        return keys.map { key, meaning in key + String(repeating: " ", count: width - key.displayWidth + 2) + meaning }
    }

    /// What the views on screen answer to: a list's moves, selection, row buttons, refresh and paging; a text field;
    /// buttons.
    private static func screenKeys(in root: View?) -> [(String, String)] {
        guard let root else { return [] }
        let views = ([root] + root.allDescendants).filter(\.isVisibleOnScreen)
        let tables = views.compactMap { $0 as? TableView }
        var keys: [(String, String)] = []
        if !tables.isEmpty {
            keys.append(("↑ ↓ pgup pgdn", "move in the list"))
            keys.append(("enter", "open or press the selected row"))
            keys.append(("← → tab", "the selected row's buttons"))
        }
        if tables.contains(where: { $0.refreshControl != nil }) {
            keys.append(("pgup on top", "refresh"))
            keys.append(("↓ at the end", "more, where the list pages"))
        }
        if !tables.isEmpty, views.contains(where: { $0 is TextField }) {
            keys.append(("↑ on the first row", "the text field; ↓ back to the list"))
        }
        if views.contains(where: { $0 is Control && !($0 is TextField) && !isInTable($0) }) {
            keys.append(("tab", "the next button; enter presses it"))
        }
        return keys
    }

    private static func isInTable(_ view: View) -> Bool {
        var ancestor = view.superview
        while let current = ancestor {
            if current is TableView { return true }
            ancestor = current.superview
        }
        return false
    }
}
