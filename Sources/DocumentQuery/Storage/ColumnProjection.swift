import DocumentStore
import SQLiteDatabase
import StackDocument
import StackLayout

/// The `views` columns a selector reads, and how to put them into a view's properties.
/// Rows read for matching carry only these: every other property keeps its default for the
/// view's kind, which is sound because the matcher never looks at it. `kind` is always read,
/// and so is `name`, which every match reports.
struct ColumnProjection {
    /// Property names (the first component of a `QueryProperty` path) the selector reads,
    /// plus `hidden` for `:hidden` / `:visible`.
    let names: Set<String>
    /// The columns to select after `kind`, in order.
    let columns: [String]
    /// The properties read, in column order.
    private let read: [Property]

    /// A property held in one or more columns (the raw value is its selector name).
    private enum Property: String {
        case name, text, hidden, intrinsicSize, baseline, hugging, compressionResistance, layoutMargins, fixedFrame, safeArea
        case axis, distribution, alignment, spacing, customSpacing, baselineRelative, marginsRelative
    }

    init(_ list: SelectorList) {
        var names: Set<String> = ["name"]
        func visit(_ list: SelectorList) {
            for compound in list.selectors.flatMap(\.compounds) {
                for condition in compound.conditions {
                    switch condition {
                    case .attribute(let predicate): names.insert(predicate.property.path[0])
                    case .pseudo(.hidden), .pseudo(.visible): names.insert("hidden")
                    case .not(let inner): visit(inner)
                    case .id, .pseudo: break
                    }
                }
            }
        }
        visit(list)
        self.names = names
        let active = Self.order.filter { names.contains($0.name) }
        columns = active.flatMap(\.columns)
        read = active.map { Property(rawValue: $0.name)! }
    }

    /// Each readable property and its columns, in select order.
    private static let order: [(name: String, columns: [String])] = [
        ("name", ["name"]), ("text", ["text"]),
        ("hidden", ["hidden"]),
        ("intrinsicSize", ["intrinsic_width", "intrinsic_height"]),
        ("baseline", ["baseline_first", "baseline_last"]),
        ("hugging", ["hugging_horizontal", "hugging_vertical"]),
        ("compressionResistance", ["resistance_horizontal", "resistance_vertical"]),
        ("layoutMargins", ["margin_top", "margin_leading", "margin_bottom", "margin_trailing"]),
        ("fixedFrame", ["frame_x", "frame_y", "frame_width", "frame_height"]),
        ("safeArea", ["safe_area_top", "safe_area_leading", "safe_area_bottom", "safe_area_trailing"]),
        ("axis", ["axis"]), ("distribution", ["distribution"]), ("alignment", ["alignment"]),
        ("spacing", ["spacing", "spacing_is_system"]), ("customSpacing", ["custom_spacing"]),
        ("baselineRelative", ["baseline_relative"]), ("marginsRelative", ["margins_relative"]),
    ]

    /// The properties of a row whose `kind` is at column `start` and the projected columns follow.
    func properties(from row: Row, startingAt start: Int) throws -> ViewProperties {
        guard case .text(let kind) = row[start] else { throw QueryError.corruptState(document: "?", reason: "a view row has no kind") }
        var properties = ViewProperties(kind: ViewKind(rawValue: kind))
        var column = start + 1
        func next() -> SQLiteValue {
            defer { column += 1 }
            return row[column]
        }
        func real(_ value: SQLiteValue) -> Double? {
            switch value {
            case .real(let real): real
            case .integer(let integer): Double(integer)
            default: nil
            }
        }
        func flag(_ value: SQLiteValue) -> Bool? {
            if case .integer(let integer) = value { return integer != 0 }
            return nil
        }
        func text(_ value: SQLiteValue) -> String? {
            if case .text(let text) = value { return text }
            return nil
        }
        for property in read {
            switch property {
            case .name: properties.name = text(next())
            case .text: properties.text = text(next())
            case .hidden: properties.hidden = flag(next()) ?? false
            case .intrinsicSize: properties.intrinsicSize = IntrinsicSize(width: real(next()), height: real(next()))
            case .baseline:
                let (first, last) = (real(next()), real(next()))
                properties.baseline = first.flatMap { f in last.map { Baselines(first: f, last: $0) } }
            case .hugging:
                properties.hugging = AxisPriorities(horizontal: real(next()) ?? 0, vertical: real(next()) ?? 0)
            case .compressionResistance:
                properties.compressionResistance = AxisPriorities(horizontal: real(next()) ?? 0, vertical: real(next()) ?? 0)
            case .layoutMargins:
                properties.layoutMargins = EdgeInsets(
                    top: real(next()) ?? 0, leading: real(next()) ?? 0, bottom: real(next()) ?? 0, trailing: real(next()) ?? 0)
            case .safeArea:
                properties.safeArea = EdgeInsets(
                    top: real(next()) ?? 0, leading: real(next()) ?? 0, bottom: real(next()) ?? 0, trailing: real(next()) ?? 0)
            case .fixedFrame:
                let (x, y, width, height) = (real(next()), real(next()), real(next()), real(next()))
                if let x, let y, let width, let height { properties.frame = Rect(x: x, y: y, width: width, height: height) }
            case .axis:
                let value = text(next()).flatMap(Axis.init(rawValue:))
                if let value { properties.stack?.axis = value }
            case .distribution:
                let value = text(next()).flatMap(Distribution.init(rawValue:))
                if let value { properties.stack?.distribution = value }
            case .alignment:
                let value = text(next()).flatMap(Alignment.init(rawValue:))
                if let value { properties.stack?.alignment = value }
            case .spacing:
                let (points, isSystem) = (real(next()), flag(next()))
                if let points { properties.stack?.spacing = isSystem == true ? .system : .points(points) }
            case .customSpacing:
                if let json = text(next()), case .object(let fields)? = try? JSONParser.parse(json) {
                    var spacing: [String: Double] = [:]
                    for field in fields { if case .number(let value) = field.value { spacing[field.key] = value } }
                    properties.stack?.customSpacing = spacing
                }
            case .baselineRelative: if let value = flag(next()) { properties.stack?.baselineRelative = value }
            case .marginsRelative: if let value = flag(next()) { properties.stack?.marginsRelative = value }
            }
        }
        return properties
    }
}
