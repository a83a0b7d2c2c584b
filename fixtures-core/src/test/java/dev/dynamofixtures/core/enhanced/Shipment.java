package dev.dynamofixtures.core.enhanced;

import java.math.BigDecimal;
import java.util.Objects;
import software.amazon.awssdk.enhanced.dynamodb.extensions.annotations.DynamoDbVersionAttribute;
import software.amazon.awssdk.enhanced.dynamodb.mapper.Order;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbBean;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSecondaryPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSecondarySortKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSortKey;

/**
 * A bean with every kind of key the Enhanced Client maps: table key (customerId, shipmentId), an LSI
 * ({@code byCreated} on createdAt), a classic GSI ({@code byStatus}: status, createdAt) and a multi-attribute
 * GSI ({@code byStatusRegion}: partition status + region, sort year, month, day), plus a version attribute
 * that makes every write conditional.
 */
@DynamoDbBean
public class Shipment {
    public static final String BY_CREATED = "byCreated";
    public static final String BY_STATUS = "byStatus";
    public static final String BY_STATUS_REGION = "byStatusRegion";

    private String customerId;
    private String shipmentId;
    private String status;
    private String region;
    private Integer year;
    private Integer month;
    private Integer day;
    private String createdAt;
    private BigDecimal amount;
    private Long version;

    public Shipment() {
    }

    /** A shipment with its keys; amount 10. */
    public static Shipment of(String customerId, String shipmentId, String status, String region,
                              int year, int month, int day) {
        Shipment s = new Shipment();
        s.customerId = customerId;
        s.shipmentId = shipmentId;
        s.status = status;
        s.region = region;
        s.year = year;
        s.month = month;
        s.day = day;
        s.createdAt = String.format("%04d-%02d-%02d#%s", year, month, day, shipmentId);
        s.amount = BigDecimal.TEN;
        return s;
    }

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

    @DynamoDbSecondaryPartitionKey(indexNames = BY_STATUS)
    @DynamoDbSecondaryPartitionKey(indexNames = BY_STATUS_REGION, order = Order.FIRST)
    public String getStatus() {
        return status;
    }

    public void setStatus(String status) {
        this.status = status;
    }

    @DynamoDbSecondaryPartitionKey(indexNames = BY_STATUS_REGION, order = Order.SECOND)
    public String getRegion() {
        return region;
    }

    public void setRegion(String region) {
        this.region = region;
    }

    @DynamoDbSecondarySortKey(indexNames = BY_STATUS_REGION, order = Order.FIRST)
    public Integer getYear() {
        return year;
    }

    public void setYear(Integer year) {
        this.year = year;
    }

    @DynamoDbSecondarySortKey(indexNames = BY_STATUS_REGION, order = Order.SECOND)
    public Integer getMonth() {
        return month;
    }

    public void setMonth(Integer month) {
        this.month = month;
    }

    @DynamoDbSecondarySortKey(indexNames = BY_STATUS_REGION, order = Order.THIRD)
    public Integer getDay() {
        return day;
    }

    public void setDay(Integer day) {
        this.day = day;
    }

    @DynamoDbSecondarySortKey(indexNames = {BY_CREATED, BY_STATUS})
    public String getCreatedAt() {
        return createdAt;
    }

    public void setCreatedAt(String createdAt) {
        this.createdAt = createdAt;
    }

    public BigDecimal getAmount() {
        return amount;
    }

    public void setAmount(BigDecimal amount) {
        this.amount = amount;
    }

    @DynamoDbVersionAttribute
    public Long getVersion() {
        return version;
    }

    public void setVersion(Long version) {
        this.version = version;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Shipment s)) {
            return false;
        }
        return Objects.equals(customerId, s.customerId) && Objects.equals(shipmentId, s.shipmentId)
                && Objects.equals(status, s.status) && Objects.equals(region, s.region)
                && Objects.equals(year, s.year) && Objects.equals(month, s.month) && Objects.equals(day, s.day)
                && Objects.equals(createdAt, s.createdAt)
                && (amount == null ? s.amount == null : s.amount != null && amount.compareTo(s.amount) == 0)
                && Objects.equals(version, s.version);
    }

    @Override
    public int hashCode() {
        return Objects.hash(customerId, shipmentId);
    }

    @Override
    public String toString() {
        return "Shipment[" + customerId + "/" + shipmentId + " " + status + "/" + region + " " + year + "-" + month
                + "-" + day + " v" + version + "]";
    }
}
