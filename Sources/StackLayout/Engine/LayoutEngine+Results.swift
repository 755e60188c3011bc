extension LayoutEngine {
    /// Reads the solution into a `LayoutResult`: every view after a structural change
    /// (O(views)), else only the views `place` wrote, those of `changedSlots`, and their
    /// subviews (whose frames are relative to them), updating the previous result in place.
    func finishPass(_ compiled: CompiledScene, changedSlots: [Int] = []) -> LayoutResult {
        var views: [ViewLayout]
        guards.outOfRangeViews = []
        if readOut.indexOfID.isEmpty || result == nil {
            // Built in locals: writes to the engine's properties are checked one by one.
            let graph = compiled.graph
            var bySlot = [Int](repeating: -1, count: graph.slotCapacity)
            var byID: [String: Int] = [:]
            byID.reserveCapacity(graph.depthFirst.count)
            for (index, slot) in graph.depthFirst.enumerated() {
                byID[graph[slot].id] = index
                bySlot[slot] = index
            }
            readOut.indexOfSlot = bySlot
            readOut.indexOfID = byID
            let reader = ViewLayoutReader(graph: graph, absolute: readOut.absolute)
            views = graph.depthFirst.map { slot in
                let layout = reader.viewLayout(of: slot)
                noteFrameProblems(of: layout, slot: slot, in: compiled)
                return layout
            }
        } else {
            // Taken out of the previous result, so that the array is updated in place.
            views = result!.views
            result = nil
            // Each view once, although `place` notes a view once per value it read.
            var refreshed = Set<Int>(minimumCapacity: readOut.placedSlots.count + changedSlots.count)
            let reader = ViewLayoutReader(graph: compiled.graph, absolute: readOut.absolute)
            func refresh(_ slot: Int) {
                let layout = reader.viewLayout(of: slot)
                noteFrameProblems(of: layout, slot: slot, in: compiled)
                views[readOut.indexOfSlot[slot]] = layout
            }
            for slot in readOut.placedSlots + changedSlots where compiled.graph.contains(slot) && refreshed.insert(slot).inserted {
                refresh(slot)
                for child in compiled.graph[slot].children where refreshed.insert(child).inserted { refresh(child) }
            }
        }
        readOut.placedSlots.removeAll(keepingCapacity: true)
        let result = LayoutResult(canvas: canvas, views: views, brokenConstraints: brokenConstraints(in: compiled), indexOfID: readOut.indexOfID)
        self.result = result
        return result
    }

    /// Unreadable document constraints, then required constraints the solver rejected (document
    /// ones by index, then generated ones), then subsystems that could not take their size.
    private func brokenConstraints(in compiled: CompiledScene) -> [BrokenConstraint] {
        var broken: [(order: Int, constraint: BrokenConstraint)] = []
        for (index, document) in compiled.documents.enumerated() {
            guard let problem = document.problem else { continue }
            let constraint = scene!.constraints[index]
            broken.append((index, BrokenConstraint(id: constraint.id, description: "\(constraint) \(problem)")))
        }
        for owner in system.brokenOwners {
            let record = system.installed[owner]!
            for (constraint, token) in zip(record.constraints, record.tokens) {
                guard case .broken = token else { continue }
                if case .document(let index) = constraint.origin {
                    let document = scene!.constraints[index]
                    broken.append((index, BrokenConstraint(id: document.id, description: document.description)))
                } else {
                    broken.append((Int.max, BrokenConstraint(id: nil, description: describe(constraint, in: compiled))))
                }
            }
        }
        let sorted = broken.sorted { ($0.order, $0.constraint.description) < ($1.order, $1.constraint.description) }
        return sorted.map(\.constraint) + scratch.sizeFailures
    }

    /// `identifier: terms RELATION 0`, with variables named after their views.
    func describe(_ constraint: CompiledConstraint, in compiled: CompiledScene) -> String {
        var text = constraint.origin.identifier + ": "
        for (offset, term) in constraint.terms.enumerated() {
            let sign = term.coefficient < 0 ? "-" : offset == 0 ? "" : "+"
            let magnitude = abs(term.coefficient) == 1 ? "" : formatNumber(abs(term.coefficient)) + "*"
            text += (offset == 0 ? sign : " \(sign) ") + magnitude + variableName(term.variable, in: compiled)
        }
        if constraint.constant != 0 || constraint.terms.isEmpty {
            text += constraint.constant < 0 ? " - \(formatNumber(-constraint.constant))" : " + \(formatNumber(constraint.constant))"
        }
        return text + " \(constraint.relation.rawValue) 0"
    }

    func variableName(_ key: VariableKey, in compiled: CompiledScene) -> String { "\(compiled.graph[key.slot].id).\(key.kind.name)" }
}

/// Views' layouts from a pass's absolute values, read from copies taken once: reading the
/// engine's own properties view by view would check each access for exclusivity at run time.
private struct ViewLayoutReader {
    let graph: SceneGraph
    let absolute: [Double]

    /// A view's layout: its frame, which is its alignment rectangle outset by its kind's
    /// `frameOutsets`. O(1).
    func viewLayout(of slot: Int) -> ViewLayout {
        let node = graph[slot]
        func value(_ slot: Int, _ kind: VariableKind) -> Double { absolute[VariableKey(slot: slot, kind: kind).raw] }
        let outsets = node.view.kind.frameOutsets
        let frame = Rect(
            x: value(slot, .left) - outsets.leading, y: value(slot, .top) - outsets.top,
            width: value(slot, .width) + outsets.leading + outsets.trailing, height: value(slot, .height) + outsets.top + outsets.bottom)
        var relative = frame
        if node.parent >= 0 {
            let parentOutsets = graph[node.parent].view.kind.frameOutsets
            relative.x -= value(node.parent, .left) - parentOutsets.leading
            relative.y -= value(node.parent, .top) - parentOutsets.top
        }
        let contentSize = node.isScroll ? Size(width: value(slot, .contentWidth), height: value(slot, .contentHeight)) : nil
        return ViewLayout(id: node.id, frame: relative, absoluteFrame: frame, hidden: node.view.hidden, contentSize: contentSize)
    }
}
