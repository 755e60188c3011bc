/// Ending a read-only transaction without waiting for the server: its COMMIT is sent, and its
/// answer read only when the connection is next used, by which time it has usually arrived.
///
/// Every row such a transaction read was answered before the COMMIT left, from one snapshot,
/// and a read-only transaction changes nothing, so its outcome cannot change what it read: the
/// caller may go on at once, and the connection returns to its pool one round trip sooner. The
/// server ends the transaction as soon as the COMMIT reaches it (no snapshot or lock is held
/// while the connection waits idle). O(1) on both sides.
extension PostgreSQLConnection {
    /// Sends COMMIT (in a flight of its own, left open) and returns without reading the
    /// answer. When it cannot be sent, rolls the transaction back and waits, as before.
    func detachCommit() {
        guard libpq.enterPipelineMode(pointer) == 1 else { return rollBackAfterFailedDetach() }
        guard libpq.sendQueryParams(pointer, "COMMIT", 0, nil, nil, nil, nil, 1) == 1, libpq.pipelineSync(pointer) == 1 else {
            _ = libpq.exitPipelineMode(pointer)
            return rollBackAfterFailedDetach()
        }
        commitInFlight = true
    }

    /// Reads the answer of a COMMIT sent by `detachCommit()`, if one is awaited, and leaves
    /// pipeline mode: called before anything else is sent. An error in it is dropped (the
    /// transaction read only); a connection it finds broken is reported by the next statement.
    /// If the answers cannot be told apart any more, the connection is made anew.
    func settle() {
        guard commitInFlight else { return }
        commitInFlight = false
        // COMMIT's result and the null that ends it, then the flight's sync.
        if let result = libpq.getResult(pointer) { libpq.clear(result) }
        while let extra = libpq.getResult(pointer) { libpq.clear(extra) }
        if let sync = libpq.getResult(pointer) { libpq.clear(sync) }
        if libpq.exitPipelineMode(pointer) != 1 { try? reconnect() }
    }

    private func rollBackAfterFailedDetach() {
        if isConnected, isInTransaction { try? executeScript("ROLLBACK") }
    }
}
