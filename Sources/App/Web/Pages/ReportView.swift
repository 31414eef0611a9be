import BrowserKit
import Report

/// The report page, `/report`: the seeds' claims as `mvx report` measures them — the seed, its sentence and gloss,
/// what was measured and the threshold that decides, the figures and the verdict — and the charts of
/// `mvx report --svg`.
@MainActor
final class ReportView: View {
    /// The address of the charts, as the web host serves them.
    static let chartPath = "/files/report.svg"

    /// What the page shows.
    var content = DocumentContent<CodeReport>.loading {
        didSet { setNeedsRender() }
    }

    override func render() -> Element {
        let bar = Element.box(
            "header", className: "bar",
            [
                Element.text("MVX · Report", tag: "h1"),
                Element.box("nav", attributes: ["aria-label": "Elsewhere"], [WebLink.element("Home", to: "/")]),
            ])
        var body = [bar]
        switch content {
        case .loading:
            body.append(Element.text("Measuring the sources…", tag: "p", className: "status"))
        case .failed(let reason):
            body.append(Element.text(reason, tag: "p", className: "error"))
        case .loaded(let report):
            body.append(
                Element.text(
                    "What the seeds argue in words, measured on this package's code: each claim's verdict is computed "
                        + "from its figures against its threshold.", tag: "p", className: "hint"))
            body.append(Self.claims(report.claims))
            body.append(
                Element(
                    "img",
                    attributes: [
                        "src": Self.chartPath, "class": "charts",
                        "alt": "Code lines by layer per scene and architecture, and a chart per claim",
                    ]))
        }
        return Element.box(className: "page report-page", body)
    }

    private static func claims(_ claims: [Claim]) -> Element {
        let head = Element.box(
            "tr", ["Seed", "Claim", "Measured", "Threshold", "Figures", "Verdict"].map { Element.text($0, tag: "th") })
        let rows = claims.map { claim in
            Element.box(
                "tr", key: claim.id,
                [
                    Element.text(claim.seedCitation, tag: "td", className: "seed"),
                    Element.box(
                        "td", className: "claim",
                        [
                            Element.text(claim.quote, tag: "q"),
                            Element.text(claim.gloss, tag: "span", className: "gloss"),
                        ]),
                    Element.text(claim.scope, tag: "td"),
                    Element.text(claim.threshold, tag: "td"),
                    Element.text(claim.figuresText, tag: "td"),
                    Element.text(claim.verdict.rawValue, tag: "td", className: "verdict \(claim.verdict.rawValue)"),
                ])
        }
        return Element.box(
            "table", className: "claims",
            [Element.box("thead", [head]), Element.box("tbody", rows)])
    }
}
