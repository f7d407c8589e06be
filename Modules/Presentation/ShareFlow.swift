import Domain
import TerminalUI

/// `share` on a screen: shows the block, or writes it to a file and, when one is there
/// already, asks before replacing it. The screen's presenter owns one and shows what it says.
@MainActor
public final class ShareFlow {
    /// Writes through the screen's Interactor, which reports how it went.
    public typealias Write = (_ text: String, _ path: String, _ replacing: Bool) async -> ShareFileOutcome

    /// The lines of the block asked to be shown, until the screen takes them.
    private var requested: [String]?
    /// The screen shown last holds the block: Enter alone shows it without.
    public private(set) var isShown = false
    /// The text waiting for a yes to replace the file at `path`.
    private var pending: (text: String, path: String)?

    public init() {}

    /// The question being asked ("… Replace it? (y/n)"), if any.
    public var question: String? {
        pending.map { ShareWording.replaceQuestion($0.path) }
    }

    /// `share`, as the View read it; returns the news to show.
    public func share(_ block: ShareBlock, _ command: ShareCommand, write: Write) async -> Message? {
        switch command {
        case .show(let format):
            requested = block.lines(format)
            return nil
        case .write(let format, let path):
            return await save(block.text(format), to: path, replacing: false, write)
        }
    }

    /// Yes or no, as the screen's View read it, to the question asked.
    public func answer(_ yes: Bool, write: Write) async -> Message? {
        guard let asked = pending else { return nil }
        pending = nil
        guard yes else { return .info(ShareWording.kept(asked.path)) }
        return await save(asked.text, to: asked.path, replacing: true, write)
    }

    /// The block's lines if it was just asked for; they are shown once.
    public func takeBlock() -> [String]? {
        defer { requested = nil }
        isShown = requested != nil
        return requested
    }

    private func save(_ text: String, to path: String, replacing: Bool, _ write: Write) async -> Message? {
        let outcome = await write(text, path, replacing)
        if outcome == .exists { pending = (text, path) }
        return ShareWording.news(outcome, path: path)
    }
}
