/// The part of a catalog file that builds one scene in one architecture: the `register(.scene, .variant) { … }`
/// calls that name them (a `for` over scenes that registers `scene` counts when it lists the scene), so that a
/// scene's row counts, and `mvx diff` compares, each architecture's own wiring rather than the whole file every
/// architecture's entry shares.
enum CompositionBlock {
    /// The lines of `text` that register `scene` in `architecture`, in file order; empty when there are none.
    static func lines(in text: String, scene: SceneLayout, architecture: ReportArchitecture) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let variant = ", .\(architecture.catalogCase))"
        var kept: [String] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let namesScene = scene.sceneIDs.contains { line.contains("register(.\($0)\(variant)") }
            let loops = line.contains("register(scene\(variant)")
            guard namesScene || loops else {
                index += 1
                continue
            }
            if loops, let opening = lines[..<index].lastIndex(where: { $0.contains("for (scene") }) {
                guard scene.sceneIDs.contains(where: { lines[opening].contains(".\($0)") }) else {
                    index += 1
                    continue
                }
                kept.append(lines[opening])
            }
            let end = blockEnd(from: index, in: lines)
            kept += lines[index...end]
            if loops { kept.append(closingLine(of: lines[index])) }
            index = end + 1
        }
        return kept.isEmpty ? "" : kept.joined(separator: "\n") + "\n"
    }

    /// The index of the line that closes the call opened on line `start`: where the braces and parentheses opened
    /// since balance again.
    private static func blockEnd(from start: Int, in lines: [String]) -> Int {
        var depth = 0
        for index in start..<lines.count {
            for character in lines[index] {
                switch character {
                case "{", "(": depth += 1
                case "}", ")": depth -= 1
                default: break
                }
            }
            if depth <= 0 { return index }
        }
        return lines.count - 1
    }

    /// The `}` that closes the `for` around a looped registration, indented one level out.
    private static func closingLine(of line: String) -> String {
        let indent = line.prefix { $0 == " " }.count
        return String(repeating: " ", count: max(0, indent - 4)) + "}"
    }
}
