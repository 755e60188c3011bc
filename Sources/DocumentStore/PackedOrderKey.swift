/// A fractional ordering key (`z_key`, `arranged_key`, see `FractionalKey`) as sorting compares
/// it: bytewise, with the first eight bytes packed into an integer so that most comparisons are
/// one integer comparison and touch no string. Inlinable: readers sort many of them.
package struct PackedOrderKey: Comparable, Sendable {
    /// The first eight UTF-8 bytes, big-endian, padded with zeros.
    @usableFromInline let prefix: UInt64
    /// The whole key.
    package let text: String

    /// The key `text`, its prefix packed. O(1): reads at most eight bytes.
    @inlinable package init(_ text: String) {
        var prefix: UInt64 = 0
        var count = 0
        for byte in text.utf8 {
            guard count < 8 else { break }
            prefix |= UInt64(byte) << (56 - 8 * count)
            count += 1
        }
        self.prefix = prefix
        self.text = text
    }

    /// Bytewise order. Unequal prefixes decide (zero padding sorts a shorter key first, as a
    /// proper prefix does); equal ones fall back to the whole text.
    @inlinable package static func < (a: PackedOrderKey, b: PackedOrderKey) -> Bool {
        a.prefix != b.prefix ? a.prefix < b.prefix : a.text.utf8.lexicographicallyPrecedes(b.text.utf8)
    }

    @inlinable package static func == (a: PackedOrderKey, b: PackedOrderKey) -> Bool { a.text == b.text }
}
