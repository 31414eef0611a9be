/// A growable buffer of bytes written one at a time, which the frame encoder writes a frame into.
///
/// Appending to an `[UInt8]` byte by byte checks the array's uniqueness and capacity on every byte (about 20
/// instructions a byte, a fifth of a key press's); here a byte is a store and a compare. Not copyable:
/// it owns its memory and frees it when it goes.
struct ByteWriter: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The bytes written so far.
    private(set) var count = 0

    /// An empty buffer with room for `capacity` bytes (at least 64) before it grows.
    init(capacity: Int) {
        self.capacity = max(64, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// Appends one byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: 1) }
        base[count] = byte
        count += 1
    }

    /// Appends `bytes`.
    mutating func append(contentsOf bytes: some Collection<UInt8>) {
        reserve(bytes.count)
        for byte in bytes {
            base[count] = byte
            count += 1
        }
    }

    /// Appends one byte where ``reserve(_:)`` made room for it: no capacity check.
    @inline(__always)
    mutating func appendReserved(_ byte: UInt8) {
        base[count] = byte
        count += 1
    }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    mutating func reserve(_ extra: Int) {
        if capacity - count < extra { grow(toHold: extra) }
    }

    /// The bytes written, as an array.
    var bytes: [UInt8] {
        Array(UnsafeBufferPointer(start: base, count: count))
    }

    private mutating func grow(toHold extra: Int) {
        let (needed, overflow) = count.addingReportingOverflow(extra)
        precondition(!overflow, "a frame of more than Int.max bytes")
        let newCapacity = Swift.max(needed, capacity > Int.max / 2 ? Int.max : capacity * 2)
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        grown.initialize(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = newCapacity
    }
}
