import MVC
import Model
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// The UserInfo module in MVC (seed 000's `UserInfoViewController`): a self-managed child controller over its
/// ``UserInfoModel`` that shows the name, `friends N` and the avatar, with its own `Loading…` and errors. A tap on
/// `details` goes to the model, and the detail it opens to whoever placed the module: the scene decides where that
/// leads.
@MainActor
public final class UserInfoViewController: ViewController, ProfileListModelDelegate {
    /// Called with the detail `details` opens (the seed's `VCGenerator`).
    public var onDetailSelected: (@MainActor (ProfileDetail) -> Void)?
    private let model: UserInfoModel
    private let header = UserInfoHeaderView()

    /// Creates the module over `model`; the scene tells the model when to load.
    public init(model: UserInfoModel) {
        self.model = model
        super.init()
        model.delegate = self
        header.status.onRetry = { [weak model] in model?.retryButtonTapped() }
        header.onHeaderSelected = { [weak model] in model?.headerSelected() }
    }

    public override func loadView() {
        view = header
    }

    public func profileListModel<Item, Row>(_ model: ProfileListModel<Item, Row>, didChange change: ListChange) {
        header.status.apply(change) {
            guard let text = self.model.header else { return }
            header.show(name: text.name, friends: text.friends, avatarURL: text.avatarURL)
        }
    }

    public func profileListModel<Item, Row>(_ model: ProfileListModel<Item, Row>, didSelect detail: ProfileDetail) {
        onDetailSelected?(detail)
    }
}
