import MVC
import Model
import ServiceFakes
import Testing

/// Closing a scene must free its business models: the delegate is weak and no task keeps a model alive.
@MainActor
@Suite(.trackingWork)
struct ModelLifetimeTests {
    @Test func aClosedCounterSceneLeavesNoModel() async {
        // Given a Counter model that loaded and saved, with a delegate
        let spy = ModelChangeSpy()
        weak var released: CounterModel?
        do {
            let model = CounterModel(service: FakeCounterService())
            model.delegate = spy
            model.load()
            await settle()
            model.increment(id: model.counters[0].id)
            await settle()
            released = model
        }
        // When its controller lets it go, Then it is gone
        #expect(released == nil)
    }

    @Test func aClosedNewsSceneLeavesNoModel() async {
        // Given a News model that loaded and counted a read, with a delegate
        let spy = ModelChangeSpy()
        weak var released: NewsFeedModel?
        do {
            let model = NewsFeedModel(service: FakeNewsService(articleCount: 45))
            model.onChange = { spy.record($0) }
            model.reload()
            await settle()
            model.markRead(id: model.items[0].id)
            await settle()
            released = model
        }
        // When its controller lets it go, Then it is gone
        #expect(released == nil)
    }

    @Test func aRequestInFlightDoesNotKeepTheModelAlive() async {
        // Given a News model whose first load the server holds
        let service = FakeNewsService(articleCount: 45)
        await service.control.holdNextCall()
        weak var released: NewsFeedModel?
        do {
            let model = NewsFeedModel(service: service)
            model.reload()
            await service.control.waitUntilCallIsHeld()
            released = model
        }
        // When the controller lets it go before the answer, Then it is gone at once
        #expect(released == nil)
        await service.control.releaseHeldCall()
        await settle()
    }
}
