/// The claims about what can be tested without a view.
extension Claim {
    /// The unit-test targets of the architectures, whose files importing no UI module are the "UI-free" tests.
    static let unitTestFolders = [
        "Tests/MVCTests/", "Tests/MVPTests/", "Tests/MVVMTests/", "Tests/TEATests/", "Tests/VIPERTests/",
    ]

    /// Presentation executed by UI-free tests: at most this share in MVC, at least the other in MVP, MVVM and TEA.
    static let mvcPresentationCeiling = 20.0, layeredPresentationFloor = 70.0

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

    static func presentationLogicTestable(_ tree: SourceTree, coverage: Coverage?) -> Claim {
        var claim = Claim(
            id: "presentation-logic-testable", seed: Seed.mvpDemo,
            quote: "MVC的缺點在于并沒有區分業務邏輯和業務展示, 這對單元測試很不友好。而MVP針對以上缺點做了優化, 它將業務邏輯和業務展示也做了一層隔離",
            gloss: "MVC's weakness is that it does not separate business logic from presentation, which is unfriendly "
                + "to unit tests; MVP isolates the two.",
            scope: "presentation logic — MVC: its view controllers, Sources/MVCTerminal/<scene>/; "
                + "MVP: Sources/MVP/<scene>/; MVVM: Sources/MVVM/<scene>/; TEA: Sources/TEA/<scene>/; VIPER: "
                + "Sources/VIPER/<scene>/ (presenters and interactors) — share of its llvm-cov lines executed by "
                + "the unit tests that import no UI module (`mvx report --ui-free-test-filter`)",
            threshold:
                "holds if MVC's share is at most \(Int(mvcPresentationCeiling))% and MVP's, MVVM's, TEA's and VIPER's "
                + "are at least \(Int(layeredPresentationFloor))%; unmeasured without --coverage: run "
                + "swift test --enable-code-coverage --filter \"$(mvx report --ui-free-test-filter)\", then "
                + "mvx report --coverage \"$(swift test --show-codecov-path)\"",
            figures: [], verdict: .unmeasured)
        guard let coverage else { return claim }
        var shares: [ReportArchitecture: Double] = [:]
        for architecture in [ReportArchitecture.mvc, .mvp, .mvvm, .tea, .viper] {
            let paths = SceneLayout.all.flatMap { scene in
                // MVC's presentation logic is in its view controllers; the others' in their logic modules.
                let folder =
                    architecture == .mvc ? architecture.viewFolder(for: scene) : architecture.logicFolder(for: scene)
                return tree.files(under: [folder].compactMap { $0 }).map(\.path)
            }
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
        let holds =
            (shares[.mvc] ?? 100) <= mvcPresentationCeiling && (shares[.mvp] ?? 0) >= layeredPresentationFloor
            && (shares[.mvvm] ?? 0) >= layeredPresentationFloor
            && (shares[.tea].map { $0 >= layeredPresentationFloor } ?? true)
            && (shares[.viper].map { $0 >= layeredPresentationFloor } ?? true)
        claim.verdict = holds ? .holds : .fails
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
