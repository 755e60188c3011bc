/// Shortest text for a number: `8` rather than `8.0`; a whole number below 1e15 in magnitude
/// is written as an integer, any other as Swift writes a `Double` (the shortest form that
/// reads back exactly: `0.3333333333333333`, `1e+16`, `inf`). O(digits).
package func formatNumber(_ value: Double) -> String {
    if let whole = wholeNumber(value) { return String(whole) }
    return String(value)
}

/// The UTF-8 of `formatNumber(value)` appended to `text`, a whole number written digit by
/// digit without making a `String` (the common case for frames and sizes). O(digits).
package func appendNumber(_ value: Double, to text: inout [UInt8]) {
    guard let whole = wholeNumber(value) else {
        text.append(contentsOf: String(value).utf8)
        return
    }
    appendInteger(whole, to: &text)
}

/// The decimal digits of `value` appended to `text`, with a `-` when negative: the UTF-8 of
/// `String(value)`. O(digits).
package func appendInteger(_ value: Int64, to text: inout [UInt8]) {
    if value < 0 { text.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    var digits = 1
    var rest = magnitude / 10
    while rest > 0 {
        digits += 1
        rest /= 10
    }
    let end = text.count + digits
    text.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digits))
    text.withUnsafeMutableBufferPointer { buffer in
        var index = end
        repeat {
            index -= 1
            buffer[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
    }
}

/// `value` as an integer when `formatNumber` writes it as one: finite, whole and below 1e15
/// in magnitude (where every whole `Double` is exact); otherwise nil. O(1).
private func wholeNumber(_ value: Double) -> Int64? {
    guard value.isFinite, value == value.rounded(), abs(value) < 1e15 else { return nil }
    return Int64(value)
}

/// A length for people to read: at most three decimals (a thousandth of a point is far below
/// a pixel), none for whole numbers: `63.584`, `30`. Data for tools keeps every digit.
package func formatPoints(_ value: Double) -> String {
    guard value.isFinite else { return formatNumber(value) }
    return formatNumber((value * 1000).rounded() / 1000)
}
