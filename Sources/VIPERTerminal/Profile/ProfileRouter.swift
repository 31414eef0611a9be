import Model
import SceneViews
import TerminalKit
import VIPER

/// The Profile scene's router (seeds 000, 001): it composes the scene from self-managed modules — UserInfo, Blogs,
/// and the owner's Drafts and Trash, as the ``ProfileLayout`` says — each its own view, presenter and interactor,
/// and it is the router of every one of them: it decides where a module's selection leads, and assembles and pushes
/// that detail module. Modules never push anything themselves.
@MainActor
public final class ProfileRouter: UserInfoRouting, BlogRouting, DraftListRouting {
    private weak var viewController: ViewController?
    private let details: DetailLoader

    private init(details: DetailLoader) {
        self.details = details
    }

    /// The Profile scene of `userID` as `viewerID` sees it: the owner's with Drafts and Trash, a visitor's with
    /// Blogs alone. The scene's view holds the modules' views and the scene's presenter; each view holds its
    /// presenter, each presenter its interactor and this router; the router holds the scene's view weakly.
    public static func assembleModule(
        userID: Int, viewerID: Int, services: ProfileServices, formatting: ProfileFormatting
    ) -> AssembledModule {
        let layout = ProfileLayout(userID: userID, viewerID: viewerID)
        let router = ProfileRouter(
            details: layout.detailLoader(services: services, formatting: formatting))
        let userInfo = UserInfoPresenter(
            interactor: UserInfoInteractor(userID: userID, service: services.users), router: router,
            formatting: formatting)
        let header = UserInfoViewController(presenter: userInfo)
        userInfo.view = header
        var inputs: [ProfileLayout.Module: any ProfileModuleInput] = [:]
        var blogs: BlogPresenter?
        var modules: [(title: String, view: ListModuleView, helper: AnyObject)] = []
        for module in layout.modules {
            if let kind = module.draftKind {
                let presenter = DraftListPresenter(
                    interactor: DraftListInteractor(kind: kind, ownerID: userID, service: services.drafts),
                    router: router, formatting: formatting, buttonTitle: kind.buttonTitle)
                let helper = DraftTableViewHelper(presenter: presenter)
                presenter.view = helper
                inputs[module] = presenter
                modules.append((module.title, helper.view, helper))
            } else {
                let presenter = BlogPresenter(
                    interactor: BlogInteractor(userID: userID, service: services.blogs), router: router,
                    formatting: layout.blogFormatting)
                let helper = BlogTableViewHelper(presenter: presenter)
                presenter.view = helper
                inputs[module] = presenter
                modules.append((module.title, helper.view, helper))
                blogs = presenter
            }
        }
        let presenter = ProfilePresenter(layout: layout, header: userInfo, lists: inputs)
        blogs?.moduleOutput = presenter
        let view = ProfileViewController(presenter: presenter, header: header, modules: modules)
        presenter.view = view
        router.viewController = view
        let modulePresenters = inputs.values.map { $0 as AnyObject }
        return AssembledModule(view: view, parts: [presenter, router, userInfo] + modulePresenters)
    }

    public func showUserDetail(userID: Int) { push(.user(id: userID)) }

    public func showBlog(id: Int) { push(.blog(id: id)) }

    public func showDraft(id: Int) { push(.draft(id: id)) }

    /// Assembles the detail module of `detail` and pushes it over the scene.
    private func push(_ detail: ProfileDetail) {
        let presenter = ProfileDetailPresenter(
            title: detail.title, interactor: ProfileDetailInteractor(detail: detail, loader: details))
        let view = ProfileDetailViewController(presenter: presenter)
        presenter.view = view
        viewController?.navigationController?.pushViewController(view)
    }
}
