import Foundation

/// The contract between the app and the network library it loads at run time
/// (`libFootballGatherNetworking`): C functions, with requests and results
/// crossing as JSON bytes. Both sides compile this file, so they agree on it;
/// `version` catches a library left over from another build.
public enum HTTPTransportLibrary {
    /// Raise whenever the functions or the JSON below change.
    public static let version: Int32 = 1

    /// The library's file name, next to the `footballgather` executable.
    #if canImport(Darwin)
    public static let fileName = "libFootballGatherNetworking.dylib"
    #else
    public static let fileName = "libFootballGatherNetworking.so"
    #endif

    /// `Int32 footballgather_networking_version(void)`
    public static let versionSymbol = "footballgather_networking_version"
    public typealias VersionFunction = @convention(c) () -> Int32

    /// `void *footballgather_networking_open(void)`: a transport; release it with close.
    public static let openSymbol = "footballgather_networking_open"
    public typealias OpenFunction = @convention(c) () -> UnsafeMutableRawPointer?

    /// `void footballgather_networking_send(void *transport, const uint8_t *request, long count,
    /// void *context, void (*completion)(void *context, const uint8_t *result, long count))`:
    /// sends a JSON `HTTPRequest`; `completion` gets a JSON `Result` exactly once, on any thread.
    public static let sendSymbol = "footballgather_networking_send"
    public typealias Completion = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, Int) -> Void
    public typealias SendFunction = @convention(c) (
        UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, Int, UnsafeMutableRawPointer?, Completion?
    ) -> Void

    /// `void footballgather_networking_close(void *transport)`
    public static let closeSymbol = "footballgather_networking_close"
    public typealias CloseFunction = @convention(c) (UnsafeMutableRawPointer?) -> Void

    /// What crosses back: an answer or the reason there is none.
    public enum Result: Sendable, Equatable, Codable {
        case response(HTTPResponse)
        case failure(HTTPTransportError)
    }

    public static func encode(_ request: HTTPRequest) -> Data {
        // Plain values only: encoding cannot fail.
        (try? JSONEncoder().encode(request)) ?? Data()
    }

    public static func decodeRequest(_ bytes: Data) -> HTTPRequest? {
        try? JSONDecoder().decode(HTTPRequest.self, from: bytes)
    }

    public static func encode(_ result: Result) -> Data {
        (try? JSONEncoder().encode(result)) ?? Data()
    }

    public static func decodeResult(_ bytes: Data) -> Result {
        (try? JSONDecoder().decode(Result.self, from: bytes))
            ?? .failure(.other("the network library answered something unreadable"))
    }

    /// The caller's side of a send: hands `request` (JSON bytes) to a library's send
    /// function and waits for the result its completion gets.
    public static func exchange(_ request: Data, through send: SendFunction, transport: UnsafeMutableRawPointer?) async -> Result {
        let reply = await withCheckedContinuation { (continuation: CheckedContinuation<Data, Never>) in
            let context = Unmanaged.passRetained(ReplyBox(continuation)).toOpaque()
            request.withUnsafeBytes { buffer in
                send(transport, buffer.bindMemory(to: UInt8.self).baseAddress, buffer.count, context) { context, result, count in
                    guard let context else { return }
                    let box = Unmanaged<ReplyBox>.fromOpaque(context).takeRetainedValue()
                    box.continuation.resume(returning: result.map { Data(bytes: $0, count: count) } ?? Data())
                }
            }
        }
        return decodeResult(reply)
    }

    /// Carries the continuation through the C call as its context.
    private final class ReplyBox {
        let continuation: CheckedContinuation<Data, Never>
        init(_ continuation: CheckedContinuation<Data, Never>) { self.continuation = continuation }
    }
}
