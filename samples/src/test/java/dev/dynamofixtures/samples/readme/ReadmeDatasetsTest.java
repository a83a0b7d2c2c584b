package dev.dynamofixtures.samples.readme;

import static dev.dynamofixtures.assertj.DynamoAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromS;

import dev.dynamofixtures.core.InMemoryDynamo;
import dev.dynamofixtures.core.MutableClock;
import dev.dynamofixtures.core.dataset.Dataset;
import dev.dynamofixtures.samples.readme.ReadmeSnippets.Block;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The README's YAML datasets, which are not Java snippets: the YAML datasets section's example is a valid dataset
 * that seeds the engine as it says, and the {@code @ExpectedDataset} example is the very file its example test
 * ({@link ReadmeJunitExamplesTest}) compares the tables with. (The {@code import:} example names files of a project
 * that is not here.)
 */
class ReadmeDatasetsTest {
    private static Block yamlBlock(String firstLine) {
        String readme = ReadmeSnippets.read(ReadmeSnippetsTest.repository().resolve("README.md"));
        List<Block> blocks = ReadmeSnippets.fencedBlocks(readme, "yaml").stream()
                .filter(block -> block.code().startsWith(firstLine + "\n")).toList();
        assertThat(blocks).as("the README's yaml blocks starting with %s", firstLine).hasSize(1);
        return blocks.get(0);
    }

    @Test
    void the_datasets_sections_example_is_a_valid_dataset_that_seeds_the_engine() {
        Block block = yamlBlock("# src/test/resources/datasets/orders.yml");
        MutableClock clock = MutableClock.at(Instant.parse("2030-01-01T09:00:00Z"));

        try (InMemoryDynamo dynamo = InMemoryDynamo.builder().clock(clock).build()) {
            dynamo.seed(Dataset.parse("README.md line " + block.line(), block.code()));

            assertThat(dynamo).table("orders").hasItemCount(2);
            assertThat(dynamo).table("orders").index("OrdersByStatusDateAmount")
                    .partition("customer_id", "1A2B3C").extracting("order_id").containsExactly("K1", "K2");
            assertThat(dynamo.client().getItem(b -> b.tableName("orders").key(Map.of("order_id", fromS("K2")))))
                    .hasString("order_date", "2025-11-05")
                    .hasNumber("amount", 12.5)
                    .hasStringSet("tags", "gift", "express")
                    .hasNumber("expires_at", clock.instant().plusSeconds(30L * 24 * 3600).getEpochSecond());
            assertThat(dynamo.client().describeTimeToLive(b -> b.tableName("orders")).timeToLiveDescription()
                    .attributeName()).isEqualTo("expires_at");
        }
    }

    @Test
    void the_expected_dataset_example_is_the_file_its_example_test_compares_with() {
        Block block = yamlBlock("# orders-shipped.yml: only items; the tables are the seed's");

        assertThat(ReadmeSnippets.normalize(block.code()))
                .as("README.md line %d and src/test/resources/dev/dynamofixtures/samples/readme/orders-shipped.yml",
                        block.line())
                .isEqualTo(ReadmeSnippets.normalize(resource("orders-shipped.yml")));
    }

    private static String resource(String name) {
        try (InputStream in = ReadmeDatasetsTest.class.getResourceAsStream(name)) {
            assertThat(in).as("resource %s next to %s", name, ReadmeDatasetsTest.class.getSimpleName()).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).replace("\r\n", "\n");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
