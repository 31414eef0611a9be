import BrowserKit

/// Splits Swift source into coloured pieces for the code views: keywords, type names, attributes, strings, numbers,
/// comments and the rest. A lexer for reading, not a parser: it knows comments (nested block comments too), string
/// literals (`"…"`, `"""…"""` across lines, raw `#"…"#`) and words, which is what a reader's eye needs.
public struct SwiftHighlighter {
    /// What a piece of a line is.
    public enum Kind: String, Sendable {
        /// Punctuation, spaces and names of values.
        case plain
        /// A word of the language: `let`, `func`, `#if`.
        case keyword
        /// A capitalised name: a type, almost always.
        case type
        /// `@MainActor`, `@Test`.
        case attribute
        /// A string literal, quotes included.
        case string
        /// A number literal.
        case number
        /// A comment, doc comments included.
        case comment
    }

    /// A piece of a line and its kind.
    public struct Token: Equatable, Sendable {
        /// What it is.
        public var kind: Kind
        /// Its text.
        public var text: String

        /// A piece of `kind` reading `text`.
        public init(_ kind: Kind, _ text: String) {
            self.kind = kind
            self.text = text
        }
    }

    /// Each line's pieces, in order; a block comment or a multi-line string carries on into the next lines.
    public static func tokens(of lines: [String]) -> [[Token]] {
        var state = State.code
        return lines.map { line in
            var tokens: [Token] = []
            scan(Array(line), state: &state, into: &tokens)
            return tokens
        }
    }

    private enum State: Equatable {
        case code
        /// Inside `depth` nested block comments.
        case blockComment(depth: Int)
        /// Inside a `"""` string opened with `pounds` `#`s.
        case multilineString(pounds: Int)
    }

    private static let keywords: Set<String> = [
        "actor", "any", "as", "associatedtype", "async", "await", "break", "case", "catch", "class", "continue",
        "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate",
        "final", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "lazy", "let",
        "mutating", "nil", "nonisolated", "open", "operator", "override", "private", "protocol", "public",
        "repeat", "rethrows", "return", "self", "Self", "some", "static", "struct", "subscript", "super", "switch",
        "throw", "throws", "true", "try", "typealias", "unowned", "var", "weak", "where", "while", "#if", "#else",
        "#elseif", "#endif",
    ]

    private static func scan(_ characters: [Character], state: inout State, into tokens: inout [Token]) {
        var index = 0
        func emit(_ kind: Kind, _ end: Int) {
            guard end > index else { return }
            let text = String(characters[index..<end])
            if [.plain, .comment, .string].contains(kind), let last = tokens.last, last.kind == kind {
                tokens[tokens.count - 1].text += text
            } else {
                tokens.append(Token(kind, text))
            }
            index = end
        }
        func starts(_ text: String, at position: Int) -> Bool {
            let pattern = Array(text)
            return position + pattern.count <= characters.count
                && Array(characters[position..<position + pattern.count]) == pattern
        }
        while index < characters.count {
            switch state {
            case .blockComment(let depth):
                var end = index
                var level = depth
                while end < characters.count, level > 0 {
                    if starts("/*", at: end) {
                        level += 1
                        end += 2
                    } else if starts("*/", at: end) {
                        level -= 1
                        end += 2
                    } else {
                        end += 1
                    }
                }
                state = level > 0 ? .blockComment(depth: level) : .code
                emit(.comment, end)
            case .multilineString(let pounds):
                let closing = "\"\"\"" + String(repeating: "#", count: pounds)
                var end = index
                while end < characters.count, !starts(closing, at: end) { end += 1 }
                if end < characters.count {
                    end += closing.count
                    state = .code
                }
                emit(.string, end)
            case .code:
                let character = characters[index]
                if starts("//", at: index) {
                    emit(.comment, characters.count)
                } else if starts("/*", at: index) {
                    state = .blockComment(depth: 1)
                    emit(.comment, index + 2)
                } else if character == "\"" || (character == "#" && poundsBeforeQuote(characters, index) != nil) {
                    let pounds = character == "#" ? poundsBeforeQuote(characters, index) ?? 0 : 0
                    let open = index + pounds
                    if starts("\"\"\"", at: open) {
                        state = .multilineString(pounds: pounds)
                        emit(.string, open + 3)
                    } else {
                        emit(.string, endOfString(characters, from: open + 1, pounds: pounds))
                    }
                } else if character.isNumber {
                    emit(.number, endOfNumber(characters, from: index))
                } else if character.isLetter || "_@#$".contains(character) {
                    var end = index + 1
                    while end < characters.count, Self.continuesWord(characters[end]) {
                        end += 1
                    }
                    let word = String(characters[index..<end])
                    let kind: Kind =
                        if character == "@" { .attribute } else if keywords.contains(word) {
                            .keyword
                        } else if character.isUppercase { .type } else { .plain }
                    emit(kind, end)
                } else {
                    emit(.plain, index + 1)
                }
            }
        }
    }

    /// Just past the number literal at `start`: digits and `_`, hex digits after `0x`, and a `.` only when a digit
    /// follows it (`0..<n` and `$0.element` are not numbers past their digits).
    private static func endOfNumber(_ characters: [Character], from start: Int) -> Int {
        var end = start + 1
        let isHex = characters[start] == "0" && end < characters.count && characters[end] == "x"
        if isHex { end += 1 }
        while end < characters.count {
            let next = characters[end]
            if next.isNumber || next == "_" || (isHex && next.isHexDigit) {
                end += 1
            } else if next == ".", !isHex, end + 1 < characters.count, characters[end + 1].isNumber {
                end += 2
            } else {
                break
            }
        }
        return end
    }

    /// Just past the `)` that closes an interpolation whose code starts at `start`: parentheses nest, and strings
    /// inside it are skipped whole.
    private static func endOfInterpolation(_ characters: [Character], from start: Int) -> Int {
        var depth = 1
        var index = start
        while index < characters.count, depth > 0 {
            switch characters[index] {
            case "(": depth += 1
            case ")": depth -= 1
            case "\"": index = endOfString(characters, from: index + 1, pounds: 0) - 1
            default: break
            }
            index += 1
        }
        return index
    }

    /// Whether `character` may stand inside a name.
    private static func continuesWord(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// The number of `#`s before a `"` at `index`, if a raw string starts there.
    private static func poundsBeforeQuote(_ characters: [Character], _ index: Int) -> Int? {
        var end = index
        while end < characters.count, characters[end] == "#" { end += 1 }
        return end < characters.count && characters[end] == "\"" ? end - index : nil
    }

    /// Just past the `"` (and `pounds` `#`s) that closes a one-line string whose text starts at `start`; the end of
    /// the line if it does not close.
    private static func endOfString(_ characters: [Character], from start: Int, pounds: Int) -> Int {
        var index = start
        let escape = "\\" + String(repeating: "#", count: pounds)
        while index < characters.count {
            if characters[index] == "\\", Array(characters[index...].prefix(escape.count)) == Array(escape) {
                let after = index + escape.count
                // An interpolation, `\(…)`: its own parentheses and strings do not end the string.
                if after < characters.count, characters[after] == "(" {
                    index = endOfInterpolation(characters, from: after + 1)
                } else {
                    index = after + 1
                }
                continue
            }
            if characters[index] == "\"" {
                var end = index + 1
                var closing = 0
                while closing < pounds, end < characters.count, characters[end] == "#" {
                    closing += 1
                    end += 1
                }
                if closing == pounds { return end }
            }
            index += 1
        }
        return characters.count
    }
}

extension SwiftHighlighter.Token {
    /// The piece as a page shows it: a `span`, classed `tok-KIND` unless plain.
    @MainActor
    var element: Element {
        Element.text(text, className: kind == .plain ? nil : "tok-\(kind.rawValue)")
    }
}
