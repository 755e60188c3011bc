import StackLayout

extension ChangeFormat {
    /// Writes `change` into `buffer` as `encode(change)` spells it, byte for byte, without
    /// building a tree (constraints excepted). O(size of the change).
    package static func write(_ change: DocumentChange, into buffer: inout JSONTextBuffer) {
        buffer.beginObject()
        switch change {
        case let .addView(id, properties, parent, zIndex):
            writeView(id, key: "addView", properties: properties, parent: parent, zIndex: zIndex, into: &buffer)
        case let .removeView(id, properties, parent, zIndex):
            writeView(id, key: "removeView", properties: properties, parent: parent, zIndex: zIndex, into: &buffer)
        case let .arrange(view, stack, index):
            buffer.key("arrange")
            buffer.string(view)
            buffer.key("stack")
            buffer.string(stack)
            buffer.key("index")
            buffer.integer(index)
        case let .unarrange(view, stack, index):
            buffer.key("unarrange")
            buffer.string(view)
            buffer.key("stack")
            buffer.string(stack)
            buffer.key("index")
            buffer.integer(index)
        case let .moveZ(view, parent, from, to):
            buffer.key("moveZ")
            buffer.string(view)
            buffer.key("parent")
            buffer.string(parent)
            buffer.key("from")
            buffer.integer(from)
            buffer.key("to")
            buffer.integer(to)
        case let .reparent(view, from, to):
            buffer.key("reparent")
            buffer.string(view)
            buffer.key("fromParent")
            buffer.string(from.parent)
            buffer.key("fromZ")
            buffer.integer(from.index)
            buffer.key("toParent")
            buffer.string(to.parent)
            buffer.key("toZ")
            buffer.integer(to.index)
        case let .setProperties(view, old, new):
            buffer.key("set")
            buffer.string(view)
            buffer.key("old")
            buffer.beginObject()
            old.writeFields(into: &buffer)
            buffer.endObject()
            buffer.key("changed")
            buffer.beginObject()
            for property in ViewProperty.allCases where !old.hasSameValue(of: property, as: new) {
                buffer.key(escaping: property.rawValue)
                buffer.value(new.explicitJSONValue(of: property) ?? .null)
            }
            buffer.endObject()
        case let .addConstraint(constraint, index):
            buffer.key("addConstraint")
            buffer.value(DocumentFormat.encode(constraint))
            buffer.key("index")
            buffer.integer(index)
        case let .removeConstraint(constraint, index):
            buffer.key("removeConstraint")
            buffer.value(DocumentFormat.encode(constraint))
            buffer.key("index")
            buffer.integer(index)
        }
        buffer.endObject()
    }

    private static func writeView(
        _ id: String, key: StaticString, properties: ViewProperties, parent: String, zIndex: Int,
        into buffer: inout JSONTextBuffer
    ) {
        buffer.key(key)
        buffer.string(id)
        buffer.key("properties")
        buffer.beginObject()
        properties.writeFields(into: &buffer)
        buffer.endObject()
        buffer.key("parent")
        buffer.string(parent)
        buffer.key("z")
        buffer.integer(zIndex)
    }
}
