import StackLayout

/// The numbers a document may hold, by what they measure. This is the one rule that every way
/// into a document applies before anything is stored: JSON documents and edits, `set`, the
/// command line's flags, Interface Builder files, and documents, trees and constraints built
/// in code.
///
/// - A length or a coordinate (frame x and y, spacing, custom spacing, layout margins, the
///   safe area, baselines, a constraint's constant): finite and within -1e7...1e7 pt.
///   Spacing and margins may be negative, as in UIKit.
/// - A size (intrinsic width and height, frame width and height, a canvas): a length that is
///   also zero or more, 0...1e7 pt.
/// - A multiplier: finite, with a magnitude of at most 1e4; relating two anchors it must also
///   be non-zero, with a magnitude of at least 1e-4.
/// - A priority: 1...1000.
///
/// UIKit works in CGFloat and no screen comes near 1e7 pt, while within these bounds every
/// sum and product the layout engine forms stays finite and far more precise than a pixel.
package enum NumberRule: Hashable, Sendable {
    case length
    case size
    /// `relatesTwoAnchors`: the constraint has a second anchor, so a zero multiplier would
    /// drop it.
    case multiplier(relatesTwoAnchors: Bool)
    case priority

    /// The largest magnitude of a length, a coordinate or a size, in points: the layout
    /// engine's own bound (`LayoutValueRange`), so a document holds only what it lays out as is.
    package static let lengthLimit = LayoutValueRange.maximumLength
    /// The largest magnitude of a multiplier.
    package static let multiplierLimit = LayoutValueRange.maximumMultiplier
    /// The smallest magnitude of a multiplier that relates two anchors.
    package static let smallestMultiplier = LayoutValueRange.minimumMultiplier

    /// The values this rule admits (a multiplier relating two anchors also keeps clear of zero).
    package var range: ClosedRange<Double> {
        switch self {
        case .length: -Self.lengthLimit...Self.lengthLimit
        case .size: 0...Self.lengthLimit
        case .multiplier: -Self.multiplierLimit...Self.multiplierLimit
        case .priority: LayoutValueRange.priorities
        }
    }

    /// Throws saying what is wrong with `value` when this rule does not admit it. The message
    /// starts with the value and names no place: `nan is not a finite number`,
    /// `1e+308 is out of range: a length is within -1e7...1e7 pt`, `-5 must be zero or more`. O(1).
    package func check(_ value: Double) throws(NumberViolation) {
        try check(value, writtenAs: nil)
    }

    /// `check`, quoting `written` (the value as typed) rather than the number's own text.
    private func check(_ value: Double, writtenAs written: String?) throws(NumberViolation) {
        if range.contains(value), !isTooCloseToZero(value) { return }
        let text = written ?? JSONWriter.numberText(value)
        guard value.isFinite else { throw NumberViolation("\(text) is not a finite number") }
        if self == .size, value < 0 { throw NumberViolation("\(text) must be zero or more") }
        guard range.contains(value) else { throw NumberViolation("\(text) is out of range: \(rangeText)") }
        guard value != 0 else {
            throw NumberViolation("0 would drop the second anchor: a multiplier relating two anchors must not be zero")
        }
        let smallest = Self.boundText(Self.smallestMultiplier)
        throw NumberViolation("\(text) is too close to zero: a multiplier relating two anchors has a magnitude of at least \(smallest)")
    }

    private func isTooCloseToZero(_ value: Double) -> Bool {
        guard case .multiplier(relatesTwoAnchors: true) = self else { return false }
        return abs(value) < Self.smallestMultiplier
    }

    /// Reads a number written as text (a command-line value, an XML attribute) and checks it.
    /// Text too large for a `Double` (`1e309`) is out of range rather than infinite; `nan`
    /// and `inf` are not finite; anything else that is not a number says so. O(length of text).
    package func read(_ text: String) throws(NumberViolation) -> Double {
        guard let value = Double(text) else { throw NumberViolation("\"\(text)\" is not a number") }
        if value.isInfinite, !Self.spellsInfinity(text) { throw NumberViolation("\(text) is out of range: \(rangeText)") }
        try check(value, writtenAs: text)
        return value
    }

    /// `a length is within -1e7...1e7 pt`.
    private var rangeText: String {
        let bounds = "\(Self.boundText(range.lowerBound))...\(Self.boundText(range.upperBound))"
        switch self {
        case .length: return "a length is within \(bounds) pt"
        case .size: return "a size is within \(bounds) pt"
        case .multiplier: return "a multiplier is within \(bounds)"
        case .priority: return "a priority is within \(bounds)"
        }
    }

    /// Whether `text` names infinity itself (`inf`, `-Infinity`) rather than a number too
    /// large to hold.
    private static func spellsInfinity(_ text: String) -> Bool {
        var word = Substring(text.lowercased())
        if word.first == "+" || word.first == "-" { word = word.dropFirst() }
        return word == "inf" || word == "infinity"
    }

    /// A bound as people write it: `1e7`, `-1e4` and `1e-4` for powers of ten from 1e4 up and
    /// from 1e-4 down, other numbers plainly (`1000`).
    static func boundText(_ bound: Double) -> String {
        let magnitude = abs(bound)
        let sign = bound < 0 ? "-" : ""
        if magnitude >= 1e4, let exponent = exponentOfTen(magnitude) { return "\(sign)1e\(exponent)" }
        if magnitude > 0, magnitude <= 1e-4 {
            let inverse = (1 / magnitude).rounded()
            if 1 / inverse == magnitude, let exponent = exponentOfTen(inverse) { return "\(sign)1e-\(exponent)" }
        }
        return JSONWriter.numberText(bound)
    }

    /// `k` when `value` is exactly 10^k, for the k up to 22 whose powers a `Double` holds exactly.
    private static func exponentOfTen(_ value: Double) -> Int? {
        var power = 1.0
        for exponent in 0...22 {
            if power == value { return exponent }
            power *= 10
        }
        return nil
    }
}

/// A number that a `NumberRule` does not admit, and why: `nan is not a finite number`.
/// It names no place; callers add the JSON path, the flag or the line.
package struct NumberViolation: Error, Hashable, Sendable, CustomStringConvertible {
    package var message: String

    package init(_ message: String) { self.message = message }

    package var description: String { message }
}
