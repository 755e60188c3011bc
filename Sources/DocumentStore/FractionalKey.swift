/// Keys that order items by plain bytewise string comparison and always leave room between
/// two neighbours, so that inserting or moving one item in an ordering writes one row,
/// whatever the ordering's length.
///
/// A key is a base-62 fraction `0.d1d2d3...` written with the digits `0-9A-Za-z` (in ASCII
/// order) and never ending in `0`, so that no two keys denote the same fraction.
/// `between` returns the shortest-ish key strictly between two others; repeated insertion at
/// one spot grows keys by about one character per six insertions, and `evenlySpaced` makes
/// fresh short keys when an ordering is written whole.
enum FractionalKey {
    private static let digits = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8)
    private static let base = 62

    private static let values: [Int] = {
        var table = [Int](repeating: -1, count: 128)
        for (value, digit) in digits.enumerated() { table[Int(digit)] = value }
        return table
    }()

    /// A key strictly between `lower` and `upper` (`nil`: the start / the end of the ordering).
    /// Requires `lower < upper` when both are given. O(length of the keys).
    static func between(_ lower: String?, _ upper: String?) -> String {
        let a = lower.map(decode) ?? []
        let b = upper.map(decode)
        precondition(b == nil || a.lexicographicallyPrecedes(b!), "keys out of order: \(lower ?? "") >= \(upper ?? "")")
        return encode(midpoint(a[...], b?[...]))
    }

    /// A key after `key` with nothing given above it: the next key of the same length (`key`
    /// plus one in its last place) while there is one, else `between(key, nil)`. Appending
    /// item after item so keeps keys of one length, where halving the room left each time
    /// would grow them by a character every six items. O(length of the key).
    static func after(_ key: String) -> String {
        var digits = decode(key)
        var position = digits.count - 1
        while position >= 0 {
            if digits[position] < base - 1 {
                // The places after `position` carry to 0, but the last one, as a key never ends
                // in 0, to 1: the key keeps its length.
                digits[position] += 1
                for later in digits.indices where later > position { digits[later] = later == digits.count - 1 ? 1 : 0 }
                return encode(digits)
            }
            position -= 1
        }
        return between(key, nil)
    }

    /// `count` increasing keys of equal length, spread over the lower half of the range, so
    /// that as many again can be appended (`after`) at that length. O(count).
    static func evenlySpaced(_ count: Int) -> [String] {
        // Digits 1...61 only, so that no key ends in 0: width w holds 61^w keys.
        var width = 1
        var capacity = 61
        while capacity < 2 * count + 1 {
            width += 1
            capacity *= 61
        }
        let step = max(capacity / (2 * count + 1), 1)
        return (0..<count).map { index in
            var value = (index + 1) * step - 1
            var key = [UInt8](repeating: 0, count: width)
            for position in stride(from: width - 1, through: 0, by: -1) {
                key[position] = digits[value % 61 + 1]
                value /= 61
            }
            return String(decoding: key, as: UTF8.self)
        }
    }

    /// The digits of a fraction strictly between `a` and `b` (`b == nil`: 1).
    private static func midpoint(_ a: ArraySlice<Int>, _ b: ArraySlice<Int>?) -> [Int] {
        if let b {
            // Skip the common prefix (reading a missing digit of `a` as 0).
            var common = 0
            while common < b.count, (common < a.count ? a[a.startIndex + common] : 0) == b[b.startIndex + common] {
                common += 1
            }
            if common > 0 {
                let rest = midpoint(a.dropFirst(common), b.dropFirst(common))
                return Array(b.prefix(common)) + rest
            }
        }
        let low = a.first ?? 0
        let high = b?.first ?? base
        if high - low > 1 { return [(low + high) / 2] }
        // Neighbouring first digits: `b`'s first digit alone fits if `b` goes on,
        // else keep `a`'s first digit and look between the rest of `a` and the end.
        if let b, b.count > 1 { return [b.first!] }
        return [low] + midpoint(a.dropFirst(), nil)
    }

    private static func decode(_ key: String) -> [Int] {
        key.utf8.map { values[Int($0)] }
    }

    private static func encode(_ fraction: [Int]) -> String {
        String(decoding: fraction.map { digits[$0] }, as: UTF8.self)
    }
}
