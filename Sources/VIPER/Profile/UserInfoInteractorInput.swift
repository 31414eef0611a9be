import Model

/// The UserInfo module's use cases: load the profile's user.
@MainActor
public protocol UserInfoInteractorInput: AnyObject {
    /// Who hears that the user loaded, or failed to; weak, the presenter.
    var output: (any ListInteractorOutput)? { get set }
    /// The user, once loaded.
    var user: User? { get }
    /// Loads the user.
    func loadUser()
    /// Repeats the load that failed.
    func retryLoad()
}
