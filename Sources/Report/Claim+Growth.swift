/// The claim about where logic added later lands: seed 004's "more logic only grows the presenter".
extension Claim {
    static func logicGrowsOnlyThePresenter(_ tree: SourceTree) -> Claim {
        let counterModel = SceneLayout.all.first { $0.folder == "Counter" }?.model ?? []
        let shared = ["Sources/SceneViews/Counter/"] + counterModel
        var figures: [Figure] = []
        var notBuilt: [String] = []
        var stale: [String] = []
        var mvp: (layer: String, lines: Int)?
        for change in CounterRuleChange.all {
            switch landing(of: change, in: tree, shared: shared) {
            case .notBuilt: notBuilt.append(change.name)
            case .stale: stale.append(change.name)
            case .landed(let layer, let lines):
                figures.append(Figure(label: "\(change.name) adds to \(layer)", value: Double(lines), unit: "lines"))
                if change.name == CounterRuleChange.mvp.name { mvp = (layer, lines) }
            }
        }
        let verdict: Verdict =
            if !stale.isEmpty {
                .unmeasured
            } else if let mvp, mvp.layer == "logic", mvp.lines > 0 {
                .holds
            } else {
                .fails
            }
        let missing = notBuilt.isEmpty ? "" : "; not built here, so not measured: " + notBuilt.joined(separator: ", ")
        let broken =
            stale.isEmpty
            ? ""
            : "; the edits of " + stale.joined(separator: ", ") + " no longer apply to the sources: update them in "
                + "Sources/Report/CounterRuleChange.swift"
        return Claim(
            id: "logic-grows-only-presenter", seed: Seed.mvpDemo,
            quote: "代碼瞬間減少了一半,就算以后增加邏輯代碼,也只是會增加Present。",
            gloss: "The code was cut in half at once; even when logic is added later, only the Presenter grows.",
            scope: "one rule added to Counter later — a number never goes above \(CounterRuleChange.ceiling) (`+` on "
                + "a \(CounterRuleChange.ceiling) does nothing) — written as each variant's edit "
                + "(Sources/Report/CounterRuleChange.swift) and applied to its Counter files (Sources/<ARCH>/Counter/ "
                + "and Sources/<ARCH>Views/Counter/; seed 004's own MVC, variant mvc-seed, in "
                + "Sources/MVCTerminal/CounterSeed/) or the shared Counter views and Model: the code lines the edit "
                + "adds, by the layer of the file they land in (logic, controllers, views, shared views, model)"
                + missing + broken,
            threshold: "holds if every line MVP's edit adds lands in its logic (the presenter); the other variants "
                + "beside it; unmeasured when an edit no longer applies to the sources",
            figures: figures, verdict: verdict)
    }

    /// Where a variant's edit lands.
    private enum Landing {
        /// The variant has no Counter files in the tree.
        case notBuilt
        /// Its `old` code is not in its files exactly once.
        case stale
        /// It adds `lines` code lines to a file of `layer`.
        case landed(layer: String, lines: Int)
    }

    private static func landing(of change: CounterRuleChange, in tree: SourceTree, shared: [String]) -> Landing {
        let own = tree.files(under: change.folders)
        guard !own.isEmpty else { return .notBuilt }
        let found = (own + tree.files(under: shared)).filter { $0.text.contains(change.old) }
        guard found.count == 1, let file = found.first, file.text.ranges(of: change.old).count == 1 else {
            return .stale
        }
        let changed = file.text.replacing(change.old, with: change.new)
        let added = UnifiedDiff(old: file.text, new: changed).edits.filter { edit in
            if case .added(let line) = edit { LineCounter.codeLines(in: line) == 1 } else { false }
        }
        return .landed(layer: layer(of: file.path), lines: added.count)
    }

    /// The layer of a scene's file, by the report's one set of names: `model` (Sources/Model/), `support` (each
    /// architecture's Support folders, Sources/SceneViews/Common/, composition), `shared views`
    /// (Sources/SceneViews/<scene>/), `logic` (an architecture's UI-free module), `controllers` and `views` (MVC's
    /// view layer and "before" controllers: a file named `…Cell.swift` or `…View.swift` is a view, the rest
    /// controllers), `views` (another architecture's view layer).
    private static func layer(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let module = path.split(separator: "/").dropFirst().first.map(String.init) ?? ""
        if module == "Model" { return "model" }
        if path.contains("/Support/") || path.hasPrefix("Sources/SceneViews/Common/") { return "support" }
        switch module {
        case "SceneViews": return "shared views"
        case "MVC", "MVP", "MVVM", "TEA", "VIPER": return "logic"
        case "MVCViews", "MVCTerminal":
            return name.hasSuffix("Cell.swift") || name.hasSuffix("View.swift") ? "views" : "controllers"
        case "MVPViews", "MVVMViews", "TEAViews", "VIPERViews": return "views"
        default: return "support"
        }
    }
}
