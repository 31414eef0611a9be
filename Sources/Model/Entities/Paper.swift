import Foundation

/// The Print scene's model (seed 003): a sheet whose content a printer overwrites.
public struct Paper: Hashable, Sendable {
    /// What is printed on the paper; a new paper reads `line 0`.
    public var content: String

    /// Creates a paper with the given content.
    public init(content: String = "line 0") { self.content = content }

    /// The content printed for line number `number`: `line N`.
    public static func line(_ number: Int) -> String { "line \(number)" }

    /// The range a print draws its line number from.
    public static let lineRange = 0...9

    /// Prints over the paper (the `print` tap): it now reads `line N`, N drawn from ``lineRange`` by `randomSource`.
    public mutating func print(drawingFrom randomSource: any RandomSource) {
        content = Self.line(randomSource.next(in: Self.lineRange))
    }
}
