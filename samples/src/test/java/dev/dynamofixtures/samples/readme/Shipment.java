package dev.dynamofixtures.samples.readme;

import software.amazon.awssdk.enhanced.dynamodb.mapper.Order;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbBean;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSecondaryPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSecondarySortKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSortKey;

/**
 * The README's Enhanced Client bean: shipments of a customer, and a GSI {@code byStatusRegion} whose partition key is
 * two attributes (status, then region) and whose sort key is the shipping date, and an LSI {@code byShippedAt}, all
 * declared by annotations.
 */
@DynamoDbBean
public class Shipment {
    private String customerId;
    private String shipmentId;
    private String status;
    private String region;
    private String shippedAt;

    @DynamoDbPartitionKey
    public String getCustomerId() {
        return customerId;
    }

    public void setCustomerId(String customerId) {
        this.customerId = customerId;
    }

    @DynamoDbSortKey
    public String getShipmentId() {
        return shipmentId;
    }

    public void setShipmentId(String shipmentId) {
        this.shipmentId = shipmentId;
    }

    @DynamoDbSecondaryPartitionKey(indexNames = "byStatusRegion", order = Order.FIRST)
    public String getStatus() {
        return status;
    }

    public void setStatus(String status) {
        this.status = status;
    }

    @DynamoDbSecondaryPartitionKey(indexNames = "byStatusRegion", order = Order.SECOND)
    public String getRegion() {
        return region;
    }

    public void setRegion(String region) {
        this.region = region;
    }

    @DynamoDbSecondarySortKey(indexNames = {"byStatusRegion", "byShippedAt"})
    public String getShippedAt() {
        return shippedAt;
    }

    public void setShippedAt(String shippedAt) {
        this.shippedAt = shippedAt;
    }
}
