extension LayoutEngine {
    /// Reads the solution into a `LayoutResult`. O(views).
    func finishPass() -> LayoutResult {
        if indexOfID.isEmpty {
            for (index, slot) in graph.depthFirst.enumerated() { indexOfID[graph[slot].id] = index }
        }
        var views: [ViewLayout] = []
        views.reserveCapacity(graph.depthFirst.count)
        for slot in graph.depthFirst {
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
            views.append(ViewLayout(id: node.id, frame: relative, absoluteFrame: frame, hidden: node.view.hidden, contentSize: contentSize))
        }
        let result = LayoutResult(canvas: scene!.canvas, views: views, brokenConstraints: brokenConstraints(), indexOfID: indexOfID)
        self.result = result
        return result
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
