/// Breaks text into lines that fit a width in terminal columns.
public enum TextLayout {
    /// The lines `text` shows as in `width` columns and at most `maxLines` lines (0: no limit).
    ///
    /// Hard newlines always break. With `maxLines == 1` the text is not wrapped, only truncated with `…`.
    /// Otherwise words wrap at spaces (a word wider than the line breaks anywhere) and the last line that fits
    /// ends in `…` if text was left over.
    public static func lines(for text: String, width: Int, maxLines: Int = 0) -> [String] {
        guard width > 0 else { return [] }
        if maxLines == 1, !containsNewline(text) { return [text.truncated(toWidth: width)] }
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if maxLines == 1 {
            let first = paragraphs.first ?? ""
            return [paragraphs.count > 1 ? (first + " …").truncated(toWidth: width) : first.truncated(toWidth: width)]
        }
        var lines: [String] = []
        for paragraph in paragraphs {
            lines += wrap(paragraph, width: width)
        }
        guard maxLines > 0, lines.count > maxLines else { return lines }
        var kept = Array(lines.prefix(maxLines))
        let last = kept[maxLines - 1]
        kept[maxLines - 1] = last.displayWidth < width ? last + "…" : (last + "…").truncated(toWidth: width)
        return kept
    }

    /// Whether `text` holds a newline byte: searched in the string's contiguous UTF-8 when it has it.
    static func containsNewline(_ text: String) -> Bool {
        let newline = UInt8(ascii: "\n")
        let found = text.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes where byte == newline { return true }
            return false
        }
        return found ?? text.utf8.contains(newline)
    }

    /// Greedy word wrap of one paragraph (no newlines) into lines of at most `width` columns.
    static func wrap(_ paragraph: String, width: Int) -> [String] {
        if paragraph.displayWidth <= width { return [paragraph] }
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            let wordWidth = DisplayWidth.of(word)
            let separator = line.isEmpty ? 0 : 1
            if lineWidth + separator + wordWidth <= width {
                line += (separator == 1 ? " " : "") + word
                lineWidth += separator + wordWidth
                continue
            }
            if !line.isEmpty {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            for character in word {
                let columns = DisplayWidth.of(character)
                if lineWidth + columns > width, !line.isEmpty {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                line.append(character)
                lineWidth += columns
            }
        }
        lines.append(line)
        return lines
    }
}
