import Hummingbird
import StackLayout

/// What a route handler is given: the request's path parameters (decoded), its query, its
/// body, the server's store pool and its watcher of the documents' heads.
struct APIRequest: Sendable {
    let pathParameters: [String: String]
    let query: [(key: String, value: String)]
    let body: [UInt8]
    let pool: StorePool
    /// The documents' heads as they change, for the live-update stream.
    let heads: HeadWatcher

    /// A path parameter the route's template names.
    func path(_ name: String) -> String {
        pathParameters[name] ?? ""
    }

    /// The last value of query parameter `name`, if given.
    func query(_ name: String) -> String? {
        query.last { $0.key == name }?.value
    }

    /// Every value of query parameter `name`, in order.
    func queryAll(_ name: String) -> [String] {
        query.filter { $0.key == name }.map(\.value)
    }

    /// Query parameter `name` as a whole number at least `minimum`, or nil when absent.
    func integer(_ name: String, minimum: Int = 1) throws -> Int? {
        guard let text = query(name) else { return nil }
        guard let value = Int(text), value >= minimum else {
            throw APIError.badParameter(name, "\"\(text)\" is not a whole number of at least \(minimum)")
        }
        return value
    }

    /// Query parameter `name` as a whole number at least 1; 400 when it is missing.
    func requiredInteger(_ name: String) throws -> Int {
        guard let value = try integer(name) else { throw APIError.badParameter(name, "missing; give a revision number") }
        return value
    }

    /// A revision in the path: a number, or `head` (nil).
    func revision(_ name: String = "rev") throws -> Int? {
        let text = path(name)
        if text == "head" { return nil }
        guard let value = Int(text), value >= 1 else {
            throw APIError(status: .badRequest, message: "revision \"\(text)\": give a revision number (1 or more) or head")
        }
        return value
    }

    /// Query parameter `name` as `true` or `false` (absent: false).
    func flag(_ name: String) throws -> Bool {
        switch query(name) {
        case nil, "false": false
        case "true", "": true
        case let text?: throw APIError.badParameter(name, "\"\(text)\" is neither true nor false")
        }
    }

    /// Query parameter `name` as a size in points (0 to 10,000,000), or nil when absent.
    func size(_ name: String) throws -> Double? {
        guard let text = query(name) else { return nil }
        guard let value = Double(text), value.isFinite, (0...10_000_000).contains(value) else {
            throw APIError.badParameter(name, "\"\(text)\" is not a size in points from 0 to 10000000")
        }
        return value
    }
}
