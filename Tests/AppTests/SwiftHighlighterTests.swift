import App
import Testing

@Suite("Swift highlighting in the code views")
struct SwiftHighlighterTests {
    typealias Token = SwiftHighlighter.Token

    @Test("keywords, types, attributes, numbers and strings are told apart, and the line reads as it was")
    func oneLine() {
        // Given a line of Swift
        let line = #"@MainActor public let title: String = "a \"b\" c" + 42.5 // done"#
        // When it is highlighted
        let tokens = SwiftHighlighter.tokens(of: [line])[0]
        // Then its pieces join to the line, each of its kind
        #expect(tokens.map(\.text).joined() == line)
        #expect(tokens.contains(Token(.attribute, "@MainActor")))
        #expect(tokens.contains(Token(.keyword, "public")))
        #expect(tokens.contains(Token(.keyword, "let")))
        #expect(tokens.contains(Token(.type, "String")))
        #expect(tokens.contains(Token(.string, #""a \"b\" c""#)))
        #expect(tokens.contains(Token(.number, "42.5")))
        #expect(tokens.last == Token(.comment, "// done"))
    }

    @Test("a block comment and a multi-line string carry on across lines, and end where they close")
    func acrossLines() {
        // Given lines with a nested block comment and a multi-line string
        let lines = ["let a = 1 /* one /* two */", "still */ let b = \"\"\"", "text // not a comment", "\"\"\" + x"]
        // When they are highlighted
        let tokens = SwiftHighlighter.tokens(of: lines)
        // Then the comment runs to its last close, and the string to its close
        #expect(tokens[0].last == Token(.comment, "/* one /* two */"))
        #expect(tokens[1].first == Token(.comment, "still */"))
        #expect(tokens[1].last == Token(.string, "\"\"\""))
        #expect(tokens[2] == [Token(.string, "text // not a comment")])
        #expect(tokens[3].first == Token(.string, "\"\"\""))
        for (line, pieces) in zip(lines, tokens) { #expect(pieces.map(\.text).joined() == line) }
    }

    @Test("a raw string ends only at its own number of #s")
    func rawString() {
        let line = ##"let s = #"say "hi" now"# + y"##
        let tokens = SwiftHighlighter.tokens(of: [line])[0]
        #expect(tokens.contains(Token(.string, ##"#"say "hi" now"#"##)))
        #expect(tokens.map(\.text).joined() == line)
    }

    @Test(
        "a number stops where the name or the range after it starts; an interpolation's quotes stay inside its string")
    func numbersAndInterpolations() {
        // Given lines a reader meets in this package
        let lines = [
            "items.map(\\.$0.element)", "for i in 0..<n {}", "let h = 0xFF + 1.5", #"let s = "\(a ? "x" : "y") z""#,
        ]
        // When they are highlighted
        let tokens = SwiftHighlighter.tokens(of: lines)
        // Then a closure's $0 is a name, a range's bound alone is a number, and the string runs to its own end
        #expect(!tokens[0].contains { $0.kind == .number })
        #expect(tokens[1].contains(Token(.number, "0")))
        #expect(tokens[2].contains(Token(.number, "0xFF")) && tokens[2].contains(Token(.number, "1.5")))
        #expect(tokens[3].contains(Token(.string, #""\(a ? "x" : "y") z""#)))
        for (line, pieces) in zip(lines, tokens) { #expect(pieces.map(\.text).joined() == line) }
    }
}
