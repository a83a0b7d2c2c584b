package dev.dynamofixtures.core.internal.schema;

import static dev.dynamofixtures.core.internal.schema.SchemaErrors.INVALID;
import static dev.dynamofixtures.core.internal.schema.SchemaErrors.smithy;
import static dev.dynamofixtures.core.internal.schema.SchemaErrors.validation;

import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.error.ErrorType;

/**
 * Every error of the billing, throughput, stream, UpdateTable and DeleteTable rules, with the live service's
 * text (where known) and DynamoDB Local 3.3.1's. Where DynamoDB Local accepts a request that the service
 * rejects, both dialects use the service's text.
 */
final class TableErrors {
    private static final String LOCAL_THROUGHPUT_VALUES =
            "Table read and write throughput must be at least 1, and cannot be null";
    private static final String LOCAL_GSI_THROUGHPUT_VALUES =
            "Global Secondary Index's read and write throughput must be at least 1, and cannot be null";

    private TableErrors() {
    }

    static DynamoError billingModeInvalid(String value) {
        return SchemaErrors.enumViolation(value, "billingMode", "[PROVISIONED, PAY_PER_REQUEST]", null);
    }

    static DynamoError tableClassInvalid(String value) {
        return SchemaErrors.enumViolation(value, "tableClass", "[STANDARD, STANDARD_INFREQUENT_ACCESS]", null);
    }

    static DynamoError throughputMissing() {
        return validation(INVALID + "ReadCapacityUnits and WriteCapacityUnits must both be specified when "
                + "BillingMode is PROVISIONED", "No provisioned throughput specified for the table");
    }

    static DynamoError throughputWithPayPerRequest() {
        return validation(INVALID + "Neither ReadCapacityUnits nor WriteCapacityUnits can be specified when "
                + "BillingMode is PAY_PER_REQUEST");
    }

    /** A capacity that is missing or below 1, reported for the member the service names. */
    static DynamoError capacityInvalid(Long value, String member, boolean index) {
        String live = value == null ? SchemaErrors.notNull(member)
                : smithy(value, member, "Member must have value greater than or equal to 1");
        return validation(live, index ? LOCAL_GSI_THROUGHPUT_VALUES : LOCAL_THROUGHPUT_VALUES);
    }

    static DynamoError indexThroughputMissing(String index) {
        return validation(INVALID + "ProvisionedThroughput is not specified for index: " + index,
                "No provisioned throughput specified for the global secondary index");
    }

    static DynamoError indexThroughputWithPayPerRequest(String index) {
        return validation(INVALID + "ProvisionedThroughput should not be specified for index: " + index
                + " when BillingMode is PAY_PER_REQUEST");
    }

    static DynamoError throughputUnchanged(long read, long write) {
        return validation("The provisioned throughput for the table will not change. The requested value equals "
                + "the current value. Current ReadCapacityUnits provisioned for the table: " + read
                + ". Requested ReadCapacityUnits: " + read + ". Current WriteCapacityUnits provisioned for the "
                + "table: " + write + ". Requested WriteCapacityUnits: " + write + ". Refer to the Amazon "
                + "DynamoDB Developer Guide for current limits and how to request higher limits.",
                "The requested throughput value equals the current value");
    }

    // --- streams

    static DynamoError streamEnabledMissing() {
        return validation(SchemaErrors.notNull("streamSpecification.streamEnabled"),
                "Stream StreamEnabled was null");
    }

    static DynamoError streamViewTypeMissing() {
        return validation("Invalid StreamViewType: Stream ViewType must not be null or empty when enabling "
                + "streams.");
    }

    static DynamoError streamViewTypeInvalid(String value) {
        return SchemaErrors.enumViolation(value, "streamSpecification.streamViewType",
                "[NEW_IMAGE, OLD_IMAGE, NEW_AND_OLD_IMAGES, KEYS_ONLY]", null);
    }

    /**
     * A StreamViewType beside {@code StreamEnabled: false}. CreateTable's is worded by the service as below (a public
     * conformance suite captured it); UpdateTable's live text is not known, so it keeps DynamoDB Local's.
     */
    static DynamoError streamViewTypeWhileDisabled(boolean creating) {
        String local = "Invalid StreamViewType: Stream StreamEnabled was false but a StreamViewType was present.";
        return creating ? DynamoError.validation("One or more parameter values were invalid: Table is being created "
                + "with a stream disabled, UpdateViewType should not be specified", local) : validation(local);
    }

    static DynamoError streamAlreadyEnabled() {
        return validation("Table already has an enabled stream");
    }

    static DynamoError noStreamToDisable() {
        return validation("Table has no stream to disable");
    }

    static DynamoError throughputAndStreamTogether() {
        return validation("Cannot change IOPS and Streams at the same time.");
    }

    // --- UpdateTable

    static DynamoError nothingToUpdate() {
        return validation("At least one of ProvisionedThroughput, BillingMode, UpdateStreamEnabled, "
                + "GlobalSecondaryIndexUpdates, SSESpecification, ReplicaUpdates, MultiAccountReplicaReady, "
                + "ReplicaTransitRoleArn, MultiRegionConsistency, DeletionProtectionEnabled, OnDemandThroughput, "
                + "WarmThroughput or TableClass is required", "Nothing to update");
    }

    static DynamoError emptyIndexUpdate() {
        return validation("Update global secondary index action is null");
    }

    static DynamoError sameIndexTwice() {
        return validation("Only one global secondary index update per index is allowed simultaneously.");
    }

    static DynamoError tooManyIndexOperations() {
        return DynamoError.of(ErrorType.LIMIT_EXCEEDED,
                "Subscriber limit exceeded: Only 1 online index can be created or deleted simultaneously per table");
    }

    static DynamoError tooManyGsisOnUpdate() {
        return DynamoError.of(ErrorType.LIMIT_EXCEEDED, "Number of global secondary indexes exceeds per-table limit");
    }

    static DynamoError indexNameMissing(String member) {
        return validation(SchemaErrors.notNull(member), "Invalid global secondary index name");
    }

    static DynamoError unknownIndexToUpdate() {
        return validation("Invalid global secondary index name");
    }

    static DynamoError indexAlreadyExists() {
        return validation("Attempting to create an index which already exists");
    }

    static DynamoError notAGlobalIndex() {
        return validation("Cannot delete an index that is not a GlobalSecondaryIndex");
    }

    static DynamoError indexNotFound(String index, String table) {
        return DynamoError.of(ErrorType.RESOURCE_NOT_FOUND,
                "Requested resource not found: Index " + index + " for table " + table, "Requested resource not found");
    }

    static DynamoError createWithoutAttributeDefinitions(String index) {
        return validation("AttributeDefinitions is not specified for index: " + index,
                SchemaErrors.LOCAL_NO_ATTRIBUTE_SCHEMA);
    }

    static DynamoError attributeRedefined() {
        return validation("invalid attribute, SchemaElement redefined should be of same type as previously defined");
    }

    // --- DeleteTable

    static DynamoError deletionProtected() {
        return validation("Resource cannot be deleted as it is currently protected against deletion. Disable "
                + "deletion protection first.");
    }
}
