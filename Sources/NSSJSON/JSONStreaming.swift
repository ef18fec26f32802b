/// A value handed to a streaming writer: whole, or an array or object whose elements or members
/// are handed over as they are made, each itself whole or streamed (files, each with its items;
/// a token document's components inside a resolver document's contexts).
public enum StreamedJSON {
    /// A value written as it is.
    case whole(JSONValue)
    /// An array whose elements are written as `produce` hands them over.
    case array(elements: (_ emit: (StreamedJSON) -> Void) -> Void)
    /// An object whose members are written in the order `produce` hands them over.
    case object(members: (_ emit: (_ key: String, _ value: StreamedJSON) -> Void) -> Void)

    /// `.object(members + [(lastKey, .array(elements))])`, the elements written as they come.
    public static func object(
        _ members: [(key: String, value: JSONValue)], streamingLast lastKey: String,
        elements: @escaping (_ emit: (StreamedJSON) -> Void) -> Void
    ) -> StreamedJSON {
        .object(members: { emit in
            for member in members { emit(member.key, .whole(member.value)) }
            emit(lastKey, .array(elements: elements))
        })
    }
}

extension JSONWriter {
    /// Writes `.array(elements)` exactly as ``string(_:)`` would, handing the text to `sink` in
    /// pieces of about 64 KB as `produce` yields the elements: a large array is never held whole,
    /// neither as values nor as text.
    public func writeArray(elements produce: ((JSONValue) -> Void) -> Void, to sink: ([UInt8]) -> Void) {
        withoutActuallyEscaping(produce) { produce in
            write(.array(elements: { emit in produce { emit(.whole($0)) } }), to: sink)
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
    /// to `sink` in pieces of about 64 KB: what is streamed at any depth is never held whole.
    public func write(_ value: StreamedJSON, to sink: ([UInt8]) -> Void) {
        var output: [UInt8] = []
        // `sink` is only called during this call; the compiler cannot tell that it is not called
        // again from inside the producers.
        withoutActuallyEscaping(sink) { sink in write(value, indent: 0, into: &output, sink: sink) }
        sink(output)
    }

    private func write(
        _ value: StreamedJSON, indent: Int, into output: inout [UInt8], sink: @escaping ([UInt8]) -> Void
    ) {
        switch value {
        case .whole(let whole):
            write(whole, indent: indent, into: &output)
        case .array(let produce):
            var count = 0
            produce { element in
                output.append(UInt8(ascii: count == 0 ? "[" : ","))
                newline(indent + 1, into: &output)
                write(element, indent: indent + 1, into: &output, sink: sink)
                count += 1
                Self.handOverIfFull(&output, to: sink)
            }
            close(count: count, empty: "[]", last: UInt8(ascii: "]"), indent: indent, into: &output)
        case .object(let produce):
            var count = 0
            produce { key, member in
                output.append(UInt8(ascii: count == 0 ? "{" : ","))
                writeKey(key, indent: indent + 1, into: &output)
                write(member, indent: indent + 1, into: &output, sink: sink)
                count += 1
                Self.handOverIfFull(&output, to: sink)
            }
            close(count: count, empty: "{}", last: UInt8(ascii: "}"), indent: indent, into: &output)
        }
    }

    /// Ends a streamed array or object as ``string(_:)`` ends one of `count` entries.
    private func close(count: Int, empty: String, last: UInt8, indent: Int, into output: inout [UInt8]) {
        guard count > 0 else {
            output.append(contentsOf: empty.utf8)
            return
        }
        newline(indent, into: &output)
        output.append(last)
    }

    private static func handOverIfFull(_ output: inout [UInt8], to sink: ([UInt8]) -> Void) {
        guard output.count >= 1 << 16 else { return }
        sink(output)
        output.removeAll(keepingCapacity: true)
    }
}

extension StreamedJSON {
    /// The value this stands for, every streamed part made and held: for callers that want the
    /// value itself rather than its text.
    public func materialized() -> JSONValue {
        switch self {
        case .whole(let value):
            return value
        case .array(let produce):
            var elements: [JSONValue] = []
            produce { elements.append($0.materialized()) }
            return .array(elements)
        case .object(let produce):
            var members: [(key: String, value: JSONValue)] = []
            produce { key, value in members.append((key, value.materialized())) }
            return .object(members)
        }
    }
}
