/// A move of whole screen rows: what ``Screen/moveRows(_:by:)`` did, and what a terminal can do with its scroll
/// region instead of rewriting the rows.
public struct ScreenScroll: Hashable, Sendable {
    /// The rows that moved, top to bottom.
    public var rows: Range<Int>
    /// How far they moved: positive is down.
    public var offset: Int

    /// Creates a scroll.
    public init(rows: Range<Int>, offset: Int) {
        self.rows = rows
        self.offset = offset
    }
}

/// What changed on a ``Screen`` since its last ``Screen/takeChanges()``: the rows moved (in order), then the rows
/// drawn into. A row neither moved nor drawn into is as it was.
///
/// Bounded whatever happens between two frames: one flag per row and at most ``maximumScrolls`` moves; past that
/// the moves are forgotten and every row they touched counts as drawn into.
public struct ScreenChanges: Sendable {
    /// How many moves are remembered between two frames.
    public static let maximumScrolls = 8

    /// The moves, in the order they happened.
    public private(set) var scrolls: [ScreenScroll] = []
    private var drawn: [Bool]

    init(height: Int, allChanged: Bool = false) {
        drawn = Array(repeating: allChanged, count: height)
    }

    /// Whether nothing changed.
    public var isEmpty: Bool { scrolls.isEmpty && !drawn.contains(true) }

    /// The rows drawn into, top to bottom.
    public var drawnRows: [Int] { drawn.indices.filter { drawn[$0] } }

    /// Whether row `y` was drawn into (`false` for a row off the screen).
    public func wasDrawn(_ y: Int) -> Bool {
        drawn.indices.contains(y) && drawn[y]
    }

    /// The screen's height these changes are for.
    public var height: Int { drawn.count }

    /// The rows that may differ from the frame before: those drawn into and those moved.
    public var touchedRows: [Int] {
        var touched = drawn
        for scroll in scrolls {
            for y in scroll.rows where y < touched.count { touched[y] = true }
        }
        return touched.indices.filter { touched[$0] }
    }

    mutating func markRow(_ y: Int) {
        drawn[y] = true
    }

    /// Records a move: rows drawn before it move with it, and the rows it leaves behind count as drawn.
    mutating func recordMove(of band: Range<Int>, by offset: Int) {
        var moved = drawn
        for y in band {
            let source = y - offset
            moved[y] = band.contains(source) ? drawn[source] : true
        }
        drawn = moved
        if scrolls.count < Self.maximumScrolls {
            scrolls.append(ScreenScroll(rows: band, offset: offset))
        } else {
            for scroll in scrolls + [ScreenScroll(rows: band, offset: offset)] {
                for y in scroll.rows { drawn[y] = true }
            }
            scrolls = []
        }
    }
}
