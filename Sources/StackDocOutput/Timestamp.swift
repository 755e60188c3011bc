/// Formats Unix milliseconds as UTC ISO 8601 (`2026-11-22T09:41:07.250Z`), without Foundation.
public enum Timestamp {
    /// `2026-11-22T09:41:07.250Z`, the form of every time in the JSON output.
    public static func iso8601(milliseconds: Int64) -> String {
        let seconds = milliseconds.quotientAndRemainder(dividingBy: 1000)
        let (days, secondOfDay) = floorDivision(seconds.quotient, 86_400)
        let (year, month, day) = civilDate(daysSinceEpoch: days)
        func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let millis = (seconds.remainder + 1000) % 1000
        let milliText = millis < 10 ? "00\(millis)" : millis < 100 ? "0\(millis)" : "\(millis)"
        return "\(year)-\(two(month))-\(two(day))T\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60)).\(milliText)Z"
    }

    /// `2026-11-22 09:41:07`, for tables.
    public static func short(milliseconds: Int64) -> String {
        let text = iso8601(milliseconds: milliseconds)
        // Strings joined, not substrings: appending a substring to a string casts it at run
        // time, and a program's first such cast scans all its protocol conformances.
        return String(text.prefix(10)) + " " + String(text.dropFirst(11).prefix(8))
    }

    private static func floorDivision(_ value: Int64, _ divisor: Int64) -> (Int64, Int64) {
        let remainder = ((value % divisor) + divisor) % divisor
        return ((value - remainder) / divisor, remainder)
    }

    /// The proleptic Gregorian date of a day count since 1970-01-01 (the days-to-civil
    /// conversion in 400-year eras).
    private static func civilDate(daysSinceEpoch: Int64) -> (Int64, Int64, Int64) {
        let shifted = daysSinceEpoch + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
