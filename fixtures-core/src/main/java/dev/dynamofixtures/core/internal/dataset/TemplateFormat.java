package dev.dynamofixtures.core.internal.dataset;

import dev.dynamofixtures.core.dataset.DatasetTable;
import java.util.ArrayList;
import java.util.List;

/**
 * Tables from infrastructure code: CloudFormation and SAM templates (YAML or JSON), CDK-synthesized templates, and
 * the {@code resources.Resources} section of a Serverless Framework {@code serverless.yml}. Of the resources,
 * {@code AWS::DynamoDB::Table}, {@code AWS::DynamoDB::GlobalTable} and {@code AWS::Serverless::SimpleTable} become
 * tables ({@link TemplateTableReader} says how each property translates); every other resource is skipped.
 * Intrinsic functions and Serverless variables are never evaluated: a table name given by one falls back to the
 * logical id, and any other value a table needs literally is a problem.
 */
public final class TemplateFormat {
    private TemplateFormat() {
    }

    /** A table of a template: its logical id, the table, and where its resource is defined. */
    public record TemplateTable(String logicalId, DatasetTable table, Position position) {
    }

    /** True when {@code root} looks like a CloudFormation/SAM/CDK template or a serverless.yml. */
    public static boolean recognises(Node root) {
        return root instanceof Node.MapNode map && (map.get("Resources") != null
                || map.get("AWSTemplateFormatVersion") != null
                || (map.get("service") != null && map.get("provider") != null));
    }

    /** The DynamoDB tables the template defines; problems (unsupported properties, ...) go to {@code problems}. */
    public static List<TemplateTable> tables(Node root, Problems problems) {
        List<TemplateTable> tables = new ArrayList<>();
        Node.MapNode template = (Node.MapNode) root;
        for (Node.MapNode resources : resourceSections(template, problems)) {
            for (Node.Entry entry : resources.entries()) {
                TemplateTable table = table(entry, problems);
                if (table != null) {
                    tables.add(table);
                }
            }
        }
        return tables;
    }

    /** {@code Resources}, or for a serverless.yml each {@code Resources} of its {@code resources} section. */
    private static List<Node.MapNode> resourceSections(Node.MapNode template, Problems problems) {
        List<Node.MapNode> sections = new ArrayList<>();
        Node resources = template.get("Resources");
        if (resources != null) {
            addSection(resources, "Resources", sections, problems);
            return sections;
        }
        Node serverless = template.get("resources");
        if (serverless instanceof Node.MapNode map) {
            Node inner = map.get("Resources");
            if (inner != null) {
                addSection(inner, "resources.Resources", sections, problems);
            }
        } else if (serverless instanceof Node.SeqNode list) {
            for (Node part : list.items()) {
                if (part instanceof Node.MapNode map && map.get("Resources") != null) {
                    addSection(map.get("Resources"), "resources[].Resources", sections, problems);
                } else if (part instanceof Node.Scalar scalar && scalar.text().contains("${file(")) {
                    problems.add(part.position(), "resources included with " + scalar.text() + " are not followed: "
                            + "import the included file itself as a template (it holds a Resources section)");
                }
            }
        } else if (serverless != null && !(serverless instanceof Node.Scalar s && s.kind() == Node.ScalarKind.NULL)) {
            problems.add(serverless.position(), "resources must be a mapping with a Resources section (or a list of "
                    + "them), as in the Serverless Framework's serverless.yml");
        }
        return sections;
    }

    private static void addSection(Node resources, String name, List<Node.MapNode> sections, Problems problems) {
        if (resources instanceof Node.MapNode map) {
            sections.add(map);
        } else if (!(resources instanceof Node.Scalar s && s.kind() == Node.ScalarKind.NULL)) {
            problems.add(resources.position(), name + " must be a mapping of logical ids to resources");
        }
    }

    /** The table resource {@code entry} defines, or null for another resource or after adding problems. */
    private static TemplateTable table(Node.Entry entry, Problems problems) {
        if (!(entry.value() instanceof Node.MapNode resource)
                || !(resource.get("Type") instanceof Node.Scalar type) || type.tag() != null) {
            return null;
        }
        TemplateTableReader.Kind kind = TemplateTableReader.Kind.of(type.text());
        if (kind == null) {
            return null;
        }
        return TemplateTableReader.read(entry.key(), kind, resource, entry.keyPosition(), problems);
    }
}
