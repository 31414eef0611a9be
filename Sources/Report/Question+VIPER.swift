/// The two questions often asked of VIPER, measured on `Sources/VIPER` and `Sources/VIPERViews`.
extension Question {
    /// Is the interactor more than a pass-through? The share of interactor methods whose body is a single call on a
    /// stored Model object (a service, a list, the playlist), per scene and over all of them.
    static func interactorForwarding(_ tree: SourceTree) -> Question {
        var figures: [Claim.Figure] = []
        var forwarding = 0
        var total = 0
        for scene in SceneLayout.all {
            let interactors = tree.files(under: [ReportArchitecture.viper.logicFolder(for: scene)]).filter {
                $0.path.hasSuffix("Interactor.swift")
            }
            let methods = interactors.flatMap { SwiftText.methods(in: $0.text) }
            guard !methods.isEmpty else { continue }
            let forwards = methods.filter(\.onlyForwards).count
            forwarding += forwards
            total += methods.count
            figures.append(
                Claim.Figure(
                    label: "\(scene.name) (\(forwards) of \(methods.count))",
                    value: Claim.percent(forwards, of: methods.count), unit: "%"))
        }
        let share = Claim.percent(forwarding, of: total)
        figures += [
            Claim.Figure(label: "all scenes", value: share, unit: "%"),
            Claim.Figure(label: "forwarding", value: Double(forwarding), unit: "methods"),
            Claim.Figure(label: "interactor", value: Double(total), unit: "methods"),
        ]
        return Question(
            id: "viper-interactor-forwards", question: "Is the interactor more than a pass-through?",
            scope: "VIPER's interactors (Sources/VIPER/<scene>/*Interactor.swift): each method (func, not init or "
                + "property) whose body is one call on a stored Model object — a service, a PagedList, the "
                + "VoicePlaylist, NewsFeedModel — counts as only forwarding; the share of all methods",
            figures: total == 0 ? [] : figures,
            answer: total == 0 ? "no interactors yet" : forwardingAnswer(forwarding, of: total, share: share))
    }

    private static func forwardingAnswer(_ forwarding: Int, of total: Int, share: Double) -> String {
        let percent = Claim.Figure(label: "", value: share, unit: "%").text.dropFirst()
        let head = "\(forwarding) of \(total) interactor methods (\(percent)) only forward to a Model object"
        guard forwarding < total else {
            return head + ": the use cases live in Model, written once for every architecture, so here the "
                + "interactor is a pass-through and VIPER's separation costs files, not decisions"
        }
        return head + "; \(total - forwarding) decide something of their own"
    }

    /// What does the router cost? Per scene, the code lines of its routing protocol and its router (the module's
    /// assembly and, where the scene leads somewhere, the navigation), against all of VIPER's lines for the scene.
    static func routerCost(_ tree: SourceTree) -> Question {
        var lines: [Claim.Figure] = []
        var shares: [Claim.Figure] = []
        var routerTotal = 0
        var sceneTotal = 0
        for scene in SceneLayout.all {
            let folders =
                [ReportArchitecture.viper.logicFolder(for: scene)]
                + [ReportArchitecture.viper.viewFolder(for: scene)].compactMap { $0 }
            let files = tree.files(under: folders)
            guard !files.isEmpty else { continue }
            let routers = files.filter { $0.path.hasSuffix("Router.swift") }
            let routerLines =
                CodeReport.codeLines(routers) + files.map { routingProtocolLines(in: $0.text) }.reduce(0, +)
            let all = CodeReport.codeLines(files)
            routerTotal += routerLines
            sceneTotal += all
            lines.append(Claim.Figure(label: scene.name, value: Double(routerLines), unit: "lines"))
            shares.append(
                Claim.Figure(label: "\(scene.name) share", value: Claim.percent(routerLines, of: all), unit: "%"))
        }
        let share = Claim.percent(routerTotal, of: sceneTotal)
        let figures =
            lines + [Claim.Figure(label: "all scenes", value: Double(routerTotal), unit: "lines")] + shares
            + [Claim.Figure(label: "all scenes share", value: share, unit: "%")]
        return Question(
            id: "viper-router-cost", question: "What does the router layer cost?",
            scope: "per scene, code lines of VIPER's routing protocols (the `protocol …Routing` in a module's "
                + "contract, Sources/VIPER/<scene>/*Contract.swift) and "
                + "routers (Sources/VIPERViews/<scene>/*Router.swift: the module's assembly, and the navigation "
                + "where the scene leads somewhere), against all of VIPER's code lines for the scene",
            figures: lines.isEmpty ? [] : figures,
            answer: lines.isEmpty
                ? "no routers yet"
                : "\(routerTotal) lines over \(lines.count) scene\(lines.count == 1 ? "" : "s"), "
                    + "\(Claim.Figure(label: "", value: share, unit: "%").text.dropFirst()) of VIPER's scene code")
    }
}

extension Question {
    /// Code lines of the `protocol …Routing` declarations in `text`: from the declaration to the `}` that closes it
    /// at the start of a line.
    static func routingProtocolLines(in text: String) -> Int {
        var inside = false
        var block: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if !inside, line.contains("protocol "), line.contains("Routing") { inside = true }
            guard inside else { continue }
            block.append(line)
            if line.hasPrefix("}") { inside = false }
        }
        return LineCounter.codeLines(in: block.joined(separator: "\n"))
    }
}
