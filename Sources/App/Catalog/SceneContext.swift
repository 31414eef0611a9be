import Model

/// What a catalog factory builds a scene from: the environment, whose profile to show, and a way to open other
/// scenes (a user's profile from Following or Discover).
@MainActor
public struct SceneContext {
    /// The services, the session, the sources of chance and time.
    public var environment: AppEnvironment
    /// The user whose profile the Profile scene shows: the viewer's own unless the user picked someone.
    public var profileUserID: Int
    /// Opens other scenes over this one.
    public var navigator: SceneNavigator

    /// Creates a context; the profile shown is the viewer's own unless said otherwise.
    public init(environment: AppEnvironment, profileUserID: Int? = nil, navigator: SceneNavigator = SceneNavigator()) {
        self.environment = environment
        self.profileUserID = profileUserID ?? environment.viewer.id
        self.navigator = navigator
    }
}

/// Opens scenes over the current one, in the architecture of the scene that asks. It holds its shell weakly (the
/// terminal's or a browser tab's), so a controller may keep it in a closure without keeping the shell, or itself,
/// alive.
@MainActor
public struct SceneNavigator {
    private let openProfile: @MainActor (Int) -> Void

    /// A navigator that opens nothing (for scenes built outside a shell, as in some tests).
    public init() {
        openProfile = { _ in }
    }

    /// A navigator that opens a profile with `showProfile`, which must hold its shell weakly.
    init(showProfile: @escaping @MainActor (Int) -> Void) {
        openProfile = showProfile
    }

    init(shell: AppShell) {
        self.init { [weak shell] userID in shell?.showProfile(of: userID) }
    }

    /// Pushes the profile of the user with `userID`.
    public func showProfile(of userID: Int) {
        openProfile(userID)
    }
}
