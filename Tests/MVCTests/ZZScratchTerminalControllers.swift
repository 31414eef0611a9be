import MVP
import MVPTerminal
import MVVM
import MVVMTerminal
import Model
import SceneViews
import ServiceFakes
import TerminalKit
import Testing

@MainActor
struct ZZScratchTerminalControllers {
    enum Arch: CaseIterable { case mvp, mvvm }

    func make(_ arch: Arch, _ service: FakeCounterService) -> (ViewController, AnyObject) {
        switch arch {
        case .mvp:
            let p = CounterPresenter(service: service)
            return (MVPTerminal.CounterViewController(presenter: p), p)
        case .mvvm:
            let v = CounterViewModel(service: service)
            return (MVVMTerminal.CounterViewController(viewModel: v), v)
        }
    }

    func until(_ host: HeadlessHost, _ condition: () async throws -> Bool) async rethrows {
        for _ in 0..<2000 {
            host.render()
            if try await condition() { return }
            await Task.yield()
        }
        Issue.record("timed out")
    }

    func row(_ host: HeadlessHost, _ n: Int) throws -> String {
        let cell = try #require(try host.visibleTable().cellForRow(at: IndexPath(row: n - 1)) as? CounterCell)
        return "\(cell.name): \(cell.number)"
    }

    @Test(arguments: Arch.allCases) func counter(arch: Arch) async throws {
        let service = FakeCounterService()
        await service.control.failNextCall()
        weak var weakController: ViewController?
        weak var weakLogic: AnyObject?
        let host = HeadlessHost()
        do {
            let (controller, logic) = make(arch, service)
            weakController = controller
            weakLogic = logic
            host.rootViewController = controller
            #expect(host.screenText.contains("Loading…"))
            try await until(host) { host.screenText.contains("Retry") }
            Swift.print(host.screenText)
            try host.tap("Retry")
            try await until(host) { host.screenText.contains("Loading…") }
            try await until(host) { try host.visibleTable().numberOfRows == 18 && !host.screenText.contains("Loading") }
            try await until(host) { !host.screenText.contains("Retry") }
            Swift.print(host.screenText)
            host.resetCounters()
            try host.tap("+", row: 3)
            try await until(host) { try row(host, 3) == "Main 3: 3" }
            try await until(host) { await service.saves.count == 1 }
            for _ in 0..<50 { await Task.yield() }
            host.render()
            #expect(host.rowsRedrawn == 1)
            // keyboard
            for key in [Key.down, .down, .right, .enter] { host.send(key) }
            try await until(host) { try row(host, 2) == "Main 2: 0" }
            // failed save
            await service.control.failNextCall()
            try host.tap("+", row: 1)
            try await until(host) { host.screenText.contains("down for a moment") }
            try await until(host) { try row(host, 1) == "Main 1: 0" }
            #expect(!host.screenText.contains("Retry"))
            Swift.print(host.screenText)
            // swap
            try host.tap("+", row: 6)
            try await until(host) { await service.saves.count == 4 }
            try host.tap("+", row: 6)
            try await until(host) { try host.visibleTable().numberOfRows == 3 }
            #expect(!host.screenText.contains("down for a moment"))
            Swift.print(host.screenText)
        }
        host.rootViewController = nil
        for _ in 0..<50 { await Task.yield() }
        #expect(weakController == nil)
        #expect(weakLogic == nil)
    }

    @Test(arguments: Arch.allCases) func printScene(arch: Arch) async throws {
        let random = ScriptedRandomSource([4, 8])
        let host = HeadlessHost()
        weak var weakController: ViewController?
        do {
            let controller: ViewController =
                arch == .mvp
                ? MVPTerminal.PrintViewController(randomSource: random)
                : MVVMTerminal.PrintViewController(randomSource: random)
            weakController = controller
            host.rootViewController = controller
            try await until(host) { host.screenText.contains("line 0") }
            try host.tap("print")
            Swift.print("immediately after tap:", host.screenText.contains("line 4"))
            try await until(host) { host.screenText.contains("line 4") }
            host.send(.enter)
            try await until(host) { host.screenText.contains("line 8") }
        }
        host.rootViewController = nil
        for _ in 0..<50 { await Task.yield() }
        #expect(weakController == nil)
    }
}
