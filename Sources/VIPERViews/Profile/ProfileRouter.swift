import Model
import VIPER
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// The Profile scene's router (seeds 000, 001): it composes the scene from self-managed modules — UserInfo, Blogs,
/// and the owner's Drafts and Trash, as the ``ProfileLayout`` says — each its own view, presenter and interactor,
/// and it is the router of every one of them: it decides where a module's selection leads, and assembles and pushes
/// that detail module. Modules never push anything themselves.
@MainActor
public final class ProfileRouter: ProfileRouting {
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
        let router = ProfileRouter(details: layout.detailLoader(services: services, formatting: formatting))
        let userInfoInteractor = UserInfoInteractor(userID: userID, service: services.users)
        let userInfo = UserInfoPresenter(interactor: userInfoInteractor, router: router, formatting: formatting)
        userInfoInteractor.output = userInfo
        let header = UserInfoViewController(presenter: userInfo)
        userInfo.view = header
        var inputs: [ProfileLayout.Module: any ProfileModuleInput] = [:]
        var blogs: BlogPresenter?
        var modules: [(title: String, view: ListModuleView, helper: AnyObject)] = []
        for module in layout.modules {
            if let kind = module.draftKind {
                let interactor = DraftListInteractor(kind: kind, ownerID: userID, service: services.drafts)
                let presenter = DraftListPresenter(
                    interactor: interactor, router: router, kind: kind, formatting: formatting)
                interactor.output = presenter
                let helper = DraftTableViewHelper(presenter: presenter)
                presenter.view = helper
                inputs[module] = presenter
                modules.append((module.title, helper.view, helper))
            } else {
                let interactor = BlogInteractor(userID: userID, service: services.blogs)
                let presenter = BlogPresenter(interactor: interactor, router: router, formatting: layout.blogFormatting)
                interactor.output = presenter
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

    /// Assembles the detail module of `detail` and pushes it over the scene.
    public func showDetail(_ detail: ProfileDetail) {
        let interactor = ProfileDetailInteractor(detail: detail, loader: details)
        let presenter = ProfileDetailPresenter(title: detail.title, interactor: interactor)
        interactor.output = presenter
        let view = ProfileDetailViewController(presenter: presenter)
        presenter.view = view
        viewController?.navigationController?.pushViewController(view)
    }
}
