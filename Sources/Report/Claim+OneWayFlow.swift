import Foundation

/// The claim about seed 002's one-way data flow in MVC: an action changes the model, and only the model's change
/// changes the view.
extension Claim {
    static func oneWayFlow(_ tree: SourceTree) -> Claim {
        var figures: [Figure] = []
        var byHand = 0
        var callbacks = 0
        var measured = 0
        for scene in SceneLayout.all {
            let controllers = controllerFiles(tree, under: "Sources/MVCViews/\(scene.folder)/")
            guard !controllers.isEmpty else { continue }
            let flow = controllers.map { ControllerFlow(text: $0.text) }.reduce(ControllerFlow.none, +)
            // 002's claim is about MVC with its Model layer done right: a scene without a business model is beside.
            let hasBusinessModel = !tree.files(under: [ReportArchitecture.mvc.logicFolder(for: scene)]).isEmpty
            if hasBusinessModel {
                measured += 1
                byHand += flow.byHand
                callbacks += flow.callbacks
                figures.append(
                    Figure(label: "\(scene.name) view set by hand", value: Double(flow.byHand), unit: "lines"))
            } else {
                figures.append(
                    Figure(
                        label: "\(scene.name) (no business model) view set by hand", value: Double(flow.byHand),
                        unit: "lines"))
            }
        }
        figures.append(Figure(label: "model callbacks", value: Double(callbacks), unit: "functions"))
        for (variant, suffix) in [("massive", "Massive"), ("seed", "Seed")] {
            for scene in SceneLayout.all {
                let files = controllerFiles(tree, under: "Sources/MVCTerminal/\(scene.folder)\(suffix)/")
                guard !files.isEmpty else { continue }
                let flow = files.map { ControllerFlow(text: $0.text) }.reduce(ControllerFlow.none, +)
                figures.append(
                    Figure(
                        label: "\(scene.name) \(variant) view set by hand", value: Double(flow.byHand), unit: "lines"))
            }
        }
        return Claim(
            id: "one-way-flow", seed: Seed.massive,
            quote: "从而实现 操作-->更改数据、更改UI的流程 转变为 操作 --> 更改数据 --> 更改UI的单向数据流;",
            gloss: "So that “action → change the data and the UI” becomes the one-way data flow “action → change the "
                + "data → change the UI”.",
            scope:
                "MVC's controllers (Sources/MVCViews/<scene>/, not *Cell.swift or *View.swift) in each scene with "
                + "a business model (Sources/MVC/<scene>/): the statements that change a view — assign to a view's "
                + "property, or call apply, reload…, insertRows, show…, hide…, set…, start/stopAnimating on it — "
                + "outside the model's callbacks (a func whose first parameter is `_ model:`, a closure handed to a "
                + "model) that either follow a call into a model (a stored property that is not a view) in the same "
                + "function or closure, or touch the loading indicator or status; a scene without a business model, "
                + "the massive controllers and the seeds' own MVC beside them",
            threshold: "holds if no such statement exists in those scenes and the controllers hear the model through "
                + "callbacks (at least one)",
            figures: measured == 0 ? [] : figures,
            verdict: measured > 0 && byHand == 0 && callbacks > 0 ? .holds : .fails)
    }

    /// The controller files in `folder`: everything but the views (`*Cell.swift`, `*View.swift`).
    static func controllerFiles(_ tree: SourceTree, under folder: String) -> [(path: String, text: String)] {
        tree.files(under: [folder]).filter { !$0.path.hasSuffix("Cell.swift") && !$0.path.hasSuffix("View.swift") }
    }
}

/// How one controller file's code changes its views: the statements that set a view by hand and the model callbacks.
struct ControllerFlow {
    /// Statements outside the model's callbacks that change a view after a call into a model, or touch the indicator.
    var byHand: Int
    /// Functions that are a model's callbacks.
    var callbacks: Int

    static let none = ControllerFlow(byHand: 0, callbacks: 0)

    /// A stored property of a top-level type: `let` or `var` indented once, after any modifiers.
    private static var storedProperty: Regex<(Substring, Substring)> {
        /^    (?:(?:private|fileprivate|internal|public|weak|unowned|lazy|final|static|nonisolated|@\w+)(?:\([^)]*\))?\s+)*(?:let|var)\s+(\w+)/
            .anchorsMatchLineEndings()
    }

    static func + (left: ControllerFlow, right: ControllerFlow) -> ControllerFlow {
        ControllerFlow(byHand: left.byHand + right.byHand, callbacks: left.callbacks + right.callbacks)
    }

    init(byHand: Int, callbacks: Int) {
        self.byHand = byHand
        self.callbacks = callbacks
    }

    /// Reads `text`, a controller's source file.
    init(text: String) {
        let code = SwiftText.codeOnly(text)
        let viewWords = [
            "view", "label", "button", "cell", "control", "header", "bar", "indicator", "status", "table", "hud",
        ]
        let models = Set(
            code.matches(of: Self.storedProperty).map { String($0.output.1) }
                .filter { name in !viewWords.contains { name.lowercased().contains($0) } })
        var byHand = 0
        var callbacks = 0
        for function in SwiftText.functions(in: code) {
            if function.signature.contains(/\(\s*_\s+model\s*:/) {
                callbacks += 1
                continue
            }
            var afterModelCall = false
            for statement in Self.statements(of: function.body, models: models) {
                if Self.callsModel(statement, models: models) {
                    afterModelCall = true
                } else if Self.changesView(statement, models: models) {
                    let lowered = statement.lowercased()
                    let indicator = ["loading", "status", "hud", "animating", "indicator", "spinner"].contains {
                        lowered.contains($0)
                    }
                    if afterModelCall || indicator { byHand += 1 }
                }
            }
        }
        self.init(byHand: byHand, callbacks: callbacks)
    }

    /// The statements of `body`, one a line or between `;`; a closure handed over (`x.onTap = { … in a(); b() }`) is
    /// replaced by its own statements, and one handed to a model (`feed.onChange = { … }`) is a callback, dropped.
    private static func statements(of body: Substring, models: Set<String>) -> [String] {
        body.split(separator: "\n").flatMap { line -> [String] in
            var text = String(line)
            if let wiring = text.firstMatch(of: /^\s*(?:let|var)?\s*([\w?.]+)[^=]*=\s*\{(.*)$/) {
                let root = root(of: String(wiring.output.1))
                if models.contains(root) { return [] }
                var inner = String(wiring.output.2)
                if let header = inner.firstMatch(of: /^[^"]*?\bin\s/) {
                    inner = String(inner[header.range.upperBound...])
                }
                text = inner
            }
            return text.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
    }

    /// `self?.model.rows` → `model`.
    private static func root(of path: String) -> String {
        let parts = path.split(separator: ".").map { $0.replacingOccurrences(of: "?", with: "") }
            .map { $0.replacingOccurrences(of: "!", with: "") }
        return parts.first { $0 != "self" } ?? ""
    }

    /// Whether `statement` is a call into a model: `model.reload()`, `self?.feed.retry()`, `_ = model.x()`.
    private static func callsModel(_ statement: String, models: Set<String>) -> Bool {
        guard
            let call = statement.firstMatch(
                of: /^(?:_\s*=\s*)?(?:try\s+)?(?:await\s+)?(?:self[?!]?\.)?(\w+)[?!]?\.\w+\(/)
        else { return false }
        return models.contains(String(call.output.1))
    }

    /// Whether `statement` changes a view: assigns to a property of something that is not a model (its delegate or
    /// data source aside), or calls a redrawing method on it.
    private static func changesView(_ statement: String, models: Set<String>) -> Bool {
        if let assignment = statement.firstMatch(of: /^([\w?!]+(?:\.[\w?!]+)+)\s*=(?!=)/) {
            let path = String(assignment.output.1)
            let last = path.split(separator: ".").last.map(String.init) ?? ""
            return !models.contains(root(of: path)) && !["delegate", "dataSource"].contains(last)
        }
        let redraw =
            /(?:^|[^\w])(?:([\w?!.]+)\.)?(apply|reload\w*|insertRows|deleteRows|show\w*|hide\w*|set[A-Z]\w*|startAnimating|stopAnimating)\(/
        guard let call = statement.firstMatch(of: redraw) else { return false }
        guard let receiver = call.output.1 else { return true }
        let root = root(of: String(receiver))
        return !models.contains(root)
    }
}
