import App
import AppTestSupport
import Foundation
import TerminalKit
import TestSupport
import Testing

/// README's sample screens are what the app draws. Each is a code block under a marker
/// `<!-- mvx screen --arch A --scene S --size WxH: COMMAND; COMMAND -->`, which names the headless run that
/// prints it on a fresh database; this test runs it and compares, line by line (trailing blanks aside).
/// `MVX_RECORD_README=1 swift test --filter ReadmeScreenTests` rewrites the blocks from the app.
@MainActor
@Suite("README screens")
struct ReadmeScreenTests {
    static let readmeURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md")
    static let marker =
        /<!-- mvx screen --arch (\S+) --scene (\S+) --size (\d+x\d+): ([^>]*?) -->\n\n```\n((?:.*\n)*?)```/

    @Test("every sample screen in README is what the app draws")
    func readmeScreensAreTheApps() async throws {
        var readme = try String(contentsOf: Self.readmeURL, encoding: .utf8)
        let samples = readme.matches(of: Self.marker)
        #expect(!samples.isEmpty, "README has no marked sample screen")
        var rewritten = readme
        for sample in samples.reversed() {
            let variant = try #require(ArchitectureVariant(rawValue: String(sample.1)))
            let scene = try #require(SceneID(rawValue: String(sample.2)))
            let size = try #require(Size(parsing: String(sample.3)))
            let commands = sample.4.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            let drawn = try await withServer { server in
                try await withApp(variant, scene: scene, on: server, size: size) { app in
                    for command in commands { try await app.run(command) }
                    return Self.trimmed(app.screen)
                }
            }
            let shown = Self.trimmed(String(sample.5))
            if ProcessInfo.processInfo.environment["MVX_RECORD_README"] == "1" {
                rewritten.replaceSubrange(sample.5.startIndex..<sample.5.endIndex, with: drawn + "\n")
            } else {
                #expect(shown == drawn, "README's \(variant) \(scene) screen; the app draws:\n\(drawn)")
            }
        }
        if rewritten != readme {
            readme = rewritten
            try readme.write(to: Self.readmeURL, atomically: true, encoding: .utf8)
        }
    }

    /// The lines without their trailing blanks, and without blank lines at the end.
    static func trimmed(_ screen: String) -> String {
        var lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(line.reversed().drop { $0 == " " }.reversed())
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}
