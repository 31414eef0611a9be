/// Where the UserInfo module asks to go: the header's user in detail. The scene's router decides how.
@MainActor
public protocol UserInfoRouting: AnyObject {
    /// Shows user `userID` in detail (`UserDetail`).
    func showUserDetail(userID: Int)
}
