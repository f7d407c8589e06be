import Foundation

/// A web-service address as a user types it after `--server`.
public enum ServerAddress {
    /// `http(s)://host[:port][/path]`, or just `host[:port]` (then `http://`), without
    /// a trailing slash. Nil for anything else, such as another scheme, a missing
    /// host, a query, or a user name in the address.
    public static func url(from text: String) -> URL? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, !trimmed.contains(where: { $0.isWhitespace }) else { return nil }
        let withScheme = trimmed.contains("://") ? trimmed : "http://" + trimmed
        guard let components = URLComponents(string: withScheme),
            let scheme = components.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = components.host, !host.isEmpty,
            components.user == nil, components.password == nil,
            components.query == nil, components.fragment == nil
        else { return nil }
        var normalised = components
        normalised.scheme = scheme
        while normalised.path.hasSuffix("/") { normalised.path.removeLast() }
        return normalised.url
    }
}
