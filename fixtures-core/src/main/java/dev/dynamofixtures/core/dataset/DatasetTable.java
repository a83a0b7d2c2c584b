package dev.dynamofixtures.core.dataset;

import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;

/**
 * A table a dataset defines: the CreateTable request that makes it (key schema, attribute definitions, global
 * and local secondary indexes with their projections, billing mode, stream specification) and its time-to-live
 * attribute, if any. {@code origin} says where it was defined ({@code orders.yml:3:3}).
 */
public record DatasetTable(String name, CreateTableRequest createTableRequest, Optional<String> timeToLiveAttribute,
                           String origin) {
    public DatasetTable {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(createTableRequest, "createTableRequest");
        Objects.requireNonNull(timeToLiveAttribute, "timeToLiveAttribute");
        Objects.requireNonNull(origin, "origin");
        if (!name.equals(createTableRequest.tableName())) {
            throw new IllegalArgumentException("the request creates " + createTableRequest.tableName() + ", not " + name);
        }
    }

    /** The same table under another name. */
    public DatasetTable renamed(String newName) {
        return new DatasetTable(newName, createTableRequest.toBuilder().tableName(newName).build(),
                timeToLiveAttribute, origin);
    }
}
