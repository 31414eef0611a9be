import Foundation
import Report
import Testing

/// `mvx diff SCENE ARCH ARCH`: one scene's files in two architectures, role by role.
struct SceneDiffTests {
    static let tree = SourceTree(files: [
        "Sources/MVCTerminal/Counter/CounterViewController.swift": "import MVC\nlet a = 1\nlet b = 2\nlet c = 3\n",
        "Sources/MVC/Counter/CounterModel.swift": "final class CounterModel {}\n",
        "Sources/MVP/Counter/CounterPresenter.swift": "final class CounterPresenter {}\nlet p = 1\n",
        "Sources/MVPTerminal/Counter/CounterViewController.swift": "import MVP\nlet a = 1\nlet b = 20\nlet c = 3\n",
    ])

    @Test func theSameClassLinesUpAndAFileOnOneSideIsDiffedAgainstNothing() throws {
        // When Counter is diffed from MVC to MVP
        let diff = try SceneDiff(scene: "counter", from: .mvc, to: .mvp, in: Self.tree)
        // Then the two CounterViewControllers are diffed against each other, line by line
        #expect(
            diff.text.contains(
                """
                --- Sources/MVCTerminal/Counter/CounterViewController.swift
                +++ Sources/MVPTerminal/Counter/CounterViewController.swift
                @@ -1,4 +1,4 @@
                -import MVC
                +import MVP
                 let a = 1
                -let b = 2
                +let b = 20
                 let c = 3
                """))
        // And MVC's model goes, MVP's presenter comes
        #expect(diff.text.contains("--- Sources/MVC/Counter/CounterModel.swift\n+++ /dev/null\n@@ -1 +0,0 @@\n"))
        #expect(diff.text.contains("--- /dev/null\n+++ Sources/MVP/Counter/CounterPresenter.swift\n@@ -0,0 +1,2 @@\n"))
        // And the last line sums the changes per layer: removed in MVC's, added in MVP's
        #expect(diff.summary == "lines changed per layer: logic -1 +2, views -2 +2 (files: 3 roles)")
        #expect(diff.text.hasSuffix(diff.summary + "\n"))
    }

    @Test func distantChangesGetHunksOfTheirOwn() throws {
        // Given two files that differ on their first and last of 20 lines
        let old = (1...20).map { "let v\($0) = 0" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "v1 ", with: "w1 ").replacingOccurrences(of: "v20 ", with: "w20 ")
        let tree = SourceTree(files: [
            "Sources/MVP/Print/PrintPresenter.swift": old, "Sources/MVVM/Print/PrintPresenter.swift": new,
        ])
        // When diffed
        let text = try SceneDiff(scene: "print", from: .mvp, to: .mvvm, in: tree).text
        // Then each change has its hunk with three lines of context
        #expect(text.contains("@@ -1,4 +1,4 @@\n-let v1 = 0\n+let w1 = 0\n let v2 = 0\n"))
        #expect(
            text.contains("@@ -17,4 +17,4 @@\n let v17 = 0\n let v18 = 0\n let v19 = 0\n-let v20 = 0\n+let w20 = 0\n"))
    }

    @Test func anUnknownSceneOrAnArchitectureWithoutTheSceneIsAnErrorSayingWhatToGive() {
        // When the scene does not exist
        #expect(throws: SceneDiffError.unknownScene("settings")) {
            try SceneDiff(scene: "settings", from: .mvc, to: .mvp, in: Self.tree)
        }
        #expect(SceneDiffError.unknownScene("settings").description.contains("counter"))
        // When the architecture has no files for it
        #expect(throws: SceneDiffError.notBuilt(scene: "Counter", architecture: "mvvm")) {
            try SceneDiff(scene: "Counter", from: .mvc, to: .mvvm, in: Self.tree)
        }
    }
}
