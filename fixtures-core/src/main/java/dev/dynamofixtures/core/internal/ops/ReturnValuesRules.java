package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.Constraints;
import dev.dynamofixtures.core.internal.error.DynamoError;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;

/** Validation of {@code ReturnValues} and {@code ReturnValuesOnConditionCheckFailure}. */
final class ReturnValuesRules {
    private static final String LOCAL_INVALID = "Return values set to invalid value";

    private ReturnValuesRules() {
    }

    /** PutItem and DeleteItem accept NONE and ALL_OLD only; returns whether ALL_OLD was asked for. */
    static boolean allOldOnly(ReturnValue value, String raw) {
        if (raw == null || value == ReturnValue.NONE) {
            return false;
        }
        if (value == ReturnValue.ALL_OLD) {
            return true;
        }
        if (value == ReturnValue.UNKNOWN_TO_SDK_VERSION) {
            throw DynamoError.validation(Constraints.violation(raw, "returnValues",
                    "Member must satisfy enum value set: [ALL_NEW, UPDATED_OLD, ALL_OLD, NONE, UPDATED_NEW]")
                    .liveMessage(), LOCAL_INVALID);
        }
        throw DynamoError.validation("ReturnValues can only be ALL_OLD or NONE", LOCAL_INVALID);
    }

    /** UpdateItem accepts every ReturnValue; returns it (NONE when absent). */
    static ReturnValue anyForUpdate(ReturnValue value, String raw) {
        if (raw == null) {
            return ReturnValue.NONE;
        }
        if (value == ReturnValue.UNKNOWN_TO_SDK_VERSION) {
            throw DynamoError.validation(Constraints.violation(raw, "returnValues",
                    "Member must satisfy enum value set: [ALL_NEW, UPDATED_OLD, ALL_OLD, NONE, UPDATED_NEW]")
                    .liveMessage(), LOCAL_INVALID);
        }
        return value;
    }

    /** Whether a failed condition should carry the current item (ALL_OLD); NONE and ALL_OLD only. */
    static boolean onConditionFailure(ReturnValuesOnConditionCheckFailure value, String raw) {
        if (raw == null || value == ReturnValuesOnConditionCheckFailure.NONE) {
            return false;
        }
        if (value == ReturnValuesOnConditionCheckFailure.ALL_OLD) {
            return true;
        }
        throw Constraints.violation(raw, "returnValuesOnConditionCheckFailure",
                "Member must satisfy enum value set: [ALL_OLD, NONE]");
    }
}
