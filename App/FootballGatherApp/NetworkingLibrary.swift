import Foundation
import HTTPTransport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// HTTP for the web-service store, from `libFootballGatherNetworking` (the
/// `URLSessionTransport` module), which the app loads only when it is given a
/// server. Linked into the app, URLSession would load libcurl and some thirty
/// libraries behind it at every start: about 5 MB more memory for every run,
/// though most runs use the local database (Tools/benchmark measures both).
final class NetworkingLibrary: HTTPTransport, @unchecked Sendable {
    // Unchecked: the functions are immutable C pointers and the transport is
    // URLSession-backed, which may be used from any thread.

    /// The library's C functions (see `HTTPTransportLibrary`).
    struct Functions {
        var version: HTTPTransportLibrary.VersionFunction
        var open: HTTPTransportLibrary.OpenFunction
        var send: HTTPTransportLibrary.SendFunction
        var close: HTTPTransportLibrary.CloseFunction
    }

    /// Why the library can't be used; `message` says what to do.
    enum LoadError: Error, Equatable {
        case missing(URL)
        case unloadable(URL, reason: String)
        case otherVersion(URL, found: Int32)

        var message: String {
            switch self {
            case .missing(let file):
                "--server needs \(file.lastPathComponent) next to the footballgather executable, in "
                    + "\(file.deletingLastPathComponent().path). Build it with `swift build` (add `-c release` "
                    + "for a release build), then start again."
            case .unloadable(let file, let reason):
                "\(file.path) could not be loaded (\(reason)). Rebuild it with `swift build`, then start again."
            case .otherVersion(let file, let found):
                "\(file.path) is from another build (version \(found), this app needs \(HTTPTransportLibrary.version)). "
                    + "Rebuild it with `swift build`, then start again."
            }
        }
    }

    private let functions: Functions
    private let transport: UnsafeMutableRawPointer

    init(functions: Functions, file: URL) throws(LoadError) {
        let found = functions.version()
        guard found == HTTPTransportLibrary.version else { throw .otherVersion(file, found: found) }
        guard let transport = functions.open() else { throw .unloadable(file, reason: "it opened no transport") }
        self.functions = functions
        self.transport = transport
    }

    deinit {
        functions.close(transport)
    }

    /// Loads the library from `directory` (by default the executable's). It stays
    /// loaded for the life of the process: Swift code can't be safely unloaded.
    static func load(from directory: URL? = Bundle.main.executableURL?.deletingLastPathComponent()) throws(LoadError) -> NetworkingLibrary {
        let file = (directory ?? URL(fileURLWithPath: ".")).appending(path: HTTPTransportLibrary.fileName)
        guard FileManager.default.fileExists(atPath: file.path) else { throw .missing(file) }
        guard let handle = dlopen(file.path, RTLD_NOW | RTLD_LOCAL) else {
            throw .unloadable(file, reason: dlerror().map { String(cString: $0) } ?? "unknown reason")
        }
        func symbol<T>(_ name: String, as type: T.Type) throws(LoadError) -> T {
            guard let address = dlsym(handle, name) else { throw .unloadable(file, reason: "it lacks \(name)") }
            return unsafeBitCast(address, to: type)
        }
        let functions = Functions(
            version: try symbol(HTTPTransportLibrary.versionSymbol, as: HTTPTransportLibrary.VersionFunction.self),
            open: try symbol(HTTPTransportLibrary.openSymbol, as: HTTPTransportLibrary.OpenFunction.self),
            send: try symbol(HTTPTransportLibrary.sendSymbol, as: HTTPTransportLibrary.SendFunction.self),
            close: try symbol(HTTPTransportLibrary.closeSymbol, as: HTTPTransportLibrary.CloseFunction.self)
        )
        return try NetworkingLibrary(functions: functions, file: file)
    }

    func send(_ request: HTTPRequest) async throws(HTTPTransportError) -> HTTPResponse {
        switch await HTTPTransportLibrary.exchange(HTTPTransportLibrary.encode(request), through: functions.send, transport: transport) {
        case .response(let response): return response
        case .failure(let error): throw error
        }
    }
}
