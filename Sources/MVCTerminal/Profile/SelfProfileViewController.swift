import Model
import SceneViews
import TerminalKit

/// The Profile scene as its owner sees it, in MVC (seed 000's `SelfViewController`): the visitor's scene plus the
/// owner's Drafts and Trash under a `Blogs | Drafts | Trash` switch, blog authors written `Author: NAME (you)`, and a
/// HUD while the blogs first load.
@MainActor
public final class SelfProfileViewController: UserProfileViewController {
    private let drafts: DraftTableViewHelper
    private let trash: DraftTableViewHelper

    init(userID: Int, services: ProfileServices, formatting: ProfileFormatting) {
        drafts = DraftTableViewHelper(kind: .drafts, ownerID: userID, service: services.drafts, formatting: formatting)
        trash = DraftTableViewHelper(kind: .trash, ownerID: userID, service: services.drafts, formatting: formatting)
        super.init(userID: userID, services: services, formatting: formatting, blogFormatting: .owner)
    }

    /// Blogs, then the owner's Drafts and Trash, each loaded afresh when shown.
    public override var modules: [Module] {
        super.modules + [
            Module(title: "Drafts", view: drafts.view) { [weak self] in self?.drafts.fetchData() },
            Module(title: "Trash", view: trash.view) { [weak self] in self?.trash.fetchData() },
        ]
    }

    public override func viewDidLoad() {
        drafts.onDraftSelected = { [weak self] draft in self?.show(.draft(id: draft.id)) }
        trash.onDraftSelected = { [weak self] draft in self?.show(.draft(id: draft.id)) }
        super.viewDidLoad()
    }

    /// The owner's profile shows a HUD until the blogs have first answered.
    override func fetchData() {
        userInfo.fetchData()
        showHUD()
        blogs.fetchData { [weak self] in self?.hideHUD() }
    }
}
