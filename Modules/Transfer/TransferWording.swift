import Domain
import Presentation
import TerminalUI

/// What the transfer screen says: every sentence of the feature, in one place.
enum TransferWording {
    static func title(_ job: TransferJob) -> String {
        switch job {
        case .importPlayers: "Import players"
        case .importExport: "Import"
        case .export: "Export"
        }
    }

    /// What the job is, for `username`; an export names the files it writes, `outputPaths`.
    static func job(_ job: TransferJob, of username: String, writing outputPaths: [String]) -> String {
        switch job {
        case .importPlayers(let path): "Players from \(path), for \(username)'s roster."
        case .importExport(let path):
            "The players and matches of \(path), for \(username)'s roster and history: players are matched by name, matches already here are skipped."
        case .export(let format, _):
            "\(username)'s players and finished matches, as \(format == .json ? "JSON" : "CSV") in \(list(outputPaths))."
        }
    }

    static func reading(_ job: TransferJob) -> String {
        switch job {
        case .importPlayers(let path), .importExport(let path): "Reading \(path)…"
        case .export: "Reading your roster and history…"
        }
    }

    /// What a plan would do, told before the question.
    static func preview(_ plan: TransferPlan) -> [String] {
        switch plan {
        case .players(let file): [ImportWording.preview(file)]
        case .group(let file):
            [
                counted(file.plan.playersToAdd.count, "players", Wording.players, file.plan.playersAlreadyThere.count, "on the roster by name"),
                counted(file.plan.matchesToAdd.count, "matches", matches, file.plan.matchesAlreadyThere, "in the history"),
            ]
        case .export(let files):
            ["\(Wording.players(files.players)) and \(matches(files.matches)) to write."] + elsewhere(files.playedElsewhere)
        }
    }

    static func question(_ question: TransferQuestion) -> String {
        switch question {
        case .replacing(let paths): "\(list(paths)) \(paths.count == 1 ? "exists" : "exist"). Replace \(paths.count == 1 ? "it" : "them")? (y/n)"
        case .addingPlayers(let file): "Add \(Wording.players(file.toAdd.count)) from \(file.path)? (y/n)"
        case .addingGroup(let file):
            "Add \(Wording.players(file.plan.playersToAdd.count)) and \(matches(file.plan.matchesToAdd.count)) from \(file.path)? (y/n)"
        }
    }

    static func declined(_ question: TransferQuestion) -> String {
        switch question {
        case .addingPlayers: "Added nobody: the roster is as it was."
        case .addingGroup: "Added nothing: the roster and the history are as they were."
        case .replacing(let paths): "Wrote nothing: \(list(paths)) \(paths.count == 1 ? "is" : "are") as before."
        }
    }

    static func working(_ plan: TransferPlan) -> String {
        switch plan {
        case .players(let file): "Adding \(Wording.players(file.toAdd.count))…"
        case .group(let file): "Adding \(Wording.players(file.plan.playersToAdd.count)) and \(matches(file.plan.matchesToAdd.count))…"
        case .export(let files): "Writing \(list(files.files.map(\.path)))…"
        }
    }

    static func done(_ done: TransferDone) -> String {
        switch done {
        case .playersAdded(0): "Added nobody: the roster is as it was."
        case .playersAdded(let count): "Added \(Wording.players(count)) to the roster."
        case .groupImported(let progress) where progress.playersAdded == 0 && progress.matchesAdded == 0:
            "Nothing to add: everything in the file is here already."
        case .groupImported(let progress): "Added \(Wording.players(progress.playersAdded)) and \(matches(progress.matchesAdded))."
        case .exported(let files):
            "Wrote \(Wording.players(files.players)) and \(matches(files.matches)) to \(list(files.files.map(\.path))), readable by you only."
        }
    }

    static let listHelp = "Go on to the player list (Enter does too)."
    /// `why` where no roster file was read (an export): no command there.
    static let whyIsNoCommand = Message.unknownCommand("why")

    /// An import of an export stopped midway says how far it got.
    static func stopped(_ progress: GroupImportProgress, _ failure: StoreFailure) -> String {
        "Stopped after adding \(Wording.players(progress.playersAdded)) and \(progress.matchesAdded) of \(matches(progress.matchesToAdd)): "
            + "\(failure.message) Run the same command again to add the rest: nothing is added twice."
    }

    /// An export's files that could not be written, some of which could not be put back as they were either.
    static func partlyWritten(_ paths: [String], notPutBack: [String], _ reason: String) -> String {
        let others = paths.filter { !notPutBack.contains($0) }
        return "Could not write \(list(paths)): \(Wording.sentence(SafeText.sanitize(reason))) "
            + "\(list(notPutBack)) could not be put back as \(notPutBack.count == 1 ? "it was" : "they were")"
            + (others.isEmpty ? "" : ", \(list(others)) \(others.count == 1 ? "is as it was" : "are as they were")") + ": run the command again."
    }

    /// The store failed while the job was carried out.
    static func failed(_ plan: TransferPlan, _ failure: StoreFailure) -> String {
        switch plan {
        case .players, .group: "Could not add the players: \(failure.message) Nothing was added."
        case .export: "Could not export: \(failure.message)"
        }
    }

    /// The store failed while the job was weighed.
    static func unreadableData(_ failure: StoreFailure) -> String {
        "Could not read your roster and history: \(failure.message)"
    }

    /// Why the job was not done; a store's failure while `plan` was carried out, or while the job was weighed (nil).
    static func refusal(_ refusal: TransferRefusal, carryingOut plan: TransferPlan? = nil) -> Message {
        switch refusal {
        case .unreadable(let path, let problem): .error("Could not read \(path): \(problem.message) Nothing was added.")
        case .notARoster(let path, let problem): .error("\(path) is no roster: \(problem.message) Nothing was added.")
        case .notAnExport(let path, let problem): .error("\(path) can't be imported: \(problem.message) Nothing was added.")
        case .appeared(let path):
            .error("Something appeared at \(path) meanwhile: left alone, and nothing was written. Run the command again to be asked about it.")
        case .notAFile(let path, let kind): .error("Could not write \(path): \(kind.writeRefusal) Nothing was written.")
        case .noFolder(let paths, let folder):
            .error(ShareWording.noFolder(list(paths), folder: folder))
        case .notWritten(let paths, let reason):
            .error("Could not write \(list(paths)): \(Wording.sentence(SafeText.sanitize(reason)))" + (paths.count > 1 ? " Neither file changed." : ""))
        case .partlyWritten(let paths, let notPutBack, let reason): .error(partlyWritten(paths, notPutBack: notPutBack, reason))
        case .stopped(let progress, let failure): .error(stopped(progress, failure))
        case .failed(let failure): .error(plan.map { failed($0, failure) } ?? unreadableData(failure))
        }
    }

    /// "1 match", "6 matches".
    static func matches(_ count: Int) -> String {
        count == 1 ? "1 match" : "\(Digits.grouped(count)) matches"
    }

    /// "12 players to add, 2 already on the roster by name (skipped).", "No players to add, …".
    private static func counted(_ toAdd: Int, _ things: String, _ counting: (Int) -> String, _ alreadyThere: Int, _ place: String) -> String {
        (toAdd == 0 ? "No \(things)" : counting(toAdd)) + " to add"
            + (alreadyThere > 0 ? ", \(Digits.grouped(alreadyThere)) already \(place) (skipped)." : ".")
    }

    private static func elsewhere(_ count: Int) -> [String] {
        guard count > 0 else { return [] }
        return [
            "The server keeps no dates or teams for \(count == 1 ? "1 match" : "\(count) matches") played on another machine: "
                + "the export has \(count == 1 ? "it" : "them") without, rather than made-up ones."
        ]
    }

    /// "a.csv", "a.csv and b.csv".
    private static func list(_ paths: [String]) -> String {
        paths.count <= 1 ? paths.joined() : paths.dropLast().joined(separator: ", ") + " and " + paths[paths.count - 1]
    }
}
