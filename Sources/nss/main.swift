import NSSCommandLine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

let context = CommandContext.process()
let status = NSSCommand.run(Array(CommandLine.arguments.dropFirst()), context: context)
context.standardOutput.flush()
context.standardError.flush()
exit(status)
