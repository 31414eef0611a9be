import Testing

@testable import TerminalKit

/// The fast paths for text whose every scalar is a grapheme of its own answer exactly what the
/// grapheme-by-grapheme paths answer.
@Suite("Simple text: measured, cut and drawn a scalar at a time, the same as a grapheme at a time")
@MainActor
struct SimpleTextTests {
    /// Every scalar the fast paths accept.
    static let simpleScalars: [Unicode.Scalar] = (0..<0x11_0000).compactMap { value in
        DisplayWidth.simpleWidth(of: UInt32(value)) == nil ? nil : Unicode.Scalar(UInt32(value))
    }

    /// The width of a grapheme the long way: what `DisplayWidth.of(_:)` answered before the fast paths.
    static func slowWidth(_ text: String) -> Int {
        text.reduce(0) { $0 + DisplayWidth.of($1) }
    }

    @Test("every simple scalar has the width the long way gives it, alone and next to the others")
    func everySimpleScalar() {
        for scalar in Self.simpleScalars {
            #expect(DisplayWidth.simpleWidth(of: scalar.value) == DisplayWidth.of(Character(scalar)), "\(scalar)")
        }
        // Pairs across the ranges: each scalar stays a grapheme of its own.
        let samples = stride(from: 0, to: Self.simpleScalars.count, by: 97).map { Self.simpleScalars[$0] }
        for first in samples {
            for second in samples.prefix(64) {
                var pair = String.UnicodeScalarView()
                pair.append(first)
                pair.append(second)
                #expect(
                    String(pair).count == 2, "U+\(String(first.value, radix: 16)) U+\(String(second.value, radix: 16))")
            }
        }
    }

    @Test(
        "width, truncation and drawing agree with the grapheme paths",
        arguments: [
            "row 1 · 第1行 · news 新闻 profile 博客", "UPDATED - 更新了 - ROW 3 - ====", "ｈｅｌｌｏ 한국어 かな カナ 〜「」",
            "soft\u{AD}hyphen — “quotes” …", "é e\u{301} 中\u{301}", "👍🏽 emoji", "tab\there 中", "plain ascii",
        ])
    func agrees(text: String) {
        #expect(DisplayWidth.of(text) == Self.slowWidth(text))
        for width in [1, 2, 3, 5, 8, 13, 21, 40] {
            #expect(text.truncated(toWidth: width) == Self.slowTruncated(text, width: width), "\(width)")
        }
        var fast = Screen(size: Size(width: 24, height: 2))
        var slow = fast
        for (x, clip) in [(0, nil), (-3, nil), (5, Rect(x: 6, y: 0, width: 9, height: 2))] as [(Int, Rect?)] {
            let end = fast.draw(text, at: Point(x: x, y: 0), clip: clip)
            #expect(end == Self.slowDraw(text, into: &slow, x: x, clip: clip))
            if let run = GlyphRun(text) {
                var viaRun = Screen(size: fast.size)
                var viaText = Screen(size: fast.size)
                #expect(
                    viaRun.draw(run, at: Point(x: x, y: 1), clip: clip)
                        == viaText.draw(text, at: Point(x: x, y: 1), clip: clip))
                #expect(viaRun == viaText)
            }
        }
        #expect(fast == slow)
    }

    /// Truncation the long way, a grapheme at a time.
    static func slowTruncated(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        if slowWidth(text) <= width { return text }
        var result = ""
        var used = 0
        for character in text {
            let columns = DisplayWidth.of(character)
            if used + columns > width - 1 { break }
            result.append(character)
            used += columns
        }
        return result + "…"
    }

    /// Draws `text` a grapheme at a time: a trailing control (no column, a grapheme of its own) keeps the text off
    /// the simple path.
    static func slowDraw(_ text: String, into screen: inout Screen, x: Int, clip: Rect?) -> Int {
        screen.draw(text + "\u{1}", at: Point(x: x, y: 0), clip: clip)
    }
}
