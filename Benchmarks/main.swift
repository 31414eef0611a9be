import TerminalKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// mvx-bench: prints TerminalKit's figures next to their goals.
// Run it as `swift run -c release mvx-bench`; a debug build's figures mean little.
// `mvx-bench frames` runs only the frame benchmarks (move, scroll, one-row update at three sizes).
// `mvx-bench callgrind SIDE KIND WxH [COUNT]` draws frames for Benchmarks/callgrind.sh to count instructions.
// `mvx-bench ncurses-list [SCREEN]` is the ncurses list Benchmarks/key-bench.sh presses keys in;
// `mvx-bench compare-screens A B` tells it whether two captured panes show the same cells.

#if DEBUG
    print("warning: this is a debug build; run `swift run -c release mvx-bench` for figures worth quoting\n")
#endif
if CommandLine.arguments.dropFirst().first == "ncurses-list" {
    exit(NcursesListApp.run(Array(CommandLine.arguments.dropFirst(2))))
}
if CommandLine.arguments.dropFirst().first == "compare-screens" {
    exit(CapturedScreen.compare(Array(CommandLine.arguments.dropFirst(2))))
}
if CommandLine.arguments.dropFirst().first == "callgrind" {
    exit(CallgrindFrames.run(Array(CommandLine.arguments.dropFirst(2))))
}
let onlyFrames = CommandLine.arguments.dropFirst().first == "frames"
print("mvx-bench — medians after warm-up, ContinuousClock\n")

var report = Report()
if !onlyFrames {
    TableBenchmarks.run(into: &report)
    DiffBenchmark.run(into: &report)
}
let frames = FrameBenchmarks.run(into: &report)
MemoryBenchmark.run(into: &report)
print(report.text)
print("\nFrames (median per frame, rows redrawn, bytes written):\n")
print(FrameBenchmarks.table(frames))
print(report.allGoalsMet ? "\nall goals met" : "\nsome goals NOT met")
