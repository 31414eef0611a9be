import Model
import SceneViews
import TerminalKit

/// The UserInfo module in MVC (seed 000's `UserInfoViewController`): a self-managed child controller that loads one
/// user and shows the name, `friends N` and the avatar, with its own `Loading…` and errors. A tap on `details` goes
/// to whoever placed it: the scene decides where that leads.
@MainActor
public final class UserInfoViewController: ViewController {
    /// Called with the user when `details` is tapped (the seed's `VCGenerator`).
    public var onDetailsSelected: (@MainActor (User) -> Void)?
    private let info: PagedList<User>
    private let formatting: ProfileFormatting
    private let header = UserInfoHeaderView()

    /// Creates the module for `userID`'s header; it loads on ``fetchData()``.
    public init(userID: Int, service: any UserService, formatting: ProfileFormatting) {
        info = PagedList(userInfoOf: userID, service: service)
        self.formatting = formatting
        super.init()
        info.onChange = { [weak self] change in self?.infoChanged(change) }
        header.status.onRetry = { [weak self] in self?.info.retry() }
        header.onDetailsTapped = { [weak self] in
            guard let self, let user = self.info.item else { return }
            self.onDetailsSelected?(user)
        }
    }

    public override func loadView() {
        view = header
    }

    /// Loads the user.
    public func fetchData() { info.reload() }

    private func infoChanged(_ change: ListChange) {
        header.status.apply(change, of: info) { user in
            let text = ProfileHeader(user: user, formatting: formatting)
            header.show(name: text.name, friends: text.friends, avatarURL: user.avatarURL)
        }
    }
}
