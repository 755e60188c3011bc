import StackLayout

/// The keys of a view that `set` can change: every view and stack key of the format
/// except `id`, `subviews` and `arranged`.
public enum ViewProperty: String, CaseIterable, Hashable, Sendable {
    case kind, name, text, hidden, intrinsicSize, baseline, hugging, compressionResistance, layoutMargins, frame, safeArea
    case axis, distribution, alignment, spacing, customSpacing, baselineRelative, marginsRelative

    /// Keys that only stack views have.
    public var isStackOnly: Bool {
        switch self {
        case .axis, .distribution, .alignment, .spacing, .customSpacing, .baselineRelative, .marginsRelative: true
        default: false
        }
    }
}

extension ViewProperties {
    /// Reads the property keys of a view object (`kind` first, as it picks the defaults).
    /// Only `baseline` and `frame` may be `null` there.
    static func read(from reader: inout JSONObjectReader) throws(DocumentError) -> ViewProperties {
        let path = reader.path
        let kind = try reader.optional("kind").map { (value) throws(DocumentError) in
            let text = try JSONDecoding.string(value, at: path / "kind")
            if let problem = TextRule.kindProblem(text) { throw DocumentError(problem, at: path / "kind") }
            return ViewKind(rawValue: text)
        } ?? .view
        var properties = ViewProperties(kind: kind)
        try reader.readFields({ key in ViewProperty(rawValue: key).flatMap { $0 == .kind ? nil : $0 } }) {
            (property, value) throws(DocumentError) in
            guard value != .null || property == .baseline || property == .frame else {
                throw DocumentError("\"\(property.rawValue)\" must not be null", at: path / property.rawValue)
            }
            try properties.assign(property, from: value, at: path / property.rawValue)
        }
        return properties
    }

    /// Reads `property` from its JSON value into these properties; `null` resets it to the default
    /// for this view's kind. Validates the value (ranges, finiteness, enumerations).
    mutating func assign(_ property: ViewProperty, from value: JSONValue, at path: @autoclosure () -> JSONPath) throws(DocumentError) {
        if property.isStackOnly, self.stack == nil {
            throw DocumentError("\"\(property.rawValue)\" applies to stack views only", at: path())
        }
        if case .null = value {
            resetToDefault(property)
            return
        }
        typealias D = JSONDecoding
        switch property {
        case .kind:
            let newKind = ViewKind(rawValue: try D.string(value, at: path()))
            if let problem = TextRule.kindProblem(newKind.rawValue) { throw DocumentError(problem, at: path()) }
            guard (newKind == .stack) == (self.kind == .stack) else {
                throw DocumentError(
                    "kind cannot change between \"stack\" and another kind (from \"\(self.kind)\" to \"\(newKind)\"); insert a new view instead",
                    at: path())
            }
            self.kind = newKind
        case .name:
            name = try D.text(value, at: path(), by: TextRule.nameProblem)
        case .text:
            text = try D.text(value, at: path(), by: TextRule.textProblem)
        case .hidden:
            self.hidden = try D.bool(value, at: path())
        case .intrinsicSize:
            var reader = try JSONObjectReader(value, at: path())
            let width = try reader.optional("width").flatMap { (v) throws(DocumentError) in try D.optionalNumber(v, at: path() / "width") }
            let height = try reader.optional("height").flatMap { (v) throws(DocumentError) in try D.optionalNumber(v, at: path() / "height") }
            try reader.rejectUnknownKeys()
            if let width, width < 0 { throw DocumentError("intrinsic width must be zero or more", at: path() / "width") }
            if let height, height < 0 { throw DocumentError("intrinsic height must be zero or more", at: path() / "height") }
            self.intrinsicSize = IntrinsicSize(width: width, height: height)
        case .baseline:
            var reader = try JSONObjectReader(value, at: path())
            let first = try D.number(try reader.required("first"), at: path() / "first")
            let last = try D.number(try reader.required("last"), at: path() / "last")
            try reader.rejectUnknownKeys()
            self.baseline = Baselines(first: first, last: last)
        case .hugging:
            self.hugging = try Self.priorities(value, at: path(), base: self.hugging)
        case .compressionResistance:
            self.compressionResistance = try Self.priorities(value, at: path(), base: self.compressionResistance)
        case .layoutMargins:
            self.layoutMargins = try Self.insets(value, at: path(), base: self.layoutMargins)
        case .safeArea:
            self.safeArea = try Self.insets(value, at: path(), base: self.safeArea)
        case .frame:
            var reader = try JSONObjectReader(value, at: path())
            let x = try D.number(try reader.required("x"), at: path() / "x")
            let y = try D.number(try reader.required("y"), at: path() / "y")
            let width = try D.nonNegative(try reader.required("width"), at: path() / "width")
            let height = try D.nonNegative(try reader.required("height"), at: path() / "height")
            try reader.rejectUnknownKeys()
            self.frame = Rect(x: x, y: y, width: width, height: height)
        case .axis:
            self.stack!.axis = try D.choice(value, at: path(), as: Axis.self)
        case .distribution:
            self.stack!.distribution = try D.choice(value, at: path(), as: Distribution.self)
        case .alignment:
            self.stack!.alignment = try D.choice(value, at: path(), as: Alignment.self)
        case .spacing:
            if case .string("system") = value {
                self.stack!.spacing = .system
            } else if case .number = value {
                self.stack!.spacing = .points(try D.number(value, at: path()))
            } else {
                throw DocumentError("expected a number or \"system\", found \(value.typeName)", at: path())
            }
        case .customSpacing:
            var reader = try JSONObjectReader(value, at: path())
            var spacing: [String: Double] = [:]
            for key in reader.keys {
                try ViewID.validate(key, at: path() / key)
                spacing[key] = try D.number(reader.optional(key)!, at: path() / key)
            }
            self.stack!.customSpacing = spacing
        case .baselineRelative:
            self.stack!.baselineRelative = try D.bool(value, at: path())
        case .marginsRelative:
            self.stack!.marginsRelative = try D.bool(value, at: path())
        }
    }

    /// Every property that differs from the default, and `kind`, as the keys of a view object.
    var jsonFields: [(key: String, value: JSONValue)] {
        let defaults = ViewProperties(kind: self.kind)
        var fields: [(key: String, value: JSONValue)] = []
        fields.reserveCapacity(ViewProperty.allCases.count)  // one allocation: the event log writes this per change
        for property in ViewProperty.allCases {
            if let value = jsonValue(of: property, defaults: defaults) { fields.append((property.rawValue, value)) }
        }
        return fields
    }

    private mutating func resetToDefault(_ property: ViewProperty) {
        let defaults = ViewProperties(kind: self.kind)
        switch property {
        case .kind: break
        case .name: name = nil
        case .text: text = nil
        case .hidden: self.hidden = defaults.hidden
        case .intrinsicSize: self.intrinsicSize = defaults.intrinsicSize
        case .baseline: self.baseline = nil
        case .hugging: self.hugging = defaults.hugging
        case .compressionResistance: self.compressionResistance = defaults.compressionResistance
        case .layoutMargins: self.layoutMargins = defaults.layoutMargins
        case .frame: self.frame = nil
        case .safeArea: self.safeArea = defaults.safeArea
        case .axis: self.stack!.axis = defaults.stack!.axis
        case .distribution: self.stack!.distribution = defaults.stack!.distribution
        case .alignment: self.stack!.alignment = defaults.stack!.alignment
        case .spacing: self.stack!.spacing = defaults.stack!.spacing
        case .customSpacing: self.stack!.customSpacing = [:]
        case .baselineRelative: self.stack!.baselineRelative = false
        case .marginsRelative: self.stack!.marginsRelative = false
        }
    }

    /// The JSON value of `property`, or `nil` when it is at the default for this kind
    /// (export leaves defaults out, except `kind`, which is always written).
    /// `defaults` must be `ViewProperties(kind: kind)`; callers writing many properties make it once.
    func jsonValue(of property: ViewProperty, defaults: ViewProperties) -> JSONValue? {
        func unlessDefault<T: Equatable>(_ value: T, _ defaultValue: T, _ encode: (T) -> JSONValue) -> JSONValue? {
            value == defaultValue ? nil : encode(value)
        }
        switch property {
        case .kind: return .string(self.kind.rawValue)
        case .name: return name.map(JSONValue.string)
        case .text: return text.map(JSONValue.string)
        case .hidden: return self.hidden ? .bool(true) : nil
        case .intrinsicSize:
            return unlessDefault(self.intrinsicSize, defaults.intrinsicSize) {
                ["width": $0.width.map(JSONValue.number) ?? .null, "height": $0.height.map(JSONValue.number) ?? .null]
            }
        case .baseline:
            return self.baseline.map { ["first": .number($0.first), "last": .number($0.last)] }
        case .hugging: return unlessDefault(self.hugging, defaults.hugging, Self.json)
        case .compressionResistance: return unlessDefault(self.compressionResistance, defaults.compressionResistance, Self.json)
        case .layoutMargins: return unlessDefault(self.layoutMargins, defaults.layoutMargins, Self.json)
        case .safeArea: return unlessDefault(self.safeArea, defaults.safeArea, Self.json)
        case .frame:
            return self.frame.map {
                ["x": .number($0.x), "y": .number($0.y), "width": .number($0.width), "height": .number($0.height)]
            }
        case .axis, .distribution, .alignment, .spacing, .customSpacing, .baselineRelative, .marginsRelative:
            guard let stack = self.stack else { return nil }
            let base = defaults.stack!
            switch property {
            case .axis: return unlessDefault(stack.axis, base.axis) { .string($0.rawValue) }
            case .distribution: return unlessDefault(stack.distribution, base.distribution) { .string($0.rawValue) }
            case .alignment: return unlessDefault(stack.alignment, base.alignment) { .string($0.rawValue) }
            case .spacing:
                return unlessDefault(stack.spacing, base.spacing) {
                    if case .points(let points) = $0 { .number(points) } else { .string("system") }
                }
            case .customSpacing:
                return stack.customSpacing.isEmpty
                    ? nil : .object(stack.customSpacing.sorted { $0.key < $1.key }.map { ($0.key, .number($0.value)) })
            case .baselineRelative: return stack.baselineRelative ? .bool(true) : nil
            case .marginsRelative: return stack.marginsRelative ? .bool(true) : nil
            default: return nil
            }
        }
    }

    private static func json(_ priorities: AxisPriorities) -> JSONValue {
        ["horizontal": .number(priorities.horizontal), "vertical": .number(priorities.vertical)]
    }

    private static func json(_ insets: EdgeInsets) -> JSONValue {
        ["top": .number(insets.top), "leading": .number(insets.leading),
         "bottom": .number(insets.bottom), "trailing": .number(insets.trailing)]
    }

    /// Priorities per axis; an axis left out keeps its value in `base`.
    private static func priorities(_ value: JSONValue, at path: @autoclosure () -> JSONPath, base: AxisPriorities) throws(DocumentError) -> AxisPriorities {
        var reader = try JSONObjectReader(value, at: path())
        var result = base
        if let horizontal = reader.optional("horizontal") {
            result.horizontal = try JSONDecoding.priority(horizontal, at: path() / "horizontal")
        }
        if let vertical = reader.optional("vertical") {
            result.vertical = try JSONDecoding.priority(vertical, at: path() / "vertical")
        }
        try reader.rejectUnknownKeys()
        return result
    }

    /// Insets; a side left out keeps its value in `base`.
    private static func insets(_ value: JSONValue, at path: @autoclosure () -> JSONPath, base: EdgeInsets) throws(DocumentError) -> EdgeInsets {
        var reader = try JSONObjectReader(value, at: path())
        var result = base
        let sides: [(String, WritableKeyPath<EdgeInsets, Double>)] = [
            ("top", \.top), ("leading", \.leading), ("bottom", \.bottom), ("trailing", \.trailing),
        ]
        for (side, keyPath) in sides {
            if let number = reader.optional(side) {
                result[keyPath: keyPath] = try JSONDecoding.number(number, at: path() / side)
            }
        }
        try reader.rejectUnknownKeys()
        return result
    }
}
