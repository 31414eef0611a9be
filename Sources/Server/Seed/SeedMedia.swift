import Foundation

/// The seeded counters and voice messages.
enum SeedMedia {
    /// The 18 counters of the `main` set; numbers cycle through 0…5.
    static let mainCounters = [
        "Apples", "香蕉", "Cherries", "葡萄", "Lemons", "芒果", "Oranges", "桃子", "Pears",
        "草莓", "Plums", "西瓜", "Kiwis", "荔枝", "Figs", "柚子", "Limes", "菠萝",
    ]

    /// The 3 counters of the `alt` set, all at 0.
    static let altCounters = ["Alt · Red", "备选 · 绿", "Alt · Blue"]

    /// Sender (a seeded user's login name) and duration in seconds, in id order.
    static let voices: [(sender: String, duration: Int)] = [
        ("bob", 3), ("xiaoming", 5), ("carol", 8), ("lilei", 12), ("hanmeimei", 4), ("dave", 10), ("zhangwei", 6),
    ]

    /// Samples per second of the fake audio: low, to keep the seed small.
    static let sampleRate = 2_000

    /// A deterministic 8-bit mono WAV file `seconds` long: a tone whose pitch depends on `seed`.
    static func audio(seconds: Int, seed: Int) -> Data {
        let sampleCount = seconds * sampleRate
        var data = Data()
        data.reserveCapacity(44 + sampleCount)
        data.append(contentsOf: Array("RIFF".utf8))
        append32(UInt32(36 + sampleCount), to: &data)
        data.append(contentsOf: Array("WAVEfmt ".utf8))
        append32(16, to: &data)  // format chunk size
        append16(1, to: &data)  // PCM
        append16(1, to: &data)  // mono
        append32(UInt32(sampleRate), to: &data)
        append32(UInt32(sampleRate), to: &data)  // bytes per second
        append16(1, to: &data)  // block align
        append16(8, to: &data)  // bits per sample
        data.append(contentsOf: Array("data".utf8))
        append32(UInt32(sampleCount), to: &data)
        let period = 8 + seed % 9
        for index in 0..<sampleCount {
            let phase = index % period
            let rising = phase < period / 2
            data.append(UInt8(truncatingIfNeeded: rising ? 96 + phase * 16 : 224 - (phase - period / 2) * 16))
        }
        return data
    }

    private static func append16(_ value: UInt16, to data: inout Data) {
        withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
    }

    private static func append32(_ value: UInt32, to data: inout Data) {
        withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
    }
}
