package dev.dynamofixtures.core.differential;

import static dev.dynamofixtures.core.ops.TestTables.table;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType.S;

import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.MessageDialect;
import dev.dynamofixtures.core.dataset.Dataset;
import dev.dynamofixtures.core.dataset.DatasetException;
import dev.dynamofixtures.core.dataset.DatasetTable;
import dev.dynamofixtures.core.server.HttpTransport;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveDescription;

/**
 * The same dataset loaded with {@link Dataset#loadInto} into the engine and into DynamoDB Local 3.3.1 gives the same
 * tables (key schemas, indexes, projections, item counts, time to live) and the same items, in the same order, in
 * every table and every index, page by page: the five data models of the articles in shared/seeds.
 *
 * <p>Index scans are compared with the order of items whose index keys tie normalised (by table key): DynamoDB
 * leaves that order unspecified, the engine breaks ties by table key, and DynamoDB Local in an order of its own
 * that is neither insertion nor table-key order (the same whether loaded by PutItem or BatchWriteItem). Pages of
 * an index scan are compared by size, since a page boundary inside a tie falls on different items.
 */
class DatasetDifferentialTest {
    private static final Clock CLOCK = Clock.fixed(Instant.parse("2030-01-01T00:00:00Z"), ZoneOffset.UTC);
    private static final int PAGE = 40;

    private InMemoryDynamo engine;
    private DynamoDbClient ours;
    private DynamoDbClient local;

    @BeforeEach
    void start() {
        DynamoDbLocal.reset();
        engine = InMemoryDynamo.builder().messageDialect(MessageDialect.LOCAL).clock(CLOCK).build();
        ours = HttpTransport.engineClient(engine);
        local = DynamoDbLocal.client();
    }

    @AfterEach
    void close() {
        ours.close();
        engine.close();
    }

    static Stream<Arguments> models() {
        return SeedModels.all().entrySet().stream().map(model -> Arguments.of(model.getKey(), model.getValue()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("models")
    void loads_the_same_tables_and_items_into_the_engine_and_dynamodb_local(String model, Dataset dataset) {
        // given
        assertThat(dataset.itemCount()).as(model).isBetween(30L, 200L);

        // when
        dataset.loadInto(ours, CLOCK);
        dataset.loadInto(local, CLOCK);

        // then
        assertSameOnBoth(dataset);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("models")
    void seeding_the_engine_gives_what_loading_dynamodb_local_gives(String model, Dataset dataset) {
        // when
        engine.seed(dataset);
        dataset.loadInto(local, CLOCK);

        // then
        assertSameOnBoth(dataset);
    }

    private void assertSameOnBoth(Dataset dataset) {
        for (DatasetTable table : dataset.tables()) {
            String name = table.name();
            Shape engineShape = Shape.of(ours, name);
            assertThat(engineShape).as("DescribeTable of %s", name).isEqualTo(Shape.of(local, name));
            assertThat(engineShape.itemCount()).as("items in %s", name).isEqualTo(dataset.items(name, CLOCK).size());
            assertThat(pages(ours, name, null)).as("Scan of %s", name).isEqualTo(pages(local, name, null));
            List<String> tableKey = names(engineShape.keySchema());
            for (IndexShape index : engineShape.indexes()) {
                List<Page> onEngine = pages(ours, name, index.name());
                List<Page> onLocal = pages(local, name, index.name());
                assertThat(sizes(onEngine)).as("page sizes of index %s of %s", index.name(), name)
                        .isEqualTo(sizes(onLocal));
                List<String> indexKey = names(index.keySchema());
                assertThat(Normalized.ties(items(onEngine), indexKey, tableKey, false))
                        .as("Scan of index %s of %s", index.name(), name)
                        .isEqualTo(Normalized.ties(items(onLocal), indexKey, tableKey, false));
            }
        }
    }

    @Test
    void a_table_that_differs_from_the_dataset_stops_the_load_alike_and_nothing_is_written() {
        // given an orders table keyed on id on both backends
        Dataset dataset = SeedModels.orders();
        for (DynamoDbClient client : List.of(ours, local)) {
            table("orders").hash("id", S).create(client);
        }

        // when
        DatasetException onEngine = catchThrowableOfType(() -> dataset.loadInto(ours, CLOCK), DatasetException.class);
        DatasetException onLocal = catchThrowableOfType(() -> dataset.loadInto(local, CLOCK), DatasetException.class);

        // then
        assertThat(onEngine.problems()).isEqualTo(onLocal.problems()).hasSize(3);
        assertThat(onLocal.problems().get(0).message())
                .startsWith("table orders already exists with another primary key than the dataset's");
        for (DynamoDbClient client : List.of(ours, local)) {
            assertThat(client.scan(b -> b.tableName("orders")).count()).isZero();
            assertThat(client.describeTimeToLive(b -> b.tableName("orders")).timeToLiveDescription()
                    .timeToLiveStatusAsString()).isEqualTo("DISABLED");
        }
    }

    /** Every page of a Scan of the table or one of its indexes, {@value #PAGE} items a page, with its last key. */
    private static List<Page> pages(DynamoDbClient client, String table, String index) {
        List<Page> pages = new ArrayList<>();
        Map<String, AttributeValue> start = null;
        do {
            Map<String, AttributeValue> from = start;
            ScanResponse page = client.scan(b -> b.tableName(table).indexName(index).limit(PAGE).exclusiveStartKey(from));
            start = page.hasLastEvaluatedKey() ? page.lastEvaluatedKey() : null;
            pages.add(new Page(page.items(), start));
        } while (start != null);
        return pages;
    }

    private static List<Integer> sizes(List<Page> pages) {
        return pages.stream().map(page -> page.items().size()).toList();
    }

    private static List<Map<String, AttributeValue>> items(List<Page> pages) {
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        pages.forEach(page -> items.addAll(page.items()));
        return items;
    }

    private static List<String> names(List<KeySchemaElement> keySchema) {
        return keySchema.stream().map(KeySchemaElement::attributeName).toList();
    }

    private record Page(List<Map<String, AttributeValue>> items, Map<String, AttributeValue> lastEvaluatedKey) {
    }

    /** What DescribeTable and DescribeTimeToLive say of a table, without what differs by nature (times, ARNs, ids). */
    private record Shape(List<KeySchemaElement> keySchema, Set<String> attributeDefinitions, long itemCount,
                         List<IndexShape> indexes, String timeToLive) {
        static Shape of(DynamoDbClient client, String table) {
            TableDescription description = client.describeTable(b -> b.tableName(table)).table();
            Set<String> definitions = new TreeSet<>();
            for (AttributeDefinition definition : description.attributeDefinitions()) {
                definitions.add(definition.attributeName() + ": " + definition.attributeTypeAsString());
            }
            List<IndexShape> indexes = new ArrayList<>();
            description.globalSecondaryIndexes().forEach(index -> indexes.add(new IndexShape("global", index.indexName(),
                    index.keySchema(), projection(index.projection()), index.itemCount())));
            description.localSecondaryIndexes().forEach(index -> indexes.add(new IndexShape("local", index.indexName(),
                    index.keySchema(), projection(index.projection()), index.itemCount())));
            indexes.sort(Comparator.comparing(IndexShape::name));
            TimeToLiveDescription ttl = client.describeTimeToLive(b -> b.tableName(table)).timeToLiveDescription();
            return new Shape(description.keySchema(), definitions, description.itemCount(), indexes,
                    ttl.timeToLiveStatusAsString() + " " + ttl.attributeName());
        }

        private static String projection(Projection projection) {
            return projection.projectionTypeAsString() + (projection.hasNonKeyAttributes()
                    ? " " + new TreeSet<>(projection.nonKeyAttributes()) : "");
        }
    }

    private record IndexShape(String kind, String name, List<KeySchemaElement> keySchema, String projection,
                              Long itemCount) {
    }
}
