package dev.dynamofixtures.assertj;

import java.util.List;
import org.assertj.core.error.BasicErrorMessageFactory;
import org.assertj.core.error.ErrorMessageFactory;

/**
 * Failure messages about hot partitions: a partition key of a table or index that received more than its share of
 * the writes, shown with the busiest partitions and what to do (write sharding, a key with more distinct values).
 */
final class ShouldNotHaveHotPartition extends BasicErrorMessageFactory {

    private ShouldNotHaveHotPartition(String format, Object... arguments) {
        super(format, arguments);
    }

    /** Some tables or indexes had a partition above {@code maxShare} of their writes. */
    static ErrorMessageFactory shouldNotHaveHotPartition(CallSelection selection, double maxShare,
            List<PartitionShares> hot) {
        StringBuilder found = new StringBuilder();
        for (PartitionShares shares : hot) {
            found.append(found.length() == 0 ? System.lineSeparator() + "but " : System.lineSeparator() + "and ")
                    .append(shares.target()).append(" received ").append(shares.partitions().get(0).getValue())
                    .append(" of its ").append(CallTable.plural(shares.writes(), "write")).append(" (")
                    .append(PartitionShares.percent(shares.topShare())).append(") on one partition:")
                    .append(System.lineSeparator()).append(shares.render());
        }
        return new ShouldNotHaveHotPartition("%nExpecting no partition of a table or index to receive more than %s "
                + "of the writes the %s made to it%s%nWrites of one partition key all go to one partition, whose throughput "
                + "is limited (1,000 WCU a second): spread them with write sharding (a suffix, or a second "
                + "partition-key attribute, as multi-attribute GSI keys allow), or choose a partition key with more "
                + "distinct values.%s",
                unquotedString(PartitionShares.percent(maxShare)), unquotedString(selection.describe()),
                unquotedString(found.toString()), unquotedString(ShouldHaveCalls.incompleteNote(selection)));
    }
}
