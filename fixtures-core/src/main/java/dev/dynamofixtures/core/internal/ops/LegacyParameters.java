package dev.dynamofixtures.core.internal.ops;

/** The pre-expression parameters (AttributesToGet, KeyConditions, Expected, ...) not yet handled. */
final class LegacyParameters {
    private LegacyParameters() {
    }

    static void rejectUnsupported(boolean present, String parameter, String operation) {
        if (present) {
            throw new UnsupportedOperationException("The legacy parameter " + parameter + " of " + operation
                    + " is not supported yet by the Dynamo Fixtures in-memory engine; use the expression parameters.");
        }
    }
}
