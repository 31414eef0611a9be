import ArgumentParser
import Foundation
import Report

/// `mvx diff SCENE ARCH ARCH`: one scene's files in two architectures, paired by role and diffed.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Diff one scene's files between two architectures, role by role, with lines changed per layer.",
        discussion: """
            Files are paired by role: MVC's business model, MVP's presenter, MVVM's view model, TEA's state and \
            VIPER's presenter or, for MVC's business model, interactor (TEA's effect runner with VIPER's \
            interactor; a view protocol or delegate with a contract, a message with a contract); view controllers \
            with view controllers, MVC's and the massive and seed controllers among them; VIPER's router with a \
            view controller that navigates in the other, if one is left; cells with cells; Support with Support; \
            each side's register(…) calls for the scene in the app's catalog with the other's. Within a role, files of \
            the same name, then of the same type-name stem (ProfilePresenter with ProfileViewModel, \
            UserCellPresenter with UserCellViewModel) are diffed against each other (unified format, three lines \
            of context, each pair headed --- old / +++ new); a file left over is diffed against /dev/null; files \
            both share unchanged (the Model, the shared views) are left out. The last line sums \
            the lines removed (in the first architecture's layer) and added (in the second's) per layer. \
            \(CodeLayer.help)
            """
    )

    @Argument(help: "The scene: print, counter, news, profile, follow (or following, discover), voice.")
    var scene: String

    @Argument(
        help:
            "The first architecture: mvc, mvp, mvvm, tea, viper, mvc-massive (News, Profile), mvc-seed (Print, Counter, News)."
    )
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
