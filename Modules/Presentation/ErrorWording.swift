import Domain
import TerminalUI

// Domain says what went wrong as typed errors; these are the sentences the screens and the
// command line show for them, so every word the user reads is written in this layer.

extension ServiceError {
    /// A sentence for the user: what happened and what to do.
    public var message: String {
        switch self {
        case .wrongCredentials: "Wrong username or password."
        case .usernameTaken: "That username is taken: choose another one, or log in."
        case .notFound: "That item no longer exists."
        case .sessionExpired: StoreFailure.sessionExpired.message
        case .invalid(let error): error.message
        case .unavailable(let detail): StoreFailure.unavailable(detail).message
        case .unexpected(let detail): StoreFailure.unexpected(detail).message
        }
    }
}

extension StoreFailure {
    /// What failed, and (but for an expired session) that trying again may help.
    public var message: String {
        switch self {
        case .unavailable(let detail): "Storage is unavailable: \(Wording.sentence(detail))"
        case .sessionExpired: "Your session has expired: please log in again."
        case .unexpected(let detail): "Something unexpected happened: \(Wording.sentence(detail))"
        }
    }
}

extension ValidationError {
    /// What was refused and what would be accepted.
    public var message: String {
        switch self {
        case .required(let field): "\(field.label) is required."
        case .tooLong(let field, let maximum): "\(field.label) must be at most \(maximum) characters."
        case .tooShort(let field, let minimum): "\(field.label) must be at least \(minimum) characters."
        case .controlCharacters(let field): "\(field.label) can't contain control characters."
        case .notANumber(let field): "\(field.label) must be a whole number."
        case .outOfRange(let field, let range): "\(field.label) must be between \(range.lowerBound) and \(range.upperBound)."
        case .forbiddenCharacter(let field, let character): "\(field.label) can't contain \"\(character)\"."
        case .notAChoice(let field, let choices): "\(field.label): type a number from 1 to \(choices) or a name, or leave it blank."
        case .mismatch(let field): "The two \(field.label.lowercased())s don't match."
        case .notADuration(let field): "\(field.label) must be minutes:seconds or minutes, 0:01 to 99:59, e.g. 7:30 or 10."
        }
    }
}

extension AppRouteError {
    /// Why `open` (or `--open`) named no screen, with the routes or fields it knows.
    public var message: String {
        switch self {
        case .empty:
            "open needs a route, e.g. open players/2"
        case .unknown(let path):
            "there is no route \(path); routes: \(AppRoute.paths.joined(separator: ", "))"
        case .notANumber(let part, let path):
            "\(part) in \(path) is not a row number (1, 2, …)"
        case .unknownField(let word, let path):
            "\(word) in \(path) is not a field; fields: \(AppRoute.fieldWords.map(\.word).joined(separator: ", "))"
        }
    }
}

extension FileReadProblem {
    /// Why a file the user named could not be read; the file is named by the caller.
    public var message: String {
        switch self {
        case .notFound: "there is no such file."
        case .notAFile(let kind): "that is \(kind.noun), not a file."
        case .permissionDenied: "permission denied."
        case .tooLarge(let bytes): "it is \(Digits.grouped(bytes / 1_000)) kB, too large to be read."
        case .failed(let reason): Wording.sentence(SafeText.sanitize(reason))
        }
    }
}

extension SpecialFile {
    /// "a folder", "a named pipe (FIFO)": what is at a path instead of a file.
    public var noun: String {
        switch self {
        case .folder: "a folder"
        case .symbolicLink: "a symbolic link"
        case .namedPipe: "a named pipe (FIFO)"
        case .device: "a device"
        case .socket: "a socket"
        }
    }

    /// Why nothing is written at a path where this is; the path is named by the caller.
    public var writeRefusal: String {
        switch self {
        case .folder: "it is a folder: name a file in it."
        case .symbolicLink: "it is a symbolic link, and nothing is written through one: name the file it points to, or a new one."
        case .namedPipe: "it is a named pipe (FIFO), which would wait for another program: name a file."
        case .device: "it is a device, not a file: name a file."
        case .socket: "it is a socket, not a file: name a file."
        }
    }
}

extension RosterFileProblem {
    /// Why nothing of a roster file was read; the file is named by the caller.
    public var message: String {
        switch self {
        case .tooLarge(let bytes, let maximum):
            "it is \(Digits.grouped(bytes / 1_000)) kB, more than a roster file can be (\(Digits.grouped(maximum / 1_000)) kB)."
        case .notText: "it is not text (save the sheet as CSV, UTF-8)."
        case .json: "it is JSON, not a sheet saved as CSV. An export of this app is read back with footballgather import FILE.json."
        case .matchesSheet:
            "it is the matches sheet of a CSV export, and matches come back only from the JSON export: footballgather export FILE.json, "
                + "then footballgather import FILE.json. A CSV export's players sheet (FILE-players.csv) is read here."
        case .empty: "it is empty: the first row should name the columns, e.g. name,age,position,skill,favourite team."
        case .unknownColumn(let title):
            "there is no field \"\(SafeText.sanitize(title))\": the columns may be name, age, position, skill and favourite team."
        case .repeatedColumn(let field): "the column \(field.label.lowercased()) is named twice."
        case .noNameColumn: "no column is named name: every player needs one."
        case .unclosedQuote(let line): "the quoted field that starts on line \(line) never ends."
        }
    }
}

extension GroupExportProblem {
    /// Why nothing of an export was read; the file is named by the caller.
    public var message: String {
        switch self {
        case .tooLarge(let bytes): "it is \(Digits.grouped(bytes / 1_000)) kB, more than an export can be."
        case .notText: "it is not text, so not an export of this app."
        case .notAnExport:
            "it is not an export of this app (footballgather export writes them). A sheet saved as CSV is read with footballgather import players FILE.csv."
        case .newerVersion(let version):
            "it was written by a later version of the app (export version \(version); this one reads version \(GroupExport.version)). Update the app to import it."
        case .versionNotAWholeNumber(let value):
            "its version is \(SafeText.sanitize(value)), not a whole number (footballgather export writes version \(GroupExport.version))."
        case .repeatedKey(let key): "it gives \"\(SafeText.sanitize(key))\" twice, so which one is meant can't be told."
        case .damaged(let place): place.isEmpty ? "it is damaged." : "it is damaged at \(SafeText.sanitize(place))."
        case .invalidPlayer(let number, let error): "player \(number) of the file: \(error.message)"
        case .invalidMatch(let number): "match \(number) of the file has a score, a name or goals this app can't keep."
        case .impossibleMatch(let number, let fault): "match \(number) of the file \(fault.message)"
        }
    }
}

extension MatchFault {
    /// What is wrong with a match of a file, after "match 3 of the file".
    public var message: String {
        switch self {
        case .noPlayers: "has no players."
        case .emptyTeam(let team): "has nobody playing for \(team.label)."
        case .playerTwice(let name): "names \(SafeText.sanitize(name)) twice."
        case .winnerDisagrees(let winner, let score):
            switch (winner, score.winner) {
            case (_, .none):
                "ends \(Wording.score(teamA: score.teamA, teamB: score.teamB)), a draw, yet names \(winner.label) the winner."
            case (.none, _): "ends \(Wording.score(teamA: score.teamA, teamB: score.teamB)) yet names no winner."
            default: "ends \(Wording.score(teamA: score.teamA, teamB: score.teamB)) yet names \(winner.label) the winner."
            }
        case .moreGoalsThanScore(let team, let goals, let score):
            "gives the scorers of \(team.label) \(goals) goals between them, more than the \(score) the score says."
        case .endsBeforeItStarts: "ends before it starts."
        }
    }
}

extension RosterRow {
    /// "Line 7: Age must be between 1 and 120."; nil for a row that adds a player.
    public var refusal: String? {
        reason.map { "Line \(line): \($0)" }
    }

    /// Why the row adds nobody: "Age must be between 1 and 120."; nil for a row that adds a player.
    public var reason: String? {
        guard case .failure(let refusal) = player else { return nil }
        return switch refusal {
        case .invalid(let error): error.message
        case .notAChoice(.skill, let value): "no skill is called \"\(SafeText.sanitize(value))\": use beginner, amateur or professional."
        case .notAChoice(let field, let value):
            "no \(field.label.lowercased()) is called \"\(SafeText.sanitize(value))\": use GK, DEF, MID, W or ST, or the name."
        case .tooManyFields(let count, let columns): "it has \(count) fields and the header \(columns)."
        }
    }
}

extension Error {
    /// A message for any error a service throws.
    public var userMessage: String {
        ServiceError(self).message
    }
}
