import HTTPTypes
import Hummingbird
import NIOCore
import StackDocument

/// The server's responses: JSON, and the text of the page and of pictures.
enum Answer {
    /// `value` as the text `JSONWriter` writes, with the newline the command line prints after
    /// it, so that an answer is byte for byte the command's `--format json` output.
    static func json(_ value: JSONValue, status: HTTPResponse.Status = .ok) -> Response {
        text(JSONWriter.string(value) + "\n", contentType: "application/json; charset=utf-8", status: status)
    }

    /// JSON already written, with its newline (`QueryMatchWriter`).
    static func json(_ bytes: [UInt8], status: HTTPResponse.Status = .ok) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/json; charset=utf-8"
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    /// A response of `text` as `contentType`.
    static func text(_ text: String, contentType: String, status: HTTPResponse.Status = .ok) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = contentType
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
