/// A value handed to a streaming writer: whole, or an object whose last member is an array whose
/// elements are themselves handed over as they are made (files, each with its items).
public enum StreamedJSON {
    /// A value written as it is.
    case whole(JSONValue)
    /// `.object(members + [(lastKey, .array(elements))])`, the elements written as they come.
    case object(
        _ members: [(key: String, value: JSONValue)], streamingLast: String,
        elements: (_ emit: (StreamedJSON) -> Void) -> Void)
}

extension JSONWriter {
    /// Writes `.array(elements)` exactly as ``string(_:)`` would, handing the text to `sink` in
    /// pieces of about 64 KB as `produce` yields the elements: a large array is never held whole,
    /// neither as values nor as text.
    public func writeArray(elements produce: ((JSONValue) -> Void) -> Void, to sink: ([UInt8]) -> Void) {
        withoutActuallyEscaping(produce) { produce in
            streaming(to: sink) { output, sink in
                writeElements(indent: 0, into: &output, sink: sink) { emit in produce { emit(.whole($0)) } }
            }
        }
    }

    /// Writes `.object(members + [(lastKey, .array(elements))])` exactly as ``string(_:)`` would,
    /// the last member's elements streamed as ``writeArray(elements:to:)`` streams them.
    public func writeObject(
        _ members: [(key: String, value: JSONValue)], streamingLast lastKey: String,
        elements produce: ((JSONValue) -> Void) -> Void, to sink: ([UInt8]) -> Void
    ) {
        withoutActuallyEscaping(produce) { produce in
            write(
                .object(members, streamingLast: lastKey, elements: { emit in produce { emit(.whole($0)) } }), to: sink)
        }
    }

    /// Writes `value` exactly as ``string(_:)`` writes the value it stands for, handing the text
    /// to `sink` in pieces of about 64 KB: an array streamed inside a streamed array is never
    /// held whole either.
    public func write(_ value: StreamedJSON, to sink: ([UInt8]) -> Void) {
        streaming(to: sink) { output, sink in write(value, indent: 0, into: &output, sink: sink) }
    }

    /// Runs `body` with the text buffer and the sink, then hands over what is left unsent.
    private func streaming(
        to sink: ([UInt8]) -> Void, _ body: (inout [UInt8], @escaping ([UInt8]) -> Void) -> Void
    ) {
        var output: [UInt8] = []
        // `sink` is only called during this call; the compiler cannot tell that it is not called
        // again from inside the producers.
        withoutActuallyEscaping(sink) { sink in body(&output, sink) }
        sink(output)
    }

    private func write(
        _ value: StreamedJSON, indent: Int, into output: inout [UInt8], sink: @escaping ([UInt8]) -> Void
    ) {
        switch value {
        case .whole(let whole):
            write(whole, indent: indent, into: &output)
        case .object(let members, let lastKey, let produce):
            output.append(UInt8(ascii: "{"))
            for member in members {
                writeKey(member.key, indent: indent + 1, into: &output)
                write(member.value, indent: indent + 1, into: &output)
                output.append(UInt8(ascii: ","))
            }
            writeKey(lastKey, indent: indent + 1, into: &output)
            writeElements(indent: indent + 1, into: &output, sink: sink, produce)
            newline(indent, into: &output)
            output.append(UInt8(ascii: "}"))
        }
    }

    /// An array at `indent`, its elements written as they come and the text handed over as it
    /// grows; what is left unsent stays in `output`.
    private func writeElements(
        indent: Int, into output: inout [UInt8], sink: @escaping ([UInt8]) -> Void,
        _ produce: ((StreamedJSON) -> Void) -> Void
    ) {
        var count = 0
        produce { element in
            output.append(UInt8(ascii: count == 0 ? "[" : ","))
            newline(indent + 1, into: &output)
            write(element, indent: indent + 1, into: &output, sink: sink)
            count += 1
            if output.count >= 1 << 16 {
                sink(output)
                output.removeAll(keepingCapacity: true)
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
