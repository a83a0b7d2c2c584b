package dev.dynamofixtures.assertj;

import dev.dynamofixtures.core.DynamoDatabase;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ListTablesResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * How the table and index assertions read a database: only through its {@link DynamoDatabase#unrecordedClient()},
 * so they work on every backend and never show in the operation log. Describes each table at most once (one
 * reader per assertion chain, so a chain sees one schema and a later chain sees a changed one); Scans and Queries
 * follow every page. Not API; not thread-safe (an assertion chain runs on one thread).
 */
final class DatabaseReader {

    private final DynamoDatabase database;
    private final Map<String, Optional<TableDescription>> descriptions = new HashMap<>();
    private List<String> tableNames;

    DatabaseReader(DynamoDatabase database) {
        this.database = database;
    }

    /** The backend's name, as messages show it. */
    String backend() {
        return database.backend();
    }

    private DynamoDbClient client() {
        return database.unrecordedClient();
    }

    /** The table's description, or empty when the database has no such table. */
    Optional<TableDescription> describe(String table) {
        return descriptions.computeIfAbsent(table, name -> {
            try {
                return Optional.of(client().describeTable(describe -> describe.tableName(name)).table());
            } catch (ResourceNotFoundException notFound) {
                return Optional.empty();
            }
        });
    }

    /** The names of every table, in ListTables order. */
    List<String> tableNames() {
        if (tableNames == null) {
            List<String> names = new ArrayList<>();
            String start = null;
            do {
                String from = start;
                ListTablesResponse page = client().listTables(list -> list.exclusiveStartTableName(from));
                names.addAll(page.tableNames());
                start = page.lastEvaluatedTableName();
            } while (start != null);
            tableNames = List.copyOf(names);
        }
        return tableNames;
    }

    /** Every item of the table (consistent read) or of one of its indexes (index == null for the table). */
    List<Map<String, AttributeValue>> scan(String table, String index) {
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        Map<String, AttributeValue> start = null;
        do {
            ScanRequest.Builder request = ScanRequest.builder().tableName(table).exclusiveStartKey(start);
            if (index == null) {
                request.consistentRead(true);
            } else {
                request.indexName(index);
            }
            ScanResponse page = client().scan(request.build());
            items.addAll(page.items());
            start = page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty() ? page.lastEvaluatedKey() : null;
        } while (start != null);
        return items;
    }

    /**
     * Every item of the table or index whose key attributes equal the given values, in index order: a Query with
     * one equality condition per attribute (all the partition key attributes, optionally sort key attributes).
     */
    List<Map<String, AttributeValue>> query(String table, String index, Map<String, AttributeValue> equalities) {
        StringBuilder condition = new StringBuilder();
        Map<String, String> names = new LinkedHashMap<>();
        Map<String, AttributeValue> values = new LinkedHashMap<>();
        int i = 0;
        for (Map.Entry<String, AttributeValue> equality : equalities.entrySet()) {
            condition.append(i == 0 ? "" : " AND ").append("#k").append(i).append(" = :v").append(i);
            names.put("#k" + i, equality.getKey());
            values.put(":v" + i, equality.getValue());
            i++;
        }
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        Map<String, AttributeValue> start = null;
        do {
            QueryRequest.Builder request = QueryRequest.builder().tableName(table).indexName(index)
                    .keyConditionExpression(condition.toString()).expressionAttributeNames(names)
                    .expressionAttributeValues(values).exclusiveStartKey(start);
            if (index == null) {
                request.consistentRead(true);
            }
            QueryResponse page = client().query(request.build());
            items.addAll(page.items());
            start = page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty() ? page.lastEvaluatedKey() : null;
        } while (start != null);
        return items;
    }

    /** The table's item with this primary key (consistent read), or empty. */
    Optional<Map<String, AttributeValue>> get(String table, Map<String, AttributeValue> key) {
        var response = client().getItem(get -> get.tableName(table).key(key).consistentRead(true));
        return response.hasItem() && !response.item().isEmpty() ? Optional.of(response.item()) : Optional.empty();
    }
}
