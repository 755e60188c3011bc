#if canImport(Glibc)
import Glibc
#endif
import PostgreSQLDatabase

/// The PostgreSQL server tests may use: the URL in `STACKDOC_TEST_POSTGRESQL` (`.ci/run` starts
/// a throw-away cluster and sets it). Each test makes its own database, so tests never see
/// each other's rows; without the variable, PostgreSQL cases are skipped with `skipComment`.
public enum PostgreSQLTestServer {
    /// The environment variable naming the server.
    public static let variable = "STACKDOC_TEST_POSTGRESQL"

    /// The server's URL (to any database of it), if the environment names one.
    public static var url: String? {
        guard let value = getenv(variable), value.pointee != 0 else { return nil }
        return String(cString: value)
    }

    /// Whether a server is configured.
    public static var isAvailable: Bool { url != nil }

    /// Why PostgreSQL cases are skipped.
    public static let skipComment = "no PostgreSQL server: set STACKDOC_TEST_POSTGRESQL=postgresql://user@host:port/db (.ci/run starts one)"

    /// Creates an empty database with a name no other test uses and returns its URL.
    public static func freshDatabase() throws -> String {
        guard let url else { throw PostgreSQLError(message: skipComment) }
        let name = "stackdoc_test_\(getpid())_\(UInt64.random(in: 0...UInt64.max))"
        let administration = try PostgreSQLConnection(url: url)
        try administration.executeScript("CREATE DATABASE \(name)")
        return replacingDatabase(of: url, with: name)
    }

    /// Makes the database of `url` (made by `freshDatabase`) refuse writes in every new session,
    /// as a hot standby does: `ALTER DATABASE ... SET default_transaction_read_only = on`.
    public static func makeReadOnly(_ url: String) throws {
        guard let server = self.url, let scheme = url.firstRange(of: "://") else { throw PostgreSQLError(message: skipComment) }
        let rest = url[scheme.upperBound...]
        guard let slash = rest.firstIndex(of: "/") else { throw PostgreSQLError(message: "no database in \(url)") }
        let name = rest[rest.index(after: slash)...].prefix { $0 != "?" }
        try PostgreSQLConnection(url: server).executeScript("ALTER DATABASE \(name) SET default_transaction_read_only = on")
    }

    /// `url` naming database `name` instead of its own, keeping its parameters.
    public static func replacingDatabase(of url: String, with name: String) -> String {
        guard let scheme = url.firstRange(of: "://") else { return url }
        let rest = url[scheme.upperBound...]
        let pathStart = rest.firstIndex { $0 == "/" || $0 == "?" } ?? rest.endIndex
        let query = rest[pathStart...].firstIndex(of: "?").map { String(rest[$0...]) } ?? ""
        return String(url[..<pathStart]) + "/" + name + query
    }

    /// `url` with one more query parameter (`key=value`, already percent-encoded).
    public static func adding(_ parameter: String, to url: String) -> String {
        url + (url.contains("?") ? "&" : "?") + parameter
    }

    /// `url` for a session in which every transaction is read-only, as on a hot standby.
    public static func readOnlySession(_ url: String) -> String {
        adding("options=-c%20default_transaction_read_only%3Don", to: url)
    }
}
