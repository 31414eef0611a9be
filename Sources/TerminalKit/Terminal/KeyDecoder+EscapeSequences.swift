extension KeyDecoder {
    /// The longest control sequence waited for; anything longer is garbage and is skipped.
    static let longestSequence = 32

    /// A key that starts with ESC: a CSI sequence (`ESC [`), an SS3 sequence (`ESC O`), or the Escape key itself.
    ///
    /// ESC followed by anything else (Alt-chords, a second ESC) is the Escape key; the next byte decodes on its own.
    static func escapeSequence(in bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let start = bytes.startIndex
        guard bytes.count >= 2 else { return nil }
        switch bytes[start + 1] {
        case UInt8(ascii: "["):
            return controlSequence(in: bytes)
        case UInt8(ascii: "O"):
            guard bytes.count >= 3 else { return nil }
            return (singleShiftKey(bytes[start + 2]), 3)
        default:
            return (.escape, 1)
        }
    }

    /// `ESC [` parameters, intermediates, final byte: arrows, home/end, delete, page up/down, shift-tab.
    ///
    /// Modifier parameters (`ESC [1;5A`, ctrl-up) are read past: the key is the plain one.
    private static func controlSequence(in bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let start = bytes.startIndex
        var index = start + 2
        while index < bytes.endIndex {
            let byte = bytes[index]
            switch byte {
            case 0x20...0x3F:
                index += 1
                if index - start > longestSequence { return (nil, index - start) }
            case 0x40...0x7E:
                let parameters = bytes[(start + 2)..<index]
                return (csiKey(final: byte, parameters: parameters), index - start + 1)
            default:
                return (nil, index - start)  // broken off by a byte that cannot be in a sequence
            }
        }
        return nil
    }

    /// The key a CSI final byte names, given the sequence's parameter bytes.
    private static func csiKey(final: UInt8, parameters: ArraySlice<UInt8>) -> Key? {
        if let key = cursorKey(final) { return key }
        switch final {
        case UInt8(ascii: "Z"): return .backTab
        case UInt8(ascii: "~"):
            let first = parameters.prefix { $0 != UInt8(ascii: ";") }
            switch String(decoding: first, as: UTF8.self) {
            case "1", "7": return .home
            case "3": return .delete
            case "4", "8": return .end
            case "5": return .pageUp
            case "6": return .pageDown
            default: return nil  // insert, function keys, paste markers
            }
        default:
            return nil
        }
    }

    /// The key an SS3 sequence (`ESC O x`, application cursor mode) names.
    private static func singleShiftKey(_ byte: UInt8) -> Key? {
        if let key = cursorKey(byte) { return key }
        return byte == UInt8(ascii: "M") ? .enter : nil  // F1–F4 and keypad keys we do not use
    }

    /// The cursor keys CSI and SS3 sequences share: arrows, home and end.
    private static func cursorKey(_ byte: UInt8) -> Key? {
        switch byte {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        default: return nil
        }
    }
}
