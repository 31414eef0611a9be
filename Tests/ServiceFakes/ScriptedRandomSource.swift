import Model
import Synchronization

/// Answers the given numbers in order (clamped into the range asked for), then the last one again and again.
public final class ScriptedRandomSource: RandomSource {
    private struct State {
        var numbers: [Int]
        var ranges: [ClosedRange<Int>] = []
    }

    private let state: Mutex<State>

    /// Creates a source that answers `numbers`, one per draw.
    public init(_ numbers: [Int]) {
        state = Mutex(State(numbers: numbers))
    }

    /// Every range drawn from, in order.
    public var requestedRanges: [ClosedRange<Int>] { state.withLock { $0.ranges } }

    /// The next scripted number, clamped into `range`.
    public func next(in range: ClosedRange<Int>) -> Int {
        state.withLock { state in
            state.ranges.append(range)
            let number = state.numbers.count > 1 ? state.numbers.removeFirst() : state.numbers.first ?? 0
            return min(max(number, range.lowerBound), range.upperBound)
        }
    }
}
