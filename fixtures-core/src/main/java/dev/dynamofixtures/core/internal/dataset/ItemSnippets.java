package dev.dynamofixtures.core.internal.dataset;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Reads items written alone in a dataset's natural YAML (a sequence of items, or one item), outside any table: what
 * tests write as expected values. Values follow {@link NaturalValues} exactly; times relative to the clock are
 * computed at the given instant; {@code !regex} is refused, since a snippet holds values, not patterns. Every
 * problem is reported at once, with its line and column in the snippet.
 */
public final class ItemSnippets {
    private ItemSnippets() {
    }

    /** The items of a YAML sequence of items. */
    public static List<Map<String, AttributeValue>> items(String name, String yaml, Instant now) {
        Problems problems = new Problems();
        Node root = parse(name, yaml, problems);
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        if (root instanceof Node.SeqNode seq && root.tag() == null) {
            for (Node node : seq.items()) {
                Map<String, AttributeValue> item = item(node, problems, now);
                if (item != null) {
                    items.add(item);
                }
            }
        } else if (root != null) {
            problems.add(root.position(), "items are a YAML sequence, one item per entry: "
                    + "- { order_id: K1, amount: 200 } (for one item, use the single-item form)");
        }
        problems.throwIfAny();
        return List.copyOf(items);
    }

    /** The item of a YAML mapping of attribute names to values. */
    public static Map<String, AttributeValue> item(String name, String yaml, Instant now) {
        Problems problems = new Problems();
        Node root = parse(name, yaml, problems);
        Map<String, AttributeValue> item = null;
        if (root instanceof Node.SeqNode) {
            problems.add(root.position(), "one item is a mapping of attribute names to values, such as "
                    + "{ order_id: K1, amount: 200 }, not a sequence (for several items, use the sequence form)");
        } else if (root != null) {
            item = item(root, problems, now);
        }
        problems.throwIfAny();
        return item;
    }

    private static Node parse(String name, String yaml, Problems problems) {
        if (yaml.isBlank()) {
            problems.add(new Position(name, 1, 1), "the YAML is empty: write items such as "
                    + "- { order_id: K1, amount: 200 }");
            return null;
        }
        try {
            return YamlNodes.parse(name, yaml);
        } catch (SourceException e) {
            problems.add(e.position(), e.getMessage());
            return null;
        }
    }

    private static Map<String, AttributeValue> item(Node node, Problems problems, Instant now) {
        ItemEntry entry = NaturalValues.item(node, problems, now);
        if (entry == null) {
            return null;
        }
        if (!entry.patterns().isEmpty()) {
            entry.patterns().values().forEach(at -> problems.add(at, "!regex is for expected datasets "
                    + "(@ExpectedDataset); an item written in YAML holds values: write the value itself"));
            return null;
        }
        return entry.attributes();
    }
}
