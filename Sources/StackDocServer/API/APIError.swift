import DocumentHistory
import DocumentQuery
import DocumentStore
import HTTPTypes
import Hummingbird
import NIOCore
import NIOHTTP1
import StackDocument

/// An error the API answers as `{"error": message}` with `status`.
struct APIError: Error, CustomStringConvertible {
    var status: HTTPResponse.Status
    var message: String
    /// Seconds after which the request may be sent again (`Retry-After`), for 503 and 429.
    var retryAfter: Int?

    var description: String { message }

    init(status: HTTPResponse.Status, message: String, retryAfter: Int? = nil) {
        self.status = status
        self.message = message
        self.retryAfter = retryAfter
    }

    /// A request parameter that is missing or does not parse: 400, naming the parameter.
    static func badParameter(_ name: String, _ problem: String) -> APIError {
        APIError(status: .badRequest, message: "\(name): \(problem)")
    }

    /// The status and message of any error a handler throws: the library's messages (the
    /// command line's), with the status that says whose fault it is.
    init(_ error: any Error) {
        switch error {
        case let error as APIError: self = error
        case let error as StoreError: self.init(status: Self.status(of: error), message: error.description)
        case let error as HistoryError: self.init(status: .badRequest, message: error.description)
        case let error as QueryError:
            if case .unknownView = error {
                self.init(status: .notFound, message: error.description)
            } else {
                self.init(status: .internalServerError, message: error.description)
            }
        case let error as DocumentError: self.init(status: .badRequest, message: error.description)
        case is NIOTooManyBytesError: self.init(status: .contentTooLarge, message: "the request body is larger than the server takes")
        case let error as HTTPParserError: self.init(status: .badRequest, message: "the request is not valid HTTP: \(error)")
        case let error as PermitsExhausted:
            self.init(
                status: .serviceUnavailable,
                message: "the server is busy: \(error.running) layouts are running and \(error.waiting) waiting, its most; try again shortly",
                retryAfter: 1)
        case let error as HTTPError:
            self.init(status: error.status, message: error.body ?? error.status.reasonPhrase)
        default: self.init(status: .internalServerError, message: String(describing: error))
        }
    }

    private static func status(of error: StoreError) -> HTTPResponse.Status {
        switch error {
        case .documentNotFound, .revisionNotFound: .notFound
        case .invalid, .viewIDReused: .badRequest
        case .nothingToDo, .documentExists, .targetNotEmpty: .conflict
        case .serverReadOnly: .serviceUnavailable
        case .corrupt, .readOnly, .needsUpgrade, .notAStore, .storeNotFound: .internalServerError
        }
    }

    /// The JSON answer.
    var response: Response {
        var response = Answer.json(.object([("error", .string(message))]), status: status)
        if let retryAfter { response.headers[.retryAfter] = String(retryAfter) }
        return response
    }
}
