/// The claims about how much code each architecture takes.
extension Claim {
    static func modularSceneSize(_ tree: SourceTree) -> Claim {
        let all = tree.files(under: ["Sources/MVCViews/Profile/"])
        let scenes = CodeReport.codeLines(all.filter { $0.path.hasSuffix("ProfileViewController.swift") })
        let total = CodeReport.codeLines(all)
        // VIPER for comparison: its scene is the router that composes the modules and the scene controllers.
        let viper = tree.files(under: ["Sources/VIPER/Profile/", "Sources/VIPERViews/Profile/"])
        let viperScene = CodeReport.codeLines(
            viper.filter {
                $0.path.hasSuffix("ProfileViewController.swift")
                    || ($0.path.contains("/Profile/Profile") && !$0.path.contains("/Profile/ProfileDetail"))
            })
        let viperFigures =
            viper.isEmpty
            ? []
            : [
                Figure(label: "VIPER scene (router, presenter, controllers)", value: Double(viperScene), unit: "lines"),
                Figure(label: "VIPER with its modules", value: Double(CodeReport.codeLines(viper)), unit: "lines"),
            ]
        return Claim(
            id: "modular-scene-size", seed: Seed.modules,
            quote: "To complete these things, it only takes about 100 lines of code with spaces (of course, I ignored "
                + "the layout code of the Scene here).",
            gloss: "A scene assembled from self-managed MVC modules takes about 100 lines.",
            scope:
                "MVC Profile: code lines of the scene controllers (Sources/MVCViews/Profile/*ProfileViewController"
                + ".swift); the whole folder with its modules for comparison; VIPER's scene (its Profile* files but "
                + "the detail module's: router, presenter, protocols, scene controller) beside it",
            threshold: "holds if the scene controllers have 1 to 130 code lines (about 100)",
            figures: [
                Figure(label: "scene controllers", value: Double(scenes), unit: "lines"),
                Figure(label: "with their modules", value: Double(total), unit: "lines"),
            ] + viperFigures,
            verdict: scenes > 0 && scenes <= 130 ? .holds : .fails)
    }

    static func mvpHasMoreCode(_ rows: [CodeReport.Row]) -> Claim {
        let scenes = Set(rows.filter { $0.architecture == .mvc }.map(\.scene))
            .intersection(rows.filter { $0.architecture == .mvp }.map(\.scene))
        let sceneCount = scenes.subtracting([CodeReport.supportScene]).count
        func total(_ architecture: ReportArchitecture) -> Int {
            rows.filter { $0.architecture == architecture && scenes.contains($0.scene) }
                .map(\.ownCodeLines).reduce(0, +)
        }
        let (mvc, mvp, viper) = (total(.mvc), total(.mvp), total(.viper))
        return Claim(
            id: "mvp-more-code", seed: Seed.patterns, quote: "易用性 – 代码量比 MVC 模式的大,但同时 MVP 的概念却非常清晰。",
            gloss: "Ease of use: more code than MVC, but MVP's concepts are very clear.",
            scope:
                "code lines of each architecture's own layers (logic, controllers, views, support) over the \(sceneCount) "
                + "scenes built in both, plus each one's Support plumbing; the shared views and Model are the same in both and "
                + "left out; VIPER's over the same scenes beside them",
            threshold: "holds if MVP has more code lines than MVC",
            figures: comparison(("MVC", mvc), ("MVP", mvp))
                + (viper > 0 ? [Figure(label: "VIPER, same scenes", value: Double(viper), unit: "lines")] : []),
            verdict: mvc > 0 && mvp > mvc ? .holds : .fails)
    }

    /// Where seed 004's own MVC Counter lives (the `mvc-seed` variant), and the MVP view controller it is set against.
    static let seedCounterFolder = "Sources/MVCTerminal/CounterSeed/"
    static let mvpCounterController = "Sources/MVPViews/Counter/CounterViewController.swift"

    static func mvpHalvesTheController(_ tree: SourceTree) -> Claim {
        let seedControllers = controllerFiles(tree, under: seedCounterFolder)
        let mvpController = tree.files(under: [mvpCounterController])
        let (mvc, mvp) = (CodeReport.codeLines(seedControllers), CodeReport.codeLines(mvpController))
        let layered = CodeReport.codeLines(controllerFiles(tree, under: "Sources/MVCViews/Counter/"))
        let viper = CodeReport.codeLines(
            tree.files(under: ["Sources/VIPERViews/Counter/CounterViewController.swift"]))
        let missing = [
            seedControllers.isEmpty ? "seed 004's MVC Counter controller (\(seedCounterFolder))" : nil,
            mvpController.isEmpty ? "MVP's Counter view controller (\(mvpCounterController))" : nil,
        ].compactMap { $0 }
        let rule = "holds if MVP's view controller has at most 60% of the seed MVC controller's lines (about half)"
        return Claim(
            id: "mvp-halves-controller", seed: Seed.mvpDemo,
            quote: "代碼瞬間減少了一半,就算以后增加邏輯代碼,也只是會增加Present。",
            gloss: "The (view controller's) code was cut in half at once; more logic later only grows the presenter.",
            scope: "Counter, as the seed compares it: code lines of seed 004's own MVC controller — it holds the rows "
                + "and the swap rule and hands each cell its model (\(seedCounterFolder), not *Cell.swift or "
                + "*View.swift) — against MVP's Counter view controller (\(mvpCounterController)); MVX's layered "
                + "MVC Counter controller (its rows and rule in the business model) and VIPER's view controller beside "
                + "them",
            threshold: missing.isEmpty
                ? rule : "\(rule); unmeasured: the tree has no \(missing.joined(separator: " and no "))",
            figures: missing.isEmpty
                ? comparison(("seed MVC controller", mvc), ("MVP controller", mvp), ratio: "MVP/seed MVC")
                    + (layered > 0
                        ? [Figure(label: "layered MVC controller", value: Double(layered), unit: "lines")] : [])
                    + (viper > 0 ? [Figure(label: "VIPER controller", value: Double(viper), unit: "lines")] : [])
                : [],
            verdict: !missing.isEmpty ? .unmeasured : mvc > 0 && mvp * 10 <= mvc * 6 ? .holds : .fails)
    }

    static func bindingIsHalf(_ tree: SourceTree) -> Claim {
        let mvp = followStatePath(tree, logic: "Sources/MVP/Follow/", views: "Sources/MVPViews/Follow/")
        let mvvm = followStatePath(tree, logic: "Sources/MVVM/Follow/", views: "Sources/MVVMViews/Follow/")
        let viper = followStatePath(tree, logic: "Sources/VIPER/Follow/", views: "Sources/VIPERViews/Follow/")
        return Claim(
            id: "binding-half", seed: Seed.review,
            quote: "The code is less about half, in addition, logical read more clearly, Cell was observed to bind "
                + "ViewModel isFollowing state, and in the status change, update their display.",
            gloss: "Binding the cell to the view model's isFollowing takes about half the code of MVP's callbacks.",
            scope: "the follow cell's isFollowing path in Following · Discover: every code line of the cell's logic "
                + "(Follow/UserCell*.swift: cell presenter and its view protocol, or cell view model) and of the "
                + "terminal cell (*RowCell.swift), plus the lines elsewhere in the scene's folders that name the "
                + "cell's logic type or attach, bind or update it (attach(view:, bind(to:, userChanged(); VIPER's "
                + "(its cell content and the lines naming it) beside them",
            threshold: "holds if MVVM's path has at most 65% of MVP's lines (about half)",
            figures: comparison(("MVP", mvp), ("MVVM", mvvm))
                + (viper > 0 ? [Figure(label: "VIPER", value: Double(viper), unit: "lines")] : []),
            verdict: mvp > 0 && mvvm > 0 && mvvm * 100 <= mvp * 65 ? .holds : .fails)
    }

    /// Two line counts and the second as a percentage of the first, labelled `SECOND/FIRST` unless `ratio` says.
    static func comparison(_ first: (String, Int), _ second: (String, Int), ratio: String? = nil) -> [Figure] {
        [
            Figure(label: first.0, value: Double(first.1), unit: "lines"),
            Figure(label: second.0, value: Double(second.1), unit: "lines"),
            Figure(label: ratio ?? "\(second.0)/\(first.0)", value: percent(second.1, of: first.1), unit: "%"),
        ]
    }

    /// Code lines of the follow cell's state path in one architecture's Follow folders.
    static func followStatePath(_ tree: SourceTree, logic: String, views: String) -> Int {
        let files = tree.files(under: [logic, views])
        func name(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }
        let cell = files.filter {
            ($0.path.hasPrefix(logic) && name($0.path).hasPrefix("UserCell"))
                || name($0.path).hasSuffix("RowCell.swift")
        }
        let cellTypes = cell.filter { $0.path.hasPrefix(logic) }.map { String(name($0.path).dropLast(6)) }
        let words = cellTypes + ["attach(view:", "bind(to:", "userChanged("]
        let elsewhere = files.filter { file in !cell.contains { $0.path == file.path } }.map { file in
            file.text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
                LineCounter.codeLines(in: String(line)) == 1 && words.contains { line.contains($0) }
            }.count
        }
        return CodeReport.codeLines(cell) + elsewhere.reduce(0, +)
    }

    static func massiveController(_ tree: SourceTree) -> Claim {
        var figures: [Figure] = []
        var holds = true
        for scene in SceneLayout.all {
            let massive = CodeReport.codeLines(tree.files(under: [ReportArchitecture.massive.logicFolder(for: scene)]))
            let mvc = ReportArchitecture.mvc
            let layered = tree.files(
                under: [mvc.logicFolder(for: scene)] + [mvc.viewFolder(for: scene)].compactMap { $0 })
            guard massive > 0, !layered.isEmpty else { continue }
            let largest = layered.map { LineCounter.codeLines(in: $0.text) }.max() ?? 0
            figures += [
                Figure(label: "\(scene.name) massive controller", value: Double(massive), unit: "lines"),
                Figure(label: "\(scene.name) largest layered MVC file", value: Double(largest), unit: "lines"),
            ]
            holds = holds && largest * 2 <= massive
            let viper = tree.files(under: [ReportArchitecture.viper.logicFolder(for: scene)]).map {
                LineCounter.codeLines(in: $0.text)
            }
            if let largestVIPER = viper.max() {
                figures.append(
                    Figure(label: "\(scene.name) largest VIPER file", value: Double(largestVIPER), unit: "lines"))
            }
        }
        return Claim(
            id: "massive-controller", seed: Seed.massive,
            quote: "一个明显的特征就是ViewController层变得特别臃肿,代码异常的多,形成了另一种MVC:Massive ViewController;",
            gloss: "The telltale sign: the view controller layer swells, with an unusual amount of code — another "
                + "MVC, the Massive View Controller.",
            scope:
                "each scene that keeps its massive controller (Sources/MVCTerminal/<scene>Massive/): its code lines "
                + "against the largest single file of the same scene in layered MVC (Sources/MVC/<scene>/ and "
                + "Sources/MVCViews/<scene>/); VIPER's largest (Sources/VIPER/<scene>/) beside them. The massive "
                + "controller is this code's own \"before\" picture, so the claim measures whether the split kept "
                + "every layered file small: a layered view controller or business model that swells again fails it",
            threshold: "holds if, in every such scene, the largest layered MVC file has at most half the massive "
                + "controller's lines; fails as soon as one has more (a controller or model grown past half the "
                + "massive one), or when no scene keeps a massive controller",
            figures: figures, verdict: !figures.isEmpty && holds ? .holds : .fails)
    }
}
