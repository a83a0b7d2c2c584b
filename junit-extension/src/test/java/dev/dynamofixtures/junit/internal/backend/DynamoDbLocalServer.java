package dev.dynamofixtures.junit.internal.backend;

import java.util.List;

/** The JVM's shared DynamoDB Local as the server sees it, without any table-name mapping: for test cases. */
public final class DynamoDbLocalServer {
    private DynamoDbLocalServer() {
    }

    /** The server's own table names, every naming's. */
    public static List<String> tableNames() {
        return EmbeddedDynamoDbLocal.shared().client().listTablesPaginator().tableNames().stream().toList();
    }
}
