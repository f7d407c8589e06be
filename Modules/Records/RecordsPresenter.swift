import Domain
import Foundation
import Presentation
import TerminalUI

public final class RecordsPresenter: RecordsPresenting {
    public weak var view: (any RecordsDisplaying)?
    private let interactor: any RecordsInteracting
    private let router: any RecordsRouting
    private let timeZone: TimeZone
    private let offline: OfflineNotice
    private var records = LoadState<Void>.loading
    private var isLoading = false
    /// The view model last shown, and the interactor's `revision` it showed when it was a loaded table.
    private var shown: RecordsViewModel?
    private var shownRevision: Int?

    public init(interactor: any RecordsInteracting, router: any RecordsRouting, timeZone: TimeZone, offline: OfflineNotice) {
        self.interactor = interactor
        self.router = router
        self.timeZone = timeZone
        self.offline = offline
        interactor.progress = { [weak self] fetched, total in
            Task { @MainActor in self?.showProgress(fetched, of: total) }
        }
    }

    public func viewWillAppear() async {
        showAgain()
        await run { () async throws(RecordsRefusal) in try await interactor.load() }
    }

    public func didChooseRetry() async {
        await run { () async throws(RecordsRefusal) in try await interactor.load() }
    }

    public func didChooseSince(_ day: RecordsDay) async {
        await run(.since(day)) { () async throws(RecordsRefusal) in try await interactor.limit(since: day) }
    }

    public func didChooseAll() async {
        await run(.all) { () async throws(RecordsRefusal) in try await interactor.removeLimit() }
    }

    public func didChooseRecord(number: Int) {
        do {
            let record = try interactor.record(numbered: number)
            showAgain()
            router.showRecord(ofPlayer: record.id, name: record.name)
        } catch {
            show(RecordsWording.refusal(error, command: .record(number)))
        }
    }

    public func didEnterUnreadable(_ unreadable: RecordsUnreadable) {
        show(RecordsWording.unreadable(unreadable, canLimit: interactor.canLimit))
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
        show(.working(RecordsWording.progress(fetched, of: total)))
    }

    /// Loads through `body`, then shows the records or why they could not be loaded; a command refused
    /// before loading (`command`) leaves them as they were and says why.
    private func run(_ command: RecordsCommand? = nil, _ body: () async throws(RecordsRefusal) -> Void) async {
        isLoading = true
        defer { isLoading = false }
        do {
            try await body()
            records = .loaded(())
            if let sending = interactor.sending { return show(OfflineNotice.sent(sending)) }
        } catch {
            switch error {
            case .failed, .gone: records = .failed(RecordsWording.loadFailed(error))
            case .noSuchDay, .onePlayersRecords, .noLimit, .noTable, .noSuchPlayer, .deletedPlayer, .offline:
                return show(RecordsWording.refusal(error, command: command))
            }
        }
        showLoaded()
    }

    /// After a load: what was shown when the interactor found everything as it was (`revision`), else anew.
    private func showLoaded() {
        guard shownRevision == interactor.revision, records.isLoaded else { return show() }
        showAgain()
    }

    /// Shows the records; `news` lasts until the next event. A failed load keeps saying why, and a
    /// table shown offline says so, until another message takes its place for one event.
    private func show(_ news: Message? = nil) {
        // Read once: each record is made a protocol value as it is read, and a table can have thousands.
        let entities = interactor.records
        let showsUnknown = interactor.hasResultsUnknown
        let viewModel = RecordsViewModel(
            title: RecordsWording.title(interactor.scope),
            state: state(of: entities, showsUnknown: showsUnknown),
            period: RecordsWording.period(since: interactor.sinceDay),
            showsUnknown: showsUnknown,
            notes: RecordsWording.notes(resultsUnknown: showsUnknown, undated: interactor.undatedMatchesLeftOut, notSentYet: interactor.matchesNotSentYet),
            isLimited: interactor.sinceDay != nil,
            isTable: interactor.scope == .everyone,
            message: news ?? standingMessage,
            isReadOnly: interactor.isReadOnly
        )
        shown = viewModel
        shownRevision = records.isLoaded ? interactor.revision : nil
        view?.display(viewModel)
    }

    /// What was shown, without the last news, as a player's record goes on top or comes off: nothing else
    /// changed, so the rows are not made again (10 000 of them, while the other screen makes its own).
    private func showAgain() {
        guard var viewModel = shown else { return show() }
        viewModel.message = standingMessage
        view?.display(viewModel)
    }

    /// A failed load keeps saying why, and a table shown offline says so, until another message takes its place for one event.
    private var standingMessage: Message? {
        records.failure ?? interactor.offlineSince.map { .info(offline.line(since: $0)) }
    }

    /// Everyone ranked (a table with nobody in it is `empty`), or one player's record and matches.
    private func state(of shown: EntityList<any RecordsEntity>, showsUnknown: Bool) -> LoadState<RecordsShown> {
        switch interactor.scope {
        case .everyone:
            records.rows { Self.rankedRows(shown, showsUnknown: showsUnknown) }.map(RecordsShown.table)
        case .player(_, let name):
            records.map {
                .player(
                    shown.first.map { RecordsRow($0, rank: "", showsUnknown: showsUnknown) } ?? RecordsRow(nobody: name),
                    interactor.recentMatches.map { RecordsMatchRow($0, in: timeZone) })
            }
        }
    }

    /// Everyone's rows, ranked as shown. Nonisolated: its closure over 10 000 records then runs without
    /// the main actor's checks (about 45 ns a call).
    nonisolated private static func rankedRows(_ shown: EntityList<any RecordsEntity>, showsUnknown: Bool) -> [RecordsRow] {
        shown.enumerated().map { RecordsRow($1, rank: Wording.number($0 + 1), showsUnknown: showsUnknown) }
    }
}
