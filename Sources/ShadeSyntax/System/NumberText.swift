#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A number as C's `printf` writes it: what `String(format:)` did, without Foundation (see
/// ``Lock``). The one place Shade formats a number with a C conversion.
package enum NumberText {
    /// `%.{digits}f`: `digits` digits after the point.
    package static func fixed(_ number: Double, digits: Int) -> String {
        printed(number, conversion: "%.*f", digits: digits)
    }

    /// `%.{digits}g`: at most `digits` significant digits, the shorter of the fixed and the
    /// exponent forms, trailing zeros dropped.
    package static func significant(_ number: Double, digits: Int) -> String {
        printed(number, conversion: "%.*g", digits: digits)
    }

    private static func printed(_ number: Double, conversion: String, digits: Int) -> String {
        // Longer than any double written with the 17 digits that tell doubles apart, or with
        // 350 places after the point.
        let capacity = 400
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer in
            let count = withVaList([Int32(clamping: digits), number]) { arguments in
                vsnprintf(buffer.baseAddress!, capacity, conversion, arguments)
            }
            guard count >= 0 else { return "" }
            return String(
                decoding: UnsafeRawBufferPointer(start: buffer.baseAddress!, count: min(Int(count), capacity - 1)),
                as: UTF8.self)
        }
    }
}
