import Model
import ServiceFakes
import Testing
import VIPER

/// VIPER's classic leak is a cycle: view ↔ presenter ↔ router, interactor ↔ presenter. Here the only strong edges
/// run from the view down — view → presenter → interactor and router — so a module whose view is gone leaves
/// nothing behind, even after its work ran. (The whole app's modules are checked the same way by the SceneSpecs'
/// leak test, with the real views and routers.)
@MainActor
@Suite(.trackingWork)
struct ModuleLifetimeTests {
    @Test func aClosedCounterModuleLeavesNoPresenterOrInteractor() async {
        weak var presenter: CounterPresenter?
        weak var interactor: CounterInteractor?
        do {
            let view = ListViewSpy()
            let realInteractor = CounterInteractor(service: FakeCounterService())
            let realPresenter = CounterPresenter(interactor: realInteractor)
            realInteractor.output = realPresenter
            realPresenter.view = view
            realPresenter.viewDidLoad()
            await settle()
            realPresenter.plusButtonTapped(at: 0)
            await settle()
            #expect(view.calls.contains(.reloadRows([0])))
            presenter = realPresenter
            interactor = realInteractor
        }
        #expect(presenter == nil)
        #expect(interactor == nil)
    }

    @Test func aClosedFollowModuleLeavesNoPresenterInteractorOrRouter() async {
        weak var presenter: UserListPresenter?
        weak var interactor: UserListInteractor?
        weak var router: RouterSpy?
        do {
            let service = FakeUserService()
            let view = ListViewSpy()
            let realRouter = RouterSpy()
            let realInteractor = UserListInteractor(kind: .following, viewerID: 1, users: service, follows: service)
            let realPresenter = UserListPresenter(
                kind: .following, viewerID: 1, interactor: realInteractor, router: realRouter)
            realInteractor.output = realPresenter
            realPresenter.view = view
            realPresenter.viewDidLoad()
            await settle()
            realPresenter.followButtonTapped(at: 0)
            realPresenter.rowSelected(at: 0)
            #expect(realRouter.shown == [.user(id: 2)])
            presenter = realPresenter
            interactor = realInteractor
            router = realRouter
        }
        #expect(presenter == nil)
        #expect(interactor == nil)
        #expect(router == nil)
    }
}
