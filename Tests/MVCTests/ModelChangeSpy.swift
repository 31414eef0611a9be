import MVC
import Model

/// A controller stand-in that records every change a business model reports.
@MainActor
final class ModelChangeSpy: CounterModelDelegate, NewsModelDelegate, VoiceModelDelegate, ProfileModelDelegate,
    ProfileListModelDelegate
{
    private(set) var newsChanges: [ListChange] = []
    private(set) var counterChanges: [ListChange] = []
    private(set) var voiceChanges: [ListChange] = []
    private(set) var listChanges: [ListChange] = []
    private(set) var selectedDetails: [ProfileDetail] = []
    private(set) var hud: [Bool] = []

    func counterModel(_ model: CounterModel, didChange change: ListChange) {
        counterChanges.append(change)
    }

    func newsModel(_ model: NewsModel, didChange change: ListChange) {
        newsChanges.append(change)
    }

    func voiceModel(_ model: VoiceModel, didChange change: ListChange) {
        voiceChanges.append(change)
    }

    func profileModel(_ model: ProfileModel, didShowHUD isShowing: Bool) {
        hud.append(isShowing)
    }

    func profileListModel<Item, Row>(_ model: ProfileListModel<Item, Row>, didChange change: ListChange) {
        listChanges.append(change)
    }

    func profileListModel<Item, Row>(_ model: ProfileListModel<Item, Row>, didSelect detail: ProfileDetail) {
        selectedDetails.append(detail)
    }

    func forgetChanges() {
        newsChanges.removeAll()
        counterChanges.removeAll()
        voiceChanges.removeAll()
        listChanges.removeAll()
    }
}
