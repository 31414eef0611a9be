import Foundation
import Synchronization

/// A source of random integers that can be swapped for a fixed sequence in tests.
public protocol RandomSource: Sendable {
    /// A number drawn uniformly from `range`.
    func next(in range: ClosedRange<Int>) -> Int
}

/// The system's random numbers.
public struct SystemRandomSource: RandomSource {
    /// Creates the system source.
    public init() {}

    /// A number drawn uniformly from `range` with the system generator.
    public func next(in range: ClosedRange<Int>) -> Int { Int.random(in: range) }
}

/// A deterministic source (SplitMix64): the same seed gives the same numbers on every machine.
public final class SeededRandomSource: RandomSource {
    private let state: Mutex<UInt64>

    /// Creates a source from a seed.
    public init(seed: UInt64) { self.state = Mutex(seed) }

    /// The next number of the sequence, mapped uniformly into `range`.
    public func next(in range: ClosedRange<Int>) -> Int {
        var generator = Generator(source: self)
        return Int.random(in: range, using: &generator)
    }

    fileprivate func nextUInt64() -> UInt64 {
        let advanced = state.withLock { state in
            state &+= 0x9E37_79B9_7F4A_7C15
            return state
        }
        var z = advanced
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private struct Generator: RandomNumberGenerator {
        let source: SeededRandomSource
        mutating func next() -> UInt64 { source.nextUInt64() }
    }
}
