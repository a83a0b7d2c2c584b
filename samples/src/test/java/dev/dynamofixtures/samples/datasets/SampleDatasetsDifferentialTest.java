package dev.dynamofixtures.samples.datasets;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.MessageDialect;
import dev.dynamofixtures.core.MutableClock;
import dev.dynamofixtures.core.dataset.Dataset;
import dev.dynamofixtures.core.dataset.DatasetTable;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * The five sample datasets loaded into DynamoDB Local 3.3.1 with {@code loadInto}, and into the engine both with
 * {@code loadInto} (request by request) and with {@code seed} (in bulk), give the same tables, the same full paged
 * Scan of every table and index (items, order, counts and LastEvaluatedKeys, page by page), and the same answers
 * and errors for the articles' queries.
 */
class SampleDatasetsDifferentialTest {
    private static final int PAGE = 7;
    /**
     * "Now" for the relative times here: far enough ahead that no time to live has passed by the wall clock.
     * DynamoDB Local deletes items whose time to live passed (by the wall clock, within the last five years) in the
     * background, within seconds; the engine deletes them only when {@code expireItems()} is called.
     */
    private static final Instant NOW = Instant.parse("2099-11-05T18:00:00Z");

    private static final Map<String, InMemoryDynamo> ENGINES = new LinkedHashMap<>();
    private static DynamoDbClient local;

    @BeforeAll
    static void load() {
        MutableClock clock = MutableClock.at(NOW);
        Dataset datasets = SampleDatasets.readAll();
        InMemoryDynamo loaded = InMemoryDynamo.builder().clock(clock).messageDialect(MessageDialect.LOCAL).build();
        datasets.loadInto(loaded.client(), clock);
        ENGINES.put("engine (loadInto)", loaded);
        ENGINES.put("engine (seed)", InMemoryDynamo.builder().clock(clock).messageDialect(MessageDialect.LOCAL)
                .build().seed(datasets));
        local = DynamoDbLocal.emptyClient();
        datasets.loadInto(local, clock);
    }

    @AfterAll
    static void close() {
        ENGINES.values().forEach(InMemoryDynamo::close);
        ENGINES.clear();
    }

    /** A page of a Scan or Query: what both backends must agree on. */
    record Page(List<Map<String, AttributeValue>> items, int count, int scannedCount,
                Map<String, AttributeValue> lastEvaluatedKey) {
        static Page of(ScanResponse response) {
            return new Page(response.items(), response.count(), response.scannedCount(),
                    response.hasLastEvaluatedKey() ? response.lastEvaluatedKey() : null);
        }

        static Page of(QueryResponse response) {
            return new Page(response.items(), response.count(), response.scannedCount(),
                    response.hasLastEvaluatedKey() ? response.lastEvaluatedKey() : null);
        }
    }

    static Stream<Arguments> tablesAndIndexes() {
        List<Arguments> targets = new ArrayList<>();
        for (String resource : SampleDatasets.ALL) {
            for (DatasetTable table : SampleDatasets.read(resource).tables()) {
                CreateTableRequest request = table.createTableRequest();
                targets.add(Arguments.of(table.name(), null));
                request.globalSecondaryIndexes().forEach(i -> targets.add(Arguments.of(table.name(), i.indexName())));
                request.localSecondaryIndexes().forEach(i -> targets.add(Arguments.of(table.name(), i.indexName())));
            }
        }
        return targets.stream();
    }

    static List<ArticleQueries.Named> articleQueries() {
        return ArticleQueries.all();
    }

    @Test
    void the_tables_are_described_alike() {
        for (DatasetTable table : SampleDatasets.readAll().tables()) {
            String name = table.name();
            assertSame(name + ": key schema", c -> c.describeTable(b -> b.tableName(name)).table().keySchema());
            assertSame(name + ": item count", c -> c.describeTable(b -> b.tableName(name)).table().itemCount());
            assertSame(name + ": GSIs", c -> globalIndexes(c.describeTable(b -> b.tableName(name)).table()));
            assertSame(name + ": LSIs", c -> c.describeTable(b -> b.tableName(name)).table().localSecondaryIndexes()
                    .stream().map(i -> i.indexName() + " " + i.keySchema() + " " + i.projection()).toList());
            assertSame(name + ": time to live",
                    c -> c.describeTimeToLive(b -> b.tableName(name)).timeToLiveDescription());
        }
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("tablesAndIndexes")
    void every_table_and_index_scans_alike_page_by_page(String table, String index) {
        // when
        List<Page> localPages = scan(local, table, index);

        // then
        assertSame("the pages of " + table + " " + index, c -> scan(c, table, index));
        assertThat(localPages.size()).as("paged").isGreaterThan(1);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("articleQueries")
    void every_article_query_answers_alike(ArticleQueries.Named query) {
        QueryRequest request = query.request();
        assertSame(query + ", in one page", c -> List.of(Page.of(c.query(request))));
        assertSame(query + ", backwards", c -> List.of(Page.of(c.query(request.toBuilder().scanIndexForward(
                Boolean.FALSE.equals(request.scanIndexForward())).build()))));
        assertSame(query + ", by pages of 2", c -> pages(c, request.toBuilder().limit(2).build()));
    }

    @Test
    void the_articles_pitfalls_are_refused_alike() {
        // given
        QueryRequest amountFilter = ArticleQueries.ordersSince("1A2B3C", "PENDING", "2025-11-04").toBuilder()
                .filterExpression("amount > :min_amount").expressionAttributeValues(Map.of(
                        ":cust", AttributeValue.fromS("1A2B3C"), ":status", AttributeValue.fromS("PENDING"),
                        ":from", AttributeValue.fromS("2025-11-04"), ":min_amount", AttributeValue.fromN("100")))
                .build();
        QueryRequest halfPartition = ArticleQueries.shardedOrders("9Z8Y7X", "NEW").toBuilder()
                .keyConditionExpression("customer_id = :cust").expressionAttributeNames(null)
                .expressionAttributeValues(Map.of(":cust", AttributeValue.fromS("9Z8Y7X"))).build();

        // then
        for (QueryRequest request : List.of(amountFilter, halfPartition)) {
            assertThat(error(local, request)).as("DynamoDB Local refuses " + request).isNotEqualTo("no error");
            assertSame(request.keyConditionExpression(), c -> error(c, request));
        }
    }

    private static String error(DynamoDbClient client, QueryRequest request) {
        try {
            client.query(request);
            return "no error";
        } catch (DynamoDbException e) {
            return e.statusCode() + " " + e.awsErrorDetails().errorCode() + ": " + e.awsErrorDetails().errorMessage();
        }
    }

    /** Asserts that each engine answers {@code call} as DynamoDB Local does. */
    private static void assertSame(String description, Function<DynamoDbClient, ?> call) {
        Object expected = call.apply(local);
        ENGINES.forEach((engine, dynamo) -> assertThat(call.apply(dynamo.client()))
                .as("%s, %s", description, engine).isEqualTo(expected));
    }

    private static List<Page> scan(DynamoDbClient client, String table, String index) {
        List<Page> pages = new ArrayList<>();
        Map<String, AttributeValue> start = null;
        do {
            Map<String, AttributeValue> from = start;
            ScanResponse response = client.scan(b -> b.tableName(table).indexName(index).limit(PAGE)
                    .exclusiveStartKey(from));
            pages.add(Page.of(response));
            start = response.hasLastEvaluatedKey() ? response.lastEvaluatedKey() : null;
        } while (start != null);
        return pages;
    }

    private static List<Page> pages(DynamoDbClient client, QueryRequest request) {
        List<Page> pages = new ArrayList<>();
        Map<String, AttributeValue> start = null;
        do {
            QueryResponse response = client.query(request.toBuilder().exclusiveStartKey(start).build());
            pages.add(Page.of(response));
            start = response.hasLastEvaluatedKey() ? response.lastEvaluatedKey() : null;
        } while (start != null);
        return pages;
    }

    private static List<String> globalIndexes(TableDescription table) {
        return table.globalSecondaryIndexes().stream()
                .sorted(Comparator.comparing(GlobalSecondaryIndexDescription::indexName))
                .map(i -> i.indexName() + " " + i.keySchema() + " " + i.projection() + " " + i.itemCount())
                .toList();
    }
}
