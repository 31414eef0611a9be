import Model
import Synchronization

/// A random source that answers the numbers it was given, in order, and records the ranges it was asked for.
public final class ScriptedRandomSource: RandomSource {
    private struct State {
        var numbers: [Int]
        var ranges: [ClosedRange<Int>] = []
    }

    private let state: Mutex<State>

    /// Creates a source that answers `numbers`, one per draw.
    public init(_ numbers: [Int]) {
        self.state = Mutex(State(numbers: numbers))
    }

    /// Every range drawn from, in order.
    public var requestedRanges: [ClosedRange<Int>] { state.withLock { $0.ranges } }

    /// The next scripted number; it must lie in `range`.
    public func next(in range: ClosedRange<Int>) -> Int {
        state.withLock { state in
            state.ranges.append(range)
            guard !state.numbers.isEmpty else { preconditionFailure("ScriptedRandomSource ran out of numbers") }
            let number = state.numbers.removeFirst()
            precondition(range.contains(number), "scripted \(number) lies outside \(range)")
            return number
        }
    }
}
