import SeededRandom
import Testing

@testable import StackLayout

@Suite("Number text")
struct NumberTextTests {
    /// Doubles of every shape `formatNumber` meets: whole and fractional, negative, tiny,
    /// huge, near the 1e15 limit of whole numbers, signed zeros, infinities and NaN.
    private static func samples(seed: UInt64) -> [Double] {
        var generator = SplitMix64(seed: seed)
        var values: [Double] = [
            0, -0.0, 1, -1, 8, 0.5, -0.5, 1e15, -1e15, 1e15 - 1, -(1e15 - 1), 999_999_999_999_999.5, 1e16, 1e300, -1e-300,
            .leastNonzeroMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity, .nan,
            Double(Int64.max), Double(Int64.min), 0.1, 0.3333333333333333, 63.584, 1024, 4096,
        ]
        for _ in 0..<20_000 {
            switch Int.random(in: 0..<5, using: &generator) {
            case 0: values.append(Double(Int.random(in: -100_000...100_000, using: &generator)))
            case 1: values.append(Double(Int.random(in: -4_000...4_000, using: &generator)) / 4)
            case 2: values.append(Double.random(in: -1e6...1e6, using: &generator))
            case 3: values.append(Double(bitPattern: generator.next()))
            default: values.append(Double(Int64.random(in: -2_000_000_000_000_000...2_000_000_000_000_000, using: &generator)))
            }
        }
        return values
    }

    @Test(arguments: [UInt64(5), 1234])
    func appendedNumbersAreTheFormattedText(seed: UInt64) {
        print("appendedNumbersAreTheFormattedText seed \(seed)")
        for value in Self.samples(seed: seed) {
            var text: [UInt8] = Array("x".utf8)
            appendNumber(value, to: &text)
            #expect(text == Array(("x" + formatNumber(value)).utf8), "\(value.bitPattern)")
        }
    }

    @Test(arguments: [Int64.min, Int64.min + 1, -1_000_000, -10, -9, -1, 0, 1, 9, 10, 99, 100, 12345, Int64.max])
    func appendedIntegersAreTheirDescription(value: Int64) {
        var text: [UInt8] = []
        appendInteger(value, to: &text)
        #expect(String(decoding: text, as: UTF8.self) == String(value))
    }

    @Test func wholeNumbersAreWrittenWithoutAFraction() {
        #expect(formatNumber(-0.0) == "0")
        #expect(formatNumber(375) == "375")
        #expect(formatNumber(-2.5) == "-2.5")
        #expect(formatNumber(1e15) == "1000000000000000.0")
        #expect(formatNumber(1e16) == "1e+16")
    }
}
