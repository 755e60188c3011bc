import StackLayout

/// The merge of one view's properties, field by field: each key of the format (`ViewProperty`)
/// is merged on its own by `ThreeWayValue`, and a stack's custom spacing entry by entry.
package struct PropertyMerge {
    /// The merged properties (the conflicting fields hold ours' values).
    package private(set) var merged: ViewProperties
    /// The keys changed differently on the two sides, with ours' and theirs' values in words.
    package private(set) var conflicts: [(property: ViewProperty, ours: String, theirs: String)] = []

    /// Merges `ours` and `theirs`, two versions of `base`. O(fields + custom spacing entries).
    package init(base: ViewProperties, ours: ViewProperties, theirs: ViewProperties) {
        merged = ours
        field(.kind, \.kind, base, ours, theirs)
        field(.name, \.name, base, ours, theirs)
        field(.text, \.text, base, ours, theirs)
        field(.hidden, \.hidden, base, ours, theirs)
        field(.intrinsicSize, \.intrinsicSize, base, ours, theirs)
        field(.baseline, \.baseline, base, ours, theirs)
        field(.hugging, \.hugging, base, ours, theirs)
        field(.compressionResistance, \.compressionResistance, base, ours, theirs)
        field(.layoutMargins, \.layoutMargins, base, ours, theirs)
        field(.frame, \.frame, base, ours, theirs)
        field(.safeArea, \.safeArea, base, ours, theirs)
        guard let baseStack = base.stack, let oursStack = ours.stack, let theirsStack = theirs.stack else { return }
        var stack = oursStack
        func stackField<Value: Equatable>(_ property: ViewProperty, _ path: WritableKeyPath<StackAttributes, Value>) {
            if let value = ThreeWayValue.merge(base: baseStack[keyPath: path], ours: oursStack[keyPath: path], theirs: theirsStack[keyPath: path]) {
                stack[keyPath: path] = value
            } else {
                conflicts.append((property, "\(oursStack[keyPath: path])", "\(theirsStack[keyPath: path])"))
            }
        }
        stackField(.axis, \.axis)
        stackField(.distribution, \.distribution)
        stackField(.alignment, \.alignment)
        stackField(.spacing, \.spacing)
        stackField(.baselineRelative, \.baselineRelative)
        stackField(.marginsRelative, \.marginsRelative)
        var spacing: [String: Double] = [:]
        let keys = Set(baseStack.customSpacing.keys).union(oursStack.customSpacing.keys).union(theirsStack.customSpacing.keys)
        for key in keys.sorted() {
            let (b, o, t) = (baseStack.customSpacing[key], oursStack.customSpacing[key], theirsStack.customSpacing[key])
            if let value = ThreeWayValue.merge(base: b, ours: o, theirs: t) {
                spacing[key] = value
            } else {
                conflicts.append((.customSpacing, "\(key): \(o.map { "\($0)" } ?? "none")", "\(key): \(t.map { "\($0)" } ?? "none")"))
            }
        }
        stack.customSpacing = spacing
        merged.stack = stack
    }

    private mutating func field<Value: Equatable>(
        _ property: ViewProperty, _ path: WritableKeyPath<ViewProperties, Value>, _ base: ViewProperties, _ ours: ViewProperties,
        _ theirs: ViewProperties
    ) {
        if let value = ThreeWayValue.merge(base: base[keyPath: path], ours: ours[keyPath: path], theirs: theirs[keyPath: path]) {
            merged[keyPath: path] = value
        } else {
            conflicts.append((property, Self.words(ours[keyPath: path]), Self.words(theirs[keyPath: path])))
        }
    }

    private static func words<Value>(_ value: Value) -> String {
        if let optional = value as? (any OptionalProtocol) { return optional.words }
        if let text = value as? String { return "\"\(ViewLabel.oneLine(text))\"" }
        return "\(value)"
    }
}

/// Optionals written as their value, or `none`.
private protocol OptionalProtocol { var words: String { get } }
extension Optional: OptionalProtocol {
    fileprivate var words: String {
        switch self {
        case .none: "none"
        case .some(let text as String): "\"\(ViewLabel.oneLine(text))\""
        case .some(let value): "\(value)"
        }
    }
}
