package dev.dynamofixtures.core.internal.dataset;

import dev.dynamofixtures.core.dataset.DatasetTable;
import dev.dynamofixtures.core.internal.ops.Engine;
import dev.dynamofixtures.core.internal.ops.Seeding;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Seeds the in-memory engine with a dataset ({@code InMemoryDynamo.seed}): computes every item at the instant of
 * the engine's clock, hands the tables and items to the engine's {@link Seeding} (one write, all or nothing), and
 * turns its problems back into the dataset's file positions: a table's definition, an item's line.
 */
public final class EngineSeeder {
    private EngineSeeder() {
    }

    /**
     * Loads the content into the engine, or throws a {@link dev.dynamofixtures.core.dataset.DatasetException} of
     * every problem, having loaded nothing.
     */
    public static void seed(Engine engine, DatasetContent content) {
        Instant now = engine.settings().clock().instant();
        Problems problems = new Problems();
        List<Seeding.TableSeed> seeds = new ArrayList<>();
        for (DatasetTable table : content.tables()) {
            List<ItemEntry> entries = content.itemsOf(table.name());
            List<Map<String, AttributeValue>> items = new ArrayList<>(entries.size());
            for (ItemEntry entry : entries) {
                items.add(itemAt(entry, now, problems));
            }
            seeds.add(new Seeding.TableSeed(table.createTableRequest(), table.timeToLiveAttribute(), items));
        }
        problems.throwIfAny();
        for (Seeding.Problem problem : Seeding.seed(engine, seeds, now)) {
            DatasetTable table = content.tables().get(problem.table());
            Position at = problem.item() == Seeding.Problem.TABLE ? Position.of(table.origin())
                    : content.itemsOf(table.name()).get(problem.item()).position();
            problems.add(at, problem.message());
        }
        problems.throwIfAny();
    }

    /** The entry's attributes at {@code now}; an empty item after reporting a time template that fails. */
    private static Map<String, AttributeValue> itemAt(ItemEntry entry, Instant now, Problems problems) {
        try {
            return entry.at(now);
        } catch (RuntimeException e) {
            problems.add(entry.position(), "item's time cannot be computed at " + now + ": " + e.getMessage());
            return Map.of();
        }
    }
}
