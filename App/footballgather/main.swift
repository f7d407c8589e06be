import FootballGatherApp
import Foundation

// Everything lives in FootballGatherApp; this only hands over and exits with its status.
let status = await FootballGatherApp.main(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment
)
exit(status)
