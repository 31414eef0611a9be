/// The claim about adding a self-managed module to a scene.
extension Claim {
    static func moduleAddsOnlyToItsScene(_ tree: SourceTree) -> Claim {
        guard let profile = SceneLayout.all.first(where: { $0.folder == "Profile" }) else {
            return moduleClaim(figures: [], verdict: .fails)
        }
        var figures: [Figure] = []
        var touchedElsewhere = 0
        for architecture in [ReportArchitecture.mvc, .mvp, .mvvm, .tea, .viper] {
            let folders =
                [architecture.logicFolder(for: profile)] + [architecture.viewFolder(for: profile)].compactMap { $0 }
            let files = tree.files(under: folders)
            guard !files.isEmpty else { continue }
            let own = files.filter { $0.path.lowercased().contains("trash") }
            let scene = files.filter {
                $0.path.hasSuffix("ProfileViewController.swift") || $0.path.hasSuffix("ProfileRouter.swift")
            }
            let others = files.filter { file in
                !own.contains { $0.path == file.path } && !scene.contains { $0.path == file.path }
            }
            let inScene = trashLines(in: scene)
            let elsewhere = trashLines(in: others)
            touchedElsewhere += elsewhere
            let name = architecture.rawValue.uppercased()
            figures += [
                Figure(label: "\(name) own files", value: Double(CodeReport.codeLines(own)), unit: "lines"),
                Figure(label: "\(name) in the scene", value: Double(inScene), unit: "lines"),
                Figure(label: "\(name) in other modules", value: Double(elsewhere), unit: "lines"),
            ]
        }
        return moduleClaim(figures: figures, verdict: !figures.isEmpty && touchedElsewhere == 0 ? .holds : .fails)
    }

    private static func moduleClaim(figures: [Figure], verdict: Verdict) -> Claim {
        Claim(
            id: "module-adds-to-scene", seed: Seed.modules,
            quote:
                "Whether the product wants to add a recycling bin or a defense tower in the future, all I need to do "
                + "is create a corresponding MVC module and add it to the corresponding Scene.",
            gloss: "Adding a module (the Trash) means writing that module and adding it to its scene, nothing else.",
            scope: "Profile, per architecture (logic and view folders): code lines of files named *Trash*, code lines "
                + "naming Trash in the scene controllers (*ProfileViewController.swift; VIPER's scene router, "
                + "ProfileRouter.swift, too), and in every other file — "
                + "the other modules; Trash may be an existing module with a parameter (0 own lines)",
            threshold: "holds if no code line in another module names Trash",
            figures: figures, verdict: verdict)
    }

    private static func trashLines(in files: [(path: String, text: String)]) -> Int {
        files.map { file in
            file.text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
                LineCounter.codeLines(in: String(line)) == 1 && line.lowercased().contains("trash")
            }.count
        }.reduce(0, +)
    }
}
