import Testing

@testable import Server

/// bcrypt checks run one at a time on a low-priority thread, and only so many wait.
@Suite("Password checker")
struct PasswordCheckerTests {
    /// bcrypt of "right" at cost 4 (fast) and at cost 12 (a few hundred milliseconds).
    static let quick = "$2b$04$eLXoyLOe07FR0YPvDI2aKe1hg4FEmDyGTmQ/SUNAkolOVSwu1GQci"
    static let slow = "$2b$12$5JyxmAC9c.2areUa/uMPken/5Av5bTI3L6qov2zGCm9NkRWZrbEsC"

    @Test("twenty checks at once are each answered, right or wrong")
    func everyCheckAnswered() async throws {
        // When twenty checks arrive together, every other one with the right password
        let answers = try await withThrowingTaskGroup(of: (Int, Bool).self) { group in
            for index in 0..<20 {
                group.addTask {
                    (
                        index,
                        try await PasswordChecker.normal.verify(
                            index.isMultiple(of: 2) ? "right" : "wrong",
                            hash: Self.quick)
                    )
                }
            }
            return try await group.reduce(into: [Int: Bool]()) { $0[$1.0] = $1.1 }
        }
        // Then each got its own answer
        #expect(answers.count == 20)
        #expect(answers.allSatisfy { $0.value == $0.key.isMultiple(of: 2) })
    }

    @Test("past the waiting limit a check is refused at once instead of queueing")
    func fullQueue() async throws {
        // Given a checker where one slow check may wait while another runs
        let checker = PasswordChecker(queueLimit: 1)
        // When five slow checks arrive together
        let outcomes = await withTaskGroup(of: Bool?.self) { group in
            for _ in 0..<5 {
                group.addTask { try? await checker.verify("right", hash: Self.slow) }
            }
            return await group.reduce(into: [Bool?]()) { $0.append($1) }
        }
        // Then some were refused, and those that ran answered right
        #expect(outcomes.contains { $0 == nil })
        #expect(outcomes.contains { $0 == true })
    }
}
