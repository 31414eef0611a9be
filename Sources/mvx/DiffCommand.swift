import ArgumentParser
import Foundation
import Report

/// `mvx diff SCENE ARCH ARCH`: one scene's files in two architectures, diffed role by role.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Diff one scene's files between two architectures, role by role, with lines changed per layer.",
        discussion: """
            Files with the same name — the same class — are diffed against each other (unified format, three \
            lines of context); a file only one side has is diffed against /dev/null. The last line sums the lines \
            removed (in the first architecture's layer) and added (in the second's) per layer: logic is the \
            architecture's own module, views its terminal module (MVPTerminal, MVVMTerminal, TEATerminal, VIPERTerminal).
            """
    )

    @Argument(help: "The scene: print, counter, news, profile, follow (or following, discover), voice.")
    var scene: String

    @Argument(help: "The first architecture: mvc, mvp, mvvm, tea, viper, mvc-massive.")
    var from: ReportArchitecture

    @Argument(help: "The second architecture.")
    var to: ReportArchitecture

    @Option(help: ArgumentHelp("The package's folder (default: found upward from here).", valueName: "dir"))
    var root: String?

    func run() throws {
        let root = try PackageRoot.find(root)
        do {
            print(try SceneDiff(scene: scene, from: from, to: to, in: SourceTree(root: root)).text, terminator: "")
        } catch let error as SceneDiffError {
            throw ValidationError(error.description)
        } catch let error as ReportError {
            throw ValidationError(error.description)
        }
    }
}

extension ReportArchitecture: ExpressibleByArgument {}
