package dev.dynamofixtures.core.internal.dataset;

import dev.dynamofixtures.core.InMemoryDynamo;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * What DescribeTable says about a table once the engine has created it, without what differs between two
 * creations (ARNs, ids, timestamps, sizes): key schema, attribute definitions, indexes with their key schemas,
 * projections and throughput, billing mode, throughput, stream, table class and deletion protection. Two
 * CreateTable requests make the same table when their shapes are equal. Also builders for the expected requests.
 */
record TableShape(String name, List<KeySchemaElement> keySchema, List<AttributeDefinition> attributes,
                  Map<String, IndexShape> globalIndexes, Map<String, IndexShape> localIndexes, String billingMode,
                  Long read, Long write, StreamSpecification stream, String tableClass, Boolean deletionProtection) {

    record IndexShape(List<KeySchemaElement> keySchema, Projection projection, Long read, Long write) {
    }

    /** The shape of the table that {@code request} creates on a fresh engine. */
    static TableShape of(CreateTableRequest request) {
        try (InMemoryDynamo dynamo = InMemoryDynamo.create()) {
            dynamo.client().createTable(request);
            return of(dynamo.client().describeTable(r -> r.tableName(request.tableName())).table());
        }
    }

    static TableShape of(TableDescription table) {
        Map<String, IndexShape> globals = new TreeMap<>();
        table.globalSecondaryIndexes().forEach(gsi -> globals.put(gsi.indexName(), new IndexShape(gsi.keySchema(),
                gsi.projection(), gsi.provisionedThroughput() == null ? null
                : gsi.provisionedThroughput().readCapacityUnits(), gsi.provisionedThroughput() == null ? null
                : gsi.provisionedThroughput().writeCapacityUnits())));
        Map<String, IndexShape> locals = new TreeMap<>();
        table.localSecondaryIndexes().forEach(lsi -> locals.put(lsi.indexName(), new IndexShape(lsi.keySchema(),
                lsi.projection(), null, null)));
        List<AttributeDefinition> attributes = table.attributeDefinitions().stream()
                .sorted(Comparator.comparing(AttributeDefinition::attributeName)).toList();
        return new TableShape(table.tableName(), table.keySchema(), attributes, globals, locals,
                table.billingModeSummary() == null ? null : table.billingModeSummary().billingModeAsString(),
                table.provisionedThroughput().readCapacityUnits(), table.provisionedThroughput().writeCapacityUnits(),
                table.streamSpecification(), table.tableClassSummary() == null ? null
                : table.tableClassSummary().tableClassAsString(), table.deletionProtectionEnabled());
    }

    static Path resource(String name) {
        try {
            return Path.of(TableShape.class.getResource("/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    static AttributeDefinition attribute(String name, ScalarAttributeType type) {
        return AttributeDefinition.builder().attributeName(name).attributeType(type).build();
    }

    static KeySchemaElement hash(String name) {
        return KeySchemaElement.builder().attributeName(name).keyType(KeyType.HASH).build();
    }

    static KeySchemaElement range(String name) {
        return KeySchemaElement.builder().attributeName(name).keyType(KeyType.RANGE).build();
    }

    static Projection projection(ProjectionType type, String... nonKeyAttributes) {
        Projection.Builder projection = Projection.builder().projectionType(type);
        return nonKeyAttributes.length == 0 ? projection.build()
                : projection.nonKeyAttributes(nonKeyAttributes).build();
    }

    static GlobalSecondaryIndex gsi(String name, Projection projection, KeySchemaElement... key) {
        return GlobalSecondaryIndex.builder().indexName(name).keySchema(key).projection(projection).build();
    }

    static GlobalSecondaryIndex gsi(String name, Projection projection, long read, long write,
                                    KeySchemaElement... key) {
        return gsi(name, projection, key).toBuilder().provisionedThroughput(throughput(read, write)).build();
    }

    static LocalSecondaryIndex lsi(String name, Projection projection, KeySchemaElement... key) {
        return LocalSecondaryIndex.builder().indexName(name).keySchema(key).projection(projection).build();
    }

    static ProvisionedThroughput throughput(long read, long write) {
        return ProvisionedThroughput.builder().readCapacityUnits(read).writeCapacityUnits(write).build();
    }

    static CreateTableRequest.Builder onDemand(String name) {
        return CreateTableRequest.builder().tableName(name).billingMode(BillingMode.PAY_PER_REQUEST);
    }

    static CreateTableRequest.Builder provisioned(String name, long read, long write) {
        return CreateTableRequest.builder().tableName(name).billingMode(BillingMode.PROVISIONED)
                .provisionedThroughput(throughput(read, write));
    }
}
