import PropertyBased
import Testing

@testable import TerminalKit

/// What a user can do to a field: type one of a few pieces (ASCII, CJK, emoji, a lone combining mark, a control
/// character, a pasted run), delete, move, or clear to the start.
private let pieces = ["a", "Z", " ", "王", "小", "😀", "\u{301}", "\t", "ab中", "%_"]
private let edit = Gen.int(in: 0...(pieces.count + 6))
private let edits = edit.array(of: 0...40)
private let width = Gen.int(in: 2...12)
private let limit = Gen.int(in: 0...8)

@Suite("EditableText properties")
struct EditableTextPropertyTests {
    private func apply(_ edit: Int, to text: inout EditableText) {
        switch edit {
        case 0..<pieces.count: text.insert(pieces[edit])
        case pieces.count: text.deleteBackward()
        case pieces.count + 1: text.deleteForward()
        case pieces.count + 2: text.moveCursor(by: -1)
        case pieces.count + 3: text.moveCursor(by: 1)
        case pieces.count + 4: text.moveCursor(toEnd: false)
        case pieces.count + 5: text.moveCursor(toEnd: true)
        default: text.deleteToStart()
        }
    }

    @Test("after any edits the cursor stays in the text, the length within its limit, and no control character in")
    func cursorAndLengthStayInBounds() async {
        await propertyCheck(count: 400, input: edits, limit) { edits, limit in
            // Given an empty text limited to `limit` characters (or none, for the largest limit)
            var text = EditableText(maxLength: limit == 8 ? nil : limit)
            for edit in edits {
                // When any edit is made
                apply(edit, to: &text)
                // Then the cursor and the count agree with the text, within bounds
                #expect(text.count == text.text.count)
                #expect((0...text.count).contains(text.cursor))
                if let maxLength = text.maxLength { #expect(text.count <= maxLength) }
                #expect(!text.text.unicodeScalars.contains { $0.properties.generalCategory == .control })
            }
        }
    }

    @Test("the first character shown always keeps the cursor's cell inside the field's width")
    func scrollingKeepsTheCursorInView() async {
        await propertyCheck(count: 400, input: edits, width) { edits, width in
            var text = EditableText()
            var first = 0
            for edit in edits {
                apply(edit, to: &text)
                // When the field scrolls for the cursor
                first = text.firstVisibleCharacter(from: first, width: width)
                // Then the text from the first shown character to the cursor, and the cursor's cell, fit the width
                let characters = Array(text.text)
                #expect(first <= text.cursor)
                let before = characters[first..<text.cursor].map(DisplayWidth.of).reduce(0, +)
                let cursorWidth = text.cursor < characters.count ? max(1, DisplayWidth.of(characters[text.cursor])) : 1
                #expect(before + cursorWidth <= width)
            }
        }
    }
}
