import ArgumentParser
import Foundation
import Report

/// `mvx report`: the seeds' claims about MVC, MVP and MVVM, measured on this package's code.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Measure each scene in each architecture, and the seeds' claims, on this package's code.",
        discussion: """
            Counts code lines only: a line counts when it holds anything but whitespace and comments (//, ///, \
            and /* */ blocks, nested); string literals are code, the lines of a \"\"\" string too. Logic is the \
            architecture's own module (MVC: controllers and business models; MVP: presenters; MVVM: view models); \
            views are MVPTerminal's and MVVMTerminal's; shared views are SceneViews; model is the Model code the \
            scene alone uses. Tests count @Test attributes. No server is needed.
            """
    )

    @Option(help: ArgumentHelp("The package's folder (default: found upward from here).", valueName: "dir"))
    var root: String?

    @Flag(help: "Print JSON instead of Markdown.")
    var json = false

    @Option(help: ArgumentHelp("Also write a bar chart of code lines by layer to this SVG file.", valueName: "file"))
    var svg: String?

    func run() throws {
        let report = CodeReport(tree: try SourceTree(root: try packageRoot()))
        if let svg {
            do {
                try report.svg.write(toFile: svg, atomically: true, encoding: .utf8)
            } catch {
                throw ValidationError("Could not write \(svg): \(error.localizedDescription)")
            }
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: try encoder.encode(report), as: UTF8.self))
        } else {
            print(report.markdown, terminator: "")
        }
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
}
