extension LayoutEngine {
    /// Whether compiling the arrangement of `stack` along `part` reads anything of the view at
    /// `changed`, a view below one of the stack's items (not one of its items: the arrangement
    /// reads those directly), other than through its stack attributes. Such an arrangement sees
    /// the views below its items only through their fitting lengths (fillProportionally) and
    /// their baselines (baseline alignment, baseline-relative spacing). O(depth * arranged).
    func arrangementReads(_ stack: Int, along part: Axis, changed: Int, in compiled: CompiledScene) -> Bool {
        guard let attributes = compiled.graph[stack].view.stack, let item = childOnPath(from: stack, to: changed, in: compiled) else { return true }
        if part == attributes.axis {
            if attributes.distribution == .fillProportionally { return true }
            return attributes.baselineRelative && part == .vertical
                && (baselineReads(item, last: false, changed: changed, in: compiled) || baselineReads(item, last: true, changed: changed, in: compiled))
        }
        switch EffectiveAlignment(attributes.alignment, axis: attributes.axis) {
        case .firstBaseline: return baselineReads(item, last: false, changed: changed, in: compiled)
        case .lastBaseline: return baselineReads(item, last: true, changed: changed, in: compiled)
        default: return false
        }
    }

    /// Whether `AnchorResolver.baseline(of:last:)` of `slot` reads anything of the view at
    /// `changed` below it whose stack attributes stay as they are. A stack vends the baseline of
    /// an item: of its first or last visible one (whether rigid or not) if it is vertical or
    /// fill-aligned, the changed view counting as visible (it may just have been shown or
    /// hidden), else of the tallest, which any size below may change. O(depth * arranged).
    func baselineReads(_ slot: Int, last: Bool, changed: Int, in compiled: CompiledScene) -> Bool {
        var current = slot
        while current != changed {
            guard let attributes = compiled.graph[current].view.stack else { return false }
            guard attributes.axis == .vertical || attributes.alignment == .fill else { return true }
            guard let next = childOnPath(from: current, to: changed, in: compiled) else { return true }
            let candidates = compiled.graph[current].arranged.filter { $0 == changed || !compiled.graph[$0].view.hidden }
            guard (last ? candidates.last : candidates.first) == next else { return false }
            current = next
        }
        return true
    }

    /// The child of `ancestor` whose subtree holds `slot` (nil if `slot` is not below it).
    /// O(depth).
    private func childOnPath(from ancestor: Int, to slot: Int, in compiled: CompiledScene) -> Int? {
        var current = slot
        while current >= 0 {
            let parent = compiled.graph[current].parent
            if parent == ancestor { return current }
            current = parent
        }
        return nil
    }
}
