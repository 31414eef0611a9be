import Model
import Testing

/// Counter's rules take any number a server may send without trapping: a `+` or `-` on it stays in the range the
/// server accepts.
struct CounterRulesTests {
    @Test(arguments: [Int.max, Int.max - 1, 1_000_000, 2_000_000])
    func plusOnAHugeNumberStopsAtTheTopOfTheRange(num: Int) {
        #expect(CounterRules.incremented(num) == CounterRules.range.upperBound)
        #expect(CounterRules.decremented(num) == CounterRules.range.upperBound - 1)
    }

    @Test(arguments: [Int.min, Int.min + 1, -1, 0])
    func minusOnZeroOrLessStaysAtZero(num: Int) {
        #expect(CounterRules.decremented(num) == 0)
        #expect(CounterRules.incremented(num) == 1)
    }

    @Test func inTheRangePlusAndMinusMoveByOne() {
        #expect(CounterRules.incremented(5) == 6)
        #expect(CounterRules.decremented(5) == 4)
        #expect(CounterRules.swapsSet(after: CounterRules.incremented(6)))
    }
}
