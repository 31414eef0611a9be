import Testing

@testable import TerminalKit

@Suite("Display width of text in terminal columns")
struct DisplayWidthTests {
    @Test(
        "single characters",
        arguments: [
            ("a", 1), (" ", 1), ("中", 2), ("文", 2), ("한", 2), ("ｱ", 1), ("Ａ", 2), ("😀", 2), ("👍🏽", 2),
            ("❤️", 2), ("é", 1), ("\u{301}", 0), ("\u{200B}", 0), ("…", 1), ("▣", 1), ("\u{1B}", 0),
        ] as [(String, Int)])
    func characters(text: String, width: Int) {
        #expect(DisplayWidth.of(text) == width)
    }

    @Test("a string is the sum of its characters")
    func strings() {
        #expect("MVX · MVP · 计数器".displayWidth == 18)
        #expect("".displayWidth == 0)
    }

    @Test("truncation ends in an ellipsis, never splits a wide character, and keeps text that fits")
    func truncation() {
        #expect("hello world".truncated(toWidth: 8) == "hello w…")
        #expect("中文标题很长".truncated(toWidth: 6) == "中文…")
        #expect("中文标题很长".truncated(toWidth: 7) == "中文标…")
        #expect("short".truncated(toWidth: 5) == "short")
        #expect("abc".truncated(toWidth: 1) == "…")
        #expect("abc".truncated(toWidth: 0) == "")
    }

    @Test("wrapping breaks at spaces and inside words longer than a line")
    func wrapping() {
        #expect(TextLayout.lines(for: "the quick brown fox", width: 10) == ["the quick", "brown fox"])
        #expect(TextLayout.lines(for: "abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(TextLayout.lines(for: "one two three four", width: 9, maxLines: 2) == ["one two", "three…"])
        #expect(TextLayout.lines(for: "a\nb", width: 5, maxLines: 1) == ["a …"])
    }
}
