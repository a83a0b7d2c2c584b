package dev.dynamofixtures.samples.sessions;

import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbBean;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbPartitionKey;

/** A login session; DynamoDB's time to live deletes it some time after {@code expiresAt} (epoch seconds). */
@DynamoDbBean
public class Session {
    private String id;
    private String user;
    private Long expiresAt;

    public Session() {
    }

    Session(String id, String user, long expiresAt) {
        this.id = id;
        this.user = user;
        this.expiresAt = expiresAt;
    }

    @DynamoDbPartitionKey
    public String getId() {
        return id;
    }

    public void setId(String id) {
        this.id = id;
    }

    public String getUser() {
        return user;
    }

    public void setUser(String user) {
        this.user = user;
    }

    public Long getExpiresAt() {
        return expiresAt;
    }

    public void setExpiresAt(Long expiresAt) {
        this.expiresAt = expiresAt;
    }
}
