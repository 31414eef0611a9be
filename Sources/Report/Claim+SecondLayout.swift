/// Seed 000's summary point 5, first half: a second layout over the same logic replaces only the V layer. The browser
/// is that second layout; one claim per architecture.
extension Claim {
    /// The claim for each layered architecture, in order.
    static func secondLayoutSameLogic(_ tree: SourceTree) -> [Claim] {
        [ReportArchitecture.mvc, .mvp, .mvvm, .tea, .viper].map { secondLayout(of: $0, in: tree) }
    }

    /// The kinds of file that hold presentation logic outside MVC, as ``TypeStem`` reads their names: presenters,
    /// view models, states and business models; interactors and effect runners; TEA's effects and messages.
    private static let presentationKinds: [TypeStem.Kind] = [.main, .effects, .command, .message]

    /// The words by which a logic file would know the browser.
    private static let browserNames = ["BrowserKit", "WebSceneViews", "BROWSER", "WebHost"]

    private static func secondLayout(of architecture: ReportArchitecture, in tree: SourceTree) -> Claim {
        let name = architecture.rawValue.uppercased()
        let logicFolder = "Sources/\(name)/"
        let viewFolder = "Sources/\(name)Views/"
        let webFolder = "Sources/\(name)Web/"
        let logic = tree.files(under: [logicFolder])
        let views = tree.files(under: [viewFolder])
        let web = tree.files(under: [webFolder])
        // MVC's controllers are its presentation logic; elsewhere it sits in the files of the logic's roles.
        func isPresentation(_ path: String) -> Bool {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            return architecture == .mvc || presentationKinds.contains(TypeStem(fileName: name).kind)
        }
        var browserViews = 0
        var browserPresentation = 0
        var bothCompile = 0
        var choosing = 0
        for file in views {
            let only = LineCounter.frontEndLines(in: file.text)
            bothCompile += LineCounter.codeLines(in: file.text) - only.browser - only.terminal - only.choosing
            choosing += only.choosing
            if isPresentation(file.path) { browserPresentation += only.browser } else { browserViews += only.browser }
        }
        for file in web {
            let lines = LineCounter.codeLines(in: file.text)
            if isPresentation(file.path) { browserPresentation += lines } else { browserViews += lines }
        }
        let logicNamingBrowser = logic.map { file in
            file.text.split(separator: "\n").filter { line in browserNames.contains { line.contains($0) } }.count
        }.reduce(0, +)
        let browserViewsShared = tree.files(under: ["Sources/WebSceneViews/"]).map {
            LineCounter.codeLines(in: $0.text)
        }
        .reduce(0, +)
        // The browser front end is built when its module has files of its own, or compiles the view layer's files
        // as its own through a link to their folder.
        let built = !web.isEmpty || tree.links[webFolder + "Views"] == String(viewFolder.dropLast())
        let layer = architecture == .mvc ? "controllers" : "views"
        let presentationScope =
            architecture == .mvc
            ? "MVC's controllers are its presentation logic"
            : "files of a presenter, view model, state, business model, interactor, effect runner, effect or message"
        let figures = [
            Figure(label: "logic both front ends run", value: Double(codeLines(logic)), unit: "lines"),
            Figure(label: "\(layer) both compile", value: Double(bothCompile), unit: "lines"),
            Figure(label: "\(layer) written for the browser", value: Double(browserViews), unit: "lines"),
            Figure(label: "lines choosing the front end", value: Double(choosing), unit: "lines"),
            Figure(label: "presentation logic written again", value: Double(browserPresentation), unit: "lines"),
            Figure(label: "logic lines naming the browser", value: Double(logicNamingBrowser), unit: "lines"),
            Figure(
                label: "the browser's shared views (every architecture)", value: Double(browserViewsShared),
                unit: "lines"),
        ]
        let holds = built && browserPresentation == 0 && logicNamingBrowser == 0
        return Claim(
            id: "second-layout-\(architecture.rawValue)", seed: Seed.review,
            quote: "5 in MVP and MVVM, between V and P or VM theory is many to many relationship, different layout in "
                + "the same logic only need to replace the V layer, and the same layout of different logic only need "
                + "to replace P or VM layer.",
            gloss: "The first half, in \(name): a different layout over the same logic replaces only V — measured on "
                + "the browser, a second front end over the logic the terminal runs.",
            scope: "\(name)'s logic (\(logicFolder)), which both front ends run; its \(layer) (\(viewFolder)), "
                + "compiled once against each toolkit (when \(webFolder)Views links to them): the lines both compile, "
                + "those inside `#if BROWSER`, and the `#if BROWSER`, `#else` and `#endif` lines that choose (the "
                + "toolkit's imports left out); its browser module's own files (\(webFolder)); of the browser's "
                + "lines, those that are presentation logic written again (\(presentationScope)); the logic's lines naming the browser (\(browserNames.joined(separator: ", ")))",
            threshold: "holds if \(name) has a browser front end that wrote no presentation logic again and whose "
                + "logic names nothing of the browser",
            figures: figures, verdict: holds ? .holds : .fails)
    }

    private static func codeLines(_ files: [(path: String, text: String)]) -> Int {
        files.map { LineCounter.codeLines(in: $0.text) }.reduce(0, +)
    }
}
