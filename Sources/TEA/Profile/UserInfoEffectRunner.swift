import Model

/// Performs the UserInfo module's effects on its Model list of one.
@MainActor
public final class UserInfoEffectRunner: EffectRunner {
    public var send: @MainActor (UserInfoState.Message) -> Void = { _ in }
    private let info: PagedList<User>

    /// Creates a runner loading `userID`'s info.
    public init(userID: Int, service: any UserService) {
        info = PagedList(userInfoOf: userID, service: service)
        info.reportChanges { [weak self] state in self?.send(.infoChanged(state)) }
    }

    public func perform(_ effect: UserInfoState.Effect) {
        switch effect {
        case .load: info.reload()
        case .retry: info.retry()
        }
    }
}
