import FootballGatherApp
import Foundation

// Everything lives in FootballGatherApp; this only hands over and exits with its status.
let arguments = Array(CommandLine.arguments.dropFirst())
// The environment as the user gave it: the data folder is worked out from it, not from what is set below.
let environment = ProcessInfo.processInfo.environment
// Set before anything reaches Foundation's networking, which reads them once.
for (name, value) in FootballGatherApp.urlSessionEnvironment(arguments: arguments, environment: environment) {
    setenv(name, value, 1)
}
let status = await FootballGatherApp.main(arguments: arguments, environment: environment)
exit(status)
