import MVVM
import Model
import ServiceFakes
import Testing

/// Receives what a binding delivers; `next()` waits for the next value.
@MainActor
private final class Sink {
    private var buffer: [String] = []
    private var waiter: CheckedContinuation<String, Never>?

    func receive(_ value: String) {
        if let waiter {
            self.waiter = nil
            waiter.resume(returning: value)
        } else {
            buffer.append(value)
        }
    }

    func next() async -> String {
        if !buffer.isEmpty { return buffer.removeFirst() }
        return await withCheckedContinuation { waiter = $0 }
    }
}

/// An observer that keeps its binding's token, as a view keeps the bindings of its controls.
@MainActor
private final class Label {
    var text = ""
    var token: ObservationToken?
}

@MainActor
struct ObservationTokenTests {
    @Test func itDeliversTheValueNowAndAfterEachChange() async {
        // Given a binding to a Print view model's content
        let viewModel = PrintViewModel(randomSource: ScriptedRandomSource([7, 3]))
        let sink = Sink()
        let token = observe({ viewModel.content }) { sink.receive($0) }
        // Then the current value arrives at once
        #expect(await sink.next() == "line 0")
        // And when the content changes, each new value arrives
        viewModel.printButtonTapped()
        #expect(await sink.next() == "line 7")
        viewModel.printButtonTapped()
        #expect(await sink.next() == "line 3")
        token.cancel()
    }

    @Test func changesInOneTurnArriveAsOneValue() async {
        // Given a binding
        let viewModel = PrintViewModel(randomSource: ScriptedRandomSource([7, 3, 5]))
        let sink = Sink()
        let token = observe({ viewModel.content }) { sink.receive($0) }
        #expect(await sink.next() == "line 0")
        // When the content changes twice without a pause
        viewModel.printButtonTapped()
        viewModel.printButtonTapped()
        // Then one delivery carries the last value, and the next change comes after it
        #expect(await sink.next() == "line 3")
        viewModel.printButtonTapped()
        #expect(await sink.next() == "line 5")
        token.cancel()
    }

    @Test func aCancelledBindingDeliversNothingMore() async {
        // Given two bindings to the same content, the first cancelled
        let viewModel = PrintViewModel(randomSource: ScriptedRandomSource([7, 3]))
        var cancelledValues: [String] = []
        let cancelled = observe({ viewModel.content }) { cancelledValues.append($0) }
        cancelled.cancel()
        let sink = Sink()
        let live = observe({ viewModel.content }) { sink.receive($0) }
        #expect(await sink.next() == "line 0")
        // When the content changes twice
        viewModel.printButtonTapped()
        #expect(await sink.next() == "line 7")
        viewModel.printButtonTapped()
        #expect(await sink.next() == "line 3")
        // Then the cancelled binding saw only the value it started with
        #expect(cancelled.isCancelled)
        #expect(cancelledValues == ["line 0"])
        live.cancel()
    }

    @Test func theBindingDoesNotKeepItsObserverAlive() {
        // Given a label-like observer that keeps its binding's token
        let viewModel = PrintViewModel(randomSource: ScriptedRandomSource([]))
        weak var released: Label?
        do {
            let label = Label()
            label.token = observe({ viewModel.content }) { [weak label] in label?.text = $0 }
            #expect(label.text == "line 0")
            released = label
        }
        // When nothing else holds the observer, Then it is gone, token and all
        #expect(released == nil)
    }
}
