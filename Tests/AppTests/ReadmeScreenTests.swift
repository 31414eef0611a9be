import App
import AppTestSupport
import Foundation
import Report
import TerminalKit
import TestSupport
import Testing

/// The documents' sample screens are what the app draws. Each is a code block under a marker
/// `<!-- mvx screen --arch A --scene S --size WxH: COMMAND; COMMAND -->`, in any of the project's documents (README,
/// the catalog's articles, the documents beside the code), which names the headless run that prints it on a fresh
/// database; this test runs it and compares, line by line (trailing blanks aside).
/// `MVX_RECORD_README=1 swift test --filter ReadmeScreenTests` rewrites the blocks from the app.
@MainActor
@Suite("Sample screens in the documents")
struct ReadmeScreenTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let marker =
        /<!-- mvx screen --arch (\S+) --scene (\S+) --size (\d+x\d+): ([^>]*?) -->\n\n```\n((?:.*\n)*?)```/

    @Test("every sample screen in the documents is what the app draws")
    func sampleScreensAreTheApps() async throws {
        var samplesFound = 0
        for document in ProjectDocuments.all(in: Self.root) {
            samplesFound += try await Self.check(document)
        }
        #expect(samplesFound > 0, "no document has a marked sample screen")
    }

    /// Checks (or, recording, rewrites) the sample screens of `document`; answers how many it has.
    private static func check(_ document: URL) async throws -> Int {
        let text = try String(contentsOf: document, encoding: .utf8)
        let samples = text.matches(of: marker)
        var rewritten = text
        for sample in samples.reversed() {
            let variant = try #require(ArchitectureVariant(rawValue: String(sample.1)))
            let scene = try #require(SceneID(rawValue: String(sample.2)))
            let size = try #require(Size(parsing: String(sample.3)))
            let commands = sample.4.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            let drawn = try await withServer { server in
                try await withApp(variant, scene: scene, on: server, size: size) { app in
                    for command in commands { try await app.run(command) }
                    return trimmed(app.screen)
                }
            }
            let shown = trimmed(String(sample.5))
            if ProcessInfo.processInfo.environment["MVX_RECORD_README"] == "1" {
                rewritten.replaceSubrange(sample.5.startIndex..<sample.5.endIndex, with: drawn + "\n")
            } else {
                #expect(
                    shown == drawn,
                    "\(document.lastPathComponent)'s \(variant) \(scene) screen; the app draws:\n\(drawn)")
            }
        }
        if rewritten != text {
            try rewritten.write(to: document, atomically: true, encoding: .utf8)
        }
        return samples.count
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
