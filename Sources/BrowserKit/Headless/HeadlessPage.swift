/// A browser tab without a browser: it starts a ``TabSession``, applies every frame to a ``PageMirror`` as the
/// page's script would, and acts on what the mirror shows as a person would — a button by its title, a row by its
/// number, the search field, a key. Tests and the headless runner drive the browser front end through it.
@MainActor
public final class HeadlessPage {
    /// The tab as the browser would show it.
    public let mirror = PageMirror()
    private let session: any TabSession
    /// The first frame the mirror could not apply, if any: a broken patch is a failure of the toolkit.
    public private(set) var frameError: PageMirrorError?

    /// Opens `session` in a headless tab.
    public init(_ session: any TabSession) {
        self.session = session
        session.start { [weak self] frame in
            guard let self, self.frameError == nil else { return }
            do throws(PageMirrorError) {
                try self.mirror.apply(frame: frame)
            } catch {
                self.frameError = error
            }
        }
    }

    /// The page's visible text: one line per block (bar, status, row, dialog), hidden elements left out, a button
    /// written `[ Title ]` as the terminal draws it.
    public var screenText: String {
        guard let root = mirror.root else { return "" }
        var lines: [String] = []
        Self.collectLines(root, into: &lines)
        return lines.filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// The page's HTML without ids: what the snapshots hold, the same in every architecture.
    public var html: String {
        mirror.root.map { HTML.render($0.wire) } ?? ""
    }

    /// Clicks the shown, enabled button titled `title` — in list row `row` (1-based) when given.
    public func tap(_ title: String, row: Int? = nil) throws(HeadlessPageError) {
        var scope = shown(mirror.root?.subtree ?? [])
        if let row { scope = shown(try rowNode(row).subtree) }
        guard
            let button = scope.first(where: {
                $0.tag == "button" && $0.text == title && $0.attributes["disabled"] == nil
            })
        else { throw .noButton(title, row: row) }
        try send(.click(id: button.id))
    }

    /// Clicks list row `row` (1-based) of the shown list.
    public func select(row: Int) throws(HeadlessPageError) {
        try send(.click(id: try rowNode(row).id))
    }

    /// Types `text` at the end of the shown search field.
    public func type(_ text: String) throws(HeadlessPageError) {
        let field = try input()
        try send(.input(id: field.id, value: (field.attributes["value"] ?? "") + text))
    }

    /// Presses `key` (a DOM key name); `Backspace` deletes the search field's last character.
    public func key(_ key: String) throws(HeadlessPageError) {
        if key == "Backspace" {
            let field = try input()
            try send(.input(id: field.id, value: String((field.attributes["value"] ?? "").dropLast())))
            return
        }
        try send(.key(key))
    }

    /// Goes back or forward to `path`, as the browser's buttons do.
    public func navigate(to path: String) throws(HeadlessPageError) {
        try send(.navigate(path: path))
    }

    /// Closes the tab.
    public func close() {
        session.close()
    }

    private func send(_ event: PageEvent) throws(HeadlessPageError) {
        do throws(PageEventError) {
            try session.receive(event.json)
        } catch {
            throw .refused(error)
        }
        if let frameError { throw .brokenFrame(frameError) }
    }

    private func shown(_ nodes: [MirrorNode]) -> [MirrorNode] {
        nodes.filter { !$0.isHidden }
    }

    private func rowNode(_ row: Int) throws(HeadlessPageError) -> MirrorNode {
        let rows = shown(mirror.root?.subtree ?? []).filter { $0.attributes["role"] == "option" }
        guard row >= 1, row <= rows.count else { throw .noRow(row, count: rows.count) }
        return rows[row - 1]
    }

    private func input() throws(HeadlessPageError) -> MirrorNode {
        guard let field = shown(mirror.root?.subtree ?? []).first(where: { $0.tag == "input" }) else {
            throw .noInput
        }
        return field
    }

    private static let blockTags: Set<String> = [
        "main", "header", "section", "div", "ul", "li", "p", "h1", "h2", "nav", "footer", "article",
    ]

    private static func collectLines(_ node: MirrorNode, into lines: inout [String]) {
        if node.attributes["hidden"] != nil { return }
        if node.tag == "input" {
            lines.append("[\(node.attributes["value"] ?? "")]")
            return
        }
        let hasBlockChild = node.children.contains { blockTags.contains($0.tag) && $0.attributes["hidden"] == nil }
        if hasBlockChild {
            for child in node.children { collectLines(child, into: &lines) }
        } else {
            lines.append(inlineText(node))
        }
    }

    /// The visible text of `node` on one line, as ``screenText`` writes a block.
    public static func visibleText(of node: MirrorNode) -> String {
        inlineText(node)
    }

    private static func inlineText(_ node: MirrorNode) -> String {
        if node.attributes["hidden"] != nil { return "" }
        if node.tag == "input" { return "[\(node.attributes["value"] ?? "")]" }
        if node.children.isEmpty { return node.tag == "button" ? "[ \(node.text) ]" : node.text }
        return node.children.map(inlineText).filter { !$0.isEmpty }.joined(separator: " ")
    }
}
