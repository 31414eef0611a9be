import BrowserKit

/// A pushed detail (a blog, a user, a draft): its status line, a heading and lines of text.
@MainActor
public final class DetailContentView: View {
    /// `Loading…`, or the error with `Retry`.
    public let status = LoadStatusView()
    private var heading = ""
    private var lines: [String] = []

    /// Creates an empty detail.
    public override init() {
        super.init()
        className = "scene detail"
        addSubview(status)
    }

    /// Shows `heading` over `lines`.
    public func show(heading: String, lines: [String]) {
        self.heading = heading
        self.lines = lines
        setNeedsRender()
    }

    public override func render() -> Element {
        Element.box(
            className: className,
            [status.render(), Element.text(heading, tag: "h2")]
                + lines.map { Element.text($0, tag: "p") })
    }
}
