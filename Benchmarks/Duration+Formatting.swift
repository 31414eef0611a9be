extension Duration {
    /// Seconds as a floating-point number.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }

    /// A short human reading: `812 ns`, `14.2 µs`, `3.10 ms`, `1.25 s`.
    var formatted: String {
        let value = seconds
        switch value {
        case ..<1e-6: return "\(Int((value * 1e9).rounded())) ns"
        case ..<1e-3: return formatNumber(value * 1e6, "µs")
        case ..<1: return formatNumber(value * 1e3, "ms")
        default: return formatNumber(value, "s")
        }
    }
}

/// `value` with three significant digits, then `unit`: `14.2 µs`.
func formatNumber(_ value: Double, _ unit: String) -> String {
    let digits = value >= 100 ? 0 : value >= 10 ? 1 : 2
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = digits == 0 ? String(Int(rounded)) : String(rounded)
    if let dot = text.firstIndex(of: ".") {
        let decimals = text.distance(from: dot, to: text.endIndex) - 1
        text += String(repeating: "0", count: max(0, digits - decimals))
    }
    return unit.isEmpty ? text : "\(text) \(unit)"
}

/// A ratio as the report prints it: `1.04×`.
func formatRatio(_ value: Double) -> String {
    formatNumber(value, "") + "×"
}
