import Foundation

/// A screen to start on, named by a path (`footballgather open players/2/edit/age`).
/// Numbers are the ones the screens show: a player's row in the list (sorted by name),
/// a match's row in the history (newest first), counted from 1.
public enum AppRoute: Sendable, Equatable {
    case players
    case player(number: Int)
    case editPlayer(number: Int, field: PlayerField)
    case newPlayer
    case history
    case historyEntry(number: Int)
    case records
    /// The match left unfinished, resumed.
    case match

    /// Every route's path, for help.
    public static let paths = [
        "players", "players/N", "players/N/edit/FIELD", "players/new",
        "history", "history/N", "records", "match",
    ]

    /// The words a route uses for a player's fields, as the app names them.
    public static let fieldWords: [(word: String, field: PlayerField)] = [
        ("name", .name), ("age", .age), ("position", .position), ("skill", .skill), ("team", .favouriteTeam),
    ]

    /// The route a path names, or why it names none.
    public static func parse(_ path: String) -> Result<AppRoute, AppRouteError> {
        let text = path.trimmingWhitespace().lowercased()
        guard !text.isEmpty else { return .failure(.empty) }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard !parts.contains("") else { return .failure(.unknown(path)) }
        switch parts.first {
        case "players": return players(parts.dropFirst(), path: path)
        case "history": return history(parts.dropFirst(), path: path)
        case "records" where parts.count == 1: return .success(.records)
        case "match" where parts.count == 1: return .success(.match)
        default: return .failure(.unknown(path))
        }
    }

    private static func players(_ rest: ArraySlice<String>, path: String) -> Result<AppRoute, AppRouteError> {
        guard let first = rest.first else { return .success(.players) }
        if first == "new" { return rest.count == 1 ? .success(.newPlayer) : .failure(.unknown(path)) }
        guard let number = number(first) else { return .failure(.notANumber(first, path: path)) }
        switch rest.count {
        case 1: return .success(.player(number: number))
        case 3 where rest.dropFirst().first == "edit":
            guard let field = fieldWords.first(where: { $0.word == rest.last })?.field else {
                return .failure(.unknownField(rest.last ?? "", path: path))
            }
            return .success(.editPlayer(number: number, field: field))
        default: return .failure(.unknown(path))
        }
    }

    private static func history(_ rest: ArraySlice<String>, path: String) -> Result<AppRoute, AppRouteError> {
        guard let first = rest.first else { return .success(.history) }
        guard rest.count == 1 else { return .failure(.unknown(path)) }
        guard let number = number(first) else { return .failure(.notANumber(first, path: path)) }
        return .success(.historyEntry(number: number))
    }

    /// 1, 2, …: digits only, no sign, no zero, nothing too long to be a row.
    private static func number(_ text: String) -> Int? {
        guard text.allSatisfy(\.isASCIIDigit), let value = Int(text), value >= 1 else { return nil }
        return value
    }
}

/// Why a path names no route.
public enum AppRouteError: Error, Sendable, Equatable {
    case empty
    case unknown(String)
    case notANumber(String, path: String)
    case unknownField(String, path: String)
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
