/// Lazy cost profiles.
///
/// A subsystem's profile near the root of a large scene would describe every view below it,
/// yet its parent usually needs it at one point (a root pinned between two edges) or near its
/// minimum (a root nothing else constrains). So each profile is measured only on a window: it
/// is exact there and, outside, continues with its outermost slopes, a lower bound of the true
/// cost (costs are convex). A parent that solves with these lower bounds and puts each nested
/// root inside that root's window has solved the true problem: any other solution costs at
/// least its lower-bound cost, which is at least what was found. When a decision lands outside
/// a window, the window is widened (recursively, since a profile is exact only where the
/// profiles it is made of are) and the parent decides again; windows only grow, so this ends.
/// Every window contains its profile's minimum (a simplex is measured from its free optimum,
/// a closed form widens its items' windows until it does, see `exactClosedForm`): a closed
/// form's own window is derived from where its items leave theirs, starting from their minima.
extension LayoutEngine {
    /// A subsystem's fitting length (its profile's minimum with the pull to zero at 50),
    /// widening its window until the profile is exact there.
    func exactFittingLength(_ key: SubsystemKey, in compiled: CompiledScene) -> Double? {
        for _ in 0..<64 {
            guard let solution = solved.solutions[key], let profile = solution.profile else { return nil }
            let length = profile.fittingLength(along: key.axis!)
            if solution.window.contains(length) || !widen(key, toCover: length, in: compiled) { return length }
        }
        return solved.solutions[key]?.profile?.fittingLength(along: key.axis!)
    }

    /// Widens the window of `key` to cover `length` (widening nested windows as needed), and
    /// replaces its stand-in in its parent. False if it cannot (a hard limit lies in between).
    @discardableResult
    func widen(_ key: SubsystemKey, toCover length: Double, in compiled: CompiledScene) -> Bool {
        let before = solved.solutions[key]?.window
        let covered = widenWindow(key, toCover: length, in: compiled)
        if solved.solutions[key]?.window != before { reinstallCost(of: key, in: compiled) }
        return covered
    }

    private func widenWindow(_ key: SubsystemKey, toCover length: Double, in compiled: CompiledScene) -> Bool {
        for _ in 0..<64 {
            guard let solution = solved.solutions[key] else { return false }
            if solution.window.contains(length) { return true }
            switch solution {
            case .closedForm(let stack):
                var widened = false
                for frame in stack.layout(length: length) {
                    guard let child = nestedKey(frame.slot, along: key.axis!, in: compiled), let before = solved.solutions[child]?.window,
                          !before.contains(frame.length)
                    else { continue }
                    widen(child, toCover: frame.length, in: compiled)
                    widened = true
                }
                if widened { widenReach(of: stack, length: length, along: key.axis!, in: compiled) }
                let requested = ExactWindow(lower: min(stack.requested.lower, length), upper: max(stack.requested.upper, length))
                refreshClosedForm(key, requested: requested, in: compiled)
                if solved.solutions[key]?.window == solution.window { return false }
            case .simplex(let subsystem):
                let before = subsystem.window
                remeasure(subsystem, covering: length, in: compiled)
                if subsystem.window == before { return false }
            }
        }
        return solved.solutions[key]?.window.contains(length) ?? false
    }

    /// The closed form of a subsystem (see `closedForm(for:requested:)`), with a profile exact
    /// at its own minimum; nil if the subsystem is not a closed-form stack, or if no widening
    /// of its items' windows makes that minimum exact (the simplex must solve it then).
    ///
    /// A closed form combines its items' profiles, each a lower bound outside its window, so its
    /// minimum may lie where some item is taken outside its window (a nested simplex measured
    /// only around its own minimum, say, whose outer slope understates how much it resists being
    /// compressed). Where the closed form is exact is derived from its items being at their
    /// minima at the closed form's minimum (`ClosedFormStack.makeWindow`), so every profile a
    /// parent combines must be exact at its minimum: the items' windows are widened to cover
    /// their lengths at that minimum, and the closed form made again, until it is.
    func exactClosedForm(for key: SubsystemKey, requested: ExactWindow? = nil, in compiled: CompiledScene) -> ClosedFormStack? {
        var attempt: ClosedFormStack?
        for _ in 0..<64 {
            guard let stack = closedForm(for: key, requested: requested, attempt: attempt, in: compiled) else { return nil }
            attempt = stack
            let minimum = stack.profile.minimizer
            if stack.window.contains(minimum) { return stack }
            var widened = false
            for frame in stack.layout(length: minimum) {
                guard let child = nestedKey(frame.slot, along: key.axis!, in: compiled), let before = solved.solutions[child]?.window,
                      !before.contains(frame.length)
                else { continue }
                widen(child, toCover: frame.length, in: compiled)
                widened = widened || solved.solutions[child]?.window != before
            }
            if !widened { return nil }
        }
        return nil
    }

    /// Recomputes a closed form after its items' profiles changed; if it no longer applies (an
    /// item turned out to have a hard limit, or its minimum cannot be made exact), the
    /// subsystem goes to the simplex instead.
    private func refreshClosedForm(_ key: SubsystemKey, requested: ExactWindow? = nil, in compiled: CompiledScene) {
        let current: ExactWindow? = if case .closedForm(let stack) = solved.solutions[key] { stack.requested } else { nil }
        if let updated = exactClosedForm(for: key, requested: requested ?? current, in: compiled) {
            solved.solutions[key] = .closedForm(updated)
            forgetPlacement(of: key)
            return
        }
        solveWithSimplex(key, in: compiled)
    }

    /// Replaces a closed form by the simplex, measured around its free optimum.
    private func solveWithSimplex(_ key: SubsystemKey, in compiled: CompiledScene) {
        let subsystem = rebuildSimplex(key, in: compiled)
        if key.root != compiled.graph.root {
            subsystem.pin()
            remeasure(subsystem, covering: subsystem.pinnedLength ?? 0, in: compiled)
        }
    }

    /// The subsystem rooted at `slot` along `axis`, if `slot` is such a root.
    private func nestedKey(_ slot: Int, along axis: Axis, in compiled: CompiledScene) -> SubsystemKey? {
        slot != compiled.graph.root && compiled.partition.isRoot(slot, along: axis) ? compiled.partition.key(root: slot, axis: axis) : nil
    }

    /// The nested roots whose stand-ins a simplex subsystem holds, with the variable of their length.
    private func nestedRoots(of subsystem: SimplexSubsystem, in compiled: CompiledScene) -> [(key: SubsystemKey, length: VariableKey)] {
        (system.ownersBySubsystem[subsystem.key] ?? []).compactMap { owner in
            guard case .cost(let slot, let axis) = owner else { return nil }
            return (compiled.partition.key(root: slot, axis: axis), VariableKey(slot: slot, kind: axis == .horizontal ? .width : .height))
        }
    }

    /// Re-measures an edited subsystem's profile from where it stayed pinned (the length its
    /// parent chose), covering the previous window: true if the new profile's minimum lies
    /// where it is exact (`hasExactMinimum`), the same profile the subsystem would have after
    /// unpinning, resting at its free optimum and pinning again there. False when the minimum
    /// moved out of reach; the caller then takes that longer way.
    func remeasureWhilePinned(_ subsystem: SimplexSubsystem, in compiled: CompiledScene) -> Bool {
        guard subsystem.brokenCount == 0, let length = subsystem.pinnedLength else { return false }
        remeasure(subsystem, covering: length, in: compiled)
        guard let profile = subsystem.profile else { return false }
        return profile.hasExactMinimum(in: subsystem.window)
    }

    /// Re-measures a simplex subsystem's profile until it is exact from its minimum to
    /// `length`: wherever a nested stand-in stops being exact, that nested window is widened,
    /// the stand-in replaced, and the measure taken again.
    func remeasure(_ subsystem: SimplexSubsystem, covering length: Double, in compiled: CompiledScene) {
        for _ in 0..<64 {
            let nested = nestedRoots(of: subsystem, in: compiled)
            // Exact where the subsystem now rests (its free minimum)?
            var widened = false
            for (key, lengthKey) in nested {
                guard let window = solved.solutions[key]?.window, let value = subsystem.length(lengthKey), !window.contains(value) else { continue }
                widen(key, toCover: value, in: compiled)
                // A window that cannot grow there (a hard limit) leaves the stand-in as it is:
                // measuring again would find the same.
                if solved.solutions[key]?.window != window { widened = true }
            }
            if widened {
                subsystem.unpin()
                subsystem.pin()
                continue
            }
            let center = subsystem.pinnedLength ?? 0
            var offender: (key: SubsystemKey, length: Double)?
            var seen: [Double: [Double]] = [center: nested.map { subsystem.length($0.length) ?? 0 }]
            // Keep at least what was exact before, unbounded sides included (the parent may
            // rely on it): windows only grow.
            let previous = subsystem.isMeasured ? subsystem.window : ExactWindow(lower: center, upper: center)
            // (A window may be empty, lower above upper: it then adds nothing.)
            let range = ClosedRange(spanning: min(center, length, previous.lower), max(center, length, previous.upper))
            // No window changes while the profile is measured: looked up once.
            let windows = nested.map { solved.solutions[$0.key]?.window }
            subsystem.measureProfile(within: range, restingAt: length) { from, to, value in
                let now = nested.map { value($0.length) }
                // A segment starts where an earlier one ended (or at the centre); if neither
                // is known, nothing is known to have moved.
                let before = seen[from] ?? seen[center] ?? now
                seen[to] = now
                var exit: Double?
                for (index, entry) in nested.enumerated() {
                    guard let window = windows[index], !window.contains(now[index]) else { continue }
                    // Lengths move linearly along the segment: where did this one leave its window?
                    let bound = now[index] > window.upper ? window.upper : window.lower
                    let fraction = now[index] == before[index] ? 0 : (bound - before[index]) / (now[index] - before[index])
                    let point = from + (to - from) * min(max(fraction, 0), 1)
                    if exit == nil || abs(point - from) < abs(exit! - from) {
                        exit = point
                        // Widened to where the length would be at the far end of the range, if
                        // it went on at this rate: one widening rather than one per segment.
                        let end = to > from ? range.upperBound : range.lowerBound
                        let reach = to == from ? 0 : (end - from) / (to - from)
                        offender = (entry.key, before[index] + (now[index] - before[index]) * reach)
                    }
                }
                return exit
            }
            guard let (key, needed) = offender, !subsystem.window.contains(length) else { return }
            let before = solved.solutions[key]?.window
            widen(key, toCover: needed, in: compiled)
            guard solved.solutions[key]?.window != before else { return }
            if let minimum = solved.solutions[key]?.profile?.minimizer {
                widenSiblings(of: key, by: needed - minimum, among: nested, in: subsystem, compiled)
            }
            subsystem.unpin()
            subsystem.pin()
        }
    }

    /// Replaces the stand-in of a nested subsystem (its profile changed) in its parent.
    private func reinstallCost(of key: SubsystemKey, in compiled: CompiledScene) {
        guard let axis = key.axis ?? nil else { return }
        let owner = ConstraintOwner.cost(key.root, axis)
        guard let record = system.installed[owner], let subsystem = solved.solutions[record.subsystem]?.simplex else { return }
        let constraints = compile(owner, context: compileContext(compiled), in: compiled)
        var tokens = keptTokens(record, for: constraints, in: subsystem)
        for index in tokens.indices where tokens[index] == nil { tokens[index] = subsystem.install(constraints[index]) }
        let updated = InstalledOwner(subsystem: record.subsystem, constraints: constraints, tokens: tokens.map { $0! })
        system.installed[owner] = updated
        if updated.hasBroken { system.brokenOwners.insert(owner) } else { system.brokenOwners.remove(owner) }
    }

    /// A closed-form stack at its assigned length, after widening the windows of nested roots
    /// whose lengths it chose by their cost; nil if it had to go to the simplex instead (also
    /// when such a window cannot be widened to cover the length chosen: a length chosen by a
    /// lower bound of the cost is not a solution).
    func settleClosedForm(_ key: SubsystemKey, length: Double, in compiled: CompiledScene) -> [ClosedFormStack.Frame]? {
        for _ in 0..<64 {
            guard case .closedForm(let stack) = solved.solutions[key]! else { return nil }
            let frames = stack.layout(length: length)
            var changed = false
            for frame in frames where frame.chosenByCost {
                guard let child = nestedKey(frame.slot, along: key.axis!, in: compiled), let before = solved.solutions[child]?.window,
                      !before.contains(frame.length)
                else { continue }
                guard widen(child, toCover: frame.length, in: compiled) else {
                    solveWithSimplex(key, in: compiled)
                    return nil
                }
                changed = true
            }
            guard changed else { return frames }
            widenReach(of: stack, length: length, along: key.axis!, in: compiled)
            refreshClosedForm(key, in: compiled)
        }
        solveWithSimplex(key, in: compiled)
        return nil
    }

    /// Widens the windows of the nested roots among a closed form's arranged views to cover
    /// every length the stack's shortage (or excess) at `length` could give them
    /// (`ClosedFormStack.reach`): once one of them was found outside its window, the true
    /// costs beyond it spread the shortage over the others, which a round per view would find
    /// one at a time. A window that cannot grow that far stays as it is.
    private func widenReach(of stack: ClosedFormStack, length: Double, along axis: Axis, in compiled: CompiledScene) {
        for (slot, lengths) in stack.reach(length: length) {
            guard let child = nestedKey(slot, along: axis, in: compiled), let window = solved.solutions[child]?.window else { continue }
            if !window.contains(lengths.lowerBound) { widen(child, toCover: lengths.lowerBound, in: compiled) }
            if !window.contains(lengths.upperBound) { widen(child, toCover: lengths.upperBound, in: compiled) }
        }
    }

    /// Widens the windows of the other nested roots along the same axis to cover `shift` from
    /// their minima: the shortage (or excess) one of them was found to take by its lower-bound
    /// cost, which the true costs may spread over the others.
    private func widenSiblings(
        of key: SubsystemKey, by shift: Double, among nested: [(key: SubsystemKey, length: VariableKey)], in subsystem: SimplexSubsystem,
        _ compiled: CompiledScene
    ) {
        for (other, lengthKey) in nested where other != key && other.axis == key.axis && !subsystem.isFixed(lengthKey) {
            guard let solution = solved.solutions[other], let minimum = solution.profile?.minimizer, !solution.window.contains(minimum + shift)
            else { continue }
            widen(other, toCover: minimum + shift, in: compiled)
        }
    }

    /// A simplex subsystem at its assigned size, after widening the windows of nested roots it
    /// puts outside them (and replacing their stand-ins). False if the size was refused.
    func settleSimplex(_ subsystem: SimplexSubsystem, size: Size, in compiled: CompiledScene) -> Bool {
        let accepted = subsystem.suggest(size)
        for _ in 0..<64 {
            var widened = false
            let nested = nestedRoots(of: subsystem, in: compiled)
            for (key, lengthKey) in nested {
                guard let window = solved.solutions[key]?.window, let value = subsystem.length(lengthKey), !window.contains(value),
                      !subsystem.isFixed(lengthKey)
                else { continue }
                // Even if it cannot reach `value` (a hard limit), what was learnt goes in.
                widen(key, toCover: value, in: compiled)
                guard solved.solutions[key]?.window != window else { continue }
                widened = true
                guard let minimum = solved.solutions[key]?.profile?.minimizer else { continue }
                widenSiblings(of: key, by: value - minimum, among: nested, in: subsystem, compiled)
            }
            if !widened { break }
        }
        return accepted
    }
}
