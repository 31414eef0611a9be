/// The claim about adding a self-managed module to a scene.
extension Claim {
    /// The module measured: Profile's Drafts list module, whose second instance is the Trash.
    static let modulePrefix = "Draft"

    /// The composition every architecture's scenes are built by: the app's catalog.
    static let compositionFolder = "Sources/App/Catalog/"

    /// The Model's description of which modules a profile shows, part of the scene's assembly.
    static let profileLayoutFile = "Sources/Model/Profile/ProfileLayout.swift"

    static func moduleAddsOnlyToItsScene(_ tree: SourceTree) -> Claim {
        guard let profile = SceneLayout.all.first(where: { $0.folder == "Profile" }) else {
            return moduleClaim(figures: [], verdict: .fails)
        }
        var figures: [Figure] = []
        var elsewhere = 0
        for architecture in presentationArchitectures {
            let folders =
                [architecture.logicFolder(for: profile)] + [architecture.viewFolder(for: profile)].compactMap { $0 }
            let own = tree.files(under: folders).filter { fileName($0.path).hasPrefix(modulePrefix) }
            guard !own.isEmpty else { continue }
            // Top-level types only: a nested `Message` or `Effect` is named by every module.
            let types = Set(
                own.flatMap { file in
                    SwiftText.typeNames(
                        in: file.text.split(separator: "\n").filter { $0.first?.isWhitespace == false }
                            .joined(separator: "\n"))
                })
            // Everything the architecture builds its scenes from, and the composition: all its modules, its
            // support, the catalog; the "before" variants (…Massive/, …Seed/) are other designs and left out.
            let modules = architectureRoots(architecture)
            let searched = tree.files(under: modules + [compositionFolder, profileLayoutFile]).filter { file in
                !own.contains { $0.path == file.path } && !file.path.contains("Massive/")
                    && !file.path.contains("Seed/")
            }
            var inAssembly = 0
            var outside = 0
            var where_: Set<String> = []
            for file in searched {
                let naming = namingLines(file.text, types: types)
                guard naming > 0 else { continue }
                if isAssembly(file.path) {
                    inAssembly += naming
                } else {
                    outside += naming
                    where_.insert(fileName(file.path))
                }
            }
            elsewhere += outside
            let name = architecture.rawValue.uppercased()
            figures += [
                Figure(label: "\(name) module's own files", value: Double(CodeReport.codeLines(own)), unit: "lines"),
                Figure(label: "\(name) naming it in the scene's assembly", value: Double(inAssembly), unit: "lines"),
                Figure(
                    label: "\(name) naming it elsewhere"
                        + (where_.isEmpty ? "" : " (\(where_.sorted().joined(separator: ", ")))"),
                    value: Double(outside), unit: "lines"),
            ]
        }
        return moduleClaim(figures: figures, verdict: !figures.isEmpty && elsewhere == 0 ? .holds : .fails)
    }

    private static func moduleClaim(figures: [Figure], verdict: Verdict) -> Claim {
        Claim(
            id: "module-adds-to-scene", seed: Seed.modules,
            quote:
                "Whether the product wants to add a recycling bin or a defense tower in the future, all I need to do "
                + "is create a corresponding MVC module and add it to the corresponding Scene.",
            gloss: "Adding a module (the Trash) means writing that module and adding it to its scene, nothing else.",
            scope: "Profile's Drafts module, whose second instance is the Trash, per architecture: its own files "
                + "(Draft*.swift in the architecture's Profile folders) and the types they declare; then every code "
                + "line outside them that names one of those types or the Trash (`trash`, any case), searched in all "
                + "of the architecture's modules (Sources/<ARCH>/, Sources/<ARCH>Views/, every scene and Support), "
                + "the app's catalog (\(compositionFolder)) and the Model's \(profileLayoutFile); lines in the "
                + "scene's assembly — the Profile scene's own files (Profile*.swift: its controller, presenter, view "
                + "model, state, router; not ProfileDetail*, the detail module, nor ProfileList*, MVC's list model), "
                + "the catalog, the layout — apart from the rest",
            threshold: "holds if no code line outside the module and the scene's assembly names the module or the "
                + "Trash (a generic helper that specialises itself for drafts counts as outside)",
            figures: figures, verdict: verdict)
    }

    /// The folders of `architecture`'s modules: `Sources/MVP/` and `Sources/MVPViews/`.
    private static func architectureRoots(_ architecture: ReportArchitecture) -> [String] {
        guard let profile = SceneLayout.all.first else { return [] }
        return ([architecture.logicFolder(for: profile)] + [architecture.viewFolder(for: profile)].compactMap { $0 })
            .map { folder in
                let parts = folder.split(separator: "/")
                return parts.prefix(2).joined(separator: "/") + "/"
            }
    }

    /// Whether `path` is part of the Profile scene's assembly: its own files, the catalog, the layout.
    private static func isAssembly(_ path: String) -> Bool {
        let name = fileName(path)
        return path.hasPrefix(compositionFolder) || path == profileLayoutFile
            || (path.contains("/Profile/") && name.hasPrefix("Profile") && !name.hasPrefix("ProfileDetail")
                && !name.hasPrefix("ProfileList"))
    }

    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// Code lines of `text` naming one of `types` as a word, or the Trash.
    private static func namingLines(_ text: String, types: Set<String>) -> Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            let line = String(line)
            return LineCounter.codeLines(in: line) == 1
                && (line.lowercased().contains("trash") || types.contains { SwiftText.names($0, in: line) })
        }.count
    }
}
