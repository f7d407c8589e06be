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
    private var records = LoadState<Void>.loading
    private var isLoading = false

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
        if let refusal { show(RecordsWording.refusal(refusal, typed: "since " + text)) }
    }

    public func didChooseAll() async {
        guard case .everyone = interactor.scope, interactor.sinceDay != nil else { return show(.unknownCommand("all")) }
        await run { try await interactor.removeLimit() }
    }

    public func didChooseRecord(number: Int) {
        switch interactor.record(numbered: number) {
        case .success(let record):
            show()
            router.showRecord(ofPlayer: record.id, name: record.name)
        case .failure(let refusal):
            show(RecordsWording.refusal(refusal, typed: "\(number)"))
        }
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

    /// Loads through `body`, then shows the records or why they could not be loaded.
    private func run(_ body: () async throws -> Void) async {
        isLoading = true
        defer { isLoading = false }
        do {
            try await body()
            records = .loaded(())
        } catch {
            records = .failed(RecordsWording.loadFailed(error))
        }
        show()
    }

    /// Shows the records; `news` lasts until the next event. A failed load keeps saying why, and a
    /// table shown offline says so, until another message takes its place for one event.
    private func show(_ news: Message? = nil) {
        view?.display(
            RecordsViewModel(
                title: RecordsWording.title(interactor.scope),
                state: state,
                period: RecordsWording.period(since: interactor.sinceDay),
                showsUnknown: interactor.records.contains { $0.resultUnknown > 0 },
                notes: RecordsWording.notes(records: interactor.records, undated: interactor.undatedMatchesLeftOut),
                isLimited: interactor.sinceDay != nil,
                isTable: interactor.scope == .everyone,
                message: news ?? records.failure ?? interactor.offlineSince.map { .info(offline.line(since: $0)) },
                isReadOnly: interactor.isReadOnly
            ))
    }

    /// Everyone ranked (a table with nobody in it is `empty`), or one player's record and matches.
    private var state: LoadState<RecordsShown> {
        switch interactor.scope {
        case .everyone:
            records.rows { interactor.records.enumerated().map { RecordsRow($1, rank: "\($0 + 1)") } }.map(RecordsShown.table)
        case .player(_, let name):
            records.map {
                .player(
                    interactor.records.first.map { RecordsRow($0, rank: "") } ?? RecordsRow(nobody: name),
                    interactor.recentMatches.map { RecordsMatchRow($0, in: timeZone) })
            }
        }
    }
}
