/// `UISV-fill-proportionally`'s shares of a stack's length along its axis: each visible
/// view's length L over the denominator D, the sum of the positive L plus the stack's spacing
/// once per gap between visible views (UIKit's ordered arrangement never reads custom spacings
/// here, although the spacing constraints between the views use them). The compiled system
/// and the closed form both take their multipliers from here. O(n) in the views.
struct ProportionalShares {
    /// The sum the lengths are divided by.
    let denominator: Double
    /// The stack's spacing once per gap between visible views.
    let spacingTotal: Double
    /// L / D for each visible view, in order; 0 for a view whose length is not positive.
    let multipliers: [Double]

    /// The shares of `lengths` (one per visible view, in arranged order) in a stack of
    /// `arrangedCount` views (hidden ones included) spaced by `stackSpacing`; nil where the
    /// denominator is too small to divide by (at most the spacing of every gap, or 1 pt), where
    /// UIKit fills equally instead.
    init?(lengths: [Double], stackSpacing: Double, arrangedCount: Int) {
        let spacingTotal = stackSpacing * Double(max(lengths.count - 1, 0))
        let denominator = lengths.reduce(spacingTotal) { $0 + max($1, 0) }
        guard denominator > max(stackSpacing * Double(arrangedCount - 1), 1) else { return nil }
        self.denominator = denominator
        self.spacingTotal = spacingTotal
        self.multipliers = lengths.map { $0 > 0 ? $0 / denominator : 0 }
    }
}
