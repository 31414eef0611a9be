import Model
import TerminalKit

extension ScenePlace {
    /// Reads the place from a scene's view — the shared scene views every architecture builds on: its segmented
    /// control's selected segment, its search field's text, and its shown list's selection and scroll position.
    @MainActor
    init(reading view: View, showsDetail: Bool) {
        let list = view.shownList
        self.init(
            segment: view.shownSegmentedControl?.selectedTitle, selectedRow: list?.indexPathForSelectedRow?.row,
            firstVisibleRow: list?.firstVisibleRow ?? 0, showsDetail: showsDetail,
            searchText: view.shownTextField?.text ?? "")
    }
}

extension View {
    /// The scene's list: the first table in reading order that no hidden view hides (the shown module of Profile).
    @MainActor
    var shownList: TableView? {
        allDescendants.compactMap { $0 as? TableView }.first { $0.isShown(within: self) }
    }

    /// The scene's segmented control, if it shows one.
    @MainActor
    var shownSegmentedControl: SegmentedControl? {
        allDescendants.compactMap { $0 as? SegmentedControl }.first { $0.isShown(within: self) }
    }

    /// The scene's text field (Discover's search field), if it shows one.
    @MainActor
    var shownTextField: TextField? {
        allDescendants.compactMap { $0 as? TextField }.first { $0.isShown(within: self) }
    }

    /// Whether neither this view nor one of its superviews up to `root` is hidden (whether or not `root` is on
    /// screen now: a scene under a pushed screen still has a place).
    @MainActor
    func isShown(within root: View) -> Bool {
        var view: View? = self
        while let current = view {
            if current.isHidden { return false }
            if current === root { return true }
            view = current.superview
        }
        return false
    }
}
