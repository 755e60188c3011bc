/// Kinds that no way into a document takes, as the reader would refuse them: a space, a dot,
/// nothing, punctuation, a look-alike letter (Cyrillic `а`), a terminal escape, and 257
/// characters. The reproducers of the `--kind` flag, which once wrote such kinds unchecked.
public let refusedKinds = ["a b", "x.y", "", "label!", "l\u{0430}bel", "\u{1B}[2J", String(repeating: "k", count: 257)]
