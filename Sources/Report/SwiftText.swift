/// What the report reads from a Swift file besides its lines: types, tests, imports.
enum SwiftText {
    /// The modules a file that imports any of them needs a UI for.
    static let uiModules: Set<String> = ["TerminalKit", "SceneViews", "MVC", "MVPTerminal", "MVVMTerminal", "App"]

    /// Types declared: `class`, `struct`, `enum`, `protocol` or `actor` at the start of a line (after modifiers).
    static func typeCount(in text: String) -> Int {
        let modifiers: Set<Substring> = [
            "public", "internal", "private", "fileprivate", "open", "final", "package", "nonisolated", "indirect",
        ]
        let kinds: Set<Substring> = ["class", "struct", "enum", "protocol", "actor"]
        return text.split(separator: "\n").filter { line in
            let words = line.split(whereSeparator: \.isWhitespace)
            guard let kind = words.first(where: { !modifiers.contains($0) && !$0.hasPrefix("@") }) else { return false }
            return kinds.contains(kind) && words.count > words.firstIndex(of: kind).map { $0 + 1 } ?? 0
        }.count
    }

    /// Swift Testing tests: each `@Test` attribute (a parameterized test counts once).
    static func testCount(in text: String) -> Int {
        text.split(separator: "\n").filter { $0.trimmingPrefix(while: \.isWhitespace).hasPrefix("@Test") }.count
    }

    /// Whether the file imports a UI module.
    static func importsUI(_ text: String) -> Bool {
        text.split(separator: "\n").contains { line in
            let words = line.split(separator: " ")
            return words.count == 2 && words[0] == "import" && uiModules.contains(String(words[1]))
        }
    }
}
