package dev.dynamofixtures.junit.internal.backend;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletionException;
import java.util.function.UnaryOperator;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.core.SdkField;
import software.amazon.awssdk.core.SdkPojo;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.SdkResponse;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ListTablesRequest;
import software.amazon.awssdk.services.dynamodb.model.ListTablesResponse;
import software.amazon.awssdk.utils.builder.SdkBuilder;
import software.amazon.awssdk.utils.builder.ToCopyableBuilder;

/**
 * Rewrites the table names inside SDK requests (test names to server names) and responses and exceptions (back),
 * generically over the SDK model's field metadata ({@link SdkPojo#sdkFields()}) rather than per operation:
 * <ul>
 *   <li>a string member whose name ends with {@code TableName} ({@code TableName}, {@code GlobalTableName},
 *       {@code SourceTableName}, {@code ExclusiveStartTableName}, ...) is a name, or the ARN of a table;</li>
 *   <li>a string member whose name ends with {@code Arn} has its {@code table/NAME} segment rewritten;</li>
 *   <li>the keys of the maps keyed by table name ({@link #TABLE_KEYED_MAPS}: BatchGetItem's and BatchWriteItem's
 *       RequestItems, Responses, UnprocessedKeys, UnprocessedItems, ItemCollectionMetrics) are names;</li>
 *   <li>ListTables' {@code TableNames} keeps only this naming's tables, and its paging stays within them;</li>
 *   <li>PartiQL statements have their table references rewritten ({@link PartiqlTableNames});</li>
 *   <li>a service exception's message loses the naming's affix.</li>
 * </ul>
 * Nested structures and lists are walked (TransactItems, ConsumedCapacity, BackupSummaries, ...); items
 * ({@link AttributeValue} maps) are never, since they hold no table names. Objects without a name to change are
 * returned as they are, so a request without table names costs one walk and no copy.
 */
final class TableNameRewriter {
    /** Map members whose keys are table names, in every operation that has them. */
    static final Set<String> TABLE_KEYED_MAPS =
            Set.of("RequestItems", "Responses", "UnprocessedKeys", "UnprocessedItems", "ItemCollectionMetrics");

    private final TableNames naming;
    private final Direction toServer;
    private final Direction toTest;

    TableNameRewriter(TableNames naming) {
        this.naming = naming;
        this.toServer = new Direction(true, naming::toServer);
        this.toTest = new Direction(false, name -> naming.toTest(name).orElse(name));
    }

    /** {@code request} with every table name mapped to the server's. */
    SdkRequest toServer(SdkRequest request) {
        if (naming.isIdentity()) {
            return request;
        }
        SdkRequest rewritten = (SdkRequest) walk(request, toServer);
        if (rewritten instanceof ListTablesRequest listTables) {
            return startListingAtPrefix(listTables);
        }
        return rewritten;
    }

    /** {@code response} with every table name mapped back to the test's, and other tables left out of ListTables. */
    SdkResponse toTest(SdkResponse response) {
        if (naming.isIdentity()) {
            return response;
        }
        if (response instanceof ListTablesResponse listTables) {
            return listTables(listTables);
        }
        return (SdkResponse) walk(response, toTest);
    }

    /** {@code failure} with the naming's affix removed from a service exception's message (inside a CompletionException too). */
    Throwable toTest(Throwable failure) {
        if (naming.isIdentity()) {
            return failure;
        }
        if (failure instanceof CompletionException wrapper && wrapper.getCause() != null) {
            Throwable cause = toTest(wrapper.getCause());
            return cause == wrapper.getCause() ? wrapper : new CompletionException(cause);
        }
        if (!(failure instanceof AwsServiceException service)) {
            return failure;
        }
        AwsErrorDetails details = service.awsErrorDetails();
        String message = service.getMessage();
        if (message == null || naming.scrub(message).equals(message)) {
            return failure;
        }
        AwsServiceException.Builder builder = service.toBuilder();
        builder.message(naming.scrub(builder.message()));
        if (details != null) {
            builder.awsErrorDetails(details.toBuilder().errorMessage(naming.scrub(details.errorMessage())).build());
        }
        AwsServiceException rewritten = builder.build();
        rewritten.setStackTrace(service.getStackTrace());
        for (Throwable suppressed : service.getSuppressed()) {
            rewritten.addSuppressed(suppressed);
        }
        return rewritten;
    }

    /**
     * With a prefix, a ListTables without a start is started at the prefix, so the server's pages (ListTables is
     * in name order) begin with this naming's tables rather than with other tables that would all be filtered out.
     */
    private SdkRequest startListingAtPrefix(ListTablesRequest request) {
        String prefix = naming.prefix();
        if (request.exclusiveStartTableName() != null || prefix.length() < 3) {
            return request;
        }
        return request.toBuilder().exclusiveStartTableName(prefix).build();
    }

    private ListTablesResponse listTables(ListTablesResponse response) {
        List<String> names = new ArrayList<>();
        for (String name : response.tableNames()) {
            naming.toTest(name).ifPresent(names::add);
        }
        String last = response.lastEvaluatedTableName();
        String lastForTest = null;
        if (last != null) {
            lastForTest = naming.toTest(last).orElse(pastThisNaming(last) ? null : last);
        }
        return response.toBuilder().tableNames(names).lastEvaluatedTableName(lastForTest).build();
    }

    /** Whether a server name not of this naming sorts after all of its names, so no later page can hold one. */
    private boolean pastThisNaming(String serverName) {
        String prefix = naming.prefix();
        return !prefix.isEmpty() && serverName.compareTo(prefix) > 0 && !serverName.startsWith(prefix);
    }

    private Object walk(Object value, Direction direction) {
        if (value instanceof AttributeValue || !(value instanceof SdkPojo pojo)) {
            return value;
        }
        SdkBuilder<?, ?> builder = null;
        for (SdkField<?> field : pojo.sdkFields()) {
            Object current = field.getValueOrDefault(pojo);
            if (current == null) {
                continue;
            }
            Object rewritten = member(field.memberName(), current, direction);
            if (rewritten != current && !rewritten.equals(current)) {
                if (builder == null) {
                    builder = ((ToCopyableBuilder<?, ?>) pojo).toBuilder();
                }
                field.set(builder, rewritten);
            }
        }
        return builder == null ? value : builder.build();
    }

    private Object member(String member, Object value, Direction direction) {
        if (value instanceof String text) {
            if (member.endsWith("TableName")) {
                return direction.nameOrArn(text);
            }
            if (member.endsWith("Arn")) {
                return direction.arn(text);
            }
            if (member.equals("Statement") && direction.toServer) {
                return PartiqlTableNames.rewrite(text, naming::toServer);
            }
            return text;
        }
        if (value instanceof List<?> list) {
            return list(list, direction);
        }
        if (value instanceof Map<?, ?> map) {
            // Only the table-keyed maps hold names; the others map attribute names, index names or keys.
            return TABLE_KEYED_MAPS.contains(member) ? tableKeyedMap(map, direction) : value;
        }
        return walk(value, direction);
    }

    private Object list(List<?> list, Direction direction) {
        if (list.isEmpty() || !(list.get(0) instanceof SdkPojo) || list.get(0) instanceof AttributeValue) {
            return list; // lists are homogeneous: strings, numbers, items and keys hold no table names
        }
        List<Object> rewritten = null;
        for (int i = 0; i < list.size(); i++) {
            Object element = list.get(i);
            Object changed = walk(element, direction);
            if (changed != element && rewritten == null) {
                rewritten = new ArrayList<>(list.subList(0, i));
            }
            if (rewritten != null) {
                rewritten.add(changed);
            }
        }
        return rewritten == null ? list : rewritten;
    }

    private Object tableKeyedMap(Map<?, ?> map, Direction direction) {
        Map<String, Object> rewritten = new LinkedHashMap<>();
        for (Map.Entry<?, ?> entry : map.entrySet()) {
            Object value = entry.getValue();
            Object changedValue = value instanceof List<?> list ? list(list, direction) : walk(value, direction);
            rewritten.put(direction.nameOrArn((String) entry.getKey()), changedValue);
        }
        return rewritten;
    }

    /** One direction of the mapping: names, and names inside table ARNs. */
    private static final class Direction {
        private final boolean toServer;
        private final UnaryOperator<String> name;

        Direction(boolean toServer, UnaryOperator<String> name) {
            this.toServer = toServer;
            this.name = name;
        }

        /** A TableName member: a name, or (as DynamoDB accepts in most operations) a table's ARN. */
        String nameOrArn(String value) {
            return value.startsWith("arn:") ? arn(value) : name.apply(value);
        }

        /**
         * An ARN with its table name mapped: {@code arn:aws:dynamodb:REGION:ACCOUNT:table/NAME[/index/..]} (also
         * {@code /stream/..}, {@code /backup/..}, {@code /export/..}) and {@code global-table/NAME}; other ARNs
         * (KMS keys, roles) are returned unchanged.
         */
        String arn(String arn) {
            for (String marker : new String[] {":table/", ":global-table/"}) {
                int at = arn.indexOf(marker);
                if (at >= 0 && arn.startsWith("arn:")) {
                    int start = at + marker.length();
                    int end = arn.indexOf('/', start);
                    end = end < 0 ? arn.length() : end;
                    String mapped = name.apply(arn.substring(start, end));
                    return arn.substring(0, start) + mapped + arn.substring(end);
                }
            }
            return arn;
        }
    }
}
