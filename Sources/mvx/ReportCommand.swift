import App
import ArgumentParser
import Foundation
import Report

/// `mvx report`: the seeds' claims about MVC, MVP and MVVM, measured on this package's code.
struct ReportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Measure each scene in each architecture, and the seeds' claims, on this package's code.",
        discussion: """
            Counts code lines only: a line counts when it holds anything but whitespace and comments (//, ///, \
            and /* */ blocks, nested); string literals are code, the lines of a \"\"\" string too. Logic is the \
            architecture's own module (MVC: controllers and business models; MVP: presenters; MVVM: view models); \
            views are MVPTerminal's and MVVMTerminal's; shared views are SceneViews; model is the Model code the \
            scene alone uses. Tests count @Test attributes. No server is needed, unless --interactions.
            """
    )

    @Option(help: ArgumentHelp("The package's folder (default: found upward from here).", valueName: "dir"))
    var root: String?

    @Flag(help: "Print JSON instead of Markdown.")
    var json = false

    @Option(help: ArgumentHelp("Also write a bar chart of code lines by layer to this SVG file.", valueName: "file"))
    var svg: String?

    @Flag(
        help:
            "Also run one scripted interaction per scene in every architecture (headless, an in-process server on a fresh database) and print the rows it redrew and the bytes of its frame."
    )
    var interactions = false

    @Flag(help: "Rewrite the table in README.md (between its mvx report markers) with what the report prints.")
    var updateReadme = false

    @MainActor
    func run() async throws {
        let root = try packageRoot()
        let report = CodeReport(tree: try SourceTree(root: root))
        if updateReadme {
            let file = root.appending(path: "README.md")
            guard let readme = try? String(contentsOf: file, encoding: .utf8),
                let updated = ReadmeTable.replacing(in: readme, with: report.markdown)
            else { throw ValidationError("\(file.path) has no <!-- mvx report --> … <!-- /mvx report --> region.") }
            do {
                try InPlaceFile.write(updated, to: file.path)
            } catch {
                throw ValidationError("--update-readme: \(error.description)")
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

    private func packageRoot() throws -> URL {
        if let root { return URL(fileURLWithPath: root) }
        var folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appending(path: "Package.swift").path) { return folder }
            folder.deleteLastPathComponent()
        }
        throw ValidationError("No Package.swift here or above; run mvx report in the MVX package, or pass --root.")
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
