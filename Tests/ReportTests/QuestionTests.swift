import Report
import Testing

/// The two questions often asked of VIPER, measured on fixture trees with known answers.
struct QuestionTests {
    static let interactor = """
        import Model

        /// An interactor.
        public final class CounterInteractor {
            private let list: PagedList<Counter>
            private let service: any CounterService
            private let kind: CounterKind

            public var counters: [Counter] { list.items }

            public func loadCounters() { list.reload() }

            // A comment does not count.
            public func increment(at index: Int) {
                list.increment(at: index, using: service)
            }

            public func decide(at index: Int) {
                guard index > 0 else { return }
                list.retry()
            }

            public func elsewhere() { other.reload() }

            public func act(on id: Int) { _ = kind.action(list, id) }
        }
        """

    @Test func anInteractorMethodForwardsWhenItsBodyIsOneCallOnAStoredProperty() throws {
        // Given an interactor with five methods: two single calls on its list, one on its kind whose result it
        // drops, one with a guard, one on a property it does not store
        let tree = SourceTree(files: ["Sources/VIPER/Counter/CounterInteractor.swift": Self.interactor])
        // When the report measures it
        let question = try #require(CodeReport(tree: tree).questions.first { $0.id == "viper-interactor-forwards" })
        // Then three of five forward: 60%, per scene and in all, and the other two decide something
        #expect(
            question.figures.map(\.text) == [
                "Counter (3 of 5) 60%", "all scenes 60%", "forwarding 3 methods", "interactor 5 methods",
            ])
        #expect(
            question.answer
                == "3 of 5 interactor methods (60%) only forward to a Model object; 2 decide something of their own")
    }

    @Test func theRouterCostIsItsRoutingProtocolAndRouterAgainstTheScenesVIPERLines() throws {
        // Given a Follow scene whose routing protocol (in its contract) and router have 5 and 15 of its 80 lines
        let code = { (count: Int) in String(repeating: "let a = 0\n", count: count) }
        let tree = SourceTree(files: [
            "Sources/VIPER/Follow/UserListContract.swift":
                "protocol UserListView {\n" + code(3) + "}\nprotocol UserListRouting {\n" + code(3) + "}\n",
            "Sources/VIPER/Follow/UserListPresenter.swift": code(35),
            "Sources/VIPERViews/Follow/UserListRouter.swift": code(15),
            "Sources/VIPERViews/Follow/UserListViewController.swift": code(20),
            "Sources/MVP/Follow/UserListPresenter.swift": code(99),
        ])
        // When the report measures it
        let report = CodeReport(tree: tree)
        let question = try #require(report.questions.first { $0.id == "viper-router-cost" })
        // Then the router costs 20 lines, a quarter of the scene
        #expect(
            question.figures.map(\.text) == [
                "Following · Discover 20 lines", "all scenes 20 lines", "Following · Discover share 25%",
                "all scenes share 25%",
            ])
        // And the SVG charts it, with its answer under its question
        #expect(report.svg.contains("viper-router-cost: What does the router layer cost?"))
        #expect(report.svg.contains("20 lines over 1 scene, 25% of VIPER's scene code"))
    }

    @Test func withoutVIPERTheQuestionsHaveNoFiguresAndTheMarkdownSaysSo() {
        let report = CodeReport(tree: SourceTree(files: ["Sources/MVP/Print/PrintPresenter.swift": "let a = 0\n"]))
        #expect(
            report.questions.map(\.id) == ["viper-interactor-forwards", "viper-router-cost", "update-needs-no-fakes"])
        #expect(report.questions.allSatisfy { $0.figures.isEmpty })
        #expect(report.markdown.contains("| `viper-router-cost` What does the router layer cost? |"))
    }
}
