package dev.dynamofixtures.assertj;

import static dev.dynamofixtures.assertj.DynamoAssertions.assertThat;
import static dev.dynamofixtures.assertj.DynamoAssertions.itemsFromYaml;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.dataset.Dataset;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * docs/failure-messages.md shows real failure messages: this test runs the assertions the page shows, and fails
 * when a fenced block of the page differs from what they print now (the code shown, and the message). Run it with
 * {@code -Ddynamofixtures.writeDocs=true} to write the page again.
 */
class FailureMessagesDocTest {

    private static final Path PAGE = docs().resolve("failure-messages.md");

    private static final Dataset SHOP = Dataset.parse("shop.yml", """
            tables:
              orders:
                key: { customer_id: S, order_id: S }
              books:
                key: { isbn: S }
                indexes:
                  ByShelf:
                    partition: [ shelf: S ]
                    sort: [ title: S ]
              products:
                key: { sku: S }
                indexes:
                  OnSale:
                    partition: [ sale: S ]
                    sort: [ sale_price: N ]
            items:
              orders:
                - { customer_id: C1, order_id: K1, status: SHIPPED, amount: 200 }
                - { customer_id: C1, order_id: K2, status: PENDING, amount: 75 }
                - { customer_id: C1, order_id: K3, status: PENDING, amount: 20, gift: true }
              books:
                - { isbn: "978-1", shelf: cooking, title: Apple pie }
                - { isbn: "978-2", shelf: cooking, title: "\\U0001F600 party food" }
                - { isbn: "978-3", shelf: cooking, title: "\\uFF76\\uFF9A\\uFF70 recipes" }
              products:
                - { sku: SPEAKER-1, name: Era 100, price: 249, sale: BLACK-FRIDAY, sale_price: 199 }
                - { sku: TV-55, name: OLED 55, price: 1499, sale: BLACK-FRIDAY, discount: 20% }
            """);

    private final InMemoryDynamo dynamo = InMemoryDynamo.create().seed(SHOP);
    private final DynamoDbClient client = dynamo.client();

    @AfterEach
    void close() {
        dynamo.close();
    }

    private static QueryRequest ordersOf(String customer) {
        return QueryRequest.builder().tableName("orders").keyConditionExpression("customer_id = :c")
                .expressionAttributeValues(Map.of(":c", AttributeValue.fromS(customer))).build();
    }

    private static final String NUMBER_AS_STRING = """
            assertThat(client.query(ordersOf("C1"))).containsExactly(itemsFromYaml(\"""
                    - { customer_id: C1, order_id: K1, status: SHIPPED, amount: "200" }
                    - { customer_id: C1, order_id: K2, status: PENDING, amount: 75 }
                    - { customer_id: C1, order_id: K3, status: PENDING, amount: 20, gift: true }
                    \"""));""";

    private String numberAsString() {
        return message(() -> assertThat(client.query(ordersOf("C1"))).containsExactly(itemsFromYaml("""
                - { customer_id: C1, order_id: K1, status: SHIPPED, amount: "200" }
                - { customer_id: C1, order_id: K2, status: PENDING, amount: 75 }
                - { customer_id: C1, order_id: K3, status: PENDING, amount: 20, gift: true }
                """)));
    }

    private static QueryRequest onShelf(String shelf) {
        return QueryRequest.builder().tableName("books").indexName("ByShelf").keyConditionExpression("shelf = :s")
                .expressionAttributeValues(Map.of(":s", AttributeValue.fromS(shelf))).build();
    }

    private static final String UTF8_ORDER = """
            TableDescription books = client.describeTable(d -> d.tableName("books")).table();
            List<Map<String, AttributeValue>> shelf = new ArrayList<>(client.query(onShelf("cooking")).items());
            shelf.sort(Comparator.comparing(book -> book.get("title").s()));   // Java's String order, not DynamoDB's
            assertThat(shelf).isInIndexOrder(books, "ByShelf");""";

    private String utf8Order() {
        TableDescription books = client.describeTable(d -> d.tableName("books")).table();
        List<Map<String, AttributeValue>> shelf = new ArrayList<>(client.query(onShelf("cooking")).items());
        shelf.sort(Comparator.comparing(book -> book.get("title").s()));
        return message(() -> assertThat(shelf).isInIndexOrder(books, "ByShelf"));
    }

    private static final String PAGES = """
            assertThat(client.queryPaginator(ordersOf("C1").toBuilder().limit(2).build()))
                    .containsExactlyInAnyOrder(itemsFromYaml(\"""
                            - { customer_id: C1, order_id: K2, status: SHIPPED, amount: 75 }
                            - { customer_id: C1, order_id: K1, status: SHIPPED, amount: 200 }
                            \"""));""";

    private String pages() {
        return message(() -> assertThat(client.queryPaginator(ordersOf("C1").toBuilder().limit(2).build()))
                .containsExactlyInAnyOrder(itemsFromYaml("""
                        - { customer_id: C1, order_id: K2, status: SHIPPED, amount: 75 }
                        - { customer_id: C1, order_id: K1, status: SHIPPED, amount: 200 }
                        """)));
    }

    private static final String N_PLUS_1 = """
            dynamo.operations().clear();
            List<String> ids = client.query(ordersOf("C1")).items().stream().map(o -> o.get("order_id").s()).toList();
            for (String id : ids) {   // one GetItem per order: the N+1 pattern
                client.getItem(g -> g.tableName("orders").key(Map.of(
                        "customer_id", AttributeValue.fromS("C1"), "order_id", AttributeValue.fromS(id))));
            }
            assertThat(dynamo.operations()).onTable("orders").hasAtMostCalls(2);""";

    private String nPlus1() {
        dynamo.operations().clear();
        List<String> ids = client.query(ordersOf("C1")).items().stream().map(o -> o.get("order_id").s()).toList();
        for (String id : ids) {
            client.getItem(g -> g.tableName("orders").key(Map.of(
                    "customer_id", AttributeValue.fromS("C1"), "order_id", AttributeValue.fromS(id))));
        }
        return message(() -> assertThat(dynamo.operations()).onTable("orders").hasAtMostCalls(2));
    }

    private static final String SPARSE_INDEX = """
            assertThat(dynamo).table("products").index("OnSale").containsKey("sku", "TV-55");""";

    private String sparseIndex() {
        return message(() -> assertThat(dynamo).table("products").index("OnSale").containsKey("sku", "TV-55"));
    }

    private List<String> blocks() {
        return List.of(NUMBER_AS_STRING, numberAsString(), UTF8_ORDER, utf8Order(), PAGES, pages(),
                N_PLUS_1, nPlus1(), SPARSE_INDEX, sparseIndex());
    }

    @Test
    void the_failure_messages_page_shows_what_the_assertions_print() throws IOException {
        List<String> blocks = blocks();
        if (Boolean.getBoolean("dynamofixtures.writeDocs")) {
            Files.writeString(PAGE, page(blocks), StandardCharsets.UTF_8);
        }
        assertThat(fencedBlocks(Files.readString(PAGE, StandardCharsets.UTF_8)))
                .as("the fenced blocks of %s; to write the page again, run this test with "
                        + "-Ddynamofixtures.writeDocs=true", PAGE)
                .containsExactlyElementsOf(blocks);
    }

    @Test
    void the_readmes_failure_messages_are_what_the_assertions_print() throws IOException {
        Path readme = docs().getParent().resolve("README.md");
        List<String> shown = new ArrayList<>();
        Matcher block = Pattern.compile("(?ms)^<!-- failure-message -->\\n```[a-z]*\\n(.*?)\\n```$")
                .matcher(Files.readString(readme, StandardCharsets.UTF_8));
        while (block.find()) {
            shown.add(block.group(1));
        }
        assertThat(shown)
                .as("the blocks of %s marked <!-- failure-message -->: copy them from docs/failure-messages.md", readme)
                .hasSizeGreaterThanOrEqualTo(6)
                .isSubsetOf(blocks());
    }

    private static String page(List<String> blocks) {
        return """
                # Failure messages

                Real messages of `dynamo-fixtures-assertj`, printed by the assertions shown. `FailureMessagesDocTest`
                runs them and fails when a block here differs from what they print, so this page cannot drift.

                Items are tables: attributes as columns, every value with its DynamoDB type (`N 200`, `S "200"`),
                `-` where an item lacks the attribute. When an expected item was not found, the actual item that
                shares most of its values (more than half) is shown beside it, the differing cells marked `^`, and
                each difference is named under the table. Rows keep their indexes in the lists they come from.

                ## A number written as a string

                ```java
                %s
                ```

                ```text
                %s
                ```

                ## Sorted in Java's order instead of DynamoDB's

                DynamoDB orders strings by their UTF-8 bytes; `String.compareTo` orders UTF-16 units, which puts
                characters beyond U+FFFF (emoji) before U+E000 to U+FFFF (halfwidth katakana, for one).

                ```java
                %s
                ```

                ```text
                %s
                ```

                ## Every page of a paginator, changed and unexpected items

                ```java
                %s
                ```

                ```text
                %s
                ```

                ## The N+1 pattern, in the operation log

                ```java
                %s
                ```

                ```text
                %s
                ```

                ## Why an item is not in a sparse index

                ```java
                %s
                ```

                ```text
                %s
                ```
                """.formatted(blocks.toArray());
    }

    private static List<String> fencedBlocks(String markdown) {
        List<String> blocks = new ArrayList<>();
        Matcher block = Pattern.compile("(?ms)^```[a-z]*\\n(.*?)\\n```$").matcher(markdown);
        while (block.find()) {
            blocks.add(block.group(1));
        }
        return blocks;
    }

    private static String message(ThrowingCallable assertion) {
        Throwable failure = catchThrowable(assertion);
        assertThat(failure).isInstanceOf(AssertionError.class);
        return failure.getMessage().replace(System.lineSeparator(), "\n").strip();
    }

    private static Path docs() {
        Path here = Path.of("").toAbsolutePath();
        return Files.isDirectory(here.resolve("docs")) ? here.resolve("docs") : here.getParent().resolve("docs");
    }

}
