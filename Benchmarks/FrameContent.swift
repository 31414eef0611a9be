import TerminalKit

/// The text every frame benchmark shows, the same for TerminalKit and both references: numbered rows exactly
/// `width` columns wide, mixing ASCII, a middle dot and CJK (so wide characters land on both column parities).
struct FrameContent {
    /// The screen size the rows are made for.
    let size: Size

    /// Row `number`'s text: exactly `size.width` columns.
    func line(_ number: Int) -> String {
        Self.line(number, width: size.width)
    }

    /// The replacement text a one-row update writes into row `number`: two versions, alternating, each differing
    /// from the other (and from the row's own text) in nearly every column.
    func updatedLine(_ number: Int, version: Int) -> String {
        version % 2 == 0
            ? Self.pad("updated · 已更新 · row \(number) ", to: size.width, with: "#")
            : Self.pad("UPDATED - 更新了 - ROW \(number) - ", to: size.width, with: "=")
    }

    /// Row `number`'s text `width` columns wide.
    static func line(_ number: Int, width: Int) -> String {
        pad("row \(number) · 第\(number)行 · news 新闻 profile 博客 counter 计数器 ", to: width, with: ".")
    }

    /// `text` cut or padded with `filler` to exactly `width` columns (a wide character cut in half becomes `filler`).
    static func pad(_ text: String, to width: Int, with filler: Character) -> String {
        var result = ""
        var used = 0
        for character in text {
            let columns = character.displayWidth
            if used + columns > width { break }
            result.append(character)
            used += columns
        }
        return result + String(repeating: filler, count: width - used)
    }
}
