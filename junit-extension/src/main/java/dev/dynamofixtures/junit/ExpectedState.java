package dev.dynamofixtures.junit;

import dev.dynamofixtures.core.dataset.DatasetException;
import dev.dynamofixtures.core.dataset.DatasetTable;
import dev.dynamofixtures.core.internal.dataset.DatasetContent;
import dev.dynamofixtures.core.internal.dataset.DatasetReader;
import dev.dynamofixtures.core.internal.dataset.ItemEntry;
import dev.dynamofixtures.core.internal.dataset.Position;
import dev.dynamofixtures.core.internal.dataset.Source;
import java.lang.reflect.Method;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.platform.commons.support.AnnotationSupport;
import org.opentest4j.AssertionFailedError;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;

/**
 * Checks a passed test's tables against its {@link ExpectedDataset} (the method's, else the nearest class's): reads
 * the dataset alongside the class seed's tables (once per fixture class), scans the tables it names on the database
 * the test used, and throws an {@link AssertionFailedError} with {@link ExpectedDiff}'s text when they differ.
 */
final class ExpectedState {
    private ExpectedState() {
    }

    /** Compares the tables with the expected dataset of the test of {@code context}, if it has one and passed. */
    static void verify(ExtensionContext context) {
        if (context.getExecutionException().isPresent() || context.getTestMethod().isEmpty()) {
            return;
        }
        Optional<ExpectedDataset> found = find(context);
        if (found.isEmpty()) {
            return;
        }
        ExpectedDataset expected = found.get();
        Method method = context.getRequiredTestMethod();
        String where = "@ExpectedDataset on " + method.getDeclaringClass().getName() + "." + method.getName() + "()";
        DatasetContent content = read(context, expected, where);
        Fixture fixture = Fixtures.usedBy(context).orElseGet(() -> Fixtures.classFixture(context));
        Instant now = fixture.clock().instant();
        Set<String> ignore = Set.copyOf(Arrays.asList(expected.ignore()));
        List<TableComparison.Result> results = new ArrayList<>();
        StringBuilder absentTables = new StringBuilder();
        for (Map.Entry<String, List<ItemEntry>> table : content.items().entrySet()) {
            List<String> keyNames = keyNames(content.table(table.getKey()));
            TableComparison comparison = new TableComparison(table.getKey(), keyNames, expected.mode(), ignore);
            checkKeys(comparison, keyNames, table.getValue(), where);
            List<TableComparison.Expected> items = table.getValue().stream()
                    .map(e -> new TableComparison.Expected(e.at(now), e.patterns().keySet())).toList();
            try {
                results.add(comparison.compare(items, scan(fixture.unrecordedClient(), table.getKey())));
            } catch (ResourceNotFoundException e) {
                absentTables.append(ExpectedDiff.noSuchTable(table.getKey()));
            }
        }
        if (absentTables.length() > 0 || results.stream().anyMatch(r -> !r.matches())) {
            String header = "The tables do not hold what @ExpectedDataset(" + String.join(", ", expected.value())
                    + ") expects (" + expected.mode() + (ignore.isEmpty() ? "" : ", ignoring "
                    + String.join(", ", expected.ignore())) + "):";
            throw new AssertionFailedError(ExpectedDiff.message(header, results) + absentTables);
        }
    }

    /** The annotation on the test method, else on its class or the nearest enclosing class that has one. */
    private static Optional<ExpectedDataset> find(ExtensionContext context) {
        Optional<ExpectedDataset> onMethod = AnnotationSupport.findAnnotation(context.getRequiredTestMethod(),
                ExpectedDataset.class);
        if (onMethod.isPresent()) {
            return onMethod;
        }
        for (Optional<ExtensionContext> at = Optional.of(context); at.isPresent(); at = at.get().getParent()) {
            Optional<Class<?>> type = at.get().getTestClass();
            Optional<ExpectedDataset> onClass = type.flatMap(t -> AnnotationSupport.findAnnotation(t,
                    ExpectedDataset.class));
            if (onClass.isPresent()) {
                return onClass;
            }
        }
        return Optional.empty();
    }

    /** The expected dataset, read once per fixture class, with the class seed's tables known. */
    private static DatasetContent read(ExtensionContext context, ExpectedDataset expected, String where) {
        ExtensionContext owner = Fixtures.owner(context);
        List<Source> sources = Seeds.sources(context.getRequiredTestClass(), expected.value(), where);
        List<String> names = sources.stream().map(Source::name).toList();
        try {
            List<DatasetTable> known = Fixtures.classSeed(owner).tables();
            return owner.getStore(Fixtures.NAMESPACE).getOrComputeIfAbsent(
                    new StoreKey("expected " + names, owner.getUniqueId()),
                    key -> DatasetReader.readExpected(known, sources), DatasetContent.class);
        } catch (DatasetException e) {
            throw new ExtensionConfigurationException(where + " cannot be loaded. " + e.getMessage(), e);
        }
    }

    /** Key attributes are how items are matched: they can be neither ignored nor patterns. */
    private static void checkKeys(TableComparison comparison, List<String> keyNames, List<ItemEntry> items,
                                  String where) {
        for (String name : keyNames) {
            if (comparison.ignores(name)) {
                throw new ExtensionConfigurationException(where + " ignores " + name + ", a key attribute of table "
                        + comparison.table() + ": items are matched by their key, so it cannot be ignored");
            }
            for (ItemEntry item : items) {
                Position at = item.patterns().get(List.<Object>of(name));
                if (at != null) {
                    throw new ExtensionConfigurationException(where + ": " + at + ": " + name + " is a key attribute "
                            + "of table " + comparison.table() + ", and items are matched by their key: write the "
                            + "key itself, not a !regex");
                }
            }
        }
    }

    private static List<String> keyNames(DatasetTable table) {
        List<KeySchemaElement> schema = table.createTableRequest().keySchema();
        List<String> names = new ArrayList<>();
        schema.stream().filter(k -> k.keyType() == KeyType.HASH).forEach(k -> names.add(k.attributeName()));
        schema.stream().filter(k -> k.keyType() == KeyType.RANGE).forEach(k -> names.add(k.attributeName()));
        return names;
    }

    private static List<Map<String, AttributeValue>> scan(DynamoDbClient client, String table) {
        return client.scanPaginator(b -> b.tableName(table).consistentRead(true)).items().stream().toList();
    }
}
