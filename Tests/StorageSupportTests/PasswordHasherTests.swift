import Domain
import Foundation
import Testing

@testable import StorageSupport

@Suite struct PasswordHasherTests {
    private func hex(_ bytes: [UInt8]?) -> String? {
        bytes?.map { String(format: "%02x", $0) }.joined()
    }

    @Test(arguments: [
        (1, "120fb6cffcf8b32c43e7225256c4f837a86548c92ccc35480805987cb70be17b"),
        (4_096, "c5e478d59288c841aa530db6845c4c8d962893a001ce4e11a4963873aa98134a"),
    ])
    func pbkdf2_matchesTheKnownTestVectors(iterations: Int, expected: String) {
        let key = CryptoLibrary.pbkdf2SHA256(password: "password", salt: Array("salt".utf8), iterations: iterations, keyLength: 32)
        #expect(hex(key) == expected)
    }

    @Test func sha256Hex_matchesTheKnownDigests() {
        #expect(PasswordHasher.sha256Hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(PasswordHasher.sha256Hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(PasswordHasher.sha256Hex("correct horse ⚽") == "cbac0c0610702885810bb4152fe5844634c8a7b8678260ade6037a30157e84df")
    }

    @Test func aHash_verifiesItsPasswordOnly() throws {
        let hasher = PasswordHasher.pbkdf2(iterations: 10)
        let hash = try hasher.hash("pässword 🔑")
        #expect(hash.hasPrefix("pbkdf2-sha256$10$"))
        #expect(hasher.verify("pässword 🔑", against: hash))
        #expect(!hasher.verify("pässword", against: hash))
        #expect(!hasher.verify("", against: hash))
    }

    @Test func twoHashesOfOnePassword_differ_byTheirSalt() throws {
        let hasher = PasswordHasher.pbkdf2(iterations: 1)
        #expect(try hasher.hash("secret") != hasher.hash("secret"))
    }

    @Test func verify_usesTheIterationsStoredWithTheHash() throws {
        let old = try PasswordHasher.pbkdf2(iterations: 3).hash("secret")
        #expect(PasswordHasher.pbkdf2(iterations: 7).verify("secret", against: old))
    }

    @Test(arguments: [
        "",
        "secret",
        "pbkdf2-sha1$1$c2FsdA==$EguB",
        "pbkdf2-sha256$0$c2FsdA==$EguB",
        "pbkdf2-sha256$9999999999$c2FsdA==$EguB",
        "pbkdf2-sha256$x$c2FsdA==$EguB",
        "pbkdf2-sha256$1$not base64$EguB",
        "pbkdf2-sha256$1$c2FsdA==$not base64",
        "pbkdf2-sha256$1$c2FsdA==$",
        "pbkdf2-sha256$1$c2FsdA==$EguB$extra",
    ])
    func verify_refusesMalformedHashes(encoded: String) {
        #expect(!PasswordHasher.pbkdf2(iterations: 1).verify("password", against: encoded))
    }

    @Test func theUnknownUserHash_matchesNoPassword_atTheSameCost() {
        let hasher = PasswordHasher.pbkdf2(iterations: 5)
        #expect(hasher.unknownUserHash.hasPrefix("pbkdf2-sha256$5$"))
        #expect(!hasher.verify("", against: hasher.unknownUserHash))
        #expect(!hasher.verify("password", against: hasher.unknownUserHash))
    }

    @Test func theDefault_isOWASPsIterationCount() {
        #expect(PasswordHasher.pbkdf2().iterations == 600_000)
        #expect(PasswordHasher.defaultIterations == 600_000)
    }
}
