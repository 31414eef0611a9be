/// Turns the bytes a terminal sends in raw mode into ``Key``s: pure, so it is tested without a terminal.
///
/// Bytes may arrive split anywhere (an escape sequence or a UTF-8 character over two reads): what cannot be decoded
/// yet stays pending until more bytes come. A lone ESC is ambiguous — the Escape key, or the start of a sequence
/// whose rest is still in flight — so it stays pending too; the reader calls ``flush()`` when no byte followed
/// within a short timeout, and only then is it the Escape key.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    /// Creates a decoder with nothing pending.
    public init() {}

    /// Whether some bytes wait for the rest of their sequence (the reader then waits a little before ``flush()``).
    public var hasPending: Bool { !pending.isEmpty }

    /// Adds bytes and answers every key they complete, in order.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            guard let (key, length) = Self.key(in: pending[index...]) else { break }
            if let key { keys.append(key) }
            index += length
        }
        pending.removeFirst(index)
        return keys
    }

    /// Gives up waiting: a pending ESC is the Escape key, other unfinished bytes are decoded as far as they go.
    public mutating func flush() -> [Key] {
        guard !pending.isEmpty else { return [] }
        var keys: [Key] = []
        if pending.first == 0x1B {
            keys.append(.escape)
            pending.removeFirst()
        } else {
            pending.removeFirst()  // an unfinished UTF-8 character: nothing sensible to show
        }
        return keys + decode([])
    }

    /// The key at the start of `bytes` and how many bytes it used; `nil` when more bytes are needed.
    /// A recognised but meaningless sequence answers a `nil` key with its length, so it is skipped.
    static func key(in bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        guard let first = bytes.first else { return nil }
        switch first {
        case 0x1B:
            return escapeSequence(in: bytes)
        case 0x0D, 0x0A:
            return (.enter, 1)
        case 0x09:
            return (.tab, 1)
        case 0x7F, 0x08:
            return (.backspace, 1)
        case 0x20:
            return (.space, 1)
        case 0x00:
            return (.control("@"), 1)
        case 0x01...0x1A:
            return (.control(Character(Unicode.Scalar(first + 0x60))), 1)
        case 0x1C...0x1F:
            return (.control(Character(Unicode.Scalar(first + 0x40))), 1)
        case 0x21...0x7E:
            return (.character(Character(Unicode.Scalar(first))), 1)
        default:
            return utf8Character(in: bytes)
        }
    }

    /// A UTF-8 encoded character: its length comes from the lead byte; a malformed one is skipped byte by byte.
    private static func utf8Character(in bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        guard let lead = bytes.first else { return nil }
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return (nil, 1)
        }
        let continuation = bytes.dropFirst().prefix(length - 1)
        if let bad = continuation.firstIndex(where: { $0 & 0xC0 != 0x80 }) {
            return (nil, bad - bytes.startIndex)
        }
        guard continuation.count == length - 1 else { return nil }
        let text = String(decoding: bytes.prefix(length), as: UTF8.self)
        guard let character = text.first, text.unicodeScalars.first?.value != 0xFFFD else { return (nil, length) }
        return (.character(character), length)
    }
}
