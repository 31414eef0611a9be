import MVC
import Model
import ServiceFakes
import Testing

/// MVC's Voice business model over a fake service and a player on virtual time, a delegate spy in the controller's
/// place: changes no view asked for — a second passing, the next voice starting — reach the delegate as row updates.
@MainActor
@Suite(.trackingWork)
struct VoiceModelTests {
    let service = FakeVoiceService(durations: [2, 3])
    let time = PlaybackTime()
    let spy = ModelChangeSpy()

    private func loaded() async -> VoiceModel {
        let model = VoiceModel(playlist: VoicePlaylist(service: service, player: ClockVoicePlayer(clock: time.clock)))
        model.delegate = spy
        model.viewDidLoad()
        await settle()
        return model
    }

    private func select(_ index: Int, in model: VoiceModel) async {
        await time.run { model.rowSelected(at: index) }
    }

    private func states(_ model: VoiceModel) -> [String] { model.rows.map(VoiceFormatting.stateText) }

    @Test func theVoicesLoadWithOneFullReload() async {
        // When the view loads
        let model = await loaded()
        // Then the delegate hears the voices arrive, every row ready to play
        #expect(spy.voiceChanges.contains(.reloaded))
        #expect(states(model) == ["play", "play"])
    }

    @Test func theNextVoiceStartsByItselfAndTheDelegateHearsItsRow() async {
        // Given row 1 playing
        let model = await loaded()
        await select(0, in: model)
        #expect(states(model) == ["playing 0/2s", "play"])
        spy.forgetChanges()
        // When it plays to its end
        await time.pass(seconds: 2)
        // Then row 2 started with no view asking, and the delegate heard both rows change, each alone
        #expect(states(model) == ["play", "playing 0/3s"])
        #expect(spy.voiceChanges.contains(.updated([1])))
        #expect(spy.voiceChanges.allSatisfy { $0 == .updated([0]) || $0 == .updated([1]) })
    }

    @Test func aRowPastTheEndChangesNothing() async {
        // Given the voices loaded
        let model = await loaded()
        spy.forgetChanges()
        // When the view reports a row it does not have
        await select(2, in: model)
        await select(-1, in: model)
        // Then nothing plays and the delegate hears nothing
        #expect(states(model) == ["play", "play"])
        #expect(spy.voiceChanges.isEmpty)
    }
}
