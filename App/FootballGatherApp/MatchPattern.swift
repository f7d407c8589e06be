import Domain
import Foundation
import Gather
import GatherMVC
import GatherMVP
import GatherMVPC
import GatherMVVM
import GatherStore
import GatherVIP
import GathersInterface
import MatchScreen
import Presentation
import ShareFilesInterface
import TerminalUI

/// The one seam of the match screen: the composition root builds it through this signature, which
/// the Module of each of its seven implementations has, so each is chosen by its type alone.
@MainActor
public protocol MatchScreenBuilding: Sendable {
    /// `unfinished` is the gather and where it stands: a fresh `GatherProgress()` for a new match, or
    /// the progress saved before the app stopped, to resume it; `factory` builds the player list the
    /// screen leaves to.
    static func build(
        user: User, unfinished: UnfinishedGather, gathers: any GathersService, shareFiles: any ShareFileWriting, clock: any WallClock,
        timeZone: TimeZone, navigator: any Navigating, factory: any MatchScreenExits
    ) -> any Screen
}

extension GatherModule: MatchScreenBuilding {}
extension GatherMVCModule: MatchScreenBuilding {}
extension GatherMVVMModule: MatchScreenBuilding {}
extension GatherMVPModule: MatchScreenBuilding {}
extension GatherMVPCModule: MatchScreenBuilding {}
extension GatherVIPModule: MatchScreenBuilding {}
extension GatherStoreModule: MatchScreenBuilding {}

/// Which implementation of the match screen the app runs (`--pattern`, `FOOTBALLGATHER_PATTERN`):
/// each is built through the one seam, `MatchScreenBuilding`, with the same arguments.
public enum MatchPattern: String, CaseIterable, Sendable {
    /// The default: the Gather feature, a VIPER module like every other screen.
    case viper
    /// A model object owns the match and changes it by the match's rules, telling its controller what
    /// changed; the controller owns the flow, the services and the view.
    case mvc
    /// A view model holds the state, applies the rules and calls the services; its view binds to its
    /// outputs (a box each) and calls its inputs; a coordinator navigates.
    case mvvm
    /// A presenter holds the match, its services and its flow, and tells a passive view what to show;
    /// it navigates itself.
    case mvp
    /// MVP whose presenter tells a coordinator the match is over: the coordinator owns the ways out.
    case mvpc
    /// Clean Swift: the view controller sends requests to an interactor, whose presenter answers it;
    /// a router passes data on.
    case vip
    /// A store runs a pure reducer over the match's state and performs the effects it returns.
    case store

    /// Its name as the lab writes it, after its target (GatherMVPC is "MVPC"): "VIPER", "MVC".
    public var title: String {
        self == .store ? "Store" : rawValue.uppercased()
    }

    public var builder: any MatchScreenBuilding.Type {
        switch self {
        case .viper: GatherModule.self
        case .mvc: GatherMVCModule.self
        case .mvvm: GatherMVVMModule.self
        case .mvp: GatherMVPModule.self
        case .mvpc: GatherMVPCModule.self
        case .vip: GatherVIPModule.self
        case .store: GatherStoreModule.self
        }
    }

    /// "viper, mvc, mvvm, mvp, mvpc, vip or store", for the help and the refusal of another name.
    static var names: String {
        let names = allCases.map(\.rawValue)
        return names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
    }

    /// The pattern `--pattern` named (`flag`), else the environment's; VIPER when neither names one,
    /// and the reason when the name is none of them.
    static func chosen(_ flag: String?, environment: [String: String]) -> Result<MatchPattern, UsageError> {
        let fromEnvironment = environment["FOOTBALLGATHER_PATTERN"].flatMap { $0.isEmpty ? nil : $0 }
        let source = flag == nil ? "FOOTBALLGATHER_PATTERN" : "--pattern"
        guard let named = flag ?? fromEnvironment else { return .success(.viper) }
        guard let pattern = MatchPattern(rawValue: named.lowercased()) else {
            return .failure(UsageError("\(source) is \(names), not \(named.isEmpty ? "empty" : named)"))
        }
        return .success(pattern)
    }
}
