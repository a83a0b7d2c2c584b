package dev.dynamofixtures.assertj;

import dev.dynamofixtures.core.log.RecordedCall;
import java.util.List;
import org.assertj.core.error.BasicErrorMessageFactory;
import org.assertj.core.error.ErrorMessageFactory;

/**
 * Failure messages about calls that read many more items than they returned: Queries and Scans whose
 * FilterExpression throws away most of what they read (and paid for).
 */
final class ShouldReadWhatItReturns extends BasicErrorMessageFactory {

    private ShouldReadWhatItReturns(String format, Object... arguments) {
        super(format, arguments);
    }

    /** Some calls read more than the bound allows; {@code bound} says it, such as "read at most 5 times the items it returns". */
    static ErrorMessageFactory shouldReadAtMost(CallSelection selection, String bound, int count,
            List<RecordedCall> wasteful) {
        return new ShouldReadWhatItReturns("%nExpecting each of the %s %s to %s%nbut %s of them read more:%n%s%n"
                + "A FilterExpression is applied after the items are read, and every item read is paid for: put the "
                + "condition in the KeyConditionExpression instead, on an index whose key holds the filtered "
                + "attributes.%s",
                count, unquotedString(selection.describe(count)), unquotedString(bound), wasteful.size(),
                unquotedString(CallTable.of(wasteful, selection)),
                unquotedString(ShouldHaveCalls.incompleteNote(selection)));
    }
}
