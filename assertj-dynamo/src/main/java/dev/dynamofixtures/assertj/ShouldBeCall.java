package dev.dynamofixtures.assertj;

import dev.dynamofixtures.core.log.RecordedCall;
import java.util.List;
import org.assertj.core.error.BasicErrorMessageFactory;
import org.assertj.core.error.ErrorMessageFactory;

/** Failure messages about one recorded call, shown as the request a user recognises. */
final class ShouldBeCall extends BasicErrorMessageFactory {

    private ShouldBeCall(String format, Object... arguments) {
        super(format, arguments);
    }

    /**
     * The call is not as expected: {@code expected} says what it should be ("to be a Query"), {@code actual} what it
     * is ("but it is a Scan").
     */
    static ErrorMessageFactory shouldBe(RecordedCall call, String expected, String actual) {
        return new ShouldBeCall("%nExpecting call:%n%s%n%s%n%s",
                unquotedString(CallTable.of(List.of(call), CallSelection.unfiltered())),
                unquotedString(expected), unquotedString(actual));
    }
}
