import ConstraintSolver

/// The pieces of several cost profiles on each side of their minima in the order their infimal
/// convolution takes them: cheapest first, equally cheap ones in the profiles' order. A stack
/// reads its profile, where that profile is exact, its compression (equalCentering) and how it
/// shares a length among its items (`steps`) from the same order, so each side is gathered and
/// sorted at most once, when first asked for. O(k log k) per side for k pieces.
struct ConvolutionOrder {
    let profiles: [CostProfile]
    private var upward: [CostProfile.Piece]?
    private var downward: [CostProfile.Piece]?

    init(_ profiles: [CostProfile]) { self.profiles = profiles }

    /// The pieces to the right of the minima (`upward`) or to their left, in order.
    mutating func pieces(upward isUpward: Bool) -> [CostProfile.Piece] {
        if let pieces = isUpward ? upward : downward { return pieces }
        var pieces = CostProfile.allPieces(of: profiles, upward: isUpward)
        pieces.sort { $0.isCheaper(than: $1) }
        if isUpward { upward = pieces } else { downward = pieces }
        return pieces
    }

    /// The order without the slopes, to keep. O(k log k) if a side is not sorted yet.
    mutating func steps() -> ConvolutionSteps {
        func steps(_ pieces: [CostProfile.Piece]) -> [ConvolutionSteps.Step] {
            pieces.map { ConvolutionSteps.Step(owner: Int32($0.owner), length: $0.length) }
        }
        return ConvolutionSteps(upward: steps(pieces(upward: true)), downward: steps(pieces(upward: false)))
    }
}

/// Which profile each piece of a `ConvolutionOrder` belongs to and how long it is, on each side
/// of the minima, in order: all that sharing a length among the profiles needs, kept by a
/// closed form (16 bytes a piece) long after the slopes are gone.
struct ConvolutionSteps {
    struct Step {
        let owner: Int32
        let length: Double
    }

    let upward: [Step]
    let downward: [Step]

    /// How the infimal convolution splits `total` among profiles whose minima are `minima`:
    /// each starts at its minimum, then the pieces on the needed side are taken in order.
    /// O(profiles + pieces taken).
    func distribute(_ total: Double, minima: [Double]) -> [Double] {
        var lengths = minima
        var remaining = total - minima.reduce(0, +)
        let isUpward = remaining > 0
        for step in isUpward ? upward : downward {
            guard remaining != 0 else { break }
            let taken = min(abs(remaining), step.length)
            lengths[Int(step.owner)] += isUpward ? taken : -taken
            remaining += isUpward ? -taken : taken
        }
        return lengths
    }
}
