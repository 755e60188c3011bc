import PostgreSQLDatabase
import Testing

@Suite struct ConnectionURLTests {
    @Test(arguments: [
        ("postgresql://ann:hunter2@db.example:5432/docs", "postgresql://ann:***@db.example:5432/docs"),
        ("postgresql://ann:p%40ss@db.example/docs?sslmode=require", "postgresql://ann:***@db.example/docs?sslmode=require"),
        ("postgres://ann:a@b@host/db", "postgres://ann:***@host/db"),
        ("postgresql://ann@host/db?password=hunter2&sslmode=verify-full", "postgresql://ann@host/db?password=***&sslmode=verify-full"),
        ("host=db user=ann password=hunter2 dbname=docs", "host=db user=ann password=*** dbname=docs"),
        ("host=db password='hun ter\\'2' dbname=docs", "host=db password=*** dbname=docs"),
        ("password=hunter2", "password=***"),
        ("postgresql://ann@host:5432/db", "postgresql://ann@host:5432/db"),
        ("postgresql:///db?host=/tmp/socket", "postgresql:///db?host=/tmp/socket"),
    ])
    func redactsPasswords(url: String, expected: String) {
        #expect(ConnectionURL.redacted(url) == expected)
    }

    @Test func aFailedConnectionNamesTheServerButNotThePassword() {
        // Port 1 on the loopback refuses connections on any machine that runs the tests.
        let url = "postgresql://ann:hunter2@127.0.0.1:1/docs?password=secret2&connect_timeout=2"
        do {
            _ = try PostgreSQLConnection(url: url)
            Issue.record("connected to port 1")
        } catch let error as PostgreSQLError {
            #expect(error.connectionLost)
            #expect(error.description.contains("127.0.0.1:1/docs"))
            #expect(!error.description.contains("hunter2"))
            #expect(!error.description.contains("secret2"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func recognisesPostgreSQLURLs() {
        #expect(ConnectionURL.isPostgreSQL("postgresql://host/db"))
        #expect(ConnectionURL.isPostgreSQL("postgres://host/db"))
        #expect(!ConnectionURL.isPostgreSQL("stackdoc.db"))
        #expect(!ConnectionURL.isPostgreSQL("/tmp/postgresql://x"))
    }
}
