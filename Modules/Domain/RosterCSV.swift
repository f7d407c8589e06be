import Foundation

/// A roster as a spreadsheet writes it, read before anything is added: a header row naming any of
/// the player's fields, then one player per row, each checked by the same rules as the add form.
/// Pure: the caller reads the file, this reads its bytes.
public enum RosterCSV {
    /// The largest file read: some 50 000 players, far more than a group has.
    public static let maximumBytes = 4_000_000

    /// The rows of `data`, each a player or why not; or why the file can't be read as a roster at all.
    public static func read(_ data: Data) -> Result<RosterSheet, RosterFileProblem> {
        guard data.count <= maximumBytes else { return .failure(.tooLarge(bytes: data.count, maximum: maximumBytes)) }
        guard let decoded = RosterText.decode(data) else { return .failure(.notText) }
        var text = decoded.text
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        if let first = text.unicodeScalars.first(where: { !$0.isTrimmedSpace }), first == "{" || first == "[" {
            return .failure(.json)
        }
        let records: [Record]
        switch Tokenizer.records(of: text) {
        case .success(let read): records = read.filter { !$0.isBlank }
        case .failure(let problem): return .failure(problem)
        }
        guard let header = records.first else { return .failure(.empty) }
        return columns(of: header).map { columns in
            RosterSheet(
                columns: columns.compactMap(\.self), rows: records.dropFirst().map { row(of: $0, columns: columns) }, encoding: decoded.encoding)
        }
    }

    /// The header's fields as player fields: each named once, the name among them. A column with no
    /// title (spreadsheets export a few) is nil: its cells are not read.
    private static func columns(of header: Record) -> Result<[PlayerField?], RosterFileProblem> {
        let titles = Set(header.fields.map { $0.trimmingWhitespace().lowercased() })
        // The matches sheet of a CSV export (`match`, …, `winner`, `player`, …): no roster.
        if titles.isSuperset(of: ["match", "winner"]) { return .failure(.matchesSheet) }
        var columns: [PlayerField?] = []
        for title in header.fields {
            let trimmed = title.trimmingWhitespace()
            if trimmed.isEmpty {
                columns.append(nil)
                continue
            }
            guard let field = field(named: trimmed) else { return .failure(.unknownColumn(trimmed)) }
            guard !columns.contains(field) else { return .failure(.repeatedColumn(field)) }
            columns.append(field)
        }
        return columns.contains(.name) ? .success(columns) : .failure(.noNameColumn)
    }

    /// A column title as a field: any case, spaces, dashes or underscores between words.
    static func field(named title: String) -> PlayerField? {
        let words = title.lowercased().split { $0 == " " || $0 == "_" || $0 == "-" || $0 == "\t" }.joined(separator: " ")
        return titles.first { $0.spellings.contains(words) }?.field
    }

    private static let titles: [(field: PlayerField, spellings: Set<String>)] = [
        (.name, ["name", "player", "player name", "full name"]),
        (.age, ["age", "years"]),
        (.position, ["position", "preferred position", "pos", "role"]),
        (.skill, ["skill", "level", "skill level"]),
        (.favouriteTeam, ["favourite team", "favorite team", "favouriteteam", "favoriteteam", "team", "club", "supports"]),
    ]

    private static func row(of record: Record, columns: [PlayerField?]) -> RosterRow {
        guard record.fields.count <= columns.count else {
            return RosterRow(line: record.line, player: .failure(.tooManyFields(record.fields.count, columns: columns.count)))
        }
        // A spreadsheet leaves out trailing empty cells: a missing field is an empty one.
        let value = { (field: PlayerField) in
            columns.firstIndex(of: field).flatMap { record.fields.indices.contains($0) ? unguarded(record.fields[$0]) : nil } ?? ""
        }
        return RosterRow(
            line: record.line,
            player: player(name: value(.name), age: value(.age), position: value(.position), skill: value(.skill), team: value(.favouriteTeam)))
    }

    /// "'=A1" → "=A1", "''Al" → "'Al": the apostrophe an export puts before a value a spreadsheet
    /// would run as a formula, or one starting with an apostrophe, is not part of it, so a players
    /// sheet reads back as it was. "'Al", which an export never writes, stays as typed.
    private static func unguarded(_ text: String) -> String {
        guard text.first == "'", let second = text.dropFirst().first, GroupExportCSV.formulaStarts.contains(second) || second == "'" else {
            return text
        }
        return String(text.dropFirst())
    }

    /// The add form's rules; a position or skill by its name or short form only (no list numbers here).
    private static func player(name: String, age: String, position: String, skill: String, team: String) -> Result<PlayerDetails, RosterRowRefusal> {
        func valid<Value>(_ result: Result<Value, ValidationError>) throws(RosterRowRefusal) -> Value {
            try result.mapError(RosterRowRefusal.invalid).get()
        }
        return Result { () throws(RosterRowRefusal) in
            PlayerDetails(
                name: try valid(Validation.playerName(name)), age: try valid(Validation.age(age)),
                position: try choice(position, field: .position), skill: try choice(skill, field: .skill),
                favouriteTeam: try valid(Validation.favouriteTeam(team))
            )
        }
    }

    /// A value a refusal quotes, kept short.
    private static func shortened(_ text: String) -> String {
        let trimmed = text.trimmingWhitespace()
        return trimmed.count <= 20 ? trimmed : String(trimmed.prefix(19)) + "…"
    }

    private static func choice<Choice: TypedChoice>(_ text: String, field: PlayerField) throws(RosterRowRefusal) -> Choice? {
        let word = text.trimmingWhitespace().lowercased()
        if word.isEmpty { return nil }
        guard let choice = Choice.allCases.first(where: { $0.spellings.contains(word) }) else {
            throw .notAChoice(field, shortened(text))
        }
        return choice
    }
}

/// The rows of a roster file, in file order.
public struct RosterSheet: Sendable, Equatable {
    /// The fields the header names, in its order.
    public var columns: [PlayerField]
    public var rows: [RosterRow]
    /// How the file's bytes were read.
    public var encoding: RosterTextEncoding

    public init(columns: [PlayerField], rows: [RosterRow], encoding: RosterTextEncoding = .utf8) {
        self.columns = columns
        self.rows = rows
        self.encoding = encoding
    }

    public var players: [PlayerDetails] { rows.compactMap { try? $0.player.get() } }
    public var refused: [RosterRow] { rows.filter { (try? $0.player.get()) == nil } }
}

/// One row: the line of the file it starts on (the header is line 1), and the player or why not.
public struct RosterRow: Sendable, Equatable {
    public var line: Int
    public var player: Result<PlayerDetails, RosterRowRefusal>

    public init(line: Int, player: Result<PlayerDetails, RosterRowRefusal>) {
        self.line = line
        self.player = player
    }
}

/// Why a row adds nobody.
public enum RosterRowRefusal: Error, Sendable, Equatable {
    /// A value breaks the add form's rule (a name of 1–50 characters, an age of 1–120, …).
    case invalid(ValidationError)
    /// No position or skill is written so (the value, shortened).
    case notAChoice(PlayerField, String)
    /// More fields than the header has columns.
    case tooManyFields(Int, columns: Int)
}

/// Why a file can't be read as a roster at all: nothing of it is used.
public enum RosterFileProblem: Error, Sendable, Equatable {
    case tooLarge(bytes: Int, maximum: Int)
    /// Neither UTF-8 nor Windows-1252 text (a binary file, a spreadsheet's own format, UTF-16).
    case notText
    /// JSON, such as an export of this app, which `import FILE.json` reads.
    case json
    /// The matches sheet of a CSV export: matches come back only from the JSON export.
    case matchesSheet
    /// No header row.
    case empty
    case unknownColumn(String)
    case repeatedColumn(PlayerField)
    case noNameColumn
    /// A quoted field that never closes, from this line on.
    case unclosedQuote(line: Int)
}

/// One record of the file: its fields and the line it starts on.
struct Record {
    var line: Int
    var fields: [String]

    var isBlank: Bool { fields.allSatisfy { $0.unicodeScalars.allSatisfy(\.isTrimmedSpace) } }
}

/// Splits CSV text into records as spreadsheets write it: fields separated by commas, or by
/// semicolons when the header has more of those; a field in double quotes may hold separators,
/// line breaks and doubled quotes. Every character that means something here is ASCII, so the
/// text is read as UTF-8 bytes and each field decoded once.
enum Tokenizer {
    private static let quote = UInt8(ascii: "\""), newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
    private static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")

    static func records(of text: String) -> Result<[Record], RosterFileProblem> {
        let bytes = Array(text.utf8)
        let separator = separator(of: bytes)
        var records: [Record] = []
        var fields: [String] = []
        var field: [UInt8] = []
        var (line, start, quoted, index) = (1, 1, false, 0)
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            // A line ends at LF, CR or CRLF, inside a quoted field too (where it stays one line break).
            let endsLine = byte == newline || byte == carriageReturn
            if endsLine, byte == carriageReturn, index < bytes.count, bytes[index] == newline { index += 1 }
            if quoted {
                if byte == quote {
                    if index < bytes.count, bytes[index] == quote {
                        field.append(quote)
                        index += 1
                    } else {
                        quoted = false
                    }
                } else if endsLine {
                    field.append(newline)
                    line += 1
                } else {
                    field.append(byte)
                }
            } else if byte == quote && field.allSatisfy({ $0 == space || $0 == tab }) {
                field = []
                quoted = true
            } else if byte == separator {
                fields.append(String(decoding: field, as: UTF8.self))
                field = []
            } else if endsLine {
                records.append(Record(line: start, fields: fields + [String(decoding: field, as: UTF8.self)]))
                (fields, field) = ([], [])
                line += 1
                start = line
            } else {
                field.append(byte)
            }
        }
        if quoted { return .failure(.unclosedQuote(line: start)) }
        if !fields.isEmpty || !field.isEmpty { records.append(Record(line: start, fields: fields + [String(decoding: field, as: UTF8.self)])) }
        return .success(records)
    }

    /// A semicolon when the first line has more of them than commas (outside quotes), else a comma.
    private static func separator(of bytes: [UInt8]) -> UInt8 {
        var (commas, semicolons, quoted) = (0, 0, false)
        for byte in bytes {
            if byte == quote { quoted.toggle() }
            if quoted { continue }
            if byte == newline || byte == carriageReturn { break }
            if byte == UInt8(ascii: ",") { commas += 1 }
            if byte == UInt8(ascii: ";") { semicolons += 1 }
        }
        return semicolons > commas ? UInt8(ascii: ";") : UInt8(ascii: ",")
    }
}
