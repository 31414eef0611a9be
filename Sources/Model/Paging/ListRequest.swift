/// The identity of one request a ``ListMachine`` asked for: its answer comes back with it, so that the machine can
/// tell the answer it waits for from one it replaced.
public struct ListRequest: Hashable, Sendable, CustomStringConvertible {
    /// The request's number, counting from 1 in each machine.
    public let number: Int

    /// Creates a request identity (machines number their own; tests name one).
    public init(_ number: Int) {
        self.number = number
    }

    /// `#N`.
    public var description: String { "#\(number)" }
}
