import Foundation
import Report
import Testing

/// The layout article's module table says what Package.swift says: every module the package builds from `Sources/` has a row,
/// every row names a module that exists, and each row's "may import" column names every module of this package the
/// target depends on ("Foundation only" means no dependency at all).
@Suite("Module table")
struct ModuleTableTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func layoutArticleNamesEveryModuleAndItsDependencies() throws {
        // Given the package's targets and the layout article's table
        let targets = try PackageTargets(
            text: String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8))
        let rows = try Self.articleRows()
        let sourceModules = Set(targets.all.filter { $0.isSourceModule }.map(\.name))
        // Then every module has a row and every row a module
        #expect(Set(rows.keys) == sourceModules, "the layout article's module table and Package.swift differ")
        // And each row allows exactly the package's own modules the target depends on
        for target in targets.all where rows[target.name] != nil {
            let allowed = rows[target.name] ?? ""
            if allowed.contains("all of the above") { continue }
            if allowed.contains("Foundation only") {
                #expect(target.dependencies.isEmpty, "\(target.name): README says Foundation only")
                continue
            }
            let own = target.dependencies.filter { sourceModules.contains($0) }
            let named = Set(
                sourceModules.filter { allowed.range(of: "\\b\($0)\\b", options: .regularExpression) != nil })
            #expect(
                Set(own) == named,
                "\(target.name): the layout article allows \(named.sorted()); Package.swift has \(own.sorted())")
        }
    }

    /// Module → its "may import" cell, from the table of the catalog's layout article.
    static func articleRows() throws -> [String: String] {
        let article = try String(
            contentsOf: root.appendingPathComponent(ProjectDocuments.layoutArticle), encoding: .utf8)
        let section = article.components(separatedBy: "## Overview").dropFirst().first ?? ""
        var rows: [String: String] = [:]
        for line in section.split(separator: "\n").prefix(while: { $0.hasPrefix("|") || $0.isEmpty }) {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 3, cells[0].hasPrefix("`") else { continue }
            rows[cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = cells[2]
        }
        return rows
    }
}

/// The targets Package.swift declares, read from its text: name, kind and the dependencies named by a plain string
/// (the package's own modules) or by `.product(name:)`.
struct PackageTargets {
    struct Target {
        var name: String
        var kind: String
        var path: String?
        var dependencies: [String]

        /// A library or executable under `Sources/` (not a test, test-support or benchmark target).
        var isSourceModule: Bool { (kind == "target" || kind == "executableTarget") && path == nil }
    }

    var all: [Target] = []

    init(text: String) throws {
        let starts = text.ranges(of: /\.(target|executableTarget|testTarget)\(/)
        for (index, start) in starts.enumerated() {
            let end = index + 1 < starts.count ? starts[index + 1].lowerBound : text.endIndex
            let block = String(text[start.lowerBound..<end])
            guard let name = block.firstMatch(of: /name: "([^"]+)"/)?.1 else { continue }
            let kind = String(block.firstMatch(of: /\.(\w+)\(/)?.1 ?? "")
            let path = block.firstMatch(of: /path: "([^"]+)"/).map { String($0.1) }
            var dependencies: [String] = []
            if let list = block.firstMatch(of: /dependencies: \[([^\]]*)\]/)?.1 {
                let plain = list.replacing(/\.product\([^)]*\)/, with: "")
                dependencies = plain.matches(of: /"([^"]+)"/).map { String($0.1) }
            }
            all.append(Target(name: String(name), kind: kind, path: path, dependencies: dependencies))
        }
    }
}
