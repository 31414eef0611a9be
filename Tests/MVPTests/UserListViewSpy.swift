import MVP

/// A Following or Discover view that records every call the presenter makes, and attaches cells as a table would.
@MainActor
final class UserListViewSpy: UserListView {
    enum Call: Equatable {
        case reloadAllRows
        case insertRows(Range<Int>)
        case removeRows([Int])
        case showLoading(Bool)
        case showError(String?, canRetry: Bool)
        case askToUnfollow(String)
        case showProfile(Int)
    }

    var presenter: UserListPresenter?
    private(set) var calls: [Call] = []

    func reloadAllRows() { calls.append(.reloadAllRows) }
    func insertRows(_ rows: Range<Int>) { calls.append(.insertRows(rows)) }
    func removeRows(_ rows: [Int]) { calls.append(.removeRows(rows)) }
    func showLoading(_ isLoading: Bool) { calls.append(.showLoading(isLoading)) }
    func showError(_ message: String?, canRetry: Bool) { calls.append(.showError(message, canRetry: canRetry)) }
    func askToUnfollow(_ question: String) { calls.append(.askToUnfollow(question)) }
    func showProfile(ofUser userID: Int) { calls.append(.showProfile(userID)) }

    func forgetCalls() { calls.removeAll() }

    /// A cell showing row `index`, as the table would dequeue and attach one.
    func cell(at index: Int) -> UserCellViewSpy {
        let cell = UserCellViewSpy()
        presenter?.cellPresenter(at: index).attach(view: cell)
        return cell
    }
}

/// A user row that records what its presenter told it.
@MainActor
final class UserCellViewSpy: UserCellView {
    var presenter: UserCellPresenter?
    private(set) var name = ""
    /// The button's title as the row shows it now (`nil`: no button).
    private(set) var followButtonTitle: String?
    /// Every later change of the button's title, in order.
    private(set) var followButtonUpdates: [String?] = []

    func show(name: String, followButtonTitle: String?) {
        self.name = name
        self.followButtonTitle = followButtonTitle
    }

    func showFollowButton(_ title: String?) {
        followButtonUpdates.append(title)
        followButtonTitle = title
    }
}
