import Domain
import Foundation
import GathersInterface
import MatchScreen
import Presentation
import StoreTestSupport
import TestSupport

@testable import GatherMVVM

/// What a view-model suite plays on: the started match in the in-memory store, a manual clock and a
/// share-file spy, and no view.
@MainActor
protocol PlayingAMatch {
    var match: StartedMatch { get }
    var clock: ManualClock { get }
    var shareFiles: ShareFilesSpy { get }
}

extension PlayingAMatch {
    /// The view model on the started match at `progress` (a fresh match by default), as stored (unless
    /// `stored` is false: a progress no store keeps), appeared, with what it publishes watched.
    func playing(_ progress: GatherProgress = GatherProgress(), stored: Bool = true) async -> (GatherMVVMViewModel, Watcher) {
        if stored { await match.store(progress) }
        let sut = GatherMVVMViewModel(
            unfinished: UnfinishedGather(gather: match.gather, progress: progress), gathers: match.ann.gathers, shareFiles: shareFiles,
            clock: clock, timeZone: TimeZone(secondsFromGMT: 0) ?? .current
        )
        let watcher = Watcher(sut)
        sut.appeared()
        watcher.appeared()
        return (sut, watcher)
    }

    /// `times` seconds, as the screen loop ticks them.
    func tick(_ sut: GatherMVVMViewModel, times: Int) async {
        for _ in 0..<times {
            await sut.tick()
            clock.advance(by: 1)
        }
    }

    /// Every progress the store was asked to save, oldest first.
    var saved: [GatherProgress] { match.progressSaves }

    /// The input a line reading as `command` calls, without a view.
    func send(_ command: GatherCommand, to sut: GatherMVVMViewModel) async {
        switch command {
        case .score(let side, let goals, let scorer): await sut.scoreTapped(side: side, goals: goals, scorer: scorer)
        case .start: await sut.startTapped()
        case .pause: await sut.pauseTapped()
        case .reset: await sut.resetTapped()
        case .setTime(let seconds): await sut.timeTyped(seconds: seconds)
        case .sub(let number, let team): await sut.subTapped(number: number, to: team)
        case .end: sut.endTapped()
        case .back: sut.backTapped()
        case .share(let command): await sut.shareTapped(command)
        case .enter: await sut.enterPressed()
        case .answer(let yes): await sut.answer(yes)
        case .unreadable(let what): sut.unreadable(what)
        case .unknown(let line): sut.unknownCommand(line)
        }
    }

    /// Each line read as the view reads it, then sent.
    func type(_ lines: String..., to sut: GatherMVVMViewModel, asking: Bool = false) async {
        for line in lines { await send(GatherCommand(line, asking: asking), to: sut) }
    }
}
