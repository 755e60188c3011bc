import Testing

/// The server tests that measure time (a live update within a second, a page drawn in
/// Chromium): they run one after the other, so that neither is timed while the other loads
/// the machine.
@Suite(.serialized)
enum TimedServerTests {}
