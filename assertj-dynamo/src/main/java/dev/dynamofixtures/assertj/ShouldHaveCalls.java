package dev.dynamofixtures.assertj;

import dev.dynamofixtures.core.log.RecordedCall;
import java.util.List;
import org.assertj.core.error.BasicErrorMessageFactory;
import org.assertj.core.error.ErrorMessageFactory;

/**
 * Failure messages about which calls an operation log holds: how many (the N+1 pattern), Scans, Queries that do not
 * use the expected index, a call that is not there, and a log too incomplete to tell. The offending calls are shown
 * as a table of the requests a user recognises, repeated calls grouped with a hint on what to do instead.
 */
final class ShouldHaveCalls extends BasicErrorMessageFactory {

    private ShouldHaveCalls(String format, Object... arguments) {
        super(format, arguments);
    }

    /** The selection held another number of calls than expected (or more than allowed). */
    static ErrorMessageFactory shouldHaveCalls(CallSelection selection, List<RecordedCall> calls, long count,
            int expected, boolean atMost) {
        List<CallGroup> groups = CallGroup.of(calls);
        StringBuilder hints = new StringBuilder();
        if (count > expected) {
            groups.forEach(group -> group.hint().ifPresent(hint -> hints.append(System.lineSeparator()).append(hint)));
        }
        return new ShouldHaveCalls("%nExpecting %s%s %s%nbut there were %s:%n%s%s%s",
                unquotedString(atMost ? "at most " : ""), expected, unquotedString(selection.describe(expected)),
                unquotedString(String.valueOf(count)),
                unquotedString(CallTable.grouped(groups, selection)), unquotedString(hints.toString()),
                unquotedString(incompleteNote(selection)));
    }

    /** The selection held Scans. */
    static ErrorMessageFactory shouldHaveNoScans(CallSelection selection, int count, List<RecordedCall> scans) {
        return new ShouldHaveCalls("%nExpecting no Scan among the %s %s%nbut found %s:%n%s%n"
                + "A Scan reads every item of the table or index, and pays for each: read with a Query on the key "
                + "of the table or of an index instead.%s",
                count, unquotedString(selection.describe(count)), scans.size(),
                unquotedString(CallTable.of(scans, selection)), unquotedString(incompleteNote(selection)));
    }

    /** Some Queries of the selection read another index, or the table itself. */
    static ErrorMessageFactory shouldAllUseIndex(CallSelection selection, String index, int queries,
            List<RecordedCall> others) {
        return new ShouldHaveCalls("%nExpecting every Query among the %s to use index %s%n"
                + "but %s of the %s Queries did not:%n%s%s",
                unquotedString(selection.describe()), unquotedString(index), others.size(), queries,
                unquotedString(CallTable.of(others, selection)), unquotedString(incompleteNote(selection)));
    }

    /** The call navigated to is not among the selection's. */
    static ErrorMessageFactory shouldHaveCall(CallSelection selection, String which, List<RecordedCall> calls) {
        return new ShouldHaveCalls("%nExpecting %s among the %s%nbut there is none; the calls are:%n%s%s",
                unquotedString(which), unquotedString(selection.describe()),
                unquotedString(CallTable.of(calls, selection)), unquotedString(incompleteNote(selection)));
    }

    /** The kept calls satisfy the expectation, but the log dropped older calls that might not. */
    static ErrorMessageFactory shouldBeComplete(CallSelection selection, String expectation) {
        return new ShouldHaveCalls("%nExpecting %s%nbut the log cannot tell: it kept only the last %s of %s calls, "
                + "and the %s it dropped are unknown.%nClear the log after the test's setup "
                + "(operations().clear()), or make fewer calls in one test.",
                unquotedString(expectation), selection.keptCalls(), unquotedString(String.valueOf(selection.totalCalls())),
                unquotedString(String.valueOf(selection.totalCalls() - selection.keptCalls())));
    }

    /** A line saying the log dropped older calls, or nothing when it kept them all. */
    static String incompleteNote(CallSelection selection) {
        if (selection.isComplete()) {
            return "";
        }
        return System.lineSeparator() + "Note: the log is incomplete: it kept only the last " + selection.keptCalls()
                + " of " + selection.totalCalls() + " calls.";
    }
}
