package dev.dynamofixtures.core.internal.dataset;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.function.UnaryOperator;

/**
 * Times written in datasets: {@code now} with offsets ({@code now+30m}, {@code now-1d}, {@code now+1h30m}; units
 * {@code ms s m h d w}), or an absolute ISO-8601 instant ({@code 2030-01-01T00:00:00Z}) or date
 * ({@code 2030-01-01}, midnight UTC). Each parses to a function from the loading clock's instant to the time meant.
 */
final class TimeExpressions {
    private TimeExpressions() {
    }

    /** The time {@code text} means, given the instant "now"; an {@link IllegalArgumentException} says what is wrong. */
    static UnaryOperator<Instant> parse(String text) {
        String t = text.strip();
        if (t.startsWith("now")) {
            Duration offset = offsets(t, 3);
            return now -> now.plus(offset);
        }
        try {
            Instant instant = Instant.parse(t);
            return now -> instant;
        } catch (DateTimeParseException notInstant) {
            try {
                Instant midnight = LocalDate.parse(t).atStartOfDay(ZoneOffset.UTC).toInstant();
                return now -> midnight;
            } catch (DateTimeParseException notDate) {
                throw new IllegalArgumentException("'" + text + "' is not a time: write now, now+30m, now-1d, "
                        + "now+1h30m (units ms s m h d w), or an ISO-8601 instant such as 2030-01-01T09:00:00Z");
            }
        }
    }

    private static Duration offsets(String text, int from) {
        Duration total = Duration.ZERO;
        int i = from;
        int n = text.length();
        while (i < n) {
            char sign = text.charAt(i);
            if (sign != '+' && sign != '-') {
                throw bad(text);
            }
            i++;
            do {
                int digitsStart = i;
                while (i < n && Character.isDigit(text.charAt(i)) && text.charAt(i) < 128) {
                    i++;
                }
                if (i == digitsStart) {
                    throw bad(text);
                }
                long amount = Long.parseLong(text.substring(digitsStart, i));
                int unitStart = i;
                while (i < n && Character.isLetter(text.charAt(i))) {
                    i++;
                }
                Duration part = unit(text.substring(unitStart, i), text).multipliedBy(amount);
                total = sign == '+' ? total.plus(part) : total.minus(part);
            } while (i < n && Character.isDigit(text.charAt(i)));
        }
        return total;
    }

    private static Duration unit(String unit, String text) {
        switch (unit) {
            case "ms": return Duration.ofMillis(1);
            case "s": return Duration.ofSeconds(1);
            case "m": return Duration.ofMinutes(1);
            case "h": return Duration.ofHours(1);
            case "d": return Duration.ofDays(1);
            case "w": return Duration.ofDays(7);
            default: throw bad(text);
        }
    }

    private static IllegalArgumentException bad(String text) {
        return new IllegalArgumentException("'" + text + "' is not a time: after now come offsets such as +30m, "
                + "-1d or +1h30m, with the units ms, s, m, h, d and w");
    }

    /** Epoch seconds (rounded down), as DynamoDB's time to live expects. */
    static String epochSeconds(Instant instant) {
        return Long.toString(instant.getEpochSecond());
    }

    static String epochMillis(Instant instant) {
        return Long.toString(instant.toEpochMilli());
    }

    /** ISO-8601 in UTC: {@code 2030-01-01T09:30:00Z} (fractions of a second only when there are some). */
    static String iso(Instant instant) {
        return DateTimeFormatter.ISO_INSTANT.format(instant);
    }

    static String date(Instant instant) {
        return LocalDate.ofInstant(instant, ZoneOffset.UTC).toString();
    }
}
