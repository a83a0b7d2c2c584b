package dev.dynamofixtures.core.internal.dataset;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.StringLength;
import net.jqwik.api.statistics.Statistics;

/**
 * On any text, FastYaml either leaves it to Jackson (Unsupported) or gives exactly Jackson's tree; and on the shapes
 * datasets are written in it does not leave it to Jackson, so the fast path is really taken.
 */
class FastYamlProperties {
    private static final List<String> STATUSES = List.of("PENDING", "SHIPPED", "DELIVERED", "CANCELLED");

    @Property(tries = 2000)
    void reads_random_documents_with_tricky_scalars_as_jackson_does_or_leaves_them_to_it(@ForAll long seed) {
        // given
        String yaml = new YamlGenerator(seed, true).document();
        // when / then
        Statistics.collect(agreesWithJackson(yaml));
    }

    @Property(tries = 1000)
    void reads_most_random_clean_documents_itself_exactly_as_jackson_does(@ForAll long seed) {
        // given
        String yaml = new YamlGenerator(seed, false).document();
        // when
        String outcome = agreesWithJackson(yaml);
        // then
        Statistics.label("outcome").collect(outcome)
                .coverage(coverage -> coverage.check("fast").percentage(percent -> percent > 80));
    }

    @Property(tries = 3000)
    void agrees_with_jackson_on_mutated_documents_and_never_accepts_what_jackson_rejects(@ForAll long seed) {
        // given
        YamlGenerator generator = new YamlGenerator(seed, seed % 2 == 0);
        String yaml = generator.mutate(generator.document());
        // when / then
        Statistics.collect(agreesWithJackson(yaml));
    }

    @Property(tries = 300)
    void takes_the_fast_path_for_items_written_one_flow_mapping_per_line(@ForAll long seed,
            @ForAll @StringLength(max = 12) String note) {
        // given
        Random random = new Random(seed);
        StringBuilder yaml = new StringBuilder("items:\n  orders:\n");
        for (int i = random.nextInt(20); i >= 0; i--) {
            yaml.append("    - { order_id: K").append(random.nextInt(1000)).append(", customer_id: ")
                    .append(Integer.toHexString(random.nextInt()).toUpperCase()).append(", status: ")
                    .append(STATUSES.get(random.nextInt(STATUSES.size()))).append(", order_date: 2025-1")
                    .append(random.nextInt(3)).append("-0").append(1 + random.nextInt(9)).append(", amount: ")
                    .append(random.nextBoolean() ? String.valueOf(random.nextInt(5000)) : random.nextInt(99) + ".5")
                    .append(", paid: ").append(random.nextBoolean()).append(", tags: [")
                    .append(random.nextBoolean() ? "gift, express" : "").append("], address: { city: Paris, zip: '")
                    .append(random.nextInt(99999)).append("' }, note: ").append(doubleQuoted(note))
                    .append(random.nextBoolean() ? ", ttl: !epoch now+1h" : "").append(" }")
                    .append(random.nextInt(5) == 0 ? "  # a comment" : "").append('\n');
        }
        // when
        Node fast = FastYaml.parse("items.yml", yaml.toString());
        // then
        assertThat(fast).as(yaml.toString()).isEqualTo(JacksonNodes.yaml("items.yml", yaml.toString()));
    }

    @Property(tries = 300)
    void takes_the_fast_path_for_tables_written_as_block_mappings(@ForAll long seed) {
        // given
        Random random = new Random(seed);
        StringBuilder yaml = new StringBuilder(random.nextBoolean() ? "---\n" : "").append("tables:\n");
        for (int t = random.nextInt(3); t >= 0; t--) {
            yaml.append("  table_").append(t).append(":").append(random.nextBoolean() ? "  # the table\n" : "\n")
                    .append("    key: { pk: S").append(random.nextBoolean() ? ", sk: N }\n" : " }\n");
            if (random.nextBoolean()) {
                yaml.append("    indexes:\n      ByStatus:\n        partition: [ customer_id: S ]\n")
                        .append("        sort: [ status: S, order_date: S, amount: N ]\n")
                        .append(random.nextBoolean() ? "        projection: ALL\n" : "        projection:\n"
                                + "          - note\n          - amount\n");
            }
            if (random.nextBoolean()) {
                yaml.append("    localIndexes:\n      ByDate: { sort: order_date, projection: KEYS_ONLY }\n");
            }
            yaml.append(random.nextBoolean() ? "    ttl: expires_at\n" : "")
                    .append(random.nextBoolean() ? "    billing: { read: 5, write: 5 }\n"
                            : "    billing: PAY_PER_REQUEST\n")
                    .append(random.nextBoolean() ? "    deletionProtection: true\n" : "")
                    .append(random.nextBoolean() ? "\n" : "");
        }
        yaml.append("items:\n  table_0:\n    - pk: a\n      sk: 1\n    -   pk: b\n        list:\n        - x\n");
        // when
        Node fast = FastYaml.parse("tables.yml", yaml.toString());
        // then
        assertThat(fast).as(yaml.toString()).isEqualTo(JacksonNodes.yaml("tables.yml", yaml.toString()));
    }

    /** "fast" when FastYaml read the text exactly as Jackson; "jackson" when it left the text to Jackson. */
    private static String agreesWithJackson(String yaml) {
        Node fast;
        try {
            fast = FastYaml.parse("p.yml", yaml);
        } catch (FastYaml.Unsupported e) {
            return "jackson";
        }
        Node jackson = null;
        try {
            jackson = JacksonNodes.yaml("p.yml", yaml);
        } catch (SourceException e) {
            fail("FastYaml read YAML that Jackson rejects (%s):%n%s", e.getMessage(), yaml);
        }
        assertThat(fast).as("%s", yaml).isEqualTo(jackson);
        return "fast";
    }

    /** {@code text} double-quoted, with everything YAML does not allow in a stream escaped. */
    private static String doubleQuoted(String text) {
        StringBuilder quoted = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            if (c == '"' || c == '\\') {
                quoted.append('\\').append(c);
            } else if (c < 0x20 || (c >= 0x7F && c < 0xA0) || Character.isSurrogate(c) || c == '\u2028'
                    || c == '\u2029' || c >= '\uFEFF') {
                quoted.append(String.format("\\u%04x", (int) c));
            } else {
                quoted.append(c);
            }
        }
        return quoted.append('"').toString();
    }
}
