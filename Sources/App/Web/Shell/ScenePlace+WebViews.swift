import BrowserKit
import Model

extension ScenePlace {
    /// Reads the place from a scene's browser view — the shared scene views every architecture builds on: its
    /// segmented control's selected segment, its search field's text and its shown list's selection.
    @MainActor
    init(readingPage view: View, showsDetail: Bool) {
        let list = view.shownWebList
        self.init(
            segment: view.shownWebSegmentedControl?.selectedTitle, selectedRow: list?.selectedRow,
            showsDetail: showsDetail && list?.selectedRow != nil, searchText: view.shownWebTextField?.text ?? "")
    }
}

extension View {
    /// The scene's list: the first list in page order that no hidden view hides (the shown module of Profile).
    @MainActor
    var shownWebList: TableView? {
        allDescendants.compactMap { $0 as? TableView }.first { $0.isShown(within: self) }
    }

    /// The scene's segmented control, if it shows one.
    @MainActor
    var shownWebSegmentedControl: SegmentedControl? {
        allDescendants.compactMap { $0 as? SegmentedControl }.first { $0.isShown(within: self) }
    }

    /// The scene's text field (Discover's search field), if it shows one.
    @MainActor
    var shownWebTextField: TextField? {
        allDescendants.compactMap { $0 as? TextField }.first { $0.isShown(within: self) }
    }
}
