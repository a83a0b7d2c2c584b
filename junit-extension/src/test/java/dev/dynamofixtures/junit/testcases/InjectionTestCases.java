package dev.dynamofixtures.junit.testcases;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.MutableClock;
import dev.dynamofixtures.junit.DynamoFixture;
import dev.dynamofixtures.junit.DynamoFixtureContext;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.enhanced.dynamodb.AttributeConverterProvider;
import software.amazon.awssdk.enhanced.dynamodb.AttributeValueType;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbEnhancedClient;
import software.amazon.awssdk.enhanced.dynamodb.Key;
import software.amazon.awssdk.enhanced.dynamodb.TableMetadata;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.enhanced.dynamodb.document.EnhancedDocument;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Every injectable type, in every position: within a test, all of them are the test's own fork (what one writes,
 * every other reads); class-level methods get the class's seeded database.
 */
@DynamoFixture(seed = "orders.yml", clock = "2030-01-01T09:00:00Z")
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
public class InjectionTestCases {
    private static DynamoFixtureContext classLevel;

    private final DynamoDbClient constructorClient;
    private final DynamoFixtureContext constructorFixture;

    private DynamoDbClient client;
    private DynamoDbAsyncClient asyncClient;
    private DynamoDbEnhancedClient enhancedClient;
    private URI endpoint;
    private MutableClock clock;
    private InMemoryDynamo engine;
    private DynamoFixtureContext fixture;
    private MutableClock initialisedByTheTest = MutableClock.at(Instant.EPOCH);

    private DynamoFixtureContext beforeEachFixture;

    InjectionTestCases(DynamoDbClient constructorClient, DynamoFixtureContext constructorFixture) {
        this.constructorClient = constructorClient;
        this.constructorFixture = constructorFixture;
    }

    @BeforeAll
    static void beforeAll(DynamoFixtureContext fixture, DynamoDbClient client) {
        classLevel = fixture;
        // the class's database: every test starts from what is written here
        Orders.put(client, "C0", "FROM_BEFORE_ALL", "PENDING", 1);
    }

    @BeforeEach
    void beforeEach(DynamoFixtureContext fixture, DynamoDbClient client) {
        beforeEachFixture = fixture;
        Orders.put(client, "C0", "FROM_BEFORE_EACH", "PENDING", 2);
    }

    @Test
    @Order(1)
    void every_injected_object_of_a_test_is_the_same_fork(DynamoDbClient parameterClient,
            DynamoDbAsyncClient parameterAsync, DynamoDbEnhancedClient parameterEnhanced, URI parameterEndpoint,
            MutableClock parameterClock, InMemoryDynamo parameterEngine, DynamoFixtureContext parameterFixture) {
        // the same handle everywhere in the test
        assertThat(parameterFixture).isSameAs(fixture).isSameAs(constructorFixture).isSameAs(beforeEachFixture)
                .isNotSameAs(classLevel);
        assertThat(parameterEngine).isSameAs(engine).isSameAs(fixture.engine());
        assertThat(parameterClock).isSameAs(clock).isSameAs(fixture.mutableClock());
        assertThat(parameterEndpoint).isEqualTo(endpoint).isEqualTo(fixture.endpoint());
        assertThat(initialisedByTheTest.instant()).isEqualTo(Instant.EPOCH);

        // a write through one is read through every other
        Orders.put(constructorClient, "C5", "O5", "WRITTEN_BY_CONSTRUCTOR_CLIENT", 5);
        assertThat(Orders.status(parameterClient, "C5", "O5")).contains("WRITTEN_BY_CONSTRUCTOR_CLIENT");
        assertThat(Orders.status(client, "C5", "O5")).contains("WRITTEN_BY_CONSTRUCTOR_CLIENT");
        assertThat(parameterAsync.getItem(b -> b.tableName("orders").key(key("C5", "O5"))).join().item().get("status")
                .s()).isEqualTo("WRITTEN_BY_CONSTRUCTOR_CLIENT");
        assertThat(asyncClient.getItem(b -> b.tableName("orders").key(key("C0", "FROM_BEFORE_EACH"))).join().hasItem())
                .isTrue();
        assertThat(document(parameterEnhanced, "C5", "O5").getString("status")).isEqualTo("WRITTEN_BY_CONSTRUCTOR_CLIENT");
        assertThat(document(enhancedClient, "C0", "FROM_BEFORE_ALL").getString("status")).isEqualTo("PENDING");
        try (DynamoDbClient overHttp = overHttp(parameterEndpoint)) {
            assertThat(Orders.status(overHttp, "C5", "O5")).contains("WRITTEN_BY_CONSTRUCTOR_CLIENT");
        }
        assertThat(Orders.count(fixture.client())).isEqualTo(3 + 2 + 1);
        parameterClock.advance(Duration.ofHours(1));
    }

    @Test
    @Order(2)
    void the_next_test_gets_a_fork_of_its_own(DynamoDbClient parameterClient, MutableClock parameterClock) {
        assertThat(Orders.status(constructorClient, "C5", "O5")).isEmpty();
        assertThat(Orders.status(parameterClient, "C5", "O5")).isEmpty();
        assertThat(Orders.status(parameterClient, "C0", "FROM_BEFORE_ALL")).contains("PENDING");
        assertThat(parameterClock.instant()).hasToString("2030-01-01T09:00:00Z");
        assertThat(fixture.tables()).containsExactly("orders");
        assertThat(fixture.backend()).isEqualTo("in-memory");
    }

    @AfterEach
    void afterEach(DynamoFixtureContext fixture) {
        assertThat(fixture).isSameAs(this.fixture);
    }

    @AfterAll
    static void afterAll(DynamoFixtureContext fixture) {
        assertThat(fixture).isSameAs(classLevel);
        // no test's write reached the class's database
        assertThat(Orders.count(fixture.client())).isEqualTo(3 + 1);
    }

    private static Map<String, AttributeValue> key(String customer, String order) {
        return Map.of("customer_id", AttributeValue.fromS(customer), "order_id", AttributeValue.fromS(order));
    }

    private static EnhancedDocument document(DynamoDbEnhancedClient enhanced, String customer, String order) {
        TableSchema<EnhancedDocument> schema = TableSchema.documentSchemaBuilder()
                .addIndexPartitionKey(TableMetadata.primaryIndexName(), "customer_id", AttributeValueType.S)
                .addIndexSortKey(TableMetadata.primaryIndexName(), "order_id", AttributeValueType.S)
                .attributeConverterProviders(AttributeConverterProvider.defaultProvider())
                .build();
        return enhanced.table("orders", schema).getItem(Key.builder().partitionValue(customer).sortValue(order).build());
    }

    private static DynamoDbClient overHttp(URI endpoint) {
        return DynamoDbClient.builder().endpointOverride(endpoint).region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("key", "secret")))
                .build();
    }
}
