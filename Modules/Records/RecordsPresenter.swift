import Domain
import Foundation
import Presentation
import TerminalUI

/// What the records view tells its presenter.
@MainActor
public protocol RecordsPresenting: AnyObject {
    func viewWillAppear() async
    func didChooseRetry() async
    /// `since 2026-11-01`: the text after `since`, as typed.
    func didChooseSince(_ text: String) async
    /// `all`: every match counts again.
    func didChooseAll() async
    /// A row's number in the table: that player's record.
    func didChooseRecord(number: Int)
    func didChooseBack()
    func didEnterUnknownCommand(_ line: String)
}

public final class RecordsPresenter<Record: RecordsEntity>: RecordsPresenting {
    public weak var view: (any RecordsDisplaying)?
    private let interactor: any RecordsInteracting<Record>
    private let router: any RecordsRouting
    private let timeZone: TimeZone
    private let offline: OfflineNotice
    private var isLoaded = false
    private var isLoading = false
    /// Why the last load failed; nil once one succeeds.
    private var failure: String?

    public init(interactor: any RecordsInteracting<Record>, router: any RecordsRouting, timeZone: TimeZone, offline: OfflineNotice) {
        self.interactor = interactor
        self.router = router
        self.timeZone = timeZone
        self.offline = offline
        interactor.progress = { [weak self] fetched, total in
            Task { @MainActor in self?.showProgress(fetched, of: total) }
        }
    }

    public func viewWillAppear() async {
        show()
        await run { try await interactor.load() }
    }

    public func didChooseRetry() async {
        await run { try await interactor.load() }
    }

    public func didChooseSince(_ text: String) async {
        guard case .everyone = interactor.scope else { return show(.unknownCommand("since " + text)) }
        var refusal: RecordsRefusal?
        if let day = RecordsDay(typed: text) {
            await run {
                if case .failure(let refused) = try await interactor.limit(since: day) { refusal = refused }
            }
        } else {
            refusal = .notADay(text.trimmingCharacters(in: .whitespaces))
        }
        if case .notADay(let typed) = refusal {
            let shown = typed.isEmpty ? "since needs a day" : "“\(SafeText.truncate(typed, to: 20))” is not a day"
            show(.error("\(shown): write it YYYY-MM-DD, e.g. since 2026-11-01."))
        }
    }

    public func didChooseAll() async {
        guard case .everyone = interactor.scope, interactor.sinceDay != nil else { return show(.unknownCommand("all")) }
        await run { try await interactor.removeLimit() }
    }

    public func didChooseRecord(number: Int) {
        guard case .everyone = interactor.scope, isLoaded, failure == nil else { return show(.unknownCommand("\(number)")) }
        if interactor.offlineSince != nil {
            return show(.error("Offline: a player's matches can't be loaded until the server is back. Type r to retry."))
        }
        let records = interactor.records
        guard records.indices.contains(number - 1) else { return show(.error(Wording.noSuch("player", number, count: records.count))) }
        guard !records[number - 1].isDeleted else {
            return show(.info("\(records[number - 1].name) was deleted from your players: their matches are in the history."))
        }
        show()
        router.showRecord(ofPlayer: records[number - 1].id, name: records[number - 1].name)
    }

    public func didChooseBack() {
        router.close()
    }

    public func didEnterUnknownCommand(_ line: String) {
        show(.unknownCommand(line))
    }

    /// "Loading matches: 240 of 1 000…" while a load runs (a late word after it ended is dropped).
    private func showProgress(_ fetched: Int, of total: Int) {
        guard isLoading else { return }
        show(.working("Loading matches: \(Wording.count(fetched)) of \(Wording.count(total))…"))
    }

    /// Loads through `body`, then shows the records or why they could not be loaded.
    private func run(_ body: () async throws -> Void) async {
        isLoading = true
        defer { isLoading = false }
        do {
            try await body()
            isLoaded = true
            failure = nil
            show()
        } catch {
            failure = error.userMessage
            show()
        }
    }

    private func show(_ news: Message? = nil) {
        let records = interactor.records
        view?.display(RecordsViewModel(
            title: title,
            state: state,
            period: interactor.sinceDay.map { "Matches ended on or after \($0)." } ?? "All matches.",
            showsUnknown: records.contains { $0.resultUnknown > 0 },
            notes: notes,
            isLimited: interactor.sinceDay != nil,
            isTable: interactor.scope == .everyone,
            message: news ?? failure.map { .error("Your records could not be loaded. \($0) Type r to retry.") }
                ?? interactor.offlineSince.map { .info(offline.line(since: $0)) },
            isReadOnly: interactor.offlineSince != nil
        ))
    }

    private var title: String {
        switch interactor.scope {
        case .everyone: "Records"
        case .player(_, let name): "Records · \(name)"
        }
    }

    private var state: RecordsState {
        guard failure == nil else { return .failed }
        guard isLoaded else { return .loading }
        switch interactor.scope {
        case .everyone:
            return .table(interactor.records.enumerated().map { Self.row(of: $1, rank: "\($0 + 1)") })
        case .player(_, let name):
            let record = interactor.records.first.map { Self.row(of: $0, rank: "") }
                ?? RecordsRow(name: name, played: "0", won: "0", drawn: "0", lost: "0", winPercentage: Wording.missing, goals: "0", points: "0")
            return .player(record, interactor.recentMatches.map(matchRow))
        }
    }

    private var notes: [String] {
        var notes: [String] = []
        if interactor.records.contains(where: { $0.resultUnknown > 0 }) {
            notes.append("? counts matches played whose teams were not recorded (the server keeps who played, not where): "
                + "they have no result and no scorers, so no points, no win % and no goals.")
        }
        if interactor.undatedMatchesLeftOut > 0 {
            let count = interactor.undatedMatchesLeftOut
            notes.append("\(count) \(count == 1 ? "match has" : "matches have") no recorded date, so \(count == 1 ? "it is" : "they are") not counted since a day.")
        }
        return notes
    }

    static func row(of record: Record, rank: String) -> RecordsRow {
        RecordsRow(
            rank: rank, name: record.isDeleted ? record.name + " (deleted)" : record.name, played: "\(record.played)", won: "\(record.won)", drawn: "\(record.drawn)",
            lost: "\(record.lost)", unknown: "\(record.resultUnknown)",
            winPercentage: record.winPercentage.map { "\(Int($0.rounded()))%" } ?? Wording.missing,
            goals: "\(record.goals)", points: "\(record.points)"
        )
    }

    private func matchRow(_ match: PlayerMatch) -> RecordsMatchRow {
        let score = match.team == .teamB ? "\(match.score.teamB)-\(match.score.teamA)" : match.score.description
        let result = switch match.outcome {
        case .won: "W"
        case .drawn: "D"
        case .lost: "L"
        case nil: "?"
        }
        return RecordsMatchRow(
            date: Wording.shown(match.endedAt.map { Wording.dateAndTime($0, in: timeZone) }),
            side: match.team?.rawValue ?? Wording.missing,
            result: result, score: score, goals: "\(match.goals)"
        )
    }
}
