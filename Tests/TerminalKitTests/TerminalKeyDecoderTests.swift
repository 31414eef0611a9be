import Testing

@testable import TerminalKit

@Suite("Key decoder")
struct TerminalKeyDecoderTests {
    private func keys(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(Array(text.utf8)) + decoder.flush()
    }

    @Test("arrow keys decode in both CSI and SS3 forms", arguments: ["\u{1B}[", "\u{1B}O"])
    func arrows(prefix: String) {
        #expect(keys(prefix + "A" + prefix + "B" + prefix + "C" + prefix + "D") == [.up, .down, .right, .left])
    }

    @Test("enter is carriage return or line feed; tab, shift-tab and both backspaces decode")
    func editingKeys() {
        #expect(
            keys("\r\n\t\u{1B}[Z\u{7F}\u{08} ") == [.enter, .enter, .tab, .backTab, .backspace, .backspace, .space])
    }

    @Test("page, home and end keys decode in their common variants")
    func navigationKeys() {
        let text = "\u{1B}[5~\u{1B}[6~\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~\u{1B}OH\u{1B}OF"
        #expect(keys(text) == [.pageUp, .pageDown, .home, .end, .home, .end, .home, .end, .home, .end])
    }

    @Test("modifier parameters are read past: ctrl-up is up")
    func modifiers() {
        #expect(keys("\u{1B}[1;5A\u{1B}[5;2~") == [.up, .pageUp])
    }

    @Test("control chords decode as control keys; Ctrl-C is control c")
    func controlChords() {
        #expect(keys("\u{03}\u{01}\u{1A}") == [.control("c"), .control("a"), .control("z")])
    }

    @Test("UTF-8 characters decode whole, even when split across reads")
    func utf8AcrossReads() {
        // Given
        var decoder = KeyDecoder()
        let bytes = Array("中é🙂".utf8)
        // When: the bytes arrive one at a time
        var decoded: [Key] = []
        for byte in bytes {
            decoded += decoder.decode([byte])
        }
        // Then
        #expect(decoded == [.character("中"), .character("é"), .character("🙂")])
        #expect(!decoder.hasPending)
    }

    @Test("a lone ESC waits, and is the Escape key only when nothing follows")
    func loneEscape() {
        // Given
        var decoder = KeyDecoder()
        // When
        let first = decoder.decode([0x1B])
        // Then
        #expect(first.isEmpty)
        #expect(decoder.hasPending)
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.hasPending)
    }

    @Test("an escape sequence split across reads is one key, not Escape plus letters")
    func splitSequence() {
        // Given
        var decoder = KeyDecoder()
        // When
        let first = decoder.decode([0x1B, UInt8(ascii: "[")])
        let second = decoder.decode([UInt8(ascii: "B")])
        // Then
        #expect(first.isEmpty)
        #expect(second == [.down])
    }

    @Test("ESC followed by a letter is Escape then the letter; two ESCs are two Escapes")
    func escapeThenCharacter() {
        #expect(keys("\u{1B}q") == [.escape, .character("q")])
        #expect(keys("\u{1B}\u{1B}") == [.escape, .escape])
    }

    @Test("ESC [3~ is the Delete key, with or without modifiers")
    func deleteKey() {
        #expect(keys("\u{1B}[3~") == [.delete])
        #expect(keys("x\u{1B}[3;5~y") == [.character("x"), .delete, .character("y")])
    }

    @Test("unknown sequences and malformed UTF-8 are skipped without losing the keys around them")
    func garbageIsSkipped() {
        #expect(keys("a\u{1B}[2~b\u{1B}[15~c") == [.character("a"), .character("b"), .character("c")])
        var decoder = KeyDecoder()
        #expect(decoder.decode([UInt8(ascii: "x"), 0xFF, UInt8(ascii: "y")]) == [.character("x"), .character("y")])
        #expect(decoder.decode([0xE4, UInt8(ascii: "z")]) == [.character("z")])
    }
}
