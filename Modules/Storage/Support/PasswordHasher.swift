import Domain
import Foundation

/// Salted PBKDF2-HMAC-SHA256 password hashes, computed by the system crypto library.
///
/// Stored form: `pbkdf2-sha256$<iterations>$<salt base64>$<hash base64>`. The
/// iteration count travels with each hash, so raising the default later still
/// verifies the old ones.
public struct PasswordHasher: Sendable, Hashable {
    /// OWASP's 2023 recommendation for PBKDF2-HMAC-SHA256.
    public static let defaultIterations = 600_000

    private static let scheme = "pbkdf2-sha256"
    private static let saltLength = 16
    private static let keyLength = 32
    /// What verification accepts from a stored hash (libcrypto takes 32-bit counts and lengths).
    private static let storedIterations = 1...Int(Int32.max)
    private static let storedKeyLengths = 1...64

    public let iterations: Int

    /// - Parameter iterations: tests pass a small count to stay fast.
    public static func pbkdf2(iterations: Int = defaultIterations) -> PasswordHasher {
        precondition(storedIterations.contains(iterations), "PBKDF2 needs between 1 and \(Int32.max) iterations")
        return PasswordHasher(iterations: iterations)
    }

    private init(iterations: Int) {
        self.iterations = iterations
    }

    /// A new salted hash; two hashes of one password differ.
    public func hash(_ password: String) throws(ServiceError) -> String {
        guard let salt = CryptoLibrary.randomBytes(count: Self.saltLength),
            let key = CryptoLibrary.pbkdf2SHA256(password: password, salt: salt, iterations: iterations, keyLength: Self.keyLength)
        else { throw .unexpected("the system crypto library could not hash the password") }
        return Self.encode(iterations: iterations, salt: salt, key: key)
    }

    /// Whether `password` matches `encoded`; false for anything malformed.
    public func verify(_ password: String, against encoded: String) -> Bool {
        let parts = encoded.split(separator: "$", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == Self.scheme,
            let iterations = Int(parts[1]), Self.storedIterations.contains(iterations),
            let salt = Data(base64Encoded: String(parts[2])),
            let expected = Data(base64Encoded: String(parts[3])), Self.storedKeyLengths.contains(expected.count),
            let actual = CryptoLibrary.pbkdf2SHA256(password: password, salt: Array(salt), iterations: iterations, keyLength: expected.count)
        else { return false }
        return Self.constantTimeEquals(actual, Array(expected))
    }

    /// A hash no password matches, costing what a real one costs: verifying
    /// against it for unknown usernames keeps response times from telling
    /// which usernames exist.
    public var unknownUserHash: String {
        Self.encode(
            iterations: iterations,
            salt: [UInt8](repeating: 0, count: Self.saltLength),
            key: [UInt8](repeating: 0, count: Self.keyLength)
        )
    }

    /// Lower-case hex SHA-256 of the UTF-8 text: what the web service receives instead of a password.
    public static func sha256Hex(_ text: String) -> String {
        CryptoLibrary.sha256(Array(text.utf8)).map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
    }

    private static func encode(iterations: Int, salt: [UInt8], key: [UInt8]) -> String {
        [scheme, String(iterations), Data(salt).base64EncodedString(), Data(key).base64EncodedString()].joined(separator: "$")
    }

    /// Compares every byte whatever the first difference, so timing reveals nothing.
    /// Both arrays have the stored key's length by construction.
    private static func constantTimeEquals(_ left: [UInt8], _ right: [UInt8]) -> Bool {
        zip(left, right).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
