extension ClosedRange where Bound == Double {
    /// The smallest range holding every number of `values` that is not NaN (`0...0` when none
    /// is): a range made this way from computed bounds never traps, whatever they are.
    package init(spanning values: Double...) {
        var lower = Double.nan, upper = Double.nan
        for value in values where !value.isNaN {
            if !(lower <= value) { lower = value }
            if !(upper >= value) { upper = value }
        }
        self = lower.isNaN ? 0...0 : lower...upper
    }
}
