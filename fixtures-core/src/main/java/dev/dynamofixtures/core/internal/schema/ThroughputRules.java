package dev.dynamofixtures.core.internal.schema;

import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;

/**
 * Billing mode and provisioned-throughput rules for tables and GSIs: PROVISIONED (the default) needs read and
 * write capacities of at least 1; PAY_PER_REQUEST must not have any (the service rejects what Local ignores).
 */
final class ThroughputRules {
    private ThroughputRules() {
    }

    /** The billing mode a request names, PROVISIONED when absent. */
    static BillingMode billingMode(String value) {
        if (value == null || value.equals("PROVISIONED")) {
            return BillingMode.PROVISIONED;
        }
        if (value.equals("PAY_PER_REQUEST")) {
            return BillingMode.PAY_PER_REQUEST;
        }
        throw TableErrors.billingModeInvalid(value);
    }

    /** Checks a table's throughput against its billing mode. */
    static void checkTable(BillingMode mode, ProvisionedThroughput throughput) {
        if (mode == BillingMode.PAY_PER_REQUEST) {
            if (throughput != null) {
                throw TableErrors.throughputWithPayPerRequest();
            }
            return;
        }
        if (throughput == null) {
            throw TableErrors.throughputMissing();
        }
        checkCapacities(throughput, "provisionedThroughput", false);
    }

    /** Checks a GSI's throughput against its table's billing mode. */
    static void checkIndex(BillingMode mode, ProvisionedThroughput throughput, String index, String member) {
        if (mode == BillingMode.PAY_PER_REQUEST) {
            if (throughput != null) {
                throw TableErrors.indexThroughputWithPayPerRequest(index);
            }
            return;
        }
        if (throughput == null) {
            throw TableErrors.indexThroughputMissing(index);
        }
        checkCapacities(throughput, member, true);
    }

    private static void checkCapacities(ProvisionedThroughput throughput, String member, boolean index) {
        Long read = throughput.readCapacityUnits();
        if (read == null || read < 1) {
            throw TableErrors.capacityInvalid(read, member + ".readCapacityUnits", index);
        }
        Long write = throughput.writeCapacityUnits();
        if (write == null || write < 1) {
            throw TableErrors.capacityInvalid(write, member + ".writeCapacityUnits", index);
        }
    }
}
