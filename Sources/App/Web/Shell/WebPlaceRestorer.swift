import BrowserKit
import Model

/// Restores a ``ScenePlace`` into a freshly built browser scene as its rows arrive, the way a user would have got
/// there: it selects the segment, types the search text, asks for more pages until the selected row exists, selects
/// it, and selects it once more to open its detail. It touches only the shared scene views, so every architecture is
/// restored the same way. The tab calls ``step()`` after every render until it answers `true`.
@MainActor
final class WebPlaceRestorer {
    private weak var controller: ViewController?
    private let place: ScenePlace
    private let activity: NetworkActivity
    private var segmentRestored: Bool
    private var searchRestored: Bool
    private var completedAtChange: Int
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
        let view = controller.view
        if !segmentRestored {
            guard let control = view.shownWebSegmentedControl else { return false }
            segmentRestored = true
            if let title = place.segment, let index = control.items.firstIndex(of: title),
                index != control.selectedSegmentIndex
            {
                completedAtChange = activity.completed
                control.selectSegment(index)
                return false
            }
        }
        if !searchRestored {
            guard let field = view.shownWebTextField else { return false }
            searchRestored = true
            if field.text != place.searchText {
                completedAtChange = activity.completed
                field.userChange(to: place.searchText)
                return false
            }
        }
        guard let row = place.selectedRow else { return true }
        let snapshot = activity.snapshot
        guard snapshot.isIdle, snapshot.completed > completedAtChange, let list = view.shownWebList else {
            return false
        }
        if row < list.numberOfRows {
            select(row, in: list)
            return true
        }
        // Rows an answer brought may reach the list a render later (an observed binding): an empty list waits for
        // them. A list that stays empty ends the restoration at the user's next action (``WebShell/userActed()``).
        if list.numberOfRows == 0 { return false }
        if list.numberOfRows > 0, rowsWhenAskedForMore != list.numberOfRows {
            rowsWhenAskedForMore = list.numberOfRows
            completedAtChange = snapshot.completed
            list.loadMore()
            return false
        }
        select(list.numberOfRows - 1, in: list)
        return true
    }

    private func select(_ row: Int, in list: TableView) {
        list.selectRow(at: IndexPath(row: row))
        if place.showsDetail { list.userSelectRow(at: IndexPath(row: row)) }
    }
}
