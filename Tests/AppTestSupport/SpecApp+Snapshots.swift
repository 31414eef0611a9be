import SnapshotTesting
import Testing

extension SpecApp {
    /// Checks the screen against the committed text snapshot `state` of the calling spec file
    /// (`__Snapshots__/<File>/screen.<state>.txt`), with the architecture's name in the top bar written `ARCH`: the
    /// same file for every architecture, so a difference between them on screen is a failure. In the browser, the
    /// page's HTML against `html.<state>.html`, the same for every architecture too.
    ///
    /// A missing snapshot is recorded (and the check fails once); set `SNAPSHOT_TESTING_RECORD=all` to re-record.
    public func expectScreen(
        _ state: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        if frontEnd == .browser {
            assertSnapshot(
                of: WebSpecApp(app: tab, server: server).html, as: .lines, named: state, fileID: fileID,
                file: filePath, testName: "html", line: line, column: column)
            return
        }
        assertSnapshot(
            of: Self.architectureNeutral(screen), as: .lines, named: state, fileID: fileID, file: filePath,
            testName: "screen", line: line, column: column)
    }

    /// The screen with the top bar's architecture (`MVC`, `MVP`, `MVVM`, `TEA`, `VIPER`, `MVC (massive)`, `MVC (seed)`) replaced by `ARCH`, and
    /// the padding between its left and right parts (which the name's length moves) shown as ` … `.
    static func architectureNeutral(_ screen: String) -> String {
        var lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let topBar = lines.first else { return screen }
        lines[0] = topBar.replacing(/MVX · (MVC \((?:massive|seed)\)|MVVM|MVP|MVC|TEA|VIPER) ·/, with: "MVX · ARCH ·")
            .replacing(/\s{2,}/, with: " … ")
        return lines.joined(separator: "\n")
    }
}
