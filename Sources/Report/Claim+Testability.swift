/// The claims about what can be tested without a view.
extension Claim {
    /// The unit-test targets of the architectures, whose files importing no UI module are the "UI-free" tests.
    static let unitTestFolders = [
        "Tests/MVCTests/", "Tests/MVPTests/", "Tests/MVVMTests/", "Tests/TEATests/", "Tests/VIPERTests/",
    ]

    /// How many percentage points more of its own code an architecture that isolates presentation must have
    /// executed by UI-free tests than MVC.
    static let presentationMargin = 20.0

    static func businessLogicTestableApart(_ tree: SourceTree) -> Claim {
        let models = SceneLayout.all.flatMap { scene in
            tree.files(under: [ReportArchitecture.mvc.logicFolder(for: scene)]).filter { file in
                let name = file.path.split(separator: "/").last ?? ""
                return name.contains("Model") && !name.contains("Delegate") && !name.contains("+")
            }
        }.map { file in String(file.path.split(separator: "/").last?.dropLast(6) ?? "") }
        let freeTests = tree.files(under: ["Tests/MVCTests/"]).filter { !SwiftText.importsUI($0.text) }
        let tested = models.filter { model in freeTests.contains { SwiftText.names(model, in: $0.text) } }
        let testCount = freeTests.filter { file in tested.contains { SwiftText.names($0, in: file.text) } }
            .map { SwiftText.testCount(in: $0.text) }.reduce(0, +)
        let interactors = SceneLayout.all.flatMap { scene in
            tree.files(under: [ReportArchitecture.viper.logicFolder(for: scene)]).filter {
                $0.path.hasSuffix("Interactor.swift")
            }
        }.map { file in String(file.path.split(separator: "/").last?.dropLast(6) ?? "") }
        let viperFreeTests = tree.files(under: ["Tests/VIPERTests/"]).filter { !SwiftText.importsUI($0.text) }
        let testedInteractors = interactors.filter { name in
            viperFreeTests.contains { SwiftText.names(name, in: $0.text) }
        }
        let viperFigures =
            interactors.isEmpty
            ? []
            : [
                Figure(label: "VIPER interactors", value: Double(interactors.count), unit: "models"),
                Figure(label: "VIPER tested without UI", value: Double(testedInteractors.count), unit: "models"),
            ]
        return Claim(
            id: "business-logic-testable", seed: Seed.massive,
            quote: "便于测试:在正确使用Model层的情况下,业务处理和View、Controller完全解耦,可以单独测试业务逻辑;",
            gloss: "Easy to test: with the Model layer used properly, the business logic is fully decoupled from View "
                + "and Controller and can be tested on its own.",
            scope: "MVC's business models (Sources/MVC/<scene>/*Model*.swift, not delegates or extensions) and the "
                + "MVCTests files that import no UI module (\(SwiftText.uiModules.sorted().joined(separator: ", "))) "
                + "and name one; VIPER's interactors (Sources/VIPER/<scene>/*Interactor.swift) and the VIPERTests "
                + "that name one beside them",
            threshold: "holds if every MVC business model is named by a test file that imports no UI module",
            figures: [
                Figure(label: "business models", value: Double(models.count), unit: "models"),
                Figure(label: "tested without UI", value: Double(tested.count), unit: "models"),
                Figure(label: "their UI-free tests", value: Double(testCount), unit: "tests"),
            ] + viperFigures,
            verdict: !models.isEmpty && tested.count == models.count ? .holds : .fails)
    }

    /// The architectures whose presentation logic is measured, each against MVC's.
    static let presentationArchitectures: [ReportArchitecture] = [.mvc, .mvp, .mvvm, .tea, .viper]

    /// The files of `architecture`'s scenes the presentation-logic claim reads: its logic module's and its terminal
    /// module's, the views (`*Cell.swift`, `*View.swift` in the terminal module) aside.
    static func presentationPaths(_ tree: SourceTree, _ architecture: ReportArchitecture) -> [String] {
        SceneLayout.all.flatMap { scene in
            tree.files(under: [architecture.logicFolder(for: scene)]).map(\.path)
                + (architecture.viewFolder(for: scene).map { controllerFiles(tree, under: $0).map(\.path) } ?? [])
        }
    }

    /// Every file the presentation-logic claim reads: what the coverage cache holds.
    public static func presentationPaths(_ tree: SourceTree) -> [String] {
        presentationArchitectures.flatMap { presentationPaths(tree, $0) }.sorted()
    }

    static func presentationLogicTestable(_ tree: SourceTree, coverage given: Coverage?) -> Claim {
        let rule =
            "holds if MVP's share exceeds MVC's by at least \(Int(presentationMargin)) percentage points (the seed "
            + "compares the two; MVVM's, TEA's and VIPER's beside them)"
        var claim = Claim(
            id: "presentation-logic-testable", seed: Seed.mvpDemo,
            quote: "MVC的缺點在于并沒有區分業務邏輯和業務展示, 這對單元測試很不友好。而MVP針對以上缺點做了優化, 它將業務邏輯和業務展示也做了一層隔離",
            gloss: "MVC's weakness is that it does not separate business logic from presentation, which is unfriendly "
                + "to unit tests; MVP isolates the two.",
            scope: "each architecture's own code for its scenes, where its presentation logic is, views aside: its "
                + "logic module (Sources/<ARCH>/<scene>/: MVC's business models, MVP's presenters, MVVM's view "
                + "models, TEA's states, updates and effect runners, VIPER's presenters and interactors) and its "
                + "terminal module's controllers (Sources/<ARCH>Views/<scene>/, not *Cell.swift or *View.swift: "
                + "MVC's view controllers and helpers, the others' view controllers, VIPER's routers); the share of "
                + "their llvm-cov lines that the unit tests importing no UI module execute "
                + "(`mvx report --ui-free-test-filter`). MVC's presentation logic sits in its view controllers, which "
                + "a UI-free test cannot reach, so its share is what its business models carry; an MVC that moved "
                + "presentation into its models would raise it. Read from \(CoverageCache.path) (or --coverage)",
            threshold: rule, figures: [], verdict: .unmeasured)
        let paths = presentationPaths(tree)
        let coverage: Coverage
        if let given {
            coverage = given
        } else if let text = tree.coverageCache, let cache = try? CoverageCache(json: text) {
            let stale = cache.staleFiles(for: paths, in: tree)
            guard stale.isEmpty else {
                claim.threshold =
                    "\(rule); unmeasured: \(CoverageCache.path) is stale (\(stale.count) files changed since it was "
                    + "made, first \(stale[0])); refresh it: \(CoverageCache.refreshCommand)"
                return claim
            }
            coverage = cache.coverage
        } else {
            claim.threshold =
                "\(rule); unmeasured: no readable \(CoverageCache.path); make it: \(CoverageCache.refreshCommand)"
            return claim
        }
        var shares: [ReportArchitecture: Double] = [:]
        for architecture in presentationArchitectures {
            let paths = presentationPaths(tree, architecture)
            // TEA and VIPER count once they are built; the other three always do.
            guard ![.tea, .viper].contains(architecture) || !paths.isEmpty else { continue }
            let lines = coverage.lines(of: paths)
            let share = percent(lines.covered, of: lines.count)
            shares[architecture] = share
            let name = architecture.rawValue.uppercased()
            claim.figures += [
                Figure(label: name, value: share, unit: "%"),
                Figure(label: "\(name) lines executed", value: Double(lines.covered), unit: "lines"),
                Figure(label: "\(name) lines", value: Double(lines.count), unit: "lines"),
            ]
        }
        let (mvc, mvp) = (shares[.mvc] ?? 100, shares[.mvp] ?? 0)
        claim.verdict = mvp >= mvc + presentationMargin ? .holds : .fails
        return claim
    }

    /// The `swift test --filter` pattern that selects the unit tests importing no UI module: their suites, by
    /// target.
    static func uiFreeTestFilter(_ tree: SourceTree) -> String {
        unitTestFolders.flatMap { folder in
            let target = folder.split(separator: "/").last.map(String.init) ?? folder
            return tree.files(under: [folder]).filter {
                !SwiftText.importsUI($0.text) && SwiftText.testCount(in: $0.text) > 0
            }
            .flatMap { SwiftText.typeNames(in: $0.text) }.map { "\(target)\\.\($0)/" }
        }.joined(separator: "|")
    }
}
