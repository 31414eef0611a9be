import Foundation
import Report
import Testing

/// `mvx report --update-docs` and `--svg FILE` write where the path leads, in place: a symlinked README stays a
/// symlink, and a device or a directory is refused rather than replaced.
@Suite("Writing report files in place")
struct InPlaceFileTests {
    private func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appending(path: "mvx-inplace-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test("a symlinked file stays a symlink; its target gets the text")
    func symlinkStaysASymlink() throws {
        // Given README.md, a symlink to docs/README.md
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appending(path: "target.md")
        try Data("old\n".utf8).write(to: target)
        let link = directory.appending(path: "README.md")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        // When the report writes README.md
        try InPlaceFile.write("new\n", to: link.path)
        // Then README.md is still the symlink, and the file it leads to holds the new text
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        #expect(try String(contentsOf: target, encoding: .utf8) == "new\n")
    }

    @Test("a new path is created as a regular file")
    func newFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let chart = directory.appending(path: "chart.svg")
        try InPlaceFile.write("<svg/>", to: chart.path)
        #expect(try String(contentsOf: chart, encoding: .utf8) == "<svg/>")
    }

    @Test("a device or a directory is refused with a message that names it, and left as it was")
    func nonRegularFilesAreRefused() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let link = directory.appending(path: "chart.svg")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/dev/null")
        for path in ["/dev/null", link.path, directory.path] {
            #expect(throws: InPlaceFileError.self) { try InPlaceFile.write("<svg/>", to: path) }
        }
        do {
            try InPlaceFile.write("<svg/>", to: link.path)
        } catch {
            #expect(
                error.description == "\(link.path) is not a regular file (it leads to /dev/null); name a "
                    + "regular file or a new path")
        }
        #expect(FileManager.default.fileExists(atPath: "/dev/null"))
        #expect(
            try FileManager.default.attributesOfItem(atPath: "/dev/null")[.type] as? FileAttributeType
                == .typeCharacterSpecial)
    }
}
