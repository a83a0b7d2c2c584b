package dev.dynamofixtures.core.internal.schema;

import java.nio.charset.StandardCharsets;
import java.util.UUID;
import software.amazon.awssdk.services.dynamodb.model.SSEDescription;
import software.amazon.awssdk.services.dynamodb.model.SSESpecification;
import software.amazon.awssdk.services.dynamodb.model.SSEStatus;
import software.amazon.awssdk.services.dynamodb.model.SSEType;

/**
 * Server-side encryption as a table description reports it. A table encrypted with an AWS owned key (no
 * SSESpecification, or {@code Enabled: false}) has no SSEDescription; one with {@code Enabled: true} reports
 * {@code Status: ENABLED}, its SSEType (KMS unless the request names another) and, for KMS, the key's ARN: the
 * requested key's ({@code KMSMasterKeyId} as an ARN, a key id or an alias), or the account's AWS managed key for
 * DynamoDB when none is named. Nothing is encrypted: the engine only reports the setting, as code under test
 * reads it back.
 */
final class SseDescriptions {
    private SseDescriptions() {
    }

    /** The SSEDescription for {@code requested} on the table {@code tableArn}, or null for an AWS owned key. */
    static SSEDescription of(SSESpecification requested, String tableArn) {
        if (requested == null || !Boolean.TRUE.equals(requested.enabled())) {
            return null;
        }
        String type = requested.sseTypeAsString() == null ? SSEType.KMS.toString() : requested.sseTypeAsString();
        SSEDescription.Builder description = SSEDescription.builder().status(SSEStatus.ENABLED).sseType(type);
        if (type.equals(SSEType.KMS.toString())) {
            description.kmsMasterKeyArn(keyArn(requested.kmsMasterKeyId(), tableArn));
        }
        return description.build();
    }

    /**
     * A KMS key's ARN in the table's region and account: the id itself when it is an ARN, {@code key/<id>} for a
     * key id, {@code alias/<name>} for an alias; for none, a key id standing for the account's AWS managed key
     * {@code alias/aws/dynamodb}, the same for every table of the account and region.
     */
    private static String keyArn(String keyId, String tableArn) {
        String[] parts = tableArn.split(":", 6); // arn:aws:dynamodb:<region>:<account>:table/<name>
        String prefix = "arn:aws:kms:" + parts[3] + ":" + parts[4] + ":";
        if (keyId == null || keyId.isEmpty()) {
            String managed = UUID.nameUUIDFromBytes((prefix + "alias/aws/dynamodb").getBytes(StandardCharsets.UTF_8))
                    .toString();
            return prefix + "key/" + managed;
        }
        if (keyId.startsWith("arn:")) {
            return keyId;
        }
        return prefix + (keyId.startsWith("alias/") ? keyId : "key/" + keyId);
    }
}
