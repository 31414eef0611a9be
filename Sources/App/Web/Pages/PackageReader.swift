import Foundation
import Report

/// Reads the package this `mvx` was built from, off the main actor, for the pages that show its code: a scene's
/// diff between two architectures, and the comparison report.
enum PackageReader {
    /// Why the package could not be read or measured.
    enum Failure: Error, CustomStringConvertible {
        /// The sources are not where they were built.
        case sources(SourceFileError)
        /// The source tree could not be read.
        case tree(ReportError)
        /// The diff names no scene, or an architecture that does not build it.
        case diff(SceneDiffError)

        var description: String {
            switch self {
            case .sources(let error): error.description
            case .tree(let error): error.description
            case .diff(let error): error.description
            }
        }
    }

    /// `mvx diff SCENE FROM TO` on the package in `sources`.
    @concurrent
    static func diff(
        scene: String, from: ReportArchitecture, to: ReportArchitecture, sources: CodeSources
    ) async -> Result<SceneDiff, Failure> {
        Result { () throws(Failure) in
            let tree = try read(sources)
            do throws(SceneDiffError) {
                return try SceneDiff(scene: scene, from: from, to: to, in: tree)
            } catch {
                throw .diff(error)
            }
        }
    }

    /// `mvx report` on the package in `sources`, its presentation-logic claim from the committed coverage: measured
    /// once per process and sources, however many pages and charts ask (a page of any site can make the browser ask
    /// for the charts; each ask must not read and measure the whole tree again).
    static func report(sources: CodeSources) async -> Result<CodeReport, Failure> {
        await reports.report(for: sources)
    }

    private static let reports = Reports()

    /// The reports measured so far, by sources; a measurement under way is shared by everyone who asks meanwhile.
    private actor Reports {
        private var measured: [CodeSources: Task<Result<CodeReport, Failure>, Never>] = [:]

        func report(for sources: CodeSources) async -> Result<CodeReport, Failure> {
            if let task = measured[sources] { return await task.value }
            let task = Task { await PackageReader.measure(sources) }
            measured[sources] = task
            let result = await task.value
            if case .failure = result { measured[sources] = nil }  // the next ask tries again
            return result
        }
    }

    @concurrent
    private static func measure(_ sources: CodeSources) async -> Result<CodeReport, Failure> {
        Result { () throws(Failure) in CodeReport(tree: try read(sources)) }
    }

    private static func read(_ sources: CodeSources) throws(Failure) -> SourceTree {
        let root: URL
        do throws(SourceFileError) {
            root = try sources.checkedRoot()
        } catch {
            throw .sources(error)
        }
        do throws(ReportError) {
            return try SourceTree(root: root)
        } catch {
            throw .tree(error)
        }
    }
}
