package dev.dynamofixtures.core.ops;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/** Small builders for the tables and items the operation tests use. */
public final class TestTables {
    private TestTables() {
    }

    /** A table builder: {@code table("t").hash("pk", S).range("sk", N).gsi(...).create(client)}. */
    public static Builder table(String name) {
        return new Builder(name);
    }

    public static final class Builder {
        private final String name;
        private final Map<String, ScalarAttributeType> definitions = new LinkedHashMap<>();
        private final List<KeySchemaElement> key = new ArrayList<>();
        private final List<GlobalSecondaryIndex> gsis = new ArrayList<>();
        private final List<LocalSecondaryIndex> lsis = new ArrayList<>();

        private Builder(String name) {
            this.name = name;
        }

        public Builder hash(String attribute, ScalarAttributeType type) {
            definitions.put(attribute, type);
            key.add(element(attribute, KeyType.HASH));
            return this;
        }

        public Builder range(String attribute, ScalarAttributeType type) {
            definitions.put(attribute, type);
            key.add(element(attribute, KeyType.RANGE));
            return this;
        }

        /** A GSI; {@code keys} alternate name, type; names starting with '>' are RANGE attributes. */
        public Builder gsi(String indexName, ProjectionType projection, Object... keys) {
            List<KeySchemaElement> elements = new ArrayList<>();
            for (int i = 0; i < keys.length; i += 2) {
                String attribute = (String) keys[i];
                boolean range = attribute.startsWith(">");
                attribute = range ? attribute.substring(1) : attribute;
                definitions.put(attribute, (ScalarAttributeType) keys[i + 1]);
                elements.add(element(attribute, range ? KeyType.RANGE : KeyType.HASH));
            }
            gsis.add(GlobalSecondaryIndex.builder().indexName(indexName).keySchema(elements)
                    .projection(Projection.builder().projectionType(projection).build()).build());
            return this;
        }

        public Builder gsiInclude(String indexName, List<String> include, Object... keys) {
            gsi(indexName, ProjectionType.INCLUDE, keys);
            GlobalSecondaryIndex last = gsis.remove(gsis.size() - 1);
            gsis.add(last.toBuilder().projection(Projection.builder().projectionType(ProjectionType.INCLUDE)
                    .nonKeyAttributes(include).build()).build());
            return this;
        }

        public Builder lsi(String indexName, ProjectionType projection, String sortAttribute, ScalarAttributeType type) {
            definitions.put(sortAttribute, type);
            lsis.add(LocalSecondaryIndex.builder().indexName(indexName)
                    .keySchema(key.get(0), element(sortAttribute, KeyType.RANGE))
                    .projection(Projection.builder().projectionType(projection).build()).build());
            return this;
        }

        public CreateTableRequest request() {
            CreateTableRequest.Builder request = CreateTableRequest.builder()
                    .tableName(name)
                    .billingMode(BillingMode.PAY_PER_REQUEST)
                    .keySchema(key)
                    .attributeDefinitions(definitions.entrySet().stream()
                            .map(e -> AttributeDefinition.builder().attributeName(e.getKey()).attributeType(e.getValue()).build())
                            .toList());
            if (!gsis.isEmpty()) {
                request.globalSecondaryIndexes(gsis);
            }
            if (!lsis.isEmpty()) {
                request.localSecondaryIndexes(lsis);
            }
            return request.build();
        }

        public void create(DynamoDbClient client) {
            client.createTable(request());
        }
    }

    private static KeySchemaElement element(String attribute, KeyType type) {
        return KeySchemaElement.builder().attributeName(attribute).keyType(type).build();
    }

    /** An item from alternating names and values: Strings become S, Numbers N, byte[] B, Boolean BOOL. */
    public static Map<String, AttributeValue> item(Object... pairs) {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            item.put((String) pairs[i], value(pairs[i + 1]));
        }
        return item;
    }

    public static AttributeValue value(Object value) {
        if (value instanceof AttributeValue av) {
            return av;
        }
        if (value instanceof String s) {
            return AttributeValue.fromS(s);
        }
        if (value instanceof Number n) {
            return AttributeValue.fromN(n.toString());
        }
        if (value instanceof byte[] b) {
            return AttributeValue.fromB(SdkBytes.fromByteArray(b));
        }
        if (value instanceof Boolean b) {
            return AttributeValue.fromBool(b);
        }
        throw new IllegalArgumentException("no attribute value for " + value);
    }
}
