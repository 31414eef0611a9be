import App
import AppTestSupport
import Foundation
import Report
import TerminalKit
import TestSupport
import Testing

/// Key `c` shows the files behind the scene on top in its architecture, by layer, with their code lines (the table
/// `SceneCodeTableTests` keeps equal to the report's counting), and opens any of them: its own text, numbered.
@MainActor
@Suite("Show the code")
struct CodeOverlayTests {
    /// The package's folder: this file is Tests/AppTests/CodeOverlayTests.swift in it.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test(
        "c on Counter lists its files in this architecture, by layer, with their code lines; esc closes it",
        arguments: Architecture.allCases)
    func codeOfCounter(architecture: Architecture) async throws {
        let variant = ArchitectureVariant(architecture)
        let code = try #require(SceneCode(scene: .counter, variant: variant))
        try await withApp(architecture, scene: .counter) { app in
            try await app.run("wait")
            #expect(app.screen.contains("c code"))
            // When the learner presses c
            try await app.run("key c")
            // Then the overlay names the scene and architecture, each layer with its lines, and each file
            #expect(app.screen.contains("The code behind Counter · \(architecture.displayName)"), "\(app.screen)")
            for layer in code.layers {
                #expect(app.screen.contains("\(layer.rawValue) · \(code.codeLines(of: layer)) lines"), "\(app.screen)")
            }
            let folders = ["mvc": "MVC", "mvp": "MVP", "mvvm": "MVVM", "tea": "TEA", "viper": "VIPER"]
            let folder = folders[variant.rawValue] ?? ""
            #expect(
                code.layers.contains { code.files[$0]?.contains { $0.path.hasPrefix("Sources/\(folder)/") } == true })
            // (the first two layers' files: the list scrolls to the rest)
            for file in code.layers.prefix(2).flatMap({ code.files[$0] ?? [] }) {
                let line = app.screen.split(separator: "\n").first { $0.contains(file.path) }
                #expect(line?.hasSuffix(" \(file.codeLines)") == true, "\(file.path): \(app.screen)")
            }
            // And the keys of the screen under it do nothing meanwhile; esc closes it
            try await app.run("key a", "key esc")
            #expect(!app.screen.contains("The code behind"))
            #expect(app.topBar.contains("MVX · \(architecture.displayName) · Counter"))
        }
    }

    @Test(
        "c, ↓, enter on Counter shows the second file's own text, numbered; esc back to the list, esc closes",
        arguments: [Architecture.mvc, .viper])
    func openAFile(architecture: Architecture) async throws {
        let code = try #require(SceneCode(scene: .counter, variant: ArchitectureVariant(architecture)))
        let file = try #require(Self.files(of: code).dropFirst().first)
        let lines = try Self.lines(of: file.path)
        try await withApp(architecture, scene: .counter) { app in
            // Given the list of Counter's files
            try await app.run("wait", "key c")
            // When the learner picks the second file and opens it
            try await app.run("key down", "key enter", "wait")
            // Then the bar names it, and the rows under it are its first lines, numbered, as they are on disk
            let rows = Self.rows(of: app.screen)
            #expect(rows[0].contains(file.path), "\(app.screen)")
            #expect(rows[0].hasSuffix("1–22 of \(lines.count)"), "\(app.screen)")
            for (index, line) in lines.prefix(22).enumerated() where line.count < 60 {
                #expect(rows[index + 1] == Self.numbered(line, index + 1, of: lines.count), "\(app.screen)")
            }
            #expect(rows[23].contains("esc back"), "\(app.screen)")
            // When they go to the end: the last line shows at the bottom
            try await app.run("key end")
            let last = try #require(lines.last)
            #expect(Self.rows(of: app.screen)[22] == Self.numbered(last, lines.count, of: lines.count))
            // When they press esc: the list again, the file still picked; esc again closes
            try await app.run("key esc")
            #expect(app.screen.contains("The code behind Counter"), "\(app.screen)")
            try await app.run("key enter", "wait", "key esc", "key esc")
            #expect(!app.screen.contains("The code behind"), "\(app.screen)")
            #expect(app.topBar.contains("Counter"))
        }
    }

    @Test("c on the home menu lists the shell's files with their code lines")
    func codeOfTheShell() async throws {
        try await withServer { server in
            try await withApp(.mvc, scene: nil, on: server) { app in
                try await app.run("wait")
                #expect(app.screen.contains("c code"), "\(app.screen)")
                try await app.run("key c")
                #expect(app.screen.contains("The code behind Home"), "\(app.screen)")
                let files = Self.files(of: SceneCode.shell)
                #expect(files.contains { $0.path == "Sources/App/Shell/AppShell.swift" })
                for file in files {
                    let row = Self.rows(of: app.screen).first { $0.contains(file.path) }
                    #expect(row?.hasSuffix(" \(file.codeLines)") == true, "\(file.path): \(app.screen)")
                }
                // And enter opens the first one: its own text
                try await app.run("key enter", "wait")
                let rows = Self.rows(of: app.screen)
                let path = try #require(rows[0].split(separator: " ").first.map(String.init), "\(app.screen)")
                #expect(path.hasPrefix("Sources/App/Shell/"), "\(app.screen)")
                let lines = try Self.lines(of: path)
                let first = Self.numbered(lines[0], 1, of: lines.count)
                // (a line wider than the screen is cut, ending in …)
                #expect(
                    rows[1] == first || first.hasPrefix(rows[1].dropLast()) && rows[1].hasSuffix("…"), "\(app.screen)")
            }
        }
    }

    @Test("at 40 columns every file's row keeps its count, the path losing its start instead; the keys show")
    func narrowList() async throws {
        let code = try #require(SceneCode(scene: .counter, variant: .viper))
        try await withServer { server in
            try await withApp(.viper, scene: .counter, on: server, size: Size(width: 40, height: 30)) { app in
                try await app.run("wait", "key c")
                let rows = Self.rows(of: app.screen)
                for file in Self.files(of: code) {
                    let name = "/" + URL(fileURLWithPath: file.path).lastPathComponent
                    let row = rows.first { $0.contains(name) }
                    #expect(row?.hasSuffix(" \(file.codeLines)") == true, "\(file.path): \(app.screen)")
                }
                #expect(rows.contains { $0.contains("…") }, "a long path loses its start: \(app.screen)")
                #expect(rows.contains { $0.contains("enter open") && $0.contains("esc/c close") }, "\(app.screen)")
                // And a file open keeps its keys and position in view
                try await app.run("key enter", "wait")
                let fileRows = Self.rows(of: app.screen)
                #expect(fileRows[0].contains("of "), "\(app.screen)")
                #expect(fileRows.contains { $0.contains("home end · esc back") }, "\(app.screen)")
            }
        }
    }

    @Test("at 40 columns → scrolls a file's text sideways: a long line's later columns show as on disk; ← goes back")
    func narrowFileScrollsSideways() async throws {
        let code = try #require(SceneCode(scene: .counter, variant: .mvp))
        let file = try #require(Self.files(of: code).dropFirst().first)
        let lines = try Self.lines(of: file.path)
        // (18 rows of text at 20 rows; 38 columns in the pane, less the line numbers and two spaces)
        let shown = lines.prefix(18)
        let textWidth = 38 - String(lines.count).count - 2
        #expect(shown.contains { $0.count > textWidth + 8 }, "the file has a long line near its top")
        try await withServer { server in
            try await withApp(.mvp, scene: .counter, on: server, size: Size(width: 40, height: 20)) { app in
                // Given the second file of Counter open at 40 columns: the keys offer ←→
                try await app.run("wait", "key c", "key down", "key enter", "wait")
                #expect(Self.rows(of: app.screen)[19].contains("↑↓←→"), "\(app.screen)")
                // When → is pressed three times, 8 columns each (as far as the widest line's end)
                try await app.run("key right", "key right", "key right")
                // Then every line shows from there, its number in place, … where it is cut: as on disk
                let widest = lines.map(\.displayWidth).max() ?? 0
                let column = min(24, widest - textWidth)
                let rows = Self.rows(of: app.screen)
                for (index, line) in shown.enumerated() where line.allSatisfy(\.isASCII) {
                    let text = Self.columns(of: line, from: column, width: textWidth)
                    #expect(rows[index + 1] == Self.numbered(text, index + 1, of: lines.count), "\(app.screen)")
                }
                // When ← is pressed as often: the lines from their start again
                try await app.run("key left", "key left", "key left")
                let first = try #require(shown.first)
                #expect(Self.rows(of: app.screen)[1] == Self.numbered(first, 1, of: lines.count), "\(app.screen)")
            }
        }
    }

    @Test("sources pointed at an empty folder: opening a file says what to do instead of its text")
    func missingSources() async throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("mvx-no-sources-\(UUID())")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        try await withApp(Architecture.mvvm, scene: .counter) { app in
            app.shell.codeSources = CodeSources(override: empty)
            try await app.run("wait", "key c", "key enter", "wait")
            let words = app.screen.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(words.contains("The sources are not at hand"), "\(app.screen)")
            #expect(words.contains("Run mvx from its package (swift run mvx), or set MVX_SOURCE_ROOT"), "\(app.screen)")
        }
    }

    @Test("a file changed since the build shows with a note saying so")
    func changedSources() async throws {
        let code = try #require(SceneCode(scene: .counter, variant: .mvvm))
        let file = try #require(Self.files(of: code).first)
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("mvx-changed-\(UUID())")
        defer { try? FileManager.default.removeItem(at: copy) }
        let target = copy.appendingPathComponent(file.path)
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data().write(to: copy.appendingPathComponent("Package.swift"))
        let text = try String(contentsOf: Self.root.appendingPathComponent(file.path), encoding: .utf8)
        try (text + "let addedSinceTheBuild = 1\n").write(to: target, atomically: true, encoding: .utf8)
        try await withApp(Architecture.mvvm, scene: .counter) { app in
            app.shell.codeSources = CodeSources(override: copy)
            try await app.run("wait", "key c", "key enter", "wait")
            let words = app.screen.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(words.contains("The sources changed since this mvx was built"), "\(app.screen)")
            #expect(words.contains("\(file.codeLines + 1) code lines now, \(file.codeLines) counted then"))
        }
    }

    @Test("c on a pushed detail shows its scene's code; the massive controller is one file")
    func codeOfMassiveProfileDetail() async throws {
        try await withServer { server in
            try await withApp(.massiveMVC, scene: .profile, on: server) { app in
                try await app.run("wait", "select 1", "wait", "key c")
                #expect(app.screen.contains("The code behind Profile · MVC (massive)"), "\(app.screen)")
                #expect(app.screen.contains("Sources/MVCTerminal/ProfileMassive/MassiveProfileViewController.swift"))
                #expect(!app.screen.contains("model ·"), "the massive controller uses no scene Model code")
            }
        }
    }

    /// The files of `code` in the order the list shows them.
    private static func files(of code: SceneCode) -> [SceneCode.File] {
        code.layers.flatMap { code.files[$0] ?? [] }
    }

    /// The lines of the package's file at `path`, as on disk.
    private static func lines(of path: String) throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// A line of text as the overlay shows it: its number right-aligned in the widest number's width, two spaces,
    /// the line (after the pane's one-column margin), trailing spaces dropped.
    private static func numbered(_ line: String, _ number: Int, of count: Int) -> String {
        let digits = String(count).count
        let label = String(repeating: " ", count: digits - String(number).count) + String(number)
        return trimmed(" \(label)  \(line)")
    }

    /// What a text view scrolled to `column` shows of an ASCII `line` in `width` columns: `…` first when something
    /// is cut on the left, `…` last when something is cut on the right.
    private static func columns(of line: String, from column: Int, width: Int) -> String {
        let characters = Array(line)
        guard !characters.isEmpty else { return "" }
        guard characters.count > column + 1 else { return "…" }
        if characters.count <= column + width { return "…" + String(characters[(column + 1)...]) }
        return "…" + String(characters[(column + 1)..<(column + width - 1)]) + "…"
    }

    /// The screen's rows, trailing spaces dropped.
    private static func rows(of screen: String) -> [String] {
        screen.split(separator: "\n", omittingEmptySubsequences: false).map { trimmed(String($0)) }
    }

    private static func trimmed(_ text: String) -> String {
        String(text.reversed().drop { $0 == " " }.reversed())
    }
}
