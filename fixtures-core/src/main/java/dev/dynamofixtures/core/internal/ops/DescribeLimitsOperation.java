package dev.dynamofixtures.core.internal.ops;

import software.amazon.awssdk.services.dynamodb.model.DescribeLimitsResponse;

/**
 * DescribeLimits: the service's default throughput quotas for an account in a region, which are also what
 * DynamoDB Local reports. The engine enforces none of them (provisioned throughput is recorded, not metered).
 */
final class DescribeLimitsOperation {
    static final long ACCOUNT_MAX_CAPACITY_UNITS = 80_000;
    static final long TABLE_MAX_CAPACITY_UNITS = 40_000;

    private static final DescribeLimitsResponse RESPONSE = DescribeLimitsResponse.builder()
            .accountMaxReadCapacityUnits(ACCOUNT_MAX_CAPACITY_UNITS)
            .accountMaxWriteCapacityUnits(ACCOUNT_MAX_CAPACITY_UNITS)
            .tableMaxReadCapacityUnits(TABLE_MAX_CAPACITY_UNITS)
            .tableMaxWriteCapacityUnits(TABLE_MAX_CAPACITY_UNITS)
            .build();

    private DescribeLimitsOperation() {
    }

    static DescribeLimitsResponse execute() {
        return RESPONSE;
    }
}
