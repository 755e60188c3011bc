import SchemaMigrations
import Testing

@Suite("SHA-256")
struct SHA256Tests {
    @Test("Known vectors (FIPS 180-4 examples, and lengths around the 64-byte block)", arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        ("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
         "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"),
        (String(repeating: "a", count: 55), "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
        (String(repeating: "a", count: 56), "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"),
        (String(repeating: "a", count: 63), "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34"),
        (String(repeating: "a", count: 64), "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
        (String(repeating: "a", count: 65), "635361c48bb9eab14198e76ea8ab7f1a41685d6ad62aa9146d301d4f17eb0ae0"),
        (String(repeating: "a", count: 119), "31eba51c313a5c08226adf18d4a359cfdfd8d2e816b13f4af952f7ea6584dcfb"),
        (String(repeating: "a", count: 120), "2f3d335432c70b580af0e8e1b3674a7c020d683aa5f73aaaedfdc55af904c21c"),
        ("héllo 👋", "241bff4036211b66e25dc44c43c7305feb99e7a62b953f03c3597ad0593c508f"),
    ])
    func vectors(message: String, digest: String) {
        #expect(SHA256.hexDigest(message) == digest)
    }

    @Test("One million times 'a'")
    func millionA() {
        #expect(SHA256.hexDigest(String(repeating: "a", count: 1_000_000))
            == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test("Every byte value")
    func allBytes() {
        let digest = SHA256.digest((0...255).map { UInt8($0) })
        #expect(digest.count == 32)
        #expect(digest.prefix(4) == [0x40, 0xaf, 0xf2, 0xe9])
        #expect(digest.suffix(4) == [0xbf, 0x94, 0x48, 0x80])
    }
}
