import Glibc

/// libpq, PostgreSQL's client library, loaded when the first connection is made.
///
/// Nothing links libpq: a program that never opens a PostgreSQL store neither needs it
/// installed nor pays for loading it and the twenty libraries it pulls in (TLS, Kerberos,
/// LDAP). The first `PostgreSQLConnection` opens `libpq.so.5` (or the file named by
/// `$STACKDOC_LIBPQ`) with `dlopen` and resolves the functions declared here; a missing
/// library, or one older than libpq 14 (no pipeline mode), is reported once, clearly.
///
/// The declarations follow `libpq-fe.h`: `PGconn *` and `PGresult *` are opaque pointers,
/// its enumerations are C `int`s (`ConnectionStatus`, `ResultStatus`, `TransactionStatus`).
final class LibPQ: @unchecked Sendable {
    typealias Connection = OpaquePointer
    typealias Result = OpaquePointer
    typealias NoticeProcessor = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?) -> Void

    let connectdb: @convention(c) (UnsafePointer<CChar>?) -> Connection?
    let status: @convention(c) (Connection?) -> Int32
    let finish: @convention(c) (Connection?) -> Void
    let reset: @convention(c) (Connection?) -> Void
    let setNoticeProcessor: @convention(c) (Connection?, NoticeProcessor?, UnsafeMutableRawPointer?) -> NoticeProcessor?
    let transactionStatus: @convention(c) (Connection?) -> Int32
    let errorMessage: @convention(c) (Connection?) -> UnsafeMutablePointer<CChar>?
    let exec: @convention(c) (Connection?, UnsafePointer<CChar>?) -> Result?
    let prepare: @convention(c) (Connection?, UnsafePointer<CChar>?, UnsafePointer<CChar>?, Int32, UnsafePointer<UInt32>?) -> Result?
    let describePrepared: @convention(c) (Connection?, UnsafePointer<CChar>?) -> Result?
    let execPrepared: @convention(c) (
        Connection?, UnsafePointer<CChar>?, Int32, UnsafePointer<UnsafePointer<CChar>?>?, UnsafePointer<Int32>?,
        UnsafePointer<Int32>?, Int32
    ) -> Result?
    let sendQueryPrepared: @convention(c) (
        Connection?, UnsafePointer<CChar>?, Int32, UnsafePointer<UnsafePointer<CChar>?>?, UnsafePointer<Int32>?,
        UnsafePointer<Int32>?, Int32
    ) -> Int32
    let sendQueryParams: @convention(c) (
        Connection?, UnsafePointer<CChar>?, Int32, UnsafePointer<UInt32>?, UnsafePointer<UnsafePointer<CChar>?>?,
        UnsafePointer<Int32>?, UnsafePointer<Int32>?, Int32
    ) -> Int32
    let getResult: @convention(c) (Connection?) -> Result?
    let enterPipelineMode: @convention(c) (Connection?) -> Int32
    let exitPipelineMode: @convention(c) (Connection?) -> Int32
    let pipelineSync: @convention(c) (Connection?) -> Int32
    let resultStatus: @convention(c) (Result?) -> Int32
    let resultErrorField: @convention(c) (Result?, Int32) -> UnsafeMutablePointer<CChar>?
    let clear: @convention(c) (Result?) -> Void
    let ntuples: @convention(c) (Result?) -> Int32
    let nfields: @convention(c) (Result?) -> Int32
    let nparams: @convention(c) (Result?) -> Int32
    let fname: @convention(c) (Result?, Int32) -> UnsafeMutablePointer<CChar>?
    let ftype: @convention(c) (Result?, Int32) -> UInt32
    let getisnull: @convention(c) (Result?, Int32, Int32) -> Int32
    let getlength: @convention(c) (Result?, Int32, Int32) -> Int32
    let getvalue: @convention(c) (Result?, Int32, Int32) -> UnsafeMutablePointer<CChar>?

    // `ConnStatusType`, `ExecStatusType` and `PGTransactionStatusType` values used here.
    static let connectionOK: Int32 = 0
    static let emptyQuery: Int32 = 0, commandOK: Int32 = 1, tuplesOK: Int32 = 2, pipelineSynced: Int32 = 10
    static let pipelineAborted: Int32 = 11
    static let transactionIdle: Int32 = 0, transactionActive: Int32 = 1, transactionOpen: Int32 = 2
    static let transactionFailed: Int32 = 3

    /// The library, loaded on first use: libpq itself, or the error that says why it is not there.
    static func loaded() throws -> LibPQ {
        try loadedOnce.get()
    }

    private static let loadedOnce = Swift.Result { () throws(PostgreSQLError) in
        try load(candidates: LibPQ.candidates(environment: getenv("STACKDOC_LIBPQ").map { String(cString: $0) }))
    }

    /// The files tried, in order: `$STACKDOC_LIBPQ` alone when it is set, else the soname of
    /// libpq 10 and later (Debian's and Red Hat's `libpq5`), then the development symlink.
    static func candidates(environment: String?) -> [String] {
        if let environment, !environment.isEmpty { return [environment] }
        return ["libpq.so.5", "libpq.so"]
    }

    /// Opens the first of `candidates` that loads and resolves every function above.
    static func load(candidates: [String]) throws(PostgreSQLError) -> LibPQ {
        var reasons: [String] = []
        for name in candidates {
            guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
                reasons.append(dlerror().map { String(cString: $0) } ?? "\(name): cannot be opened")
                continue
            }
            do {
                return try LibPQ(handle: handle, file: name)
            } catch {
                dlclose(handle)
                reasons.append(error.message)
            }
        }
        throw PostgreSQLError(
            message: "cannot load libpq, PostgreSQL's client library (version 14 or later), which postgresql:// stores need: "
                + "install it (Debian and Ubuntu: apt-get install libpq5; Fedora: dnf install libpq), "
                + "or set STACKDOC_LIBPQ to its file (\(reasons.joined(separator: "; ")))",
            connectionLost: true)
    }

    private init(handle: UnsafeMutableRawPointer, file: String) throws(PostgreSQLError) {
        func function<F>(_ name: String) throws(PostgreSQLError) -> F {
            guard let symbol = dlsym(handle, name) else {
                throw PostgreSQLError(message: "\(file) has no function \(name): it is older than libpq 14")
            }
            return unsafeBitCast(symbol, to: F.self)
        }
        connectdb = try function("PQconnectdb")
        status = try function("PQstatus")
        finish = try function("PQfinish")
        reset = try function("PQreset")
        setNoticeProcessor = try function("PQsetNoticeProcessor")
        transactionStatus = try function("PQtransactionStatus")
        errorMessage = try function("PQerrorMessage")
        exec = try function("PQexec")
        prepare = try function("PQprepare")
        describePrepared = try function("PQdescribePrepared")
        execPrepared = try function("PQexecPrepared")
        sendQueryPrepared = try function("PQsendQueryPrepared")
        sendQueryParams = try function("PQsendQueryParams")
        getResult = try function("PQgetResult")
        enterPipelineMode = try function("PQenterPipelineMode")
        exitPipelineMode = try function("PQexitPipelineMode")
        pipelineSync = try function("PQpipelineSync")
        resultStatus = try function("PQresultStatus")
        resultErrorField = try function("PQresultErrorField")
        clear = try function("PQclear")
        ntuples = try function("PQntuples")
        nfields = try function("PQnfields")
        nparams = try function("PQnparams")
        fname = try function("PQfname")
        ftype = try function("PQftype")
        getisnull = try function("PQgetisnull")
        getlength = try function("PQgetlength")
        getvalue = try function("PQgetvalue")
    }
}
