import App
import ArgumentParser
import Foundation
import Report

/// `mvx report`: the seeds' claims about MVC, MVP, MVVM and TEA, and two questions about VIPER, measured on this
/// package's code.
struct ReportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Measure each scene in each architecture, and the seeds' claims, on this package's code.",
        discussion: """
            Counts code lines only: a line counts when it holds anything but whitespace and comments (//, ///, \
            and /* */ blocks, nested); string literals are code, the lines of a \"\"\" string too. A column per \
            layer. \(CodeLayer.help) A scene's row counts its catalog entry as its support; each architecture's \
            Support folders and own catalog file are its Support row; SceneViews/Common, the same for every scene \
            and architecture, is in no row. --json has the layers as model, logic, controllers, views, sharedViews, \
            support. Tests count @Test attributes; a test file is UI-free when it imports none of \
            TerminalKit, SceneViews, MVCTerminal, MVPTerminal, MVVMTerminal, TEATerminal, VIPERTerminal, App; it needs a fake \
            when it imports ServiceFakes or names a Fake, Spy, Stub or Mock type. Every claim names its seed, quotes \
            it, states its scope and threshold, and its verdict is computed from the figures; the questions \
            (VIPER's interactor methods that only forward, its router's lines per scene, the unit tests that need \
            no fake) give their figures and answer. The presentation-logic claim is measured by execution, read from the committed \
            Tests/UIFreeCoverage.json (per-file line counts, each with a fingerprint of the file's text); when a \
            measured file changed since, the claim is unmeasured until the cache is made anew with \
            .ci/refresh-ui-free-coverage (a coverage run of those tests). \
            No server is needed, unless --interactions.
            """
    )

    @Option(help: ArgumentHelp("The package's folder (default: found upward from here).", valueName: "dir"))
    var root: String?

    @Flag(help: "Print JSON instead of Markdown.")
    var json = false

    @Option(
        help: ArgumentHelp(
            "Also write the charts (code lines by layer, one chart per claim and question) to this SVG file.",
            valueName: "file"))
    var svg: String?

    @Option(
        help: ArgumentHelp(
            "An llvm-cov export JSON of the UI-free unit tests, for the presentation-logic claim (default: the "
                + "committed Tests/UIFreeCoverage.json).", valueName: "file"))
    var coverage: String?

    @Flag(help: "Print only the swift test --filter pattern of the unit tests that import no UI module.")
    var uiFreeTestFilter = false

    @Flag(
        help:
            "Also run one scripted interaction per scene in every architecture (headless, an in-process server on a fresh database) and print the rows it redrew and the bytes of its frame."
    )
    var interactions = false

    @Flag(
        help: ArgumentHelp(
            "Rewrite the table in the documentation's claims article (between its mvx report markers) with what the report prints.",
            discussion: "The article is \(ProjectDocuments.claimsArticle)."))
    var updateDocs = false

    @MainActor
    func run() async throws {
        let root = try PackageRoot.find(root)
        let tree = try SourceTree(root: root)
        if uiFreeTestFilter {
            print(CodeReport.uiFreeTestFilter(tree: tree))
            return
        }
        let report = CodeReport(tree: tree, coverage: try readCoverage())
        if updateDocs {
            let file = root.appending(path: ProjectDocuments.claimsArticle)
            guard let readme = try? String(contentsOf: file, encoding: .utf8),
                let updated = ReadmeTable.replacing(in: readme, with: report.markdown)
            else { throw ValidationError("\(file.path) has no <!-- mvx report --> … <!-- /mvx report --> region.") }
            do {
                try InPlaceFile.write(updated, to: file.path)
            } catch {
                throw ValidationError("--update-docs: \(error.description)")
            }
        }
        if let svg {
            do {
                try InPlaceFile.write(report.svg, to: svg)
            } catch {
                throw ValidationError("--svg: \(error.description)")
            }
        }
        let measured = interactions ? try await Self.measureInteractions() : []
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: try encoder.encode(FullReport(code: report, interactions: measured)), as: UTF8.self))
        } else {
            print(report.markdown, terminator: "")
            if interactions { print(Self.markdown(measured), terminator: "") }
        }
    }

    /// What `--json` prints.
    struct FullReport: Encodable {
        var code: CodeReport
        var interactions: [InteractionMeasurement]
    }

    private func readCoverage() throws -> Coverage? {
        guard let coverage else { return nil }
        do {
            return try Coverage.read(path: coverage)
        } catch {
            throw ValidationError("--coverage: \(error.description)")
        }
    }

    @MainActor
    private static func measureInteractions() async throws -> [InteractionMeasurement] {
        let directory = FileManager.default.temporaryDirectory.appending(path: "mvx-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            return try await InteractionRun.measure(in: directory)
        } catch {
            throw ValidationError(error.description)
        }
    }

    private static func markdown(_ measurements: [InteractionMeasurement]) -> String {
        var lines = ["", "| scene | interaction | architecture | rows redrawn | bytes written |"]
        lines.append("| --- | --- | --- | ---: | ---: |")
        for measurement in measurements {
            lines.append(
                "| \(measurement.scene) | `\(measurement.interaction)` | \(measurement.architecture) | "
                    + "\(measurement.rowsRedrawn) | \(measurement.bytesWritten) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
