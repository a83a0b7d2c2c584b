package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.DynamoError;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * The request-level rules of the legacy (pre-expression) parameters: which of them count as present, and
 * DynamoDB's error for a request that mixes them with expression parameters. The conversions themselves live
 * in {@link dev.dynamofixtures.core.internal.expr.LegacyParameters}.
 *
 * <p>An empty map or list counts as absent (DynamoDB Local accepts {@code ScanFilter: {}} next to a
 * FilterExpression, and rejects {@code ConditionalOperator} next to it as "without Filter"). Operations list the
 * parameters in DynamoDB's order, which the error message repeats.
 */
final class LegacyParameterRules {
    private static final String MIXED = "Can not use both expression and non-expression parameters in the same "
            + "request: Non-expression parameters: {";

    private final List<String> legacy = new ArrayList<>(4);
    private final List<String> expressions = new ArrayList<>(4);

    private LegacyParameterRules() {
    }

    /** Whether a legacy map parameter is present: non-null and non-empty. */
    static boolean present(Map<?, ?> parameter) {
        return parameter != null && !parameter.isEmpty();
    }

    /** Whether a legacy list parameter is present: non-null and non-empty. */
    static boolean present(Collection<?> parameter) {
        return parameter != null && !parameter.isEmpty();
    }

    /**
     * Whether an expression parameter counts as given when legacy parameters are checked against it: non-null and
     * non-empty. DynamoDB Local refuses an empty expression beside a legacy parameter for being empty
     * ({@code Invalid ProjectionExpression: The expression can not be empty;}), not for the mixing, and leaves it
     * out of the mixing error's list of expression parameters (probed for every operation that has both kinds).
     */
    static boolean given(String expression) {
        return expression != null && !expression.isEmpty();
    }

    /** Starts collecting the parameters of one request, in the order DynamoDB lists them. */
    static LegacyParameterRules mixing() {
        return new LegacyParameterRules();
    }

    /** Records a legacy parameter when present. */
    LegacyParameterRules legacy(String name, boolean present) {
        if (present) {
            legacy.add(name);
        }
        return this;
    }

    /** Records an expression parameter when present. */
    LegacyParameterRules expression(String name, boolean present) {
        if (present) {
            expressions.add(name);
        }
        return this;
    }

    /** Throws DynamoDB's error when both kinds were recorded. */
    void check() {
        if (!legacy.isEmpty() && !expressions.isEmpty()) {
            throw DynamoError.validation(MIXED + String.join(", ", legacy) + "} Expression parameters: {"
                    + String.join(", ", expressions) + "}");
        }
    }
}
