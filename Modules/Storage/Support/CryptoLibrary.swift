#if canImport(CCrypto)
import CCrypto
#elseif canImport(CommonCrypto)
import CommonCrypto
#else
#error("Storage needs OpenSSL's libcrypto (Linux) or CommonCrypto (Apple platforms)")
#endif

/// The system crypto library behind three calls: OpenSSL's libcrypto on Linux,
/// CommonCrypto on Apple platforms. Nothing here implements crypto itself.
enum CryptoLibrary {
    /// PBKDF2-HMAC-SHA256; nil only if the library reports a failure.
    static func pbkdf2SHA256(password: String, salt: [UInt8], iterations: Int, keyLength: Int) -> [UInt8]? {
        let passwordBytes = Array(password.utf8)
        var key = [UInt8](repeating: 0, count: keyLength)
        let succeeded = passwordBytes.withUnsafeBufferPointer { passwordBuffer in
            passwordBuffer.withMemoryRebound(to: CChar.self) { password in
                salt.withUnsafeBufferPointer { salt in
                    key.withUnsafeMutableBufferPointer { key in
                        #if canImport(CCrypto)
                        PKCS5_PBKDF2_HMAC(
                            password.baseAddress, Int32(password.count),
                            salt.baseAddress, Int32(salt.count),
                            Int32(iterations), EVP_sha256(),
                            Int32(key.count), key.baseAddress
                        ) == 1
                        #else
                        CCKeyDerivationPBKDF(
                            CCPBKDFAlgorithm(kCCPBKDF2),
                            password.baseAddress, password.count,
                            salt.baseAddress, salt.count,
                            CCPseudoRandomAlgorithm(kCCPRFHmacAlgSHA256), UInt32(iterations),
                            key.baseAddress, key.count
                        ) == Int32(kCCSuccess)
                        #endif
                    }
                }
            }
        }
        return succeeded ? key : nil
    }

    static func sha256(_ bytes: [UInt8]) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: 32)
        bytes.withUnsafeBufferPointer { input in
            digest.withUnsafeMutableBufferPointer { output in
                #if canImport(CCrypto)
                // EVP_Digest fails only when out of memory, where Swift itself would trap anyway.
                let status = EVP_Digest(input.baseAddress, input.count, output.baseAddress, nil, EVP_sha256(), nil)
                precondition(status == 1, "SHA-256 failed: out of memory")
                #else
                _ = CC_SHA256(input.baseAddress, CC_LONG(input.count), output.baseAddress)
                #endif
            }
        }
        return digest
    }

    /// Cryptographically secure random bytes; nil if the generator fails.
    static func randomBytes(count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        let succeeded = bytes.withUnsafeMutableBufferPointer { buffer in
            #if canImport(CCrypto)
            RAND_bytes(buffer.baseAddress, Int32(buffer.count)) == 1
            #else
            CCRandomGenerateBytes(buffer.baseAddress, buffer.count) == Int32(kCCSuccess)
            #endif
        }
        return succeeded ? bytes : nil
    }
}
