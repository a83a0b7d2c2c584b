package dev.dynamofixtures.core.internal.dataset;

import dev.dynamofixtures.core.dataset.DatasetTable;
import java.util.List;

/**
 * Tables from infrastructure code: CloudFormation and SAM templates (YAML or JSON), CDK-synthesized templates, and
 * the {@code resources.Resources} section of a Serverless Framework {@code serverless.yml}.
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

    /** The DynamoDB tables the template defines; problems (unsupported properties, ...) are added to {@code problems}. */
    public static List<TemplateTable> tables(Node root, Problems problems) {
        throw new UnsupportedOperationException("templates are not read yet");
    }
}
