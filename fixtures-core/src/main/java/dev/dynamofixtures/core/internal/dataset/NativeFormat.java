package dev.dynamofixtures.core.internal.dataset;

import dev.dynamofixtures.core.dataset.DatasetTable;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Our YAML dataset format (docs/datasets.md): {@code tables:} (each read by {@link TableSpecs}), {@code items:} by
 * table (each item by {@link NaturalValues}), and {@code import:} of other files — templates (with their tables
 * picked and renamed), NoSQL Workbench models, other datasets, and files of DynamoDB JSON items.
 */
final class NativeFormat {
    private static final List<String> TOP_LEVEL = List.of("tables", "items", "import");
    private static final List<String> IMPORT_KINDS = List.of("template", "workbench", "dataset", "items");
    private static final String EXAMPLE = "tables:\n  orders:\n    key: { order_id: S }\nitems:\n  orders:\n"
            + "    - { order_id: K1, amount: 200 }";

    private NativeFormat() {
    }

    static void read(Node root, Source source, DatasetReader reader, Draft draft, Problems problems) {
        if (!(root instanceof Node.MapNode map) || root.tag() != null) {
            problems.add(root.position(), "a dataset is a mapping with tables:, items: and import:, such as\n" + EXAMPLE);
            return;
        }
        Fields.checkKeys(map, TOP_LEVEL, "a dataset", problems);
        Node imports = map.get("import");
        if (imports != null) {
            imports(imports, source, reader, draft, problems);
        }
        Node tables = map.get("tables");
        if (tables != null) {
            Node.MapNode byName = Fields.mapping(tables, "tables", "{ orders: { key: { order_id: S } } }", problems);
            if (byName != null) {
                Fields.checkUnique(byName, "table", problems);
                for (Node.Entry entry : byName.entries()) {
                    DatasetTable table = TableSpecs.read(entry.key(), entry.keyPosition(), entry.value(), problems);
                    if (table != null) {
                        draft.table(table, entry.keyPosition());
                    } else {
                        draft.brokenTable(entry.key());
                    }
                }
            }
        }
        Node items = map.get("items");
        if (items != null) {
            Node.MapNode byTable = Fields.mapping(items, "items", "{ orders: [ { order_id: K1 } ] }", problems);
            if (byTable != null) {
                Instant now = Instant.now();
                for (Node.Entry entry : byTable.entries()) {
                    draft.items(entry.key(), entry.keyPosition(), items(entry, now, reader.acceptsPatterns(), problems));
                }
            }
        }
    }

    private static List<ItemEntry> items(Node.Entry table, Instant now, boolean patterns, Problems problems) {
        Node value = table.value();
        if (value instanceof Node.Scalar scalar && scalar.kind() == Node.ScalarKind.NULL) {
            return List.of(); // "orders:" with nothing under it: no items yet
        }
        if (!(value instanceof Node.SeqNode seq) || value.tag() != null) {
            problems.add(value.position(), "the items of table " + table.key() + " are a sequence, one item per "
                    + "entry: - { order_id: K1, amount: 200 }");
            return List.of();
        }
        List<ItemEntry> entries = new ArrayList<>(seq.items().size());
        for (Node node : seq.items()) {
            ItemEntry entry = NaturalValues.item(node, problems, now);
            if (entry != null && !patterns && !entry.patterns().isEmpty()) {
                entry.patterns().values().forEach(at -> problems.add(at, "!regex is for expected datasets "
                        + "(@ExpectedDataset), which say what a table should hold; a seed stores values: write the "
                        + "value itself"));
            } else if (entry != null) {
                entries.add(entry);
            }
        }
        return entries;
    }

    private static void imports(Node node, Source source, DatasetReader reader, Draft draft, Problems problems) {
        if (!(node instanceof Node.SeqNode seq) || node.tag() != null) {
            problems.add(node.position(), "import is a sequence of files: - template: template.yaml, - dataset: "
                    + "more.yml, - workbench: model.json, or - items: items.json with table: orders");
            return;
        }
        for (Node member : seq.items()) {
            Node.MapNode entry = Fields.mapping(member, "an import", "{ dataset: customers.yml }", problems);
            if (entry == null) {
                continue;
            }
            String kind = null;
            for (Node.Entry field : entry.entries()) {
                if (IMPORT_KINDS.contains(field.key())) {
                    if (kind != null) {
                        problems.add(field.keyPosition(), "an import names one file: split " + kind + " and "
                                + field.key() + " into two imports");
                    }
                    kind = kind == null ? field.key() : kind;
                }
            }
            if (kind == null) {
                problems.add(entry.position(), "an import names its file with one of " + String.join(", ", IMPORT_KINDS)
                        + Suggestions.didYouMean(entry.entries().isEmpty() ? "" : entry.entries().get(0).key(),
                                IMPORT_KINDS));
                continue;
            }
            List<String> allowed = kind.equals("template") ? List.of("template", "tables")
                    : kind.equals("items") ? List.of("items", "table") : List.of(kind);
            Fields.checkKeys(entry, allowed, "an import of " + kind, problems);
            String path = Fields.string(entry.get(kind), "the " + kind + " to import (a path relative to this file)",
                    problems);
            if (path == null) {
                continue;
            }
            Source imported = source.resolve(path);
            switch (kind) {
                case "items": {
                    Node table = entry.get("table");
                    if (table == null) {
                        problems.add(entry.position(), "an import of items says which table they go to: table: orders");
                        continue;
                    }
                    String name = Fields.string(table, "table", problems);
                    if (name != null) {
                        reader.importSource(imported, new DatasetReader.ImportTarget(name, table.position()));
                    }
                    break;
                }
                case "template":
                    template(imported, entry.get("tables"), draft, problems);
                    break;
                default:
                    reader.importSource(imported, null);
                    break;
            }
        }
    }

    /** The tables of a template, all of them, or those {@code selection} names (logical id or name -> new name). */
    private static void template(Source source, Node selection, Draft draft, Problems problems) {
        List<TemplateFormat.TemplateTable> tables;
        try {
            String text = source.text();
            String lower = source.name().toLowerCase(java.util.Locale.ROOT);
            Node root = lower.endsWith(".json") || text.stripLeading().startsWith("{")
                    ? JacksonNodes.json(source.name(), text) : JacksonNodes.yaml(source.name(), text);
            if (!TemplateFormat.recognises(root)) {
                problems.add(root.position(), "not a CloudFormation, SAM, CDK or Serverless Framework template: it has "
                        + "no Resources (serverless.yml: no resources.Resources)");
                return;
            }
            tables = TemplateFormat.tables(root, problems);
        } catch (SourceException e) {
            problems.add(e.position(), e.getMessage());
            return;
        }
        if (selection == null) {
            tables.forEach(t -> draft.table(t.table(), t.position()));
            return;
        }
        Node.MapNode renames = Fields.mapping(selection, "tables (of a template import)",
                "{ OrdersTable: orders } (logical id or table name: name in this dataset)", problems);
        if (renames == null) {
            return;
        }
        Map<String, TemplateFormat.TemplateTable> known = new LinkedHashMap<>();
        for (TemplateFormat.TemplateTable table : tables) {
            known.put(table.logicalId(), table);
            known.putIfAbsent(table.table().name(), table);
        }
        for (Node.Entry rename : renames.entries()) {
            TemplateFormat.TemplateTable table = known.get(rename.key());
            if (table == null) {
                problems.add(rename.keyPosition(), "the template " + source.name() + " has no table " + rename.key()
                        + Suggestions.didYouMean(rename.key(), known.keySet()) + "; its tables are "
                        + String.join(", ", known.keySet()));
                continue;
            }
            String name = rename.value() instanceof Node.Scalar scalar && scalar.kind() == Node.ScalarKind.NULL
                    ? table.table().name() : Fields.string(rename.value(), "the table's name in this dataset", problems);
            if (name != null) {
                draft.table(table.table().renamed(name), table.position());
            }
        }
    }
}
