// nss-fuzz: NSSKit under libFuzzer, and the same checks replayed without it.
//
// Fuzzing (Tests/Fuzz/fuzz.sh builds it with -sanitize=fuzzer,address and -DFUZZING, where
// libFuzzer supplies main and calls LLVMFuzzerTestOneInput):
//
//     Tests/Fuzz/fuzz.sh 600
//
// Replaying (a plain build; what CI's test job can run on the seed corpus and any crash file):
//
//     swift run nss-fuzz Tests/Fuzz/corpus crash-1234...

#if !FUZZING
    import NSSCommandLine

    #if canImport(Glibc)
        @preconcurrency import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// Replays inputs through every fuzz check, without libFuzzer.
    @main
    enum Replay {
        static func main() {
            var inputs: [String] = []
            for argument in CommandLine.arguments.dropFirst() {
                inputs += FileSystem.isDirectory(argument) ? files(in: argument) : [argument]
            }
            if inputs.isEmpty {
                fputs("usage: nss-fuzz FILE-OR-FOLDER...   (replays inputs through every fuzz check)\n", stderr)
                exit(2)
            }
            for path in inputs {
                do {
                    FuzzCheck.run(try FileSystem.read(path))
                } catch {
                    fputs("nss-fuzz: \(error)\n", stderr)
                    exit(2)
                }
            }
            print("nss-fuzz: \(inputs.count) inputs replayed, every check held")
        }

        /// The regular files directly in a folder (libFuzzer's corpus folders are flat), sorted.
        static func files(in folder: String) -> [String] {
            guard let directory = opendir(folder) else { return [] }
            defer { closedir(directory) }
            var names: [String] = []
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name.hasPrefix(".") || FileSystem.isDirectory(folder + "/" + name) { continue }
                names.append(folder + "/" + name)
            }
            return names.sorted()
        }
    }
#endif
