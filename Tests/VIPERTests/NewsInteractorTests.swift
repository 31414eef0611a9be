import Model
import ServiceFakes
import Testing
import VIPER

/// The News interactor over a fake service: pages of 20, the `All` mode, and a read reported as its row.
@MainActor
@Suite(.trackingWork)
struct NewsInteractorTests {
    let service = FakeNewsService(articleCount: 45)
    let output = OutputSpy()
    let interactor: NewsInteractor

    init() {
        interactor = NewsInteractor(feed: NewsFeedModel(service: service))
        interactor.output = output
    }

    @Test func theFeedLoadsAPageAtATimeThenAllAtOnceInAllMode() async {
        interactor.loadFeed()
        await settle()
        #expect(interactor.items.count == 20)
        interactor.loadNextPage()
        await settle()
        #expect(interactor.items.count == 40)
        interactor.switchMode(to: .all)
        await settle()
        #expect(interactor.mode == .all)
        #expect(interactor.items.count == 45)
    }

    @Test func aReadIsCountedAndReportedAsThatRowAlone() async {
        interactor.loadFeed()
        await settle()
        output.forgetChanges()
        let docid = interactor.items[2].docid
        let before = interactor.items[2].readCount
        interactor.markRead(id: docid)
        await settle()
        #expect(await service.readRequests == [docid])
        #expect(interactor.items[2].readCount == before + 1)
        #expect(output.changes.contains(.updated([2])))
        #expect(!output.changes.contains(.reloaded))
    }
}
