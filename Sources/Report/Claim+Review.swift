/// The claims of seed 000's summary: MVC's M and V reused, MVP's and MVVM's extra files, MVVM's smaller code, and
/// one layout over different logic.
extension Claim {
    /// The architectures built over the same Model and shared views.
    private static let layered: [ReportArchitecture] = [.mvc, .mvp, .mvvm, .tea, .viper]

    static func modelAndViewsReused(_ tree: SourceTree, rows: [CodeReport.Row]) -> Claim {
        let coupledViews = tree.files(under: ["Sources/SceneViews/"]).filter { imports("Model", in: $0.text) }.count
        let modelWithUI = tree.files(under: ["Sources/Model/"]).filter { SwiftText.importsUI($0.text) }.count
        var figures = [
            Figure(label: "shared views importing Model", value: Double(coupledViews), unit: "files"),
            Figure(label: "Model importing a UI module", value: Double(modelWithUI), unit: "files"),
        ]
        var mvcShare: Double?
        for architecture in layered {
            let scenes = rows.filter { $0.architecture == architecture && $0.scene != CodeReport.supportScene }
            let reused = scenes.map { $0.model + $0.sharedViews }.reduce(0, +)
            let own = scenes.map(\.ownCodeLines).reduce(0, +) + supportLines(rows, architecture)
            guard own > 0 else { continue }
            let name = architecture.rawValue.uppercased()
            let share = percent(reused, of: reused + own)
            if architecture == .mvc {
                mvcShare = share
                figures += [
                    Figure(label: "MVC's Model and shared views", value: Double(reused), unit: "lines"),
                    Figure(label: "MVC's own code", value: Double(own), unit: "lines"),
                ]
            }
            figures.append(Figure(label: "\(name) reused", value: share, unit: "%"))
        }
        let holds = coupledViews == 0 && modelWithUI == 0 && (mvcShare ?? 0) >= 50
        return Claim(
            id: "model-and-views-reused", seed: Seed.review,
            quote: "1.MVC as the old architecture, has the advantages of the business scene by the display data type "
                + "is divided into several modules, each module in the C layer is responsible for business logic and "
                + "business show, while M and V should be isolated from each other for reuse, other each module can "
                + "also be handled properly reuse unit.",
            gloss: "MVC splits a scene into modules by the data they show; each module's C does its logic and "
                + "display, while M and V are kept apart from each other so that they are reused.",
            scope: "every scene: the Model it alone uses and its shared views (Sources/SceneViews/<scene>/), the M and "
                + "V that each architecture's C (or P, VM, update, presenter) is put over unchanged, against the code "
                + "the architecture writes itself (logic, controllers or views, and its Support plumbing); apart: "
                + "whether any shared view imports Model, or any Model file a UI module",
            threshold: "holds if no shared view imports Model and no Model file a UI module (M and V kept apart), and "
                + "the reused Model and shared views are at least half of MVC's code for its scenes",
            figures: figures, verdict: holds ? .holds : .fails)
    }

    static func layeringDoublesFiles(_ rows: [CodeReport.Row]) -> Claim {
        func built(_ architecture: ReportArchitecture) -> Set<String> {
            Set(rows.filter { $0.architecture == architecture }.map(\.scene))
        }
        // Each one's plumbing counts whether the others have any or not.
        let scenes = built(.mvc).intersection(built(.mvp)).intersection(built(.mvvm)).union([CodeReport.supportScene])
        func files(_ architecture: ReportArchitecture) -> Int {
            rows.filter { $0.architecture == architecture && scenes.contains($0.scene) }.map(\.files).reduce(0, +)
        }
        let (mvc, mvp, mvvm, viper) = (files(.mvc), files(.mvp), files(.mvvm), files(.viper))
        var figures = [
            Figure(label: "MVC", value: Double(mvc), unit: "files"),
            Figure(label: "MVP", value: Double(mvp), unit: "files"),
            Figure(label: "MVVM", value: Double(mvvm), unit: "files"),
            Figure(label: "MVP/MVC", value: percent(mvp, of: mvc), unit: "%"),
            Figure(label: "MVVM/MVC", value: percent(mvvm, of: mvc), unit: "%"),
        ]
        if viper > 0 { figures.append(Figure(label: "VIPER, same scenes", value: Double(viper), unit: "files")) }
        let sceneCount = scenes.subtracting([CodeReport.supportScene]).count
        return Claim(
            id: "layering-doubles-files", seed: Seed.review,
            quote: "4.MVP and MVVM MVC will be established so because stratified two times the above documents, code "
                + "management good.",
            gloss: "Because they are layered, MVP and MVVM create more than twice as many files as MVC (the "
                + "translation's “two times the above documents” read as “more than twice the files”); the code is "
                + "well managed.",
            scope: "Swift files of each architecture's own layers (logic, and controllers or views) over the "
                + "\(sceneCount) scenes built in MVC, MVP and MVVM, plus each one's Support plumbing; the shared "
                + "views and Model are the same in all and left out; VIPER's over the same scenes beside them",
            threshold: "holds if MVP and MVVM each have at least twice MVC's files",
            figures: figures, verdict: mvc > 0 && mvp >= 2 * mvc && mvvm >= 2 * mvc ? .holds : .fails)
    }

    static func mvvmHasLessCode(_ rows: [CodeReport.Row]) -> Claim {
        // Each one's plumbing counts whether the other has any or not: MVVM's binding is its cost.
        let scenes = Set(rows.filter { $0.architecture == .mvp }.map(\.scene))
            .intersection(rows.filter { $0.architecture == .mvvm }.map(\.scene)).union([CodeReport.supportScene])
        let sceneCount = scenes.subtracting([CodeReport.supportScene]).count
        func total(_ architecture: ReportArchitecture) -> Int {
            rows.filter { $0.architecture == architecture && scenes.contains($0.scene) }
                .map(\.ownCodeLines).reduce(0, +)
        }
        let (mvp, mvvm) = (total(.mvp), total(.mvvm))
        return Claim(
            id: "mvvm-less-code", seed: Seed.review,
            quote: "As 3.MVVM synthesizer, through binding data to update the data, reducing the amount of code, "
                + "while optimizing the code logic, just learning a high cost, not friendly enough for beginners.",
            gloss: "MVVM, which draws MVC and MVP together, updates the view by binding data and so cuts the amount "
                + "of code — against MVP's, which the summary's point 2 says brings a lot of it.",
            scope: "code lines of MVP's and MVVM's own layers (logic and views) over the \(sceneCount) scenes built "
                + "in both, plus each one's Support plumbing (MVVM's binding included); the shared views and Model "
                + "are the same in both and left out",
            threshold: "holds if MVVM has fewer code lines than MVP",
            figures: comparison(("MVP", mvp), ("MVVM", mvvm)),
            verdict: mvp > 0 && mvvm > 0 && mvvm < mvp ? .holds : .fails)
    }

    static func sameLayoutOtherLogic(_ tree: SourceTree) -> Claim {
        guard let follow = SceneLayout.all.first(where: { $0.folder == "Follow" }) else {
            return sameLayoutClaim(figures: [], verdict: .fails)
        }
        let sharedLines = kindLines(in: tree.files(under: ["Sources/SceneViews/\(follow.folder)/"]))
        var figures = [Figure(label: "shared views reading the kind", value: Double(sharedLines), unit: "lines")]
        var viewLines: [ReportArchitecture: Int] = [:]
        for architecture in layered {
            let views = architecture.viewFolder(for: follow).map { tree.files(under: [$0]) } ?? []
            let logic = tree.files(under: [architecture.logicFolder(for: follow)])
            guard !views.isEmpty, !logic.isEmpty else { continue }
            let name = architecture.rawValue.uppercased()
            let layer = architecture == .mvc ? "controllers" : "views"
            viewLines[architecture] = kindLines(in: views)
            figures += [
                Figure(label: "\(name) \(layer) reading it", value: Double(kindLines(in: views)), unit: "lines"),
                Figure(label: "\(name) logic reading it", value: Double(kindLines(in: logic)), unit: "lines"),
            ]
        }
        let holds = sharedLines == 0 && [ReportArchitecture.mvp, .mvvm].allSatisfy { viewLines[$0] == 0 }
        return sameLayoutClaim(figures: figures, verdict: holds ? .holds : .fails)
    }

    private static func sameLayoutClaim(figures: [Figure], verdict: Verdict) -> Claim {
        Claim(
            id: "same-layout-other-logic", seed: Seed.review,
            quote: "5 in MVP and MVVM, between V and P or VM theory is many to many relationship, different layout in "
                + "the same logic only need to replace the V layer, and the same layout of different logic only need "
                + "to replace P or VM layer.",
            gloss: "In MVP and MVVM, V and P or VM are many-to-many: a different layout over the same logic replaces "
                + "only V, and the same layout over different logic replaces only P or VM.",
            scope: "the second half, on Following and Discover — one list of users over two logics (the "
                + "UserListKind the logic is made with): the code lines outside the logic that read the kind "
                + "(`kind.`, `UserListKind.`, `.following`, `.discover`), so that the two screens differ there — in "
                + "each architecture's views or controllers (Sources/<ARCH>Views/Follow/) and the shared views "
                + "(Sources/SceneViews/Follow/) — and, beside them, the logic's own such lines (Sources/<ARCH>/Follow/"
                + "). The first half, a second layout over the same logic (the browser), has a row per architecture "
                + "(second-layout-ARCH)",
            threshold: "holds if neither MVP's nor MVVM's views nor the shared views read the kind: the logic alone "
                + "makes Discover out of Following",
            figures: figures, verdict: verdict)
    }

    /// Code lines of `architecture`'s Support row.
    private static func supportLines(_ rows: [CodeReport.Row], _ architecture: ReportArchitecture) -> Int {
        rows.filter { $0.architecture == architecture && $0.scene == CodeReport.supportScene }.map(\.support)
            .reduce(0, +)
    }

    /// Whether `text` imports `module`.
    private static func imports(_ module: String, in text: String) -> Bool {
        text.split(separator: "\n").contains { line in
            let words = line.split(whereSeparator: \.isWhitespace)
            return words.contains("import") && words.last.map(String.init) == module
        }
    }

    /// The code lines of `files` that read a user list's kind: a member of `kind` or `UserListKind`, or the case
    /// `.following` or `.discover`.
    private static func kindLines(in files: [(path: String, text: String)]) -> Int {
        files.map { file in
            file.text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
                let code = line.firstRange(of: "//").map { line[..<$0.lowerBound] } ?? line
                return LineCounter.codeLines(in: String(code)) == 1
                    && (word("kind.", in: code) || word("UserListKind.", in: code)
                        || word(".following", in: code, endsWord: true)
                        || word(".discover", in: code, endsWord: true))
            }.count
        }.reduce(0, +)
    }

    /// Whether `pattern` occurs in `text` not preceded by a letter, digit or `_` (a `.` may precede it: `a.kind.`),
    /// and, if `endsWord`, not followed by one.
    private static func word(_ pattern: String, in text: Substring, endsWord: Bool = false) -> Bool {
        func isIdentifier(_ character: Character?) -> Bool {
            character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
        }
        return text.ranges(of: pattern).contains { range in
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            return !isIdentifier(before) && !(endsWord && isIdentifier(after))
        }
    }
}
