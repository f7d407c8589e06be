import FootballGatherApp
import Gather
import GatherMVC
import GatherMVVM
import GatherStore
import Presentation
import Testing

/// Every implementation of the match screen, as the composition root builds it: each behaviour test
/// runs once per pattern, so all four are held to the same lines in, the same screens and the same
/// stored match out. A new pattern joins by adding its module here.
struct MatchPattern: Sendable, CustomTestStringConvertible {
    let name: String
    let builder: any MatchScreenBuilding.Type

    var testDescription: String { name }

    static let all: [MatchPattern] = [
        MatchPattern(name: "VIPER", builder: GatherModule.self),
        MatchPattern(name: "MVC", builder: GatherMVCModule.self),
        MatchPattern(name: "MVVM", builder: GatherMVVMModule.self),
        MatchPattern(name: "Store", builder: GatherStoreModule.self),
    ]
}
