@testable import PostgreSQLDatabase
import Testing

/// Loading libpq at run time: the files tried, and the message when none loads.
struct LibPQLoadingTests {
    @Test func aMissingLibpqIsReportedWithWhatToInstallAndTheFilesTried() throws {
        #expect { try LibPQ.load(candidates: ["/nonexistent/libpq.so.5", "/nonexistent/libpq.so"]) } throws: { error in
            let message = (error as? PostgreSQLError)?.message ?? ""
            return message.contains("apt-get install libpq5") && message.contains("STACKDOC_LIBPQ")
                && message.contains("/nonexistent/libpq.so.5") && message.contains("/nonexistent/libpq.so:")
        }
    }

    @Test func aLibraryWithoutLibpqsFunctionsIsRefusedByName() throws {
        // libc loads, but has none of libpq's functions.
        #expect { try LibPQ.load(candidates: ["libc.so.6"]) } throws: { error in
            ((error as? PostgreSQLError)?.message ?? "").contains("libc.so.6 has no function PQconnectdb")
        }
    }

    @Test func theEnvironmentNamesTheOneFileTried() {
        #expect(LibPQ.candidates(environment: "/opt/pq/lib/libpq.so.5") == ["/opt/pq/lib/libpq.so.5"])
        #expect(LibPQ.candidates(environment: nil) == ["libpq.so.5", "libpq.so"])
        #expect(LibPQ.candidates(environment: "") == ["libpq.so.5", "libpq.so"])
    }
}
