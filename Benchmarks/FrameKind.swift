/// The frames every renderer in the frame benchmarks draws, each as a change from the frame before.
enum FrameKind: CaseIterable {
    /// The selection moves one row down or up: two rows change style.
    case move
    /// The rows scroll up by one, nothing else changes: every row's content moves, one row is new.
    case scroll
    /// One visible row gets new text, every column of it different.
    case update

    /// The kind named on the command line: `move`, `scroll` or `update`.
    init?(argument: String) {
        switch argument {
        case "move": self = .move
        case "scroll": self = .scroll
        case "update": self = .update
        default: return nil
        }
    }

    /// How the report names it.
    var title: String {
        switch self {
        case .move: "move the selection (2 rows restyled)"
        case .scroll: "scroll by one row"
        case .update: "one-row update"
        }
    }
}

/// One measured frame: its median time and what it cost.
struct FrameFigures {
    var time: Duration
    /// Bytes written to bring the terminal from the previous frame to this one.
    var bytes: Int
    /// Table rows drawn (TerminalKit only).
    var rowsRedrawn: Int?

    /// `12.3 µs, 2 rows, 190 B`.
    var summary: String {
        [time.formatted, rowsRedrawn.map { "\($0) rows" }, "\(bytes) B"].compactMap(\.self).joined(separator: ", ")
    }
}
