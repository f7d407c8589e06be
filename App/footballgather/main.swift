import FootballGatherApp
import Foundation

// Everything lives in FootballGatherApp; this only hands over and exits with its status.
let arguments = Array(CommandLine.arguments.dropFirst())
// Set before anything reaches Foundation's networking, which reads them once.
for (name, value) in FootballGatherApp.urlSessionEnvironment(arguments: arguments, environment: ProcessInfo.processInfo.environment) {
    setenv(name, value, 1)
}
let status = await FootballGatherApp.main(arguments: arguments, environment: ProcessInfo.processInfo.environment)
exit(status)
