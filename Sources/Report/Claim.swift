/// A claim the seeds make about MVC, MVP and MVVM, and what this code measures.
public struct Claim: Codable, Sendable, Equatable {
    /// The claim, in a line, with the seeds that make it.
    public var claim: String
    /// What was measured.
    public var measured: String
    /// Whether the measurement bears the claim out.
    public var holds: Bool

    /// Measures every claim on `tree` and its `rows`.
    static func measure(tree: SourceTree, rows: [CodeReport.Row]) -> [Claim] {
        [
            modularSceneSize(tree), mvpBringsCode(rows), bindingIsHalf(tree), testableWithoutViews(rows),
            moduleTouchesNothing(tree), massiveVersusLayered(rows),
        ]
    }

    static func modularSceneSize(_ tree: SourceTree) -> Claim {
        let all = tree.files(under: ["Sources/MVC/Profile/"])
        let scenes = CodeReport.codeLines(all.filter { $0.path.hasSuffix("ProfileViewController.swift") })
        let total = CodeReport.codeLines(all)
        return Claim(
            claim: "A scene built from self-managed modules is about 100 lines in MVC (000)",
            measured: "MVC Profile: scene controllers \(scenes) lines; with their modules \(total)",
            holds: scenes > 0 && scenes <= 130)
    }

    static func mvpBringsCode(_ rows: [CodeReport.Row]) -> Claim {
        let pairs = Dictionary(grouping: rows, by: \.scene).values.compactMap { rows -> (mvc: Int, mvp: Int)? in
            guard let mvc = rows.first(where: { $0.architecture == .mvc }),
                let mvp = rows.first(where: { $0.architecture == .mvp })
            else { return nil }
            return (mvc.logic + mvc.views, mvp.logic + mvp.views)
        }
        let mvc = pairs.map(\.mvc).reduce(0, +)
        let mvp = pairs.map(\.mvp).reduce(0, +)
        return Claim(
            claim: "MVP brings a lot of code (000, 004)",
            measured: "MVP \(mvp) lines against MVC \(mvc) over \(pairs.count) scenes (\(percent(mvp, of: mvc)))",
            holds: mvc > 0 && Double(mvp) >= 1.2 * Double(mvc))
    }

    static func bindingIsHalf(_ tree: SourceTree) -> Claim {
        let mvp = CodeReport.codeLines(
            tree.files(under: ["Sources/MVP/", "Sources/MVPTerminal/"]).filter {
                $0.path.hasSuffix("CellPresenter.swift") || $0.path.hasSuffix("CellView.swift")
                    || $0.path.hasSuffix("RowCell.swift")
            })
        let mvvm = CodeReport.codeLines(
            tree.files(under: ["Sources/MVVM/", "Sources/MVVMTerminal/"]).filter {
                $0.path.hasSuffix("CellViewModel.swift") || $0.path.hasSuffix("RowCell.swift")
            })
        return Claim(
            claim: "MVVM's binding is about half of MVP's callbacks (000)",
            measured: "cell state path: MVVM \(mvvm) lines, MVP \(mvp) (\(percent(mvvm, of: mvp)))",
            holds: mvp > 0 && Double(mvvm) <= 0.65 * Double(mvp))
    }

    static func testableWithoutViews(_ rows: [CodeReport.Row]) -> Claim {
        func count(_ architecture: ReportArchitecture) -> (all: Int, free: Int) {
            let mine = rows.filter { $0.architecture == architecture }
            return (mine.map(\.unitTests).reduce(0, +), mine.map(\.unitTestsWithoutUI).reduce(0, +))
        }
        let (mvc, mvp, mvvm) = (count(.mvc), count(.mvp), count(.mvvm))
        return Claim(
            claim: "Only MVP's and MVVM's logic can be tested without views (000, 002, 004)",
            measured: "unit tests with no UI module imported: MVC \(mvc.free) of \(mvc.all), MVP \(mvp.free) of "
                + "\(mvp.all), MVVM \(mvvm.free) of \(mvvm.all)",
            holds: mvc.free == 0 && mvp.free == mvp.all && mvvm.free == mvvm.all && mvp.all + mvvm.all > 0)
    }

    static func moduleTouchesNothing(_ tree: SourceTree) -> Claim {
        let counts = ReportArchitecture.allCases.filter { $0 != .massive }.map { architecture in
            let profile = SceneLayout.all.first { $0.folder == "Profile" }
            let folders =
                profile.map {
                    [architecture.logicFolder(for: $0)] + [architecture.viewFolder(for: $0)].compactMap { $0 }
                } ?? []
            let lines = tree.files(under: folders).filter { !$0.path.lowercased().contains("trash") }.flatMap { file in
                file.text.split(separator: "\n").filter { line in
                    LineCounter.codeLines(in: String(line)) == 1 && line.lowercased().contains("trash")
                }
            }
            return "\(architecture.rawValue) \(lines.count)"
        }
        let total = counts.compactMap { $0.split(separator: " ").last.flatMap { Int($0) } }.reduce(0, +)
        return Claim(
            claim: "Adding a module (Trash) touches nothing else (000)",
            measured: "code lines naming Trash outside its own files, in Profile: " + counts.joined(separator: ", "),
            holds: total == 0)
    }

    static func massiveVersusLayered(_ rows: [CodeReport.Row]) -> Claim {
        let scenes = Set(rows.filter { $0.architecture == .massive }.map(\.scene)).sorted()
        let parts = scenes.compactMap { scene -> String? in
            guard let massive = rows.first(where: { $0.scene == scene && $0.architecture == .massive }),
                let mvc = rows.first(where: { $0.scene == scene && $0.architecture == .mvc })
            else { return nil }
            let layered = mvc.logic + mvc.sharedViews + mvc.model
            return "\(scene): massive \(massive.logic) in \(massive.files) file(s), layered MVC \(layered) in "
                + "\(mvc.files) + shared views + model"
        }
        return Claim(
            claim: "The massive controller does in one place what the layers split (002)",
            measured: parts.isEmpty ? "no massive controller" : parts.joined(separator: "; "),
            holds: !parts.isEmpty)
    }

    static func percent(_ part: Int, of whole: Int) -> String {
        whole == 0 ? "–" : "\(part * 100 / whole)%"
    }
}
