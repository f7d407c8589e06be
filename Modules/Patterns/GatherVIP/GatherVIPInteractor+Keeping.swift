import Domain
import Foundation
import GathersInterface
import MatchScreen
import Presentation

// Keeping the match: every change saved on the match as stored (another window may play it too),
// its end, asked first, and sharing it.
extension GatherVIPInteractor {
    /// Writes this window's clock, the score changes whose saving failed and `change` on the match as
    /// stored, then takes the stored score. When the store can't be written, `change` is made here and
    /// stored with the next write.
    func save(_ change: MatchScoreChange?) async throws(GatherVIP.Refusal) -> GatherSaving {
        let write = keeping.write(change, from: progress, players: teamSheet)
        switch standStillIfGone(await worker.saveProgress(ofGather: gatherID, write)) {
        case .success(let stored):
            let elsewhere = keeping.stored(before: stored.before, after: stored.after, into: &progress)
            if let rule = stored.outcome { throw .rule(rule) }
            return elsewhere ? .changedElsewhere : .saved
        case .failure(let refusal):
            if case .failed = refusal {
                try GatherVIP.Refusal.following { () throws(MatchRule) in try keeping.notStored(change, into: &progress, players: teamSheet) }
            }
            throw refusal
        }
    }

    /// `end`: the question first, with the score.
    public func endMatch(request: GatherVIP.EndMatch.Request) {
        isAskingToEnd = true
        presenter?.presentEndMatch(response: .init(match: match, step: .asked))
    }

    /// A yes or no to the share flow's question when it asks one, else to ending the match.
    public func answer(request: GatherVIP.Answer.Request) async {
        if sharing.question != nil {
            let news = await sharing.answer(request.yes, write: worker.write(_:toPath:replacing:))
            presenter?.presentShare(response: .init(match: match, news: news))
        } else if isAskingToEnd {
            isAskingToEnd = false
            await answerToEnd(request.yes)
        }
    }

    private func answerToEnd(_ yes: Bool) async {
        guard yes else {
            presenter?.presentEndMatch(response: .init(match: match, step: .goesOn))
            return
        }
        let confirmed = progress.score
        presenter?.presentEndMatch(response: .init(match: match, step: .saving))
        let step: GatherVIP.EndMatch.Step
        switch await attempt({ () async throws(GatherVIP.Refusal) in try await end(confirmed: confirmed) }) {
        case .success(let result): step = .ended(result)
        case .failure(let refusal):
            switch refusal {
            case .gone, .failed: break
            // A refusal of the rules asks again, with the score as it is now.
            default: isAskingToEnd = true
            }
            step = .refused(refusal)
        }
        presenter?.presentEndMatch(response: .init(match: match, step: step))
    }

    /// Stores the final score (the winner follows from it) if it is still `confirmed`: another window
    /// may have scored since the question, and a result nobody agreed to is never stored. From then
    /// on the match stands still.
    private func end(confirmed: Score) async throws(GatherVIP.Refusal) -> GatherResult {
        _ = try await save(nil)
        guard progress.score == confirmed else { throw .scoreChangedSinceAsked(progress.score) }
        let ending = try standStillIfGone(await worker.endGather(id: gatherID, score: confirmed)).get()
        hasEnded = true
        return GatherResult(score: confirmed, ending: ending)
    }

    /// `share`: the block is what gets written, so the interactor, which writes it, makes it; the
    /// presenter's news shows it, or the question before replacing a file.
    public func share(request: GatherVIP.Share.Request) async {
        let date = startedAt.map { Wording.dateAndTime($0, in: timeZone) }
        let block = GatherWording.shareBlock(players: teamSheet, progress: progress, goals: goals, date: date)
        let news = await sharing.share(block, request.command, write: worker.write(_:toPath:replacing:))
        presenter?.presentShare(response: .init(match: match, news: news))
    }
}
