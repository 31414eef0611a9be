/// The arithmetic of ``StackView``: how many cells each arranged view gets along the axis.
enum StackLayout {
    /// Fixed and fitted lengths first (in order, until the room runs out), then the rest shared among the
    /// flexible ones by weight; rounding leftovers go to the first flexible views.
    static func extents(
        of lengths: [StackView.Length], along room: Int, spacing: Int, fitted: (Int) -> Int
    ) -> [Int] {
        var remaining = max(0, room - spacing * max(0, lengths.count - 1))
        var extents = Array(repeating: 0, count: lengths.count)
        var totalWeight = 0
        for (index, length) in lengths.enumerated() {
            switch length {
            case .fixed(let cells):
                extents[index] = min(max(0, cells), remaining)
                remaining -= extents[index]
            case .fit:
                extents[index] = min(max(0, fitted(index)), remaining)
                remaining -= extents[index]
            case .flexible(let weight):
                totalWeight += max(0, weight)
            }
        }
        guard totalWeight > 0 else { return extents }
        var leftover = remaining
        for (index, length) in lengths.enumerated() {
            guard case .flexible(let weight) = length else { continue }
            extents[index] = remaining * max(0, weight) / totalWeight
            leftover -= extents[index]
        }
        for (index, length) in lengths.enumerated() where leftover > 0 {
            guard case .flexible(let weight) = length, weight > 0 else { continue }
            extents[index] += 1
            leftover -= 1
        }
        return extents
    }
}
