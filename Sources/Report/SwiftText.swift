/// What the report reads from a Swift file besides its lines: types, tests, imports.
enum SwiftText {
    /// The modules a file that imports any of them needs a UI for: the toolkit and the views built on it. `MVC` is
    /// not one: its business models run without a view, and a test that only drives them needs none.
    static let uiModules: Set<String> = [
        "TerminalKit", "SceneViews", "MVCTerminal", "MVPTerminal", "MVVMTerminal", "TEATerminal", "VIPERTerminal",
        "BrowserKit", "WebSceneViews", "MVCWeb", "MVPWeb", "MVVMWeb", "TEAWeb", "VIPERWeb", "App",
    ]

    /// Types declared: `class`, `struct`, `enum`, `protocol` or `actor` at the start of a line (after modifiers).
    static func typeCount(in text: String) -> Int {
        typeNames(in: text).count
    }

    /// The names of the types declared, in order.
    static func typeNames(in text: String) -> [String] {
        let modifiers: Set<Substring> = [
            "public", "internal", "private", "fileprivate", "open", "final", "package", "nonisolated", "indirect",
        ]
        let kinds: Set<Substring> = ["class", "struct", "enum", "protocol", "actor"]
        return text.split(separator: "\n").compactMap { line in
            let words = line.split(whereSeparator: \.isWhitespace)
            guard let kindIndex = words.firstIndex(where: { !modifiers.contains($0) && !$0.hasPrefix("@") }),
                kinds.contains(words[kindIndex]), kindIndex + 1 < words.count
            else { return nil }
            return String(words[kindIndex + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        }
    }

    /// Whether `text` names `identifier` as a whole word.
    static func names(_ identifier: String, in text: String) -> Bool {
        text.ranges(of: identifier).contains { range in
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            return [before, after].allSatisfy { character in
                character.map { !($0.isLetter || $0.isNumber || $0 == "_") } ?? true
            }
        }
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

    /// Whether the file uses a test double: it imports `ServiceFakes`, or names a type called `Fake…`, `…Fake`,
    /// `…Spy`, `…Spies`, `…Stub` or `…Mock`.
    static func usesFake(_ text: String) -> Bool {
        let words = text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        return words.contains { word in
            word == "ServiceFakes"
                || (word.first?.isUppercase == true
                    && (word.hasPrefix("Fake")
                        || ["Fake", "Spy", "Spies", "Stub", "Mock"].contains { word.hasSuffix($0) }))
        }
    }

    /// A method a file declares (`func`), and whether its body only forwards: one call on a stored property.
    struct Method {
        let name: String
        let onlyForwards: Bool
    }

    /// The methods `text` declares, in order: each `func` with a body, and whether that body is a single call on one
    /// of the file's stored properties (`list.reload()`, `return playlist.rowSelected(at: index)`, `_ = kind.action(list)`).
    static func methods(in text: String) -> [Method] {
        let code = codeOnly(text)
        let stored = Set(
            code.matches(of: /(?:let|var)\s+(\w+)\s*[:=]/).map { String($0.output.1) })
        return functions(in: code).map { function in
            let inner = function.body.trimmingPrefix(while: \.isWhitespace)
            let body = String(inner.reversed().drop(while: \.isWhitespace).reversed())
            return Method(name: function.name, onlyForwards: forwards(body, to: stored))
        }
    }

    /// `text` without its comment-only and blank lines.
    static func codeOnly(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { LineCounter.codeLines(in: String($0)) == 1 }.joined(separator: "\n")
    }

    /// A function `code` declares: its name, its signature (from `func` to the opening brace) and its body (between
    /// the braces).
    struct Function {
        let name: String
        let signature: Substring
        let body: Substring
    }

    /// The functions with a body that `code` declares, in order; a function inside another's body is not listed.
    static func functions(in code: String) -> [Function] {
        var functions: [Function] = []
        var searchStart = code.startIndex
        while let match = code[searchStart...].firstMatch(of: /\bfunc\s+(\w+)/) {
            searchStart = match.range.upperBound
            guard let open = code[match.range.upperBound...].firstIndex(of: "{") else { break }
            var depth = 0
            var close = open
            for index in code[open...].indices {
                if code[index] == "{" { depth += 1 }
                if code[index] == "}" { depth -= 1 }
                if depth == 0 {
                    close = index
                    break
                }
            }
            functions.append(
                Function(
                    name: String(match.output.1), signature: code[match.range.lowerBound..<open],
                    body: code[code.index(after: open)..<close]))
            searchStart = close
        }
        return functions
    }

    /// Whether `body` is one call on a property in `stored`, with no decision around it.
    private static func forwards(_ body: String, to stored: Set<String>) -> Bool {
        guard !body.contains("\n"), !body.contains(";"),
            let call = body.wholeMatch(of: /(?:return\s+|_\s*=\s*)?(?:self\.)?(\w+)\.\w+\(.*\)/)
        else { return false }
        let decisions = ["guard ", "if ", "switch ", " ? ", "??", "for "]
        return stored.contains(String(call.output.1)) && !decisions.contains { body.contains($0) }
    }
}
