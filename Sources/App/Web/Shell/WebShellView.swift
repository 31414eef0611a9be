import BrowserKit
import Report

/// The tab's page: the bar `MVX · ARCH · Scene`, the screen on top of the navigation stack, the key line, and an
/// overlay when `?` or `c` opened one.
@MainActor
final class WebShellView: View {
    /// What key `c` lists: the files behind the scene by layer, with their code lines.
    struct CodeListing {
        var heading: String
        var code: SceneCode
    }

    /// An overlay over the screen.
    enum Overlay {
        /// Key `?`: what the keys do.
        case keys([String])
        /// Key `c`: the files behind the scene.
        case code(CodeListing)
        /// One of those files, with line numbers; `nil` while it is read. Back goes to the listing.
        case file(SceneCode.File, Result<SourceFile, SourceFileError>?, CodeListing)
    }

    /// The shell whose bar this view shows.
    weak var shell: WebShell?
    /// The overlay shown, if any.
    var overlay: Overlay? {
        didSet { setNeedsRender() }
    }

    override func render() -> Element {
        var children: [Element] = [
            Element.box(
                "header", className: "bar",
                [Element.text(shell?.title ?? "MVX", tag: "h1")]),
            Element.box("main", subviews.map { $0.render() }),
        ]
        if let overlay { children.append(render(overlay)) }
        children.append(
            Element.box(
                "footer", className: "keys",
                [Element.text("esc back · a next arch · ? keys · c code", tag: "p")]))
        return Element.box(className: "app", children)
    }

    private func render(_ overlay: Overlay) -> Element {
        let close = Element.button("Close", className: "close") { [weak self] in self?.overlay = nil }
        switch overlay {
        case .keys(let lines):
            return Element.box(
                className: "overlay", attributes: ["role": "dialog", "aria-label": "Keys on this screen"],
                [Element.text("Keys on this screen", tag: "h2")] + lines.map { Element.text($0, tag: "p") } + [close])
        case .code(let listing):
            var rows: [Element] = [Element.text(listing.heading, tag: "h2")]
            for layer in listing.code.layers {
                rows.append(Element.text("\(layer.rawValue) · \(listing.code.codeLines(of: layer)) lines", tag: "h3"))
                rows.append(
                    Element.box(
                        "ul", className: "files",
                        (listing.code.files[layer] ?? []).map { file in
                            Element.box(
                                "li", key: file.path,
                                [
                                    Element.button(file.path, className: "file") { [weak self] in
                                        self?.shell?.openFile(file, from: listing)
                                    },
                                    Element.text("\(file.codeLines)", className: "lines"),
                                ])
                        }))
            }
            rows.append(Element.text("\(listing.code.codeLines) code lines in all", tag: "p"))
            rows.append(close)
            return Element.box(
                className: "overlay code", attributes: ["role": "dialog", "aria-label": listing.heading], rows)
        case .file(let file, let loaded, let listing):
            let back = Element.button("Back", className: "back") { [weak self] in self?.overlay = .code(listing) }
            var body: [Element] = [Element.text(file.path, tag: "h2")]
            switch loaded {
            case nil:
                body.append(Element.text("Loading…", tag: "p"))
            case .failure(let error):
                body.append(Element.text(error.description, tag: "p", className: "error"))
            case .success(let source):
                if let note = source.changeNote { body.append(Element.text(note, tag: "p", className: "hint")) }
                body.append(
                    Element.box(
                        "ol", className: "source",
                        SwiftHighlighter.tokens(of: source.lines).enumerated().map { number, tokens in
                            Element.box("li", key: String(number + 1), tokens.map(\.element))
                        }))
            }
            return Element.box(
                className: "overlay file", attributes: ["role": "dialog", "aria-label": file.path],
                body + [back, close])
        }
    }
}
