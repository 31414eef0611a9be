import TerminalKit

// mvx-bench: prints TerminalKit's figures next to their goals (issue #3, SPEC §5).
// Run it as `swift run -c release mvx-bench`; a debug build's figures mean little.

#if DEBUG
    print("warning: this is a debug build; run `swift run -c release mvx-bench` for figures worth quoting\n")
#endif
print("mvx-bench — medians after warm-up, ContinuousClock; 80×24 headless screen\n")

var report = Report()
TableBenchmarks.run(into: &report)
DiffBenchmark.run(into: &report)
print(report.text)
print(report.allGoalsMet ? "\nall goals met" : "\nsome goals NOT met")
