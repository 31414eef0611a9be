import Model
import Synchronization

/// Answers the given numbers in order (clamped into the asked range), then repeats the last one.
final class ScriptedRandomSource: RandomSource {
    private let state: Mutex<[Int]>

    init(_ numbers: [Int]) {
        state = Mutex(numbers)
    }

    func next(in range: ClosedRange<Int>) -> Int {
        let number = state.withLock { numbers in numbers.count > 1 ? numbers.removeFirst() : numbers.first ?? 0 }
        return min(max(number, range.lowerBound), range.upperBound)
    }
}
