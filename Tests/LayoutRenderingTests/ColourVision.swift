import Foundation

/// Colours as readers with each common colour-vision deficiency see them (Machado, Oliveira
/// and Fernandes 2009, full severity, applied in linear RGB), and the CIE 1976 colour
/// difference between two colours, for checking that a palette stays apart.
enum ColourVision: String, CaseIterable {
    case normal, protanopia, deuteranopia, tritanopia

    private var matrix: [[Double]] {
        switch self {
        case .normal: [[1, 0, 0], [0, 1, 0], [0, 0, 1]]
        case .protanopia: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]
        case .deuteranopia: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]
        case .tritanopia: [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]]
        }
    }

    /// ΔE*ab between `a` and `b` (`#rrggbb`) as this reader sees them.
    func difference(_ a: String, _ b: String) -> Double {
        let (x, y) = (lab(seen(a)), lab(seen(b)))
        return sqrt(zip(x, y).map { ($0 - $1) * ($0 - $1) }.reduce(0, +))
    }

    private func seen(_ hex: String) -> [Double] {
        let value = Int(hex.dropFirst(), radix: 16)!
        let srgb = [(value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF].map { Double($0) / 255 }
        let linear = srgb.map { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
        return matrix.map { row in min(1, max(0, zip(row, linear).map(*).reduce(0, +))) }
    }

    private func lab(_ rgb: [Double]) -> [Double] {
        let x = (0.4124 * rgb[0] + 0.3576 * rgb[1] + 0.1805 * rgb[2]) / 0.95047
        let y = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]
        let z = (0.0193 * rgb[0] + 0.1192 * rgb[1] + 0.9505 * rgb[2]) / 1.08883
        func f(_ t: Double) -> Double { t > 0.008856 ? cbrt(t) : 7.787 * t + 16.0 / 116 }
        return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))]
    }
}
