import StackDocument
import StackLayout

/// Whole rows of the `views` table: a view's properties as column values and back. The columns
/// are those of `ViewField`, in the order of `ViewPropertyGroup` after `kind`.
enum ViewColumns {
    /// The property columns, in the order `values(of:)` produces them.
    static let names = [ViewField.kind.column] + ViewPropertyGroup.allCases.flatMap { $0.fields.map(\.column) }

    static var list: String { names.joined(separator: ", ") }

    static func values(of properties: ViewProperties) -> [StoreValue] {
        func real(_ value: Double?) -> StoreValue { value.map(StoreValue.real) ?? .null }
        func flag(_ value: Bool?) -> StoreValue { value.map { .integer($0 ? 1 : 0) } ?? .null }
        let stack = properties.stack
        var spacing: Double?
        var isSystem: Bool?
        switch stack?.spacing {
        case .points(let points)?: (spacing, isSystem) = (points, false)
        case .system?: (spacing, isSystem) = (Spacing.systemValue, true)
        case nil: break
        }
        return [
            .text(properties.kind.rawValue), flag(properties.hidden),
            real(properties.intrinsicSize.width), real(properties.intrinsicSize.height),
            real(properties.baseline?.first), real(properties.baseline?.last),
            .real(properties.hugging.horizontal), .real(properties.hugging.vertical),
            .real(properties.compressionResistance.horizontal), .real(properties.compressionResistance.vertical),
            .real(properties.layoutMargins.top), .real(properties.layoutMargins.leading),
            .real(properties.layoutMargins.bottom), .real(properties.layoutMargins.trailing),
            real(properties.frame?.x), real(properties.frame?.y), real(properties.frame?.width), real(properties.frame?.height),
            .real(properties.safeArea.top), .real(properties.safeArea.leading),
            .real(properties.safeArea.bottom), .real(properties.safeArea.trailing),
            stack.map { .text($0.axis.rawValue) } ?? .null,
            stack.map { .text($0.distribution.rawValue) } ?? .null,
            stack.map { .text($0.alignment.rawValue) } ?? .null,
            real(spacing), flag(isSystem),
            stack.map { .text(customSpacingJSON($0.customSpacing)) } ?? .null,
            flag(stack?.baselineRelative), flag(stack?.marginsRelative),
            properties.name.map(StoreValue.text) ?? .null, properties.text.map(StoreValue.text) ?? .null,
        ]
    }

    /// Reads the property columns starting at column `start` of `row`.
    static func properties(from row: StoreRow, startingAt start: Int) throws -> ViewProperties {
        var column = start
        func next() -> StoreValue {
            defer { column += 1 }
            return row[column]
        }
        func real(_ value: StoreValue) throws -> Double? {
            switch value {
            case .null: return nil
            case .real(let real): return real
            case .integer(let integer): return Double(integer)
            default: throw StoreError.corrupt("column \(column - 1) of a view row holds \(value)")
            }
        }
        func required(_ value: StoreValue) throws -> Double {
            guard let number = try real(value) else { throw StoreError.corrupt("a required view column is NULL") }
            return number
        }
        func text(_ value: StoreValue) -> String? {
            if case .text(let text) = value { return text }
            return nil
        }
        func flag(_ value: StoreValue) -> Bool? {
            if case .integer(let integer) = value { return integer != 0 }
            return nil
        }
        guard let kind = text(next()) else { throw StoreError.corrupt("a view row has no kind") }
        var properties = ViewProperties(kind: ViewKind(rawValue: kind))
        properties.hidden = flag(next()) ?? false
        properties.intrinsicSize = IntrinsicSize(width: try real(next()), height: try real(next()))
        let first = try real(next())
        let last = try real(next())
        if let first, let last { properties.baseline = Baselines(first: first, last: last) }
        properties.hugging = AxisPriorities(horizontal: try required(next()), vertical: try required(next()))
        properties.compressionResistance = AxisPriorities(horizontal: try required(next()), vertical: try required(next()))
        properties.layoutMargins = EdgeInsets(
            top: try required(next()), leading: try required(next()), bottom: try required(next()), trailing: try required(next()))
        let frame = (try real(next()), try real(next()), try real(next()), try real(next()))
        if let x = frame.0, let y = frame.1, let width = frame.2, let height = frame.3 {
            properties.frame = Rect(x: x, y: y, width: width, height: height)
        }
        properties.safeArea = EdgeInsets(
            top: try required(next()), leading: try required(next()), bottom: try required(next()), trailing: try required(next()))
        let axis = text(next()).flatMap(Axis.init(rawValue:))
        let distribution = text(next()).flatMap(Distribution.init(rawValue:))
        let alignment = text(next()).flatMap(Alignment.init(rawValue:))
        let spacing = try real(next())
        let isSystem = flag(next())
        let customSpacing = text(next())
        let baselineRelative = flag(next())
        let marginsRelative = flag(next())
        properties.name = text(next())
        properties.text = text(next())
        if properties.kind == .stack {
            guard let axis, let distribution, let alignment, let spacing else {
                throw StoreError.corrupt("stack row without its stack columns")
            }
            properties.stack = StackAttributes(
                axis: axis, distribution: distribution, alignment: alignment,
                spacing: isSystem == true ? .system : .points(spacing),
                customSpacing: try customSpacing.map(parseCustomSpacing) ?? [:],
                baselineRelative: baselineRelative ?? false, marginsRelative: marginsRelative ?? false)
        }
        return properties
    }

    private static func customSpacingJSON(_ spacing: [String: Double]) -> String {
        JSONWriter.string(.object(spacing.sorted { $0.key < $1.key }.map { ($0.key, .number($0.value)) }), style: .compact)
    }

    private static func parseCustomSpacing(_ text: String) throws -> [String: Double] {
        guard case .object(let fields) = try? JSONParser.parse(text) else {
            throw StoreError.corrupt("custom_spacing is not a JSON object: \(text)")
        }
        var spacing: [String: Double] = [:]
        for field in fields {
            guard case .number(let value) = field.value else { throw StoreError.corrupt("custom_spacing holds \(text)") }
            spacing[field.key] = value
        }
        return spacing
    }
}
