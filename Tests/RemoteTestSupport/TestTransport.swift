import Foundation
import RemoteStorage
import TestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The URLSession transport, for tests: every test makes it here, never with its initialiser.
/// URLSession on Linux makes folders under `$XDG_CACHE_HOME` and `$XDG_DATA_HOME` (the real
/// home by default) when its first configuration is made; before that, both are pointed at
/// this process's scratch folder, as the app points them into its data directory.
public func testTransport(maximumBodyBytes: Int = URLSessionTransport.defaultMaximumBodyBytes) -> URLSessionTransport {
    _ = FoundationFolders.inScratchSpace
    return URLSessionTransport(maximumBodyBytes: maximumBodyBytes)
}

private enum FoundationFolders {
    /// Set once per process (a `static let` runs once, whichever test gets here first).
    static let inScratchSpace: Void = {
        // The folders Foundation makes there live as long as the process: gone with its scratch folder.
        setenv("XDG_CACHE_HOME", folder.path, 1)
        setenv("XDG_DATA_HOME", folder.path, 1)
    }()

    static var folder: URL { ScratchSpace.root.appending(path: "urlsession") }
}
