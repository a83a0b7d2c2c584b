package dev.dynamofixtures.core.differential;

import dev.dynamofixtures.core.ops.TestTables;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * The tables the differential suites run on: a table with a sort key, a multi-attribute GSI of mixed
 * S/N/B types (HASH h1 S, h2 N; RANGE r1 S, r2 N, r3 B), a KEYS_ONLY GSI, an INCLUDE GSI on a binary key,
 * and a KEYS_ONLY LSI; plus tables keyed by a number and by a binary value.
 */
final class Universe {
    static final String TABLE = "diff";
    static final String NUMBER_TABLE = "numkeys";
    static final String BINARY_TABLE = "binkeys";
    static final List<String> TABLE_KEY = List.of("pk", "sk");

    private Universe() {
    }

    static CreateTableRequest table() {
        return TestTables.table(TABLE)
                .hash("pk", ScalarAttributeType.S).range("sk", ScalarAttributeType.N)
                .gsi("gmulti", ProjectionType.ALL, "h1", ScalarAttributeType.S, "h2", ScalarAttributeType.N,
                        ">r1", ScalarAttributeType.S, ">r2", ScalarAttributeType.N, ">r3", ScalarAttributeType.B)
                .gsi("gkeys", ProjectionType.KEYS_ONLY, "h1", ScalarAttributeType.S, ">r2", ScalarAttributeType.N)
                .gsiInclude("gbin", List.of("v"), "r3", ScalarAttributeType.B)
                .lsi("lnum", ProjectionType.KEYS_ONLY, "ls", ScalarAttributeType.N)
                .request();
    }

    static CreateTableRequest numberTable() {
        return TestTables.table(NUMBER_TABLE).hash("pk", ScalarAttributeType.N).request();
    }

    static CreateTableRequest binaryTable() {
        return TestTables.table(BINARY_TABLE).hash("pk", ScalarAttributeType.B).range("sk", ScalarAttributeType.S).request();
    }

    /** The key attributes of an index of {@link #TABLE}, which is what its items may tie on. */
    static List<String> indexKey(String index) {
        if (index == null) {
            return List.of();
        }
        switch (index) {
            case "gmulti": return List.of("h1", "h2", "r1", "r2", "r3");
            case "gkeys": return List.of("h1", "r2");
            case "gbin": return List.of("r3");
            case "lnum": return List.of("pk", "ls");
            default: return List.of(); // an unknown index: the call fails, nothing to tie
        }
    }
}
