extension LayoutEngine {
    /// Reads the solution into a `LayoutResult`: every view after a structural change
    /// (O(views)), else only the views `place` wrote, those of `changedSlots`, and their
    /// subviews (whose frames are relative to them), updating the previous result in place.
    func finishPass(changedSlots: [Int] = []) -> LayoutResult {
        var views: [ViewLayout]
        if indexOfID.isEmpty || result == nil {
            indexOfSlot = [Int](repeating: -1, count: graph.slotCapacity)
            indexOfID.reserveCapacity(graph.depthFirst.count)
            for (index, slot) in graph.depthFirst.enumerated() {
                indexOfID[graph[slot].id] = index
                indexOfSlot[slot] = index
            }
            views = graph.depthFirst.map(viewLayout)
        } else {
            // Taken out of the previous result, so that the array is updated in place.
            views = result!.views
            result = nil
            // Each view once, although `place` notes a view once per value it read.
            var refreshed = Set<Int>(minimumCapacity: placedSlots.count + changedSlots.count)
            for slot in placedSlots + changedSlots where graph.contains(slot) && refreshed.insert(slot).inserted {
                views[indexOfSlot[slot]] = viewLayout(of: slot)
                for child in graph[slot].children where refreshed.insert(child).inserted {
                    views[indexOfSlot[child]] = viewLayout(of: child)
                }
            }
        }
        placedSlots.removeAll(keepingCapacity: true)
        let result = LayoutResult(canvas: scene!.canvas, views: views, brokenConstraints: brokenConstraints(), indexOfID: indexOfID)
        self.result = result
        return result
    }

    /// A view's layout from the absolute values. O(1).
    private func viewLayout(of slot: Int) -> ViewLayout {
        let node = graph[slot]
        let frame = absoluteFrame(of: slot)
        var relative = frame
        if node.parent >= 0 {
            relative.x -= absolute[VariableKey(slot: node.parent, kind: .left).raw]
            relative.y -= absolute[VariableKey(slot: node.parent, kind: .top).raw]
        }
        let contentSize = node.isScroll
            ? Size(width: absolute[VariableKey(slot: slot, kind: .contentWidth).raw],
                   height: absolute[VariableKey(slot: slot, kind: .contentHeight).raw])
            : nil
        return ViewLayout(id: node.id, frame: relative, absoluteFrame: frame, hidden: node.view.hidden, contentSize: contentSize)
    }

    /// Unreadable document constraints, then required constraints the solver rejected (document
    /// ones by index, then generated ones), then subsystems that could not take their size.
    private func brokenConstraints() -> [BrokenConstraint] {
        var broken: [(order: Int, constraint: BrokenConstraint)] = []
        for (index, document) in documents.enumerated() {
            guard let problem = document.problem else { continue }
            let constraint = scene!.constraints[index]
            broken.append((index, BrokenConstraint(id: constraint.id, description: "\(constraint) \(problem)")))
        }
        for owner in brokenOwners {
            let record = installed[owner]!
            for (constraint, token) in zip(record.constraints, record.tokens) {
                guard case .broken = token else { continue }
                if case .document(let index) = constraint.origin {
                    let document = scene!.constraints[index]
                    broken.append((index, BrokenConstraint(id: document.id, description: document.description)))
                } else {
                    broken.append((Int.max, BrokenConstraint(id: nil, description: describe(constraint))))
                }
            }
        }
        let sorted = broken.sorted { ($0.order, $0.constraint.description) < ($1.order, $1.constraint.description) }
        return sorted.map(\.constraint) + sizeFailures
    }

    /// `identifier: terms RELATION 0`, with variables named after their views.
    func describe(_ constraint: CompiledConstraint) -> String {
        var text = constraint.origin.identifier + ": "
        for (offset, term) in constraint.terms.enumerated() {
            let sign = term.coefficient < 0 ? "-" : offset == 0 ? "" : "+"
            let magnitude = abs(term.coefficient) == 1 ? "" : formatNumber(abs(term.coefficient)) + "*"
            text += (offset == 0 ? sign : " \(sign) ") + magnitude + variableName(term.variable)
        }
        if constraint.constant != 0 || constraint.terms.isEmpty {
            text += constraint.constant < 0 ? " - \(formatNumber(-constraint.constant))" : " + \(formatNumber(constraint.constant))"
        }
        return text + " \(constraint.relation.rawValue) 0"
    }

    func variableName(_ key: VariableKey) -> String { "\(graph[key.slot].id).\(key.kind.name)" }
}
