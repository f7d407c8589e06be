/// Numbers as the screens print them.
public enum Digits {
    /// 2 000: a count (never negative) in threes of digits.
    public static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        return String(
            digits.enumerated().flatMap { index, digit in
                index > 0 && (digits.count - index) % 3 == 0 ? [" ", digit] : [digit]
            })
    }
}
