import Testing

@testable import Server

/// The server's own SHA-256 gives the digests FIPS 180-4's examples and NIST's test vectors give.
@Suite("Token hash")
struct TokenHashTests {
    @Test(
        "SHA-256 of the standard's messages, across one, two and many blocks",
        arguments: [
            ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            (
                "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
            ),
            (
                "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrst"
                    + "nopqrstu",
                "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
            ),
            (
                String(repeating: "a", count: 1_000_000),
                "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
            ),
        ])
    func knownDigests(message: String, digest: String) {
        // When a message is hashed, Then its digest is the standard's, as 64 lowercase hex digits
        #expect(TokenHash.of(message) == digest)
    }

    @Test("messages one byte either side of a block boundary hash apart")
    func blockBoundaries() {
        // Given messages of 55, 56, 63, 64 and 65 bytes, where the padding moves to a new block
        let digests = [55, 56, 63, 64, 65].map { TokenHash.of(String(repeating: "x", count: $0)) }
        // Then each digest is distinct and 64 hex digits long
        #expect(Set(digests).count == 5)
        #expect(digests.allSatisfy { $0.count == 64 && $0.allSatisfy(\.isHexDigit) })
    }
}
