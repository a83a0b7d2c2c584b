package dev.dynamofixtures.samples.userorders;

import java.math.BigDecimal;
import java.time.Instant;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbAttribute;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbBean;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSecondaryPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSecondarySortKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSortKey;

/**
 * An item of the overloaded design's table, {@value OverloadedGsiUserOrders#TABLE}, as the Enhanced Client maps it:
 * a user's profile ({@code sk = METADATA}, {@code gsi_sk = USER#METADATA}) or one of their orders
 * ({@code sk = gsi_sk = ORDER#<orderId>}), all under {@code pk = gsi_pk = USER#<userId>}.
 */
@DynamoDbBean
public class OverloadedItem {
    private String pk;
    private String sk;
    private String gsiPk;
    private String gsiSk;
    private String entityType;
    private String userId;
    private String name;
    private String email;
    private String orderId;
    private String status;
    private BigDecimal total;
    private String createdAt;

    /** The partition key, {@code USER#<userId>}. */
    @DynamoDbPartitionKey
    public String getPk() {
        return pk;
    }

    /** Sets the partition key. */
    public void setPk(String pk) {
        this.pk = pk;
    }

    /** The sort key, {@code METADATA} or {@code ORDER#<orderId>}. */
    @DynamoDbSortKey
    public String getSk() {
        return sk;
    }

    /** Sets the sort key. */
    public void setSk(String sk) {
        this.sk = sk;
    }

    /** The overloaded GSI's partition key, {@code USER#<userId>} for every entity of the user. */
    @DynamoDbSecondaryPartitionKey(indexNames = OverloadedGsiUserOrders.INDEX)
    @DynamoDbAttribute("gsi_pk")
    public String getGsiPk() {
        return gsiPk;
    }

    /** Sets the GSI partition key. */
    public void setGsiPk(String gsiPk) {
        this.gsiPk = gsiPk;
    }

    /** The overloaded GSI's sort key, its prefix naming the entity: {@code USER#METADATA}, {@code ORDER#<id>}. */
    @DynamoDbSecondarySortKey(indexNames = OverloadedGsiUserOrders.INDEX)
    @DynamoDbAttribute("gsi_sk")
    public String getGsiSk() {
        return gsiSk;
    }

    /** Sets the GSI sort key. */
    public void setGsiSk(String gsiSk) {
        this.gsiSk = gsiSk;
    }

    /** USER, PREFERENCES or ORDER. */
    public String getEntityType() {
        return entityType;
    }

    /** Sets the entity type. */
    public void setEntityType(String entityType) {
        this.entityType = entityType;
    }

    /** The user's id. */
    public String getUserId() {
        return userId;
    }

    /** Sets the user's id. */
    public void setUserId(String userId) {
        this.userId = userId;
    }

    /** A user's name. */
    public String getName() {
        return name;
    }

    /** Sets the name. */
    public void setName(String name) {
        this.name = name;
    }

    /** A user's email address. */
    public String getEmail() {
        return email;
    }

    /** Sets the email address. */
    public void setEmail(String email) {
        this.email = email;
    }

    /** An order's id. */
    public String getOrderId() {
        return orderId;
    }

    /** Sets the order's id. */
    public void setOrderId(String orderId) {
        this.orderId = orderId;
    }

    /** An order's status. */
    public String getStatus() {
        return status;
    }

    /** Sets the status. */
    public void setStatus(String status) {
        this.status = status;
    }

    /** An order's total. */
    public BigDecimal getTotal() {
        return total;
    }

    /** Sets the total. */
    public void setTotal(BigDecimal total) {
        this.total = total;
    }

    /** When the entity was created, ISO-8601. */
    public String getCreatedAt() {
        return createdAt;
    }

    /** Sets the creation time. */
    public void setCreatedAt(String createdAt) {
        this.createdAt = createdAt;
    }

    User toUser() {
        return new User(userId, name, email, Instant.parse(createdAt));
    }

    Order toOrder() {
        return new Order(orderId, userId, status, total, Instant.parse(createdAt));
    }

    static OverloadedItem of(Order order) {
        OverloadedItem item = new OverloadedItem();
        item.setPk("USER#" + order.userId());
        item.setSk("ORDER#" + order.orderId());
        item.setGsiPk(item.getPk());
        item.setGsiSk(item.getSk());
        item.setEntityType("ORDER");
        item.setUserId(order.userId());
        item.setOrderId(order.orderId());
        item.setStatus(order.status());
        item.setTotal(order.total());
        item.setCreatedAt(order.createdAt().toString());
        return item;
    }
}
