package dev.dynamofixtures.core.internal.schema;

import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;

/**
 * StreamSpecification rules: StreamEnabled is required; enabling needs a valid StreamViewType, disabling must
 * not carry one; UpdateTable cannot enable an enabled stream nor disable a table that has none.
 */
final class StreamRules {
    private static final Set<String> VIEW_TYPES = Set.of("NEW_IMAGE", "OLD_IMAGE", "NEW_AND_OLD_IMAGES", "KEYS_ONLY");

    private StreamRules() {
    }

    /**
     * Checks a requested stream specification.
     *
     * @param current the table's stream specification for UpdateTable, null for CreateTable or when it has none
     * @param creating whether this is CreateTable (no current stream to compare with)
     */
    static void check(StreamSpecification requested, StreamSpecification current, boolean creating) {
        if (requested == null) {
            return;
        }
        Boolean enabled = requested.streamEnabled();
        if (enabled == null) {
            throw TableErrors.streamEnabledMissing();
        }
        String viewType = requested.streamViewTypeAsString();
        boolean currentlyEnabled = current != null && Boolean.TRUE.equals(current.streamEnabled());
        if (enabled) {
            if (viewType == null || viewType.isEmpty()) {
                throw TableErrors.streamViewTypeMissing();
            }
            if (!VIEW_TYPES.contains(viewType)) {
                throw TableErrors.streamViewTypeInvalid(viewType);
            }
            if (currentlyEnabled) {
                throw TableErrors.streamAlreadyEnabled();
            }
        } else {
            if (viewType != null) {
                throw TableErrors.streamViewTypeWhileDisabled(creating);
            }
            if (!creating && !currentlyEnabled) {
                throw TableErrors.noStreamToDisable();
            }
        }
    }
}
