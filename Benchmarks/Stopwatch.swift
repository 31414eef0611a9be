/// Times code the way the benchmarks report it: warm-up runs first, then several timed samples, and the median
/// of those — robust against the odd slow sample on a shared machine.
struct Stopwatch {
    /// Untimed runs before the samples (caches, allocations, lazy set-up).
    var warmUps = 3
    /// Timed samples; the median is reported.
    var samples = 15

    /// The median time of one `body` run, where each sample runs `body` `repetitions` times in a row (for work
    /// too quick to time once).
    func median(repetitions: Int = 1, _ body: () -> Void) -> Duration {
        let clock = ContinuousClock()
        for _ in 0..<warmUps {
            for _ in 0..<repetitions { body() }
        }
        var times: [Duration] = []
        for _ in 0..<samples {
            let elapsed = clock.measure {
                for _ in 0..<repetitions { body() }
            }
            times.append(elapsed / repetitions)
        }
        times.sort()
        return times[times.count / 2]
    }
}
