package dev.dynamofixtures.assertj;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.assertj.core.error.ErrorMessageFactory;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The page-level facts both page asserts check — the low-level paginators' ({@link AbstractPagesAssert}) and the
 * Enhanced Client's ({@link EnhancedPagesAssert}) — and their errors: each check answers the error to throw, or
 * null when the pages pass.
 */
final class PageFacts {
    private final String operation;
    private final List<Integer> counts = new ArrayList<>();
    private final List<Integer> scannedCounts = new ArrayList<>();
    private final List<Map<String, AttributeValue>> keys = new ArrayList<>();

    private <P> PageFacts(String operation, List<P> pages, Function<P, Integer> count, Function<P, Integer> scanned,
            Function<P, Map<String, AttributeValue>> lastEvaluatedKey) {
        this.operation = operation;
        for (P page : pages) {
            counts.add(count.apply(page));
            scannedCounts.add(scanned.apply(page));
            keys.add(lastEvaluatedKey.apply(page));
        }
    }

    static <P> PageFacts of(String operation, List<P> pages, Function<P, Integer> count, Function<P, Integer> scanned,
            Function<P, Map<String, AttributeValue>> lastEvaluatedKey) {
        return new PageFacts(operation, pages, count, scanned, lastEvaluatedKey);
    }

    ErrorMessageFactory pageCountError(int expected) {
        return counts.size() == expected ? null
                : ShouldHavePage.shouldHavePageCount(operation, summary(), expected, counts.size());
    }

    ErrorMessageFactory countError(int expected) {
        return totalError("Count", expected, counts);
    }

    ErrorMessageFactory scannedCountError(int expected) {
        return totalError("ScannedCount", expected, scannedCounts);
    }

    ErrorMessageFactory pageIndexError(int index) {
        return index >= 0 && index < counts.size() ? null
                : ShouldHavePage.shouldHavePage(operation, summary(), index, counts.size());
    }

    private ErrorMessageFactory totalError(String countName, int expected, List<Integer> perPage) {
        int total = perPage.stream().mapToInt(count -> count == null ? 0 : count).sum();
        return total == expected ? null
                : ShouldHavePage.shouldHaveTotal(operation, summary(), countName, expected, total);
    }

    private String summary() {
        return ShouldHavePage.summary(counts, scannedCounts, keys);
    }
}
