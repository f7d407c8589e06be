import Domain
import Foundation

/// A value bound to a statement or read from a row. Values reach SQLite only
/// this way, never spliced into SQL text, so names like `'); DROP TABLE…` stay data.
public enum SQLiteValue: Sendable, Equatable {
    case int(Int64)
    case double(Double)
    case text(String)
    case null
}

/// Anything that can be bound as a statement parameter.
public protocol SQLiteConvertible {
    var sqliteValue: SQLiteValue { get }
}

extension Int: SQLiteConvertible {
    public var sqliteValue: SQLiteValue { .int(Int64(self)) }
}

extension String: SQLiteConvertible {
    public var sqliteValue: SQLiteValue { .text(self) }
}

/// Flags are stored as 0 or 1.
extension Bool: SQLiteConvertible {
    public var sqliteValue: SQLiteValue { .int(self ? 1 : 0) }
}

/// Dates are stored as seconds since 1970, readable by any SQLite tool.
extension Date: SQLiteConvertible {
    public var sqliteValue: SQLiteValue { .double(timeIntervalSince1970) }
}

/// Absent values are stored as NULL.
extension Optional: SQLiteConvertible where Wrapped: SQLiteConvertible {
    public var sqliteValue: SQLiteValue { self?.sqliteValue ?? .null }
}

/// Domain enums are stored as their raw values ("goalkeeper", "Team A"…).
extension SQLiteConvertible where Self: RawRepresentable, RawValue == String {
    public var sqliteValue: SQLiteValue { .text(rawValue) }
}

extension PlayerPosition: SQLiteConvertible {}
extension PlayerSkill: SQLiteConvertible {}
extension Team: SQLiteConvertible {}
extension Winner: SQLiteConvertible {}

/// One result row; accessors answer nil for NULL or a value of another type.
/// They are inlinable: a store reads every column of every row through them, and
/// a call into this module for each one made loading 10 000 players 20 % slower.
public struct SQLiteRow: Sendable, Equatable {
    @usableFromInline let values: [SQLiteValue]

    @inlinable public func int(_ column: Int) -> Int? {
        guard case .int(let value) = values[column] else { return nil }
        return Int(value)
    }

    @inlinable public func text(_ column: Int) -> String? {
        guard case .text(let value) = values[column] else { return nil }
        return value
    }

    @inlinable public func date(_ column: Int) -> Date? {
        guard case .double(let value) = values[column] else { return nil }
        return Date(timeIntervalSince1970: value)
    }

    @inlinable public func rawValue<T: RawRepresentable>(_ column: Int) -> T? where T.RawValue == String {
        text(column).flatMap(T.init(rawValue:))
    }

    /// A kind stored as its raw value and selected as `StoredKind.ordinal` (its place among the cases):
    /// nil for NULL, or for a value no case has.
    @inlinable public func kind<T: CaseIterable>(_ column: Int) -> T? where T.AllCases == [T] {
        guard let ordinal = int(column), T.allCases.indices.contains(ordinal) else { return nil }
        return T.allCases[ordinal]
    }
}

/// A column of a kind (a position, a skill, a team) read as its case's place among the cases, worked out
/// by SQLite: a roster or a history reads three a row, and an integer comes back without a string made
/// and matched. The raw values are the app's own constants, never anything typed.
public enum StoredKind {
    /// `CASE column WHEN 'goalkeeper' THEN 0 … END`: NULL for NULL, or for a value no case has.
    public static func ordinal<T: CaseIterable & RawRepresentable>(of column: String, as _: T.Type) -> String where T.RawValue == String {
        "CASE \(column) " + T.allCases.enumerated().map { "WHEN '\($1.rawValue)' THEN \($0)" }.joined(separator: " ") + " END"
    }
}

/// A value the schema requires, or a clear error when the file holds something
/// this version can't read (edited by hand, or written by a buggy tool).
@inlinable public func required<T>(_ value: T?, _ what: String) throws(ServiceError) -> T {
    guard let value else { throw ServiceError.unexpected("the database holds an unreadable \(what)") }
    return value
}
