/// Where the Following and Discover scenes lead: a selected user's profile. The presenter decides when; the router
/// assembles and pushes.
@MainActor
public protocol UserListRouting: AnyObject {
    /// Opens the profile of user `userID` over this scene.
    func showProfile(ofUser userID: Int)
}
