import TerminalKit

/// Heckel's diff against the standard library's `CollectionDifference` on the same input, in the same run.
enum DiffBenchmark {
    /// 10,000 items; 1,000 deleted and 1,000 new ones inserted at seeded random places.
    static func inputs() -> (old: [Int], new: [Int]) {
        var random = SplitMix64(seed: 2026)
        let old = Array(0..<10_000)
        var new = old
        for _ in 0..<1_000 {
            new.remove(at: Int.random(in: 0..<new.count, using: &random))
        }
        for inserted in 0..<1_000 {
            new.insert(10_000 + inserted, at: Int.random(in: 0...new.count, using: &random))
        }
        return (old, new)
    }

    static func run(into report: inout Report) {
        let (old, new) = inputs()

        let heckel = HeckelDiff.changes(from: old, to: new)
        let foundation = new.difference(from: old)
        let heckelCorrect = heckel.applied(to: old, new: new) == new
        let foundationCorrect = old.applying(foundation) == new

        var sink = 0
        let heckelTime = Stopwatch(warmUps: 3, samples: 21).median {
            sink &+= HeckelDiff.changes(from: old, to: new).inserts.count
        }
        let foundationTime = Stopwatch(warmUps: 1, samples: 5).median {
            sink &+= new.difference(from: old).insertions.count
        }
        let speedup = foundationTime.seconds / heckelTime.seconds

        report.add(
            "diff 10,000 items (1,000 ins + 1,000 del): CollectionDifference",
            foundationTime.formatted + (foundationCorrect ? "" : " (WRONG RESULT)"))
        report.add(
            "diff 10,000 items (1,000 ins + 1,000 del): HeckelDiff",
            heckelTime.formatted + (heckelCorrect ? "" : " (WRONG RESULT)"), goal: "≥ 50× faster",
            met: speedup >= 50 && heckelCorrect, detail: formatRatio(speedup) + " faster")
        report.add(
            "  HeckelDiff found",
            "\(heckel.deletes.count) del, \(heckel.inserts.count) ins, \(heckel.moves.count) moves")
        if sink == .min { print(sink) }  // keeps the timed work from being optimised away
    }
}

/// A tiny seeded random generator (SplitMix64), so every run diffs the same input.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
