import MVCTerminal
import Model
import ServiceFakes
import TerminalKit
import Testing

/// An MVC controller owns its model and its views, so there is no seam between "the logic" and "the screen": the
/// test runs the controller in a headless host and reads the screen. Compare `PrintPresenterTests` in MVPTests.
@MainActor
struct PrintViewControllerTests {
    private func openScene(drawing numbers: [Int]) -> (HeadlessHost, ScriptedRandomSource) {
        let random = ScriptedRandomSource(numbers)
        let host = HeadlessHost(rootViewController: PrintViewController(randomSource: random))
        return (host, random)
    }

    @Test func theLabelStartsAtLineZero() {
        // When the scene opens
        let (host, random) = openScene(drawing: [])
        // Then it shows line 0 and the print button, having drawn nothing
        #expect(host.screenText.contains("line 0"))
        #expect(host.screenText.contains("[ print ]"))
        #expect(random.requestedRanges.isEmpty)
    }

    @Test func eachPrintShowsTheDrawnLine() throws {
        // Given the scene, and a random source that will draw 7 then 3
        let (host, random) = openScene(drawing: [7, 3])
        // When the user taps print twice
        try host.tap("print")
        let first = host.screenText
        try host.tap("print")
        // Then the label shows line 7, then line 3, each drawn from 0...9
        #expect(first.contains("line 7") && !first.contains("line 0"))
        #expect(host.screenText.contains("line 3"))
        #expect(random.requestedRanges == [0...9, 0...9])
    }

    @Test func enterOnTheFocusedButtonPrints() {
        // Given the scene, whose only control (print) has the focus
        let (host, _) = openScene(drawing: [9])
        // When the user presses enter
        host.send(.enter)
        // Then the label shows the drawn line
        #expect(host.screenText.contains("line 9"))
    }

    @Test func aSeededSourcePrintsTheSameLinesEveryRun() throws {
        // Given two scenes drawing from the same seed
        let hosts = (0..<2).map { _ in
            HeadlessHost(rootViewController: PrintViewController(randomSource: SeededRandomSource(seed: 42)))
        }
        // When the user taps print five times in each
        let lines = try hosts.map { host in
            try (0..<5).map { _ in
                try host.tap("print")
                return host.screenText.split(separator: "\n").first { $0.contains("line ") }.map(String.init)
            }
        }
        // Then both show the same lines, each one of line 0 to line 9
        #expect(lines[0] == lines[1])
        #expect(lines[0].allSatisfy { line in (0...9).contains { line?.contains("line \($0)") == true } })
    }
}
