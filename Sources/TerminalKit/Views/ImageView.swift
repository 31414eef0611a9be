/// A placeholder for an image: terminals here show no pictures, so it draws `▣` and where the image would come
/// from (`▣ img.example.com/cover.jpg`), boxed when there is room.
@MainActor
open class ImageView: View {
    /// The image's address; `nil` draws `▣ no image`.
    public var url: String? {
        didSet {
            guard url != oldValue else { return }
            caption = Self.caption(of: url)
            line = nil
            setNeedsDisplay()
        }
    }

    /// The short name shown: host and last path component, without the scheme.
    public private(set) var caption: String

    /// The caption line as last drawn, for the width it was fitted to: worked out once per address and width, not
    /// on every frame (it was 139k of a key press's instructions).
    private var line: FittedLine?

    private struct FittedLine {
        let key: Int
        let text: String
        /// The text's glyphs when it is simple but not ASCII (`▣` always is), drawn without measuring it again.
        let run: GlyphRun?
        let offset: Int
    }

    /// Creates a placeholder for `url`.
    public init(url: String? = nil, frame: Rect = .zero) {
        self.url = url
        self.caption = Self.caption(of: url)
        super.init(frame: frame)
    }

    /// The short name of `url`: host and last path component, without the scheme.
    static func caption(of url: String?) -> String {
        guard let url, !url.isEmpty else { return "no image" }
        var rest = Substring(url)
        if let colon = rest.firstIndex(of: ":"), rest[colon...].hasPrefix("://") {
            rest = rest[rest.index(colon, offsetBy: 3)...]
        }
        let parts = rest.split(separator: "/", omittingEmptySubsequences: true)
        guard let host = parts.first else { return String(rest) }
        guard parts.count > 1, let name = parts.last else { return String(host) }
        let file = name.split(separator: "?").first.map(String.init) ?? String(name)
        return parts.count > 2 ? "\(host)/…/\(file)" : "\(host)/\(file)"
    }

    /// `▣ caption`, one row.
    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: min(size.width, caption.displayWidth + 2), height: 1)
    }

    /// Draws the placeholder: a box with the caption inside when at least 3 rows high, else one line.
    open override func draw(in context: DrawContext) {
        super.draw(in: context)
        let size = context.size
        let faint = Style(dim: true)
        guard size.height >= 3, size.width >= 6 else {
            let fitted = fittedLine(width: size.width, boxed: false)
            context.draw(fitted.text, glyphs: fitted.run, at: .zero, style: faint)
            return
        }
        let inner = size.width - 2
        context.draw("┌" + String(repeating: "─", count: inner) + "┐", at: .zero, style: faint)
        for row in 1..<(size.height - 1) {
            context.draw("│", at: Point(x: 0, y: row), style: faint)
            context.draw("│", at: Point(x: size.width - 1, y: row), style: faint)
        }
        context.draw(
            "└" + String(repeating: "─", count: inner) + "┘", at: Point(x: 0, y: size.height - 1), style: faint)
        let fitted = fittedLine(width: size.width, boxed: true)
        context.draw(fitted.text, glyphs: fitted.run, at: Point(x: 1 + fitted.offset, y: size.height / 2), style: faint)
    }

    /// `▣ caption` cut to fit `width` (inside the box's borders when `boxed`), and where it starts, centred.
    private func fittedLine(width: Int, boxed: Bool) -> FittedLine {
        let key = boxed ? -width : width
        if let line, line.key == key { return line }
        let room = boxed ? width - 2 : max(0, width - 2)
        let text = boxed ? ("▣ " + caption).truncated(toWidth: room) : "▣ " + caption.truncated(toWidth: room)
        let offset = boxed ? TextAlignment.center.offset(lineWidth: text.displayWidth, in: room) : 0
        let run = GlyphRun(text).flatMap { $0.isASCII ? nil : $0 }
        let fitted = FittedLine(key: key, text: text, run: run, offset: offset)
        line = fitted
        return fitted
    }
}
