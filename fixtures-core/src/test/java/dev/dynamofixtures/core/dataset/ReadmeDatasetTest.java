package dev.dynamofixtures.core.dataset;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The README's dataset example is a valid dataset that means what the README says. */
class ReadmeDatasetTest {

    @Test
    void the_readme_dataset_example_reads_as_documented() throws Exception {
        String readme = Files.readString(Path.of("..", "README.md"));
        int section = readme.indexOf("## YAML datasets");
        int start = readme.indexOf("```yaml\n", section) + "```yaml\n".length();
        String yaml = readme.substring(start, readme.indexOf("```", start));

        Dataset dataset = Dataset.parse("README.md", yaml);

        assertThat(dataset.table("orders").orElseThrow().createTableRequest().globalSecondaryIndexes().get(0)
                .keySchema()).hasSize(4);
        Clock clock = Clock.fixed(Instant.parse("2030-01-01T00:00:00Z"), ZoneOffset.UTC);
        Map<String, AttributeValue> second = dataset.items("orders", clock).get(1);
        assertThat(second.get("amount")).isEqualTo(AttributeValue.fromN("12.50"));
        assertThat(second.get("tags").ss()).containsExactly("gift", "express");
        assertThat(second.get("expires_at").n()).isEqualTo(
                Long.toString(Instant.parse("2030-01-31T00:00:00Z").getEpochSecond()));
    }
}
