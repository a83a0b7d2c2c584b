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
            items:
              orders:
                - { customer_id: C1, order_id: K1, status: SHIPPED, amount: 200 }
                - { customer_id: C1, order_id: K2, status: PENDING, amount: 75 }
                - { customer_id: C1, order_id: K3, status: PENDING, amount: 20, gift: true }
              books:
                - { isbn: "978-1", shelf: cooking, title: Apple pie }
                - { isbn: "978-2", shelf: cooking, title: "\\U0001F600 party food" }
                - { isbn: "978-3", shelf: cooking, title: "\\uFF76\\uFF9A\\uFF70 recipes" }
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

    private List<String> blocks() {
        return List.of(NUMBER_AS_STRING, numberAsString(), UTF8_ORDER, utf8Order(), PAGES, pages());
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
