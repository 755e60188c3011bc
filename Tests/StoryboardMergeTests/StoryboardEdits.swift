import SeededRandom

/// One edit of a `RandomStoryboard`, by ids, so that it can be applied to another version.
enum StoryboardEditStep {
    case setAttribute(view: String, name: String, value: String)
    case setConstant(constraint: String, value: String)
    /// Deletes a view with its subviews and every constraint naming one of them, as Interface Builder does.
    case deleteView(String)
    case deleteConstraint(String)
    /// Inserts a view after the last of `after` (its preceding siblings when it was made)
    /// that the version has, else first.
    case insertView(parent: String, after: [String], view: RandomStoryboard.View)
    case addConstraint(holder: String, RandomStoryboard.Constraint)
}

extension RandomStoryboard {
    /// Applies `step`. O(views).
    mutating func apply(_ step: StoryboardEditStep) {
        switch step {
        case .setAttribute(let id, let name, let value):
            guard let path = root.path(of: id) else { return }
            root.modify(at: path) { view in
                if let index = view.attributes.firstIndex(where: { $0.0 == name }) { view.attributes[index].1 = value } else { view.attributes.append((name, value)) }
            }
        case .setConstant(let id, let value):
            modifyConstraints { constraints in
                for index in constraints.indices where constraints[index].id == id { constraints[index].constant = value }
            }
        case .deleteView(let id):
            guard let path = root.path(of: id), !path.isEmpty else { return }
            let removed = Set(root.view(at: path).allIDs)
            root.modify(at: Array(path.dropLast())) { parent in parent.subviews.remove(at: path.last!) }
            modifyConstraints { constraints in constraints.removeAll { removed.contains($0.firstItem) || removed.contains($0.secondItem) } }
        case .deleteConstraint(let id):
            modifyConstraints { constraints in constraints.removeAll { $0.id == id } }
        case .insertView(let parent, let after, let view):
            guard let path = root.path(of: parent) else { return }
            root.modify(at: path) { parent in
                let ids = parent.subviews.map(\.id)
                let position = after.reversed().compactMap { id in ids.firstIndex(of: id) }.first.map { $0 + 1 } ?? 0
                parent.subviews.insert(view, at: position)
            }
        case .addConstraint(let holder, let constraint):
            guard let path = root.path(of: holder) else { return }
            root.modify(at: path) { $0.constraints.append(constraint) }
        }
    }

    private mutating func modifyConstraints(_ change: (inout [Constraint]) -> Void) {
        for path in root.allViewPaths() { root.modify(at: path) { change(&$0.constraints) } }
    }

    var allConstraints: [Constraint] { root.allViewPaths().flatMap { root.view(at: $0).constraints } }

    /// A random edit of this version, applied; nil when the one drawn cannot apply or changes nothing.
    mutating func randomEdit(using random: inout SplitMix64, ids: inout Int) -> StoryboardEditStep? {
        let paths = root.allViewPaths()
        let step: StoryboardEditStep
        switch Int.random(in: 0..<6, using: &random) {
        case 0, 1:
            let view = root.view(at: paths.randomElement(using: &random)!)
            step = .setAttribute(
                view: view.id, name: Self.attributeNames.randomElement(using: &random)!, value: Self.values.randomElement(using: &random)!)
        case 2:
            guard let constraint = allConstraints.randomElement(using: &random) else { return nil }
            step = .setConstant(constraint: constraint.id, value: Self.values.randomElement(using: &random)!)
        case 3:
            guard let path = paths.filter({ !$0.isEmpty }).randomElement(using: &random) else { return nil }
            step = .deleteView(root.view(at: path).id)
        case 4:
            let parent = root.view(at: paths.randomElement(using: &random)!)
            let position = Int.random(in: 0...parent.subviews.count, using: &random)
            step = .insertView(parent: parent.id, after: parent.subviews[..<position].map(\.id), view: Self.newView(using: &random, ids: &ids))
        default:
            if Bool.random(using: &random), let constraint = allConstraints.randomElement(using: &random) {
                step = .deleteConstraint(constraint.id)
            } else {
                let holders = paths.filter { !root.view(at: $0).subviews.isEmpty }
                guard let holder = holders.randomElement(using: &random).map({ root.view(at: $0) }) else { return nil }
                ids += 1
                step = .addConstraint(
                    holder: holder.id,
                    Constraint(id: "c\(ids)", firstItem: holder.subviews.randomElement(using: &random)!.id, secondItem: holder.id,
                               constant: Self.values.randomElement(using: &random)!))
            }
        }
        let before = self
        apply(step)
        // An edit that changes nothing (a value set to what it was) is no edit.
        return self == before ? nil : step
    }
}
