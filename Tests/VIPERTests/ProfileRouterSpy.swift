import Model
import VIPER

/// The Profile scene's router as its modules see it, recording every detail asked for.
@MainActor
final class ProfileRouterSpy: UserInfoRouting, BlogRouting, DraftListRouting {
    private(set) var shown: [ProfileDetail] = []

    func showUserDetail(userID: Int) { shown.append(.user(id: userID)) }
    func showBlog(id: Int) { shown.append(.blog(id: id)) }
    func showDraft(id: Int) { shown.append(.draft(id: id)) }
}
