import Model
import Synchronization

/// The counter saves still under way, shared by every screen that reads counters through one service: a Counter
/// scene opened while a save it left behind is still in flight shows the number being saved, not the server's
/// older one (a save that later fails is rolled back by the screen that made it, not by this one).
final class PendingCounterSaves: Sendable {
    /// Counter id → the number being saved (the latest save of that counter).
    private let numbers = Mutex<[Int: Int]>([:])

    /// Notes that `num` is being saved for `counterID`.
    func begin(counterID: Int, num: Int) {
        numbers.withLock { $0[counterID] = num }
    }

    /// Notes that the save of `num` for `counterID` ended; a later save of the same counter stays noted.
    func end(counterID: Int, num: Int) {
        numbers.withLock { numbers in
            if numbers[counterID] == num { numbers[counterID] = nil }
        }
    }

    /// The numbers being saved now.
    var snapshot: [Int: Int] { numbers.withLock { $0 } }

    /// `counters` with the numbers of `pending` — saves under way when they were asked for, or since — in place of
    /// what the server answered.
    func applied(_ pending: [Int: Int], to counters: [Counter]) -> [Counter] {
        let pending = pending.merging(snapshot) { _, now in now }
        return counters.map { counter in
            var counter = counter
            if let num = pending[counter.id] { counter.num = num }
            return counter
        }
    }
}
