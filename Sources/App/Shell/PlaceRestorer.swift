import Model
import TerminalKit

/// Restores a ``ScenePlace`` into a freshly built scene as its rows arrive, the way a user would have got there:
/// it taps the segment, types the search text, asks for more pages until the selected row exists, selects and
/// scrolls, and selects the row once more to push its detail. It only touches the shared scene views, so every
/// architecture — the massive controllers too — is restored the same way.
///
/// The shell calls ``step()`` after every layout pass until it answers `true`.
@MainActor
final class PlaceRestorer {
    private weak var controller: ViewController?
    private let place: ScenePlace
    private let activity: NetworkActivity
    private var segmentRestored: Bool
    private var searchRestored: Bool
    /// Requests completed when the list last changed under us; the list is settled once more have completed.
    private var completedAtChange: Int
    /// The row count when we last asked for the next page, so that we ask once per page.
    private var rowsWhenAskedForMore: Int?

    init(place: ScenePlace, into controller: ViewController, activity: NetworkActivity) {
        self.place = place
        self.controller = controller
        self.activity = activity
        segmentRestored = place.segment == nil
        searchRestored = place.searchText.isEmpty
        completedAtChange = activity.completed
    }

    /// Moves the restoration on as far as the scene allows now; answers whether it is over (done, or the scene
    /// went away).
    func step() -> Bool {
        guard let controller else { return true }
        guard let view = controller.viewIfLoaded, view.window != nil else { return false }
        if !segmentRestored {
            guard restoreSegment(in: view) else { return false }
        }
        if !searchRestored {
            guard restoreSearch(in: view) else { return false }
        }
        guard let row = place.selectedRow else { return true }
        let snapshot = activity.snapshot
        guard snapshot.isIdle, snapshot.completed > completedAtChange, let list = view.shownList else { return false }
        if row < list.numberOfRows {
            select(row, in: list)
            return true
        }
        if list.numberOfRows > 0, rowsWhenAskedForMore != list.numberOfRows {
            rowsWhenAskedForMore = list.numberOfRows
            completedAtChange = snapshot.completed
            list.loadMore()
            return false
        }
        // The list is shorter than it was: keep the place as near as it can.
        if list.numberOfRows > 0 { select(list.numberOfRows - 1, in: list) }
        return true
    }

    /// Taps the segment the place names, once the scene shows it; answers whether that is done.
    private func restoreSegment(in view: View) -> Bool {
        guard let control = view.shownSegmentedControl else { return false }
        segmentRestored = true
        guard let title = place.segment, let index = control.items.firstIndex(of: title),
            index != control.selectedSegmentIndex
        else { return true }
        completedAtChange = activity.completed
        control.selectSegment(index)
        return false
    }

    /// Types the search text the place names into the scene's text field, once the scene shows it, as one edit;
    /// answers whether that is done.
    private func restoreSearch(in view: View) -> Bool {
        guard let field = view.shownTextField else { return false }
        searchRestored = true
        guard field.text != place.searchText else { return true }
        completedAtChange = activity.completed
        field.insertText(place.searchText)
        return false
    }

    private func select(_ row: Int, in list: TableView) {
        list.scrollToRow(at: IndexPath(row: place.firstVisibleRow), at: .top)
        list.selectRow(at: IndexPath(row: row))
        _ = list.becomeFocused()
        if place.showsDetail { list.userSelectRow(at: IndexPath(row: row)) }
    }
}
