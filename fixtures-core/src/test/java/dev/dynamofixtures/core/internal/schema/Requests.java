package dev.dynamofixtures.core.internal.schema;

import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateGlobalSecondaryIndexAction;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexUpdate;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest;

/** Short builders for table-operation requests, so that tests read as the rule they pin. */
final class Requests {
    private Requests() {
    }

    /** Attribute definitions from "name:type" pairs, e.g. {@code defs("pk:S", "n:N")}. */
    static List<AttributeDefinition> defs(String... specs) {
        List<AttributeDefinition> defs = new ArrayList<>();
        for (String spec : specs) {
            String[] parts = spec.split(":", -1);
            defs.add(AttributeDefinition.builder().attributeName(parts[0]).attributeType(parts[1]).build());
        }
        return defs;
    }

    /** A key schema from "name:TYPE" pairs, e.g. {@code key("pk:HASH", "sk:RANGE")}. */
    static List<KeySchemaElement> key(String... specs) {
        List<KeySchemaElement> key = new ArrayList<>();
        for (String spec : specs) {
            String[] parts = spec.split(":", -1);
            key.add(KeySchemaElement.builder().attributeName(parts[0]).keyType(parts[1]).build());
        }
        return key;
    }

    static Projection all() {
        return Projection.builder().projectionType(ProjectionType.ALL).build();
    }

    static Projection include(String... attributes) {
        return Projection.builder().projectionType(ProjectionType.INCLUDE).nonKeyAttributes(attributes).build();
    }

    static ProvisionedThroughput throughput(long read, long write) {
        return ProvisionedThroughput.builder().readCapacityUnits(read).writeCapacityUnits(write).build();
    }

    /** An on-demand table keyed by {@code pk} (S), optionally with a sort key {@code sk} (S). */
    static CreateTableRequest.Builder table(String name, boolean withSortKey) {
        return CreateTableRequest.builder().tableName(name).billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(withSortKey ? defs("pk:S", "sk:S") : defs("pk:S"))
                .keySchema(withSortKey ? key("pk:HASH", "sk:RANGE") : key("pk:HASH"));
    }

    static GlobalSecondaryIndex gsi(String name, Projection projection, String... keySpecs) {
        return GlobalSecondaryIndex.builder().indexName(name).keySchema(key(keySpecs)).projection(projection).build();
    }

    static LocalSecondaryIndex lsi(String name, Projection projection, String... keySpecs) {
        return LocalSecondaryIndex.builder().indexName(name).keySchema(key(keySpecs)).projection(projection).build();
    }

    /** An UpdateTable request creating one GSI, with the given attribute definitions. */
    static UpdateTableRequest createIndex(String table, List<AttributeDefinition> defs, String index,
                                          Projection projection, String... keySpecs) {
        return UpdateTableRequest.builder().tableName(table).attributeDefinitions(defs)
                .globalSecondaryIndexUpdates(GlobalSecondaryIndexUpdate.builder().create(
                        CreateGlobalSecondaryIndexAction.builder().indexName(index).keySchema(key(keySpecs))
                                .projection(projection).build()).build())
                .build();
    }

    static UpdateTableRequest deleteIndex(String table, String index) {
        return UpdateTableRequest.builder().tableName(table)
                .globalSecondaryIndexUpdates(u -> u.delete(d -> d.indexName(index)))
                .build();
    }
}
