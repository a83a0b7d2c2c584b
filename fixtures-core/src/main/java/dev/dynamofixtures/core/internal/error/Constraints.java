package dev.dynamofixtures.core.internal.error;

import java.util.ArrayList;
import java.util.List;

/**
 * Request-shape errors in the service's (Smithy) form:
 * {@code 1 validation error detected: Value 'x' at 'member' failed to satisfy constraint: ...}.
 */
public final class Constraints {
    private Constraints() {
    }

    /** A required member is missing. DynamoDB Local omits the "1 validation error detected: " lead-in. */
    public static DynamoError notNull(String member) {
        String detail = "Value null at '" + member + "' failed to satisfy constraint: Member must not be null";
        return DynamoError.validation("1 validation error detected: " + detail, detail);
    }

    /** One violated constraint on a member's value. */
    public static DynamoError violation(Object value, String member, String constraint) {
        Violations v = new Violations();
        v.add(value, member, constraint);
        return DynamoError.validation(v.message());
    }

    /** One violation's detail: {@code Value 'x' at 'member' failed to satisfy constraint: ...}. */
    public static String detail(Object value, String member, String constraint) {
        String shown = value == null ? "null" : "'" + value + "'";
        return "Value " + shown + " at '" + member + "' failed to satisfy constraint: " + constraint;
    }

    /** The service's message for several details: {@code N validation errors detected: a; b}. */
    public static String message(List<String> details) {
        int n = details.size();
        return n + " validation error" + (n == 1 ? "" : "s") + " detected: " + String.join("; ", details);
    }

    /** Several violations reported together, as the service does. */
    public static final class Violations {
        private final List<String> details = new ArrayList<>();

        public void add(Object value, String member, String constraint) {
            details.add(detail(value, member, constraint));
        }

        public boolean isEmpty() {
            return details.isEmpty();
        }

        public String message() {
            return Constraints.message(details);
        }

        public void throwIfAny() {
            if (!details.isEmpty()) {
                throw DynamoError.validation(message());
            }
        }
    }
}
