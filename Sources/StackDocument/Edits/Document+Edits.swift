import StackLayout

extension Document {
    /// Applies the edits of one revision, all or nothing, enforcing UIKit's rules.
    /// Returns the primitive changes each edit made, in order. On error the document is
    /// unchanged and the error names the edit (1-based) and the problem.
    public mutating func apply(_ edits: [Edit]) throws(DocumentError) -> [[DocumentChange]] {
        var applied: [[DocumentChange]] = []
        applied.reserveCapacity(edits.count)
        for (index, edit) in edits.enumerated() {
            do {
                applied.append(try apply(edit))
            } catch {
                for changes in applied.reversed() { try! apply(changes.inverted) }
                throw error.inEdit(index, op: edit.op)
            }
        }
        return applied
    }

    /// Applies one edit. Everything is checked before the first change, so on error the
    /// document is unchanged.
    public mutating func apply(_ edit: Edit) throws(DocumentError) -> [DocumentChange] {
        let changes = try changes(for: edit)
        try apply(changes)
        return changes
    }

    /// The primitive changes `edit` makes to this document, validated, without applying them.
    public func changes(for edit: Edit) throws(DocumentError) -> [DocumentChange] {
        switch edit {
        case let .insert(stackID, index, source):
            let stack = try existingView(stackID, role: "stack")
            guard stack.isStack else { throw DocumentError("\"\(stackID)\" is not a stack view") }
            switch source {
            case .new(let tree):
                try Document.validateNew(tree, in: nodes, at: nil)
                try checkIndex(index, within: 0...stack.arranged.count, of: "arranged index")
                return additions(of: tree, parent: stackID, zIndex: stack.subviews.count)
                    + [.arrange(view: tree.id, stack: stackID, index: index)]
            case .existing(let id):
                let view = try movableView(id, into: stackID)
                if let current = stack.arranged.firstIndex(of: id) {
                    try checkIndex(index, within: 0...(stack.arranged.count - 1), of: "arranged index")
                    guard current != index else { return [] }
                    return [.unarrange(view: id, stack: stackID, index: current), .arrange(view: id, stack: stackID, index: index)]
                }
                try checkIndex(index, within: 0...stack.arranged.count, of: "arranged index")
                if view.parent == stackID { return [.arrange(view: id, stack: stackID, index: index)] }
                return departure(of: view) + [
                    .reparent(view: id, from: zPosition(of: view), to: ZPosition(parent: stackID, index: stack.subviews.count)),
                    .arrange(view: id, stack: stackID, index: index),
                ]
            }

        case let .addSubview(parentID, source, zIndex):
            let parent = try existingView(parentID, role: "parent")
            switch source {
            case .new(let tree):
                try Document.validateNew(tree, in: nodes, at: nil)
                let z = zIndex ?? parent.subviews.count
                try checkIndex(z, within: 0...parent.subviews.count, of: "z-index")
                return additions(of: tree, parent: parentID, zIndex: z)
            case .existing(let id):
                let view = try movableView(id, into: parentID)
                if view.parent == parentID {
                    let from = parent.subviews.firstIndex(of: id)!
                    let to = zIndex ?? parent.subviews.count - 1
                    try checkIndex(to, within: 0...(parent.subviews.count - 1), of: "z-index")
                    return from == to ? [] : [.moveZ(view: id, parent: parentID, from: from, to: to)]
                }
                let z = zIndex ?? parent.subviews.count
                try checkIndex(z, within: 0...parent.subviews.count, of: "z-index")
                return departure(of: view)
                    + [.reparent(view: id, from: zPosition(of: view), to: ZPosition(parent: parentID, index: z))]
            }

        case let .remove(id, scope):
            let view = try existingView(id, role: "view")
            guard let parentID = view.parent else { throw DocumentError("the root view \"\(id)\" cannot be removed") }
            switch scope {
            case .arranged:
                guard let index = nodes[parentID]!.arranged.firstIndex(of: id) else {
                    throw DocumentError("\"\(id)\" is not an arranged view of a stack")
                }
                return [.unarrange(view: id, stack: parentID, index: index)]
            case .superview:
                return removal(of: view)
            }

        case .hide(let id), .unhide(let id):
            let view = try existingView(id, role: "view")
            var properties = view.properties
            properties.hidden = edit.op == "hide"
            return properties == view.properties ? [] : [.setProperties(view: id, old: view.properties, new: properties)]

        case let .set(id, property, value):
            let view = try existingView(id, role: "view")
            var properties = view.properties
            let valuePath = JSONPath.root / "value"
            try properties.assign(property, from: value, at: valuePath)
            if let violation = properties.numberViolation(in: property) {
                throw DocumentError(violation.violation.message, at: violation.keys.dropFirst().reduce(valuePath) { $0 / $1 })
            }
            if property == .safeArea, id != rootID, properties.safeArea != .zero {
                throw DocumentError("\"safeArea\" applies to the root view only")
            }
            if property == .customSpacing {
                for key in properties.stack!.customSpacing.keys.sorted() where !view.subviews.contains(key) {
                    throw DocumentError("custom spacing names \"\(key)\", which is not a subview of \"\(id)\"")
                }
            }
            return properties == view.properties ? [] : [.setProperties(view: id, old: view.properties, new: properties)]

        case let .moveZ(id, zIndex):
            let view = try existingView(id, role: "view")
            guard let parentID = view.parent else { throw DocumentError("the root view has no z-order to move in") }
            let siblings = nodes[parentID]!.subviews
            try checkIndex(zIndex, within: 0...(siblings.count - 1), of: "z-index")
            let from = siblings.firstIndex(of: id)!
            return from == zIndex ? [] : [.moveZ(view: id, parent: parentID, from: from, to: zIndex)]

        case let .addConstraint(constraint, index):
            try ConstraintRules.validate(constraint, in: self, at: nil)
            var named = constraint
            if let id = constraint.id {
                guard constraintIndex(id: id) == nil else { throw DocumentError("duplicate constraint id \"\(id)\"") }
            } else {
                named.id = unusedConstraintID()
            }
            let position = index ?? constraints.count
            try checkIndex(position, within: 0...constraints.count, of: "constraint index")
            return [.addConstraint(named, index: position)]

        case .removeConstraint(let id):
            guard let index = constraintIndex(id: id) else { throw DocumentError("unknown constraint \"\(id)\"") }
            return [.removeConstraint(constraints[index], index: index)]
        }
    }

    // MARK: Pieces of edits

    private func existingView(_ id: String, role: String) throws(DocumentError) -> ViewNode {
        guard let view = nodes[id] else { throw DocumentError("unknown \(role) \"\(id)\"") }
        return view
    }

    private func checkIndex(_ index: Int, within range: ClosedRange<Int>, of what: String) throws(DocumentError) {
        guard range.contains(index) else {
            throw DocumentError("\(what) \(index) is out of range \(range.lowerBound)...\(range.upperBound)")
        }
    }

    /// An existing view that may move under `target`: not the root, not `target` itself,
    /// and not one of `target`'s superviews (a view cannot go inside its own subtree).
    private func movableView(_ id: String, into target: String) throws(DocumentError) -> ViewNode {
        let view = try existingView(id, role: "view")
        guard view.parent != nil else { throw DocumentError("the root view \"\(id)\" cannot move") }
        guard !isView(target, inSubtreeOf: id) else {
            throw DocumentError("\"\(id)\" cannot be placed inside its own subtree (\"\(target)\")")
        }
        return view
    }

    private func zPosition(of view: ViewNode) -> ZPosition {
        let parent = view.parent!
        return ZPosition(parent: parent, index: nodes[parent]!.subviews.firstIndex(of: view.id)!)
    }

    /// What leaving its superview takes from the old parent: its arranged slot and any custom
    /// spacing recorded after it.
    private func departure(of view: ViewNode) -> [DocumentChange] {
        let parent = nodes[view.parent!]!
        var changes: [DocumentChange] = []
        if var stack = parent.properties.stack, stack.customSpacing[view.id] != nil {
            var properties = parent.properties
            stack.customSpacing[view.id] = nil
            properties.stack = stack
            changes.append(.setProperties(view: parent.id, old: parent.properties, new: properties))
        }
        if let index = parent.arranged.firstIndex(of: view.id) {
            changes.append(.unarrange(view: view.id, stack: parent.id, index: index))
        }
        return changes
    }

    /// A new subtree, added top-down: each view, then each stack's arranged order.
    private func additions(of tree: ViewTree, parent: String, zIndex: Int) -> [DocumentChange] {
        var changes: [DocumentChange] = [.addView(id: tree.id, properties: tree.properties, parent: parent, zIndex: zIndex)]
        for (z, child) in tree.subviews.enumerated() {
            changes += additions(of: child, parent: tree.id, zIndex: z)
        }
        for (index, id) in tree.arranged.enumerated() {
            changes.append(.arrange(view: id, stack: tree.id, index: index))
        }
        return changes
    }

    /// `removeFromSuperview`: the constraints that mention the subtree (last first, so
    /// indexes stay valid), the slot in the parent, then the subtree bottom-up.
    private func removal(of view: ViewNode) -> [DocumentChange] {
        let subtree = Set(subtreeIDs(of: view.id))
        var changes: [DocumentChange] = []
        for (index, constraint) in constraints.enumerated().reversed()
        where constraint.views.contains(where: subtree.contains) {
            changes.append(.removeConstraint(constraint, index: index))
        }
        changes += departure(of: view)
        changes += detachment(of: view)
        return changes
    }

    /// Removes a view that is no longer arranged in its parent, children first.
    private func detachment(of view: ViewNode) -> [DocumentChange] {
        var changes: [DocumentChange] = []
        for (index, child) in view.arranged.enumerated().reversed() {
            changes.append(.unarrange(view: child, stack: view.id, index: index))
        }
        for child in view.subviews.reversed() {
            changes += detachment(of: nodes[child]!)
        }
        let parent = view.parent!
        let z = nodes[parent]!.subviews.firstIndex(of: view.id)!
        changes.append(.removeView(id: view.id, properties: view.properties, parent: parent, zIndex: z))
        return changes
    }
}

extension Edit {
    /// Ids of the views this edit creates.
    package var newViewIDs: [String] {
        switch self {
        case .insert(_, _, .new(let tree)), .addSubview(_, .new(let tree), _): tree.allIDs
        default: []
        }
    }
}
