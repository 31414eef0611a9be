import Foundation
import Report

/// Reads a scene's file for key `c`, off the main actor: the screen keeps answering keys while a large file is read.
enum SourceFileLoader {
    /// The most bytes read: larger files are not shown.
    static let sizeLimit = 1_048_576

    /// `file`'s text from `sources`, split into lines and counted; or why it cannot be shown.
    @concurrent
    static func load(_ file: SceneCode.File, from sources: CodeSources) async -> Result<SourceFile, SourceFileError> {
        Result { () throws(SourceFileError) in try read(file, from: sources) }
    }

    private static func read(_ file: SceneCode.File, from sources: CodeSources) throws(SourceFileError) -> SourceFile {
        let root = try sources.checkedRoot()
        let url = root.appendingPathComponent(file.path)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw .fileMissing(path: file.path, root: root.path)
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.intValue ?? 0
        guard size <= sizeLimit else { throw .tooLarge(path: file.path, bytes: size, limit: sizeLimit) }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(path: file.path, reason: error.localizedDescription)
        }
        guard data.count <= sizeLimit else {
            throw .tooLarge(path: file.path, bytes: data.count, limit: sizeLimit)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .unreadable(path: file.path, reason: "it is not UTF-8 text")
        }
        var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map(String.init)
        if lines.last == "" { lines.removeLast() }
        return SourceFile(
            path: file.path, lines: lines, codeLines: LineCounter.codeLines(in: text), builtCodeLines: file.codeLines)
    }
}
