extension JSONWriter {
    /// Writes `.array(elements)` exactly as ``string(_:)`` would, handing the text to `sink` in
    /// pieces of about 64 KB as `produce` yields the elements: a large array is never held whole,
    /// neither as values nor as text.
    public func writeArray(elements produce: ((JSONValue) -> Void) -> Void, to sink: ([UInt8]) -> Void) {
        var output: [UInt8] = []
        writeArray(indent: 0, elements: produce, into: &output, sink: sink)
        sink(output)
    }

    /// Writes `.object(members + [(lastKey, .array(elements))])` exactly as ``string(_:)`` would,
    /// the last member's elements streamed as ``writeArray(elements:to:)`` streams them.
    public func writeObject(
        _ members: [(key: String, value: JSONValue)], streamingLast lastKey: String,
        elements produce: ((JSONValue) -> Void) -> Void, to sink: ([UInt8]) -> Void
    ) {
        var output: [UInt8] = [UInt8(ascii: "{")]
        for member in members {
            writeKey(member.key, indent: 1, into: &output)
            write(member.value, indent: 1, into: &output)
            output.append(UInt8(ascii: ","))
        }
        writeKey(lastKey, indent: 1, into: &output)
        writeArray(indent: 1, elements: produce, into: &output, sink: sink)
        newline(0, into: &output)
        output.append(UInt8(ascii: "}"))
        sink(output)
    }

    /// An array at `indent`, its elements written as they come and the text handed over as it
    /// grows; what is left unsent stays in `output`.
    private func writeArray(
        indent: Int, elements produce: ((JSONValue) -> Void) -> Void, into output: inout [UInt8],
        sink: ([UInt8]) -> Void
    ) {
        var count = 0
        // Both closures are only called during this call; the compiler cannot tell that `sink`
        // is not called again from inside `produce`.
        withoutActuallyEscaping(sink) { sink in
            produce { element in
                output.append(UInt8(ascii: count == 0 ? "[" : ","))
                newline(indent + 1, into: &output)
                write(element, indent: indent + 1, into: &output)
                count += 1
                if output.count >= 1 << 16 {
                    sink(output)
                    output.removeAll(keepingCapacity: true)
                }
            }
        }
        if count == 0 {
            output.append(contentsOf: "[]".utf8)
        } else {
            newline(indent, into: &output)
            output.append(UInt8(ascii: "]"))
        }
    }
}
