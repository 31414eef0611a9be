import Report
import Testing

/// How `mvx report` counts a line of code, on sources with known answers.
struct LineCounterTests {
    @Test func blankLinesAndCommentsDoNotCount() {
        let source = """
            import Model

            // A comment.
            /// A doc comment.
            struct A {  // code, then a comment
                let b = 1
            }
            """
        #expect(LineCounter.codeLines(in: source) == 3)
    }

    @Test func importsAndTheConditionsAroundThemDoNotCount() {
        let source = """
            import Model
            #if BROWSER
                import BrowserKit
            #else
                @preconcurrency import TerminalKit
            #endif

            struct A {
            #if DEBUG
                let b = 1
            #endif
            }
            """
        // The header's six lines are imports; the `#if` inside the type is code, as is everything after the header.
        #expect(LineCounter.codeLines(in: source) == 5)
    }

    @Test func blockCommentsNestAndMaySpanLines() {
        let source = """
            /* one
               /* nested */
               still a comment */
            let a = 1 /* trailing */
            /* leading */ let b = 2
            """
        #expect(LineCounter.codeLines(in: source) == 2)
    }

    @Test func stringsAreCodeEvenWithCommentMarkersInside() {
        let source = #"""
            let url = "http://example.com"  // the // inside the string is not a comment
            let text = """
                // this line is in a string

                so is this one
                """
            let escaped = "a \" // still a string"
            """#
        // The blank line inside the multi-line string is not code; every other line is.
        #expect(LineCounter.codeLines(in: source) == 6)
    }
}
