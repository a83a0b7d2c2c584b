package dev.dynamofixtures.assertj;

import dev.dynamofixtures.core.log.RecordedCall;
import java.util.List;
import org.assertj.core.error.BasicErrorMessageFactory;
import org.assertj.core.error.ErrorMessageFactory;

/** Failure messages about the capacity units calls consumed, showing the costliest calls. */
final class ShouldConsumeAtMost extends BasicErrorMessageFactory {

    /** How many of the costliest calls a message lists. */
    static final int COSTLIEST = 5;

    private ShouldConsumeAtMost(String format, Object... arguments) {
        super(format, arguments);
    }

    /** The selection's calls consumed more than {@code units}; {@code costliest} are sorted most expensive first. */
    static ErrorMessageFactory shouldConsumeAtMost(CallSelection selection, double units, List<RecordedCall> costliest,
            int count) {
        List<RecordedCall> shown = costliest.subList(0, Math.min(COSTLIEST, costliest.size()));
        return new ShouldConsumeAtMost("%nExpecting the %s %s to consume at most %s capacity units%n"
                + "but they consumed %s (%s); the costliest calls:%n%s%s%s",
                count, unquotedString(selection.describe(count)), unquotedString(CallTable.units(units)),
                unquotedString(CallTable.units(selection.units(costliest, CallSelection.Units.ALL))),
                unquotedString(CallTable.capacity(costliest, selection)),
                unquotedString(CallTable.of(shown, selection)),
                unquotedString(CallTable.more(count - shown.size(), "calls")),
                unquotedString(ShouldHaveCalls.incompleteNote(selection)));
    }
}
