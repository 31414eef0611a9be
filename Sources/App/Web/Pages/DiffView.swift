import BrowserKit
import Report

/// The diff page, `/diff/SCENE/A/B`: what `mvx diff` prints — each role's pair of files as a unified diff, its lines
/// marked removed, added or context — with the lines changed per layer on top, and links to the swapped diff, the
/// compare page and Home.
@MainActor
final class DiffView: View {
    private let scene: SceneID
    private let from: ReportArchitecture
    private let to: ReportArchitecture
    /// What the page shows.
    var content = DocumentContent<SceneDiff>.loading {
        didSet { setNeedsRender() }
    }

    init(scene: SceneID, from: ReportArchitecture, to: ReportArchitecture) {
        self.scene = scene
        self.from = from
        self.to = to
        super.init()
    }

    /// The page's title: the command it shows.
    var title: String { "mvx diff \(scene.rawValue) \(from.rawValue) \(to.rawValue)" }

    override func render() -> Element {
        let bar = Element.box(
            "header", className: "bar",
            [
                Element.text(title, tag: "h1"),
                Element.box(
                    "nav", attributes: ["aria-label": "Elsewhere"],
                    [
                        WebLink.element("Home", to: "/"),
                        WebLink.element("Compare \(scene.title)", to: "/compare/\(scene.rawValue)"),
                        WebLink.element(
                            "\(to.rawValue) → \(from.rawValue)",
                            to: "/diff/\(scene.rawValue)/\(to.rawValue)/\(from.rawValue)"),
                    ]),
            ])
        var body: [Element] = [bar]
        switch content {
        case .loading:
            body.append(Element.text("Reading the sources…", tag: "p", className: "status"))
        case .failed(let reason):
            body.append(Element.text(reason, tag: "p", className: "error"))
        case .loaded(let diff):
            body.append(
                Element.text(
                    "Files paired by role, \(from.rawValue) first. " + diff.summary, tag: "p", className: "hint summary"
                ))
            body += diff.pairs.enumerated().filter { !$0.element.diff.isEmpty }.map { index, pair in
                Self.section(pair, key: String(index))
            }
        }
        return Element.box(className: "page diff-page", body)
    }

    private static func section(_ pair: SceneDiff.Pair, key: String) -> Element {
        let names = "\(pair.old?.path ?? "/dev/null") → \(pair.new?.path ?? "/dev/null")"
        let lines = pair.diff.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2)
        return Element.box(
            "section", className: "pair", key: key,
            [
                Element.text("\(pair.role.rawValue) · \(names) · −\(pair.removed) +\(pair.added)", tag: "h2"),
                Element.box(
                    "ol", className: "diff",
                    lines.enumerated().map { number, line in
                        let kind = Self.kind(of: line)
                        guard kind != "hunk", let mark = line.first else {
                            return Element.text(String(line), tag: "li", className: kind, key: String(number))
                        }
                        let code = SwiftHighlighter.tokens(of: [String(line.dropFirst())]).first ?? []
                        return Element.box(
                            "li", className: kind, key: String(number),
                            [Element.text(String(mark), className: "mark")] + code.map(\.element))
                    }),
            ])
    }

    private static func kind(of line: Substring) -> String {
        switch line.first {
        case "-": "del"
        case "+": "add"
        case "@": "hunk"
        default: "ctx"
        }
    }
}
