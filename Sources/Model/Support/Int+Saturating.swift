extension Int {
    /// `self + other`, held at `Int.min` or `Int.max` instead of trapping: for arithmetic on a number a server sent,
    /// which may be anything an `Int` holds (a like count of `Int.max`, a page at offset `Int.max`).
    ///
    /// ```swift
    /// Int.max.saturatingAdding(1)  // Int.max
    /// ```
    public func saturatingAdding(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        guard overflow else { return sum }
        return other > 0 ? .max : .min
    }
}
