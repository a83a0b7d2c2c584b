package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.expr.Condition;
import dev.dynamofixtures.core.internal.expr.ExpressionAttributes;
import dev.dynamofixtures.core.internal.expr.ExpressionKind;
import dev.dynamofixtures.core.internal.expr.Expressions;
import dev.dynamofixtures.core.internal.expr.Projection;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.And;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Assignment;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Between;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Call;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Comparison;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Delete;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Expr;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.In;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Insert;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Path;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Select;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Source;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Update;
import dev.dynamofixtures.core.internal.storage.Database;
import dev.dynamofixtures.core.internal.storage.KeyAttribute;
import dev.dynamofixtures.core.internal.storage.KeySchema;
import dev.dynamofixtures.core.internal.storage.Table;
import dev.dynamofixtures.core.internal.value.AttributeType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * Translates PartiQL statements into the engine's own requests, so that PartiQL has exactly the engine's
 * semantics: a SELECT with equality on the partition key becomes a Query (sort-key conditions as its key
 * condition, the rest as its filter; {@code pk IN [...]} one Query per value, in the list's order), any
 * other SELECT a Scan; INSERT a PutItem that must not find the item; UPDATE an UpdateItem that must find it;
 * DELETE a DeleteItem. The WHERE clause's other conditions become the request's ConditionExpression.
 */
final class PartiQlPlanner {
    /** The refusal of a multi-attribute key, in DynamoDB Local's words (which are older than the feature's name). */
    static final String COMPOSITE_KEYS = "PartiQL statements cannot be executed on tables with composite HASH keys "
            + "or composite RANGE keys.";
    /** The same refusal in the service's words. */
    static final String MULTI_ATTRIBUTE_KEYS = "PartiQL statements cannot be executed on tables with multi-attribute "
            + "HASH keys or multi-attribute RANGE keys.";
    /** A read of an index the table lacks: the service names no index here, DynamoDB Local appends it. */
    static final String NO_SUCH_INDEX = "The table does not have the specified index";
    private static final String KEY_TYPE = "Key attribute's data type should match its data type in table's schema: Key ";
    static final String MANDATORY_KEY = "Where clause does not contain a mandatory equality on all key attributes";

    private PartiQlPlanner() {
    }

    /** A SELECT as the engine's reads: one Scan, or Queries run one after the other. */
    record ReadPlan(List<PlannedQuery> queries, ScanRequest scan) {
    }

    /**
     * One Query, with the conditions on key attributes a FilterExpression may not hold (a second condition on
     * the sort key, an OR over it) as {@code postFilter}, applied to its items before {@code projection}.
     */
    record PlannedQuery(QueryRequest request, Condition postFilter, Projection projection) {
    }

    /**
     * DynamoDB Local's answer to a read of a multi-attribute key: the type of the key's first attribute when the WHERE's
     * first equality (or IN) on it names a value of another type, as for any partition key, else the refusal.
     */
    private static String localMultiAttributeRefusal(Select select, KeySchema key, List<AttributeValue> parameters,
                                                     String text) {
        KeyAttribute first = key.partition();
        PartiQlExpressions probe = new PartiQlExpressions(parameters, text);
        for (Expr conjunct : conjuncts(select.where())) {
            AttributeValue equal = equality(conjunct, first.name(), probe);
            List<AttributeValue> values = equal != null ? List.of(equal) : inList(conjunct, first.name(), probe);
            if (values != null) { // the first such condition is the one judged
                boolean typed = values.stream().allMatch(value -> AttributeType.of(value) == first.type());
                return typed ? COMPOSITE_KEYS : KEY_TYPE + first.name();
            }
        }
        return COMPOSITE_KEYS;
    }

    /** The table or index a statement reads; an unknown index is refused in each dialect's words. */
    static ReadTarget target(Table table, String index) {
        if (index != null && table.definition().index(index).isEmpty()) {
            throw DynamoError.validation(NO_SUCH_INDEX, NO_SUCH_INDEX + ": " + index);
        }
        return ReadTarget.of(table, index);
    }

    /**
     * A SELECT's function in place of a path, when it has one: DynamoDB Local reports it before anything else; the
     * service reports a multi-attribute key's refusal before it.
     */
    static void checkProjection(Database db, Select select) {
        DynamoError error = select.projectionError();
        if (error == null) {
            return;
        }
        Table table = db.table(select.source().table()).orElse(null);
        String index = select.source().index();
        if (table != null && (index == null || table.definition().index(index).isPresent())
                && ReadTarget.of(table, index).keySchema().isMultiAttribute()) {
            throw DynamoError.validation(MULTI_ATTRIBUTE_KEYS, error.localMessage());
        }
        throw error;
    }

    static ReadPlan select(Database db, Select select, List<AttributeValue> parameters, String text,
                           Boolean consistentRead) {
        checkProjection(db, select);
        Table table = Tables.require(db, select.source().table());
        ReadTarget target = target(table, select.source().index());
        KeySchema key = target.keySchema();
        if (key.isMultiAttribute()) {
            throw DynamoError.validation(MULTI_ATTRIBUTE_KEYS, localMultiAttributeRefusal(select, key, parameters, text));
        }
        if (Boolean.TRUE.equals(consistentRead) && target.isGlobalIndex()) {
            throw DynamoError.validation("Strongly consistent read is not supported on Global Secondary Indexes",
                    "Consistent reads are not supported on global secondary indexes");
        }
        if (select.orderBy() != null) {
            if (select.where() == null) {
                throw DynamoError.validation("Must have WHERE clause in the statement when using ORDER BY clause.");
            }
            String name = select.orderBy().topLevelName();
            if (name == null || !key.contains(name)) {
                throw DynamoError.validation("Variable reference " + PartiQlPlanner.display(select.orderBy())
                        + " in ORDER BY clause must be part of the primary key");
            }
        }
        List<Expr> conjuncts = conjuncts(select.where());
        KeyAttribute partition = key.partition();
        Expr partitionCondition = null;
        List<AttributeValue> partitionValues = new ArrayList<>();
        PartiQlExpressions probe = new PartiQlExpressions(parameters, text);
        for (Expr conjunct : conjuncts) {
            AttributeValue equal = equality(conjunct, partition.name(), probe);
            if (equal != null) {
                partitionCondition = conjunct;
                partitionValues = List.of(equal);
                break;
            }
        }
        if (partitionCondition == null) {
            for (Expr conjunct : conjuncts) {
                List<AttributeValue> in = inList(conjunct, partition.name(), probe);
                if (in != null) {
                    partitionCondition = conjunct;
                    partitionValues = sortedDistinct(in);
                    break;
                }
            }
        }
        if (partitionCondition == null) {
            PartiQlExpressions expressions = new PartiQlExpressions(parameters, text);
            ScanRequest.Builder scan = ScanRequest.builder().tableName(table.name())
                    .indexName(select.source().index()).consistentRead(consistentRead);
            if (select.where() != null) {
                scan.filterExpression(expressions.condition(select.where()));
            }
            projection(select, expressions, scan::projectionExpression);
            return new ReadPlan(List.of(), scan.expressionAttributeNames(expressions.names())
                    .expressionAttributeValues(expressions.values()).build());
        }
        for (AttributeValue value : partitionValues) {
            checkKeyType(partition, value);
        }
        List<Expr> rest = new ArrayList<>(conjuncts);
        rest.remove(partitionCondition);
        Expr sortCondition = null;
        if (key.sort().isPresent()) {
            String sort = key.sort().get().name();
            for (Expr conjunct : rest) {
                if (isSortCondition(conjunct, sort, probe)) {
                    sortCondition = conjunct;
                    break;
                }
            }
            rest.remove(sortCondition);
            checkSortValues(sortCondition, rest, key.sort().get(), probe);
        }
        List<Expr> onKeys = new ArrayList<>();
        for (Expr conjunct : rest) {
            if (mentionsAny(conjunct, key)) {
                onKeys.add(conjunct);
            }
        }
        rest.removeAll(onKeys);
        List<PlannedQuery> queries = new ArrayList<>();
        for (AttributeValue value : partitionValues) {
            PartiQlExpressions expressions = new PartiQlExpressions(parameters, text);
            String keyCondition = expressions.name(partition.name()) + " = " + expressions.value(value);
            if (sortCondition != null) {
                keyCondition += " AND " + expressions.condition(sortCondition);
            }
            QueryRequest.Builder query = QueryRequest.builder().tableName(table.name())
                    .indexName(select.source().index()).consistentRead(consistentRead)
                    .keyConditionExpression(keyCondition);
            if (!rest.isEmpty()) {
                query.filterExpression(expressions.condition(and(rest)));
            }
            if (select.descending()) {
                query.scanIndexForward(false);
            }
            Condition postFilter = null;
            Projection projection = null;
            if (onKeys.isEmpty()) {
                projection(select, expressions, query::projectionExpression);
            } else {
                PartiQlExpressions own = new PartiQlExpressions(parameters, text);
                postFilter = Expressions.parseCondition(own.condition(and(onKeys)), ExpressionKind.FILTER,
                        ExpressionAttributes.of(own.names(), own.values()));
                if (select.projection() != null) {
                    PartiQlExpressions names = new PartiQlExpressions(parameters, text);
                    String[] projected = new String[1];
                    projection(select, names, p -> projected[0] = p);
                    projection = Expressions.parseProjection(projected[0], ExpressionAttributes.of(names.names(), null));
                }
            }
            queries.add(new PlannedQuery(query.expressionAttributeNames(expressions.names())
                    .expressionAttributeValues(expressions.values()).build(), postFilter, projection));
        }
        return new ReadPlan(queries, null);
    }

    /** The full primary key a statement's WHERE names by equalities, for reads of one item (batches). */
    static Map<String, AttributeValue> singleItemKey(Table table, Select select, List<AttributeValue> parameters,
                                                     String text, boolean onlyKey) {
        if (select.source().index() != null) {
            return null;
        }
        List<Expr> rest = new ArrayList<>(conjuncts(select.where()));
        Map<String, AttributeValue> key = keyOf(table.definition().key(), rest,
                new PartiQlExpressions(parameters, text));
        if (key == null || (onlyKey && !rest.isEmpty())) {
            return null;
        }
        return key;
    }

    /** The WHERE's conditions other than the key equalities {@link #singleItemKey} took, or null. */
    static Expr nonKeyConditions(Table table, Select select, List<AttributeValue> parameters, String text) {
        List<Expr> rest = new ArrayList<>(conjuncts(select.where()));
        keyOf(table.definition().key(), rest, new PartiQlExpressions(parameters, text));
        return rest.isEmpty() ? null : and(rest);
    }

    static PutItemRequest insert(Database db, Insert insert, List<AttributeValue> parameters, String text) {
        Table table = Tables.require(db, insert.source().table());
        if (insert.source().index() != null) {
            throw PartiQlParser.malformed(text);
        }
        PartiQlExpressions expressions = new PartiQlExpressions(parameters, text);
        AttributeValue value = expressions.constant(insert.value());
        if (value == null || value.m() == null || !value.hasM()) {
            throw PartiQlParser.malformed(text);
        }
        Map<String, AttributeValue> item = value.m();
        for (KeyAttribute attribute : table.definition().key().all()) {
            AttributeValue keyValue = item.get(attribute.name());
            if (keyValue == null) {
                throw DynamoError.validation("Key attribute should be present in the item: Key " + attribute.name());
            }
            checkKeyType(attribute, keyValue);
        }
        String condition = "attribute_not_exists(" + expressions.name(table.definition().key().partition().name()) + ")";
        return PutItemRequest.builder().tableName(table.name()).item(item).conditionExpression(condition)
                .expressionAttributeNames(expressions.names()).build();
    }

    static UpdateItemRequest update(Database db, Update update, List<AttributeValue> parameters, String text) {
        PartiQlExpressions expressions = new PartiQlExpressions(parameters, text);
        for (Assignment assignment : update.sets()) {
            checkSetOperand(assignment, expressions);
        }
        Table table = Tables.require(db, update.source().table());
        List<Expr> rest = new ArrayList<>(conjuncts(update.where()));
        Map<String, AttributeValue> key = keyOf(table.definition().key(), rest, expressions, true);
        if (key == null) {
            throw DynamoError.validation(MANDATORY_KEY);
        }
        List<String> sets = new ArrayList<>();
        List<String> adds = new ArrayList<>();
        List<String> deletes = new ArrayList<>();
        for (Assignment assignment : update.sets()) {
            String path = expressions.path(assignment.path());
            if (assignment.value() instanceof Call call && (call.name().equals("set_add")
                    || call.name().equals("set_delete")) && call.arguments().size() == 2
                    && call.arguments().get(0).equals(assignment.path())) {
                AttributeValue operand = expressions.constant(call.arguments().get(1));
                if (operand == null) {
                    throw PartiQlParser.malformed(text);
                }
                (call.name().equals("set_add") ? adds : deletes).add(path + " " + expressions.value(operand));
            } else {
                sets.add(path + " = " + expressions.setValue(assignment.value()));
            }
        }
        List<String> removes = new ArrayList<>();
        for (Path path : update.removes()) {
            removes.add(expressions.path(path));
        }
        StringBuilder updateExpression = new StringBuilder();
        clause(updateExpression, "SET", sets);
        clause(updateExpression, "REMOVE", removes);
        clause(updateExpression, "ADD", adds);
        clause(updateExpression, "DELETE", deletes);
        String condition = "attribute_exists(" + expressions.name(table.definition().key().partition().name()) + ")";
        if (!rest.isEmpty()) {
            condition += " AND (" + expressions.condition(and(rest)) + ")";
        }
        return UpdateItemRequest.builder().tableName(table.name()).key(key)
                .updateExpression(updateExpression.toString()).conditionExpression(condition)
                .returnValues(update.returnValues())
                .expressionAttributeNames(expressions.names()).expressionAttributeValues(expressions.values())
                .build();
    }

    static DeleteItemRequest delete(Database db, Delete delete, List<AttributeValue> parameters, String text) {
        Table table = Tables.require(db, delete.source().table());
        PartiQlExpressions expressions = new PartiQlExpressions(parameters, text);
        List<Expr> rest = new ArrayList<>(conjuncts(delete.where()));
        Map<String, AttributeValue> key = keyOf(table.definition().key(), rest, expressions, true);
        if (key == null) {
            throw DynamoError.validation(MANDATORY_KEY);
        }
        DeleteItemRequest.Builder request = DeleteItemRequest.builder().tableName(table.name()).key(key)
                .returnValues(delete.returnValues());
        if (!rest.isEmpty()) {
            // DynamoDB Local deletes nothing and answers success when the item is missing, whatever the conditions
            request.conditionExpression("attribute_not_exists("
                    + expressions.name(table.definition().key().partition().name()) + ") OR ("
                    + expressions.condition(and(rest)) + ")");
        }
        return request.expressionAttributeNames(expressions.names())
                .expressionAttributeValues(expressions.values()).build();
    }

    /**
     * set_add's and set_delete's second argument must be a set; the error points at the first argument's token
     * (DynamoDB Local gives no position when that argument is a longer path). The parser checked the rest.
     */
    private static void checkSetOperand(Assignment assignment, PartiQlExpressions expressions) {
        if (assignment.value() instanceof Call call && PartiQlParser.isSetFunction(call.name())
                && call.arguments().size() == 2) {
            AttributeValue operand = expressions.constant(call.arguments().get(1));
            if (operand != null && !operand.hasSs() && !operand.hasNs() && !operand.hasBs()) {
                PartiQlStatement.Position at = call.argumentPositions().get(0);
                throw DynamoError.validation("The second argument to " + call.name().toUpperCase(java.util.Locale.ROOT)
                        + " must be a value with type SET" + (at == null ? "" : at.at()));
            }
        }
    }

    private static void clause(StringBuilder out, String keyword, List<String> actions) {
        if (!actions.isEmpty()) {
            if (out.length() > 0) {
                out.append(' ');
            }
            out.append(keyword).append(' ').append(String.join(", ", actions));
        }
    }

    private static void projection(Select select, PartiQlExpressions expressions,
                                   java.util.function.Consumer<String> target) {
        if (select.projection() != null) {
            List<String> paths = new ArrayList<>();
            for (Path path : select.projection()) {
                paths.add(expressions.path(path));
            }
            target.accept(String.join(", ", paths));
        }
    }

    /**
     * The key of {@code schema} from equalities among {@code conjuncts} (removing the ones it takes), or null
     * when an attribute of the key has none.
     */
    private static Map<String, AttributeValue> keyOf(KeySchema schema, List<Expr> conjuncts,
                                                     PartiQlExpressions expressions) {
        return keyOf(schema, conjuncts, expressions, false);
    }

    /**
     * The whole primary key the WHERE's equalities give, or null. For an UPDATE's or DELETE's ({@code write}) a key
     * value that is no S, N or B is refused as such before its type is compared with the schema's, as DynamoDB Local
     * refuses it (probed; the service's text is not known).
     */
    private static Map<String, AttributeValue> keyOf(KeySchema schema, List<Expr> conjuncts,
                                                     PartiQlExpressions expressions, boolean write) {
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        for (KeyAttribute attribute : schema.all()) {
            Expr found = null;
            for (Expr conjunct : conjuncts) {
                AttributeValue value = equality(conjunct, attribute.name(), expressions);
                if (value != null) {
                    found = conjunct;
                    key.put(attribute.name(), value);
                    break;
                }
            }
            if (found == null) {
                return null;
            }
            conjuncts.remove(found);
        }
        for (KeyAttribute attribute : schema.all()) {
            AttributeType type = AttributeType.of(key.get(attribute.name()));
            if (write && type != AttributeType.S && type != AttributeType.N && type != AttributeType.B) {
                throw DynamoError.validation("Key value must be of type S, N, or B. Key name: " + attribute.name()
                        + ", Key type: " + type.name());
            }
            checkKeyType(attribute, key.get(attribute.name()));
        }
        return key;
    }

    /**
     * A Query's sort-key condition against the key's type, as DynamoDB Local judges a statement's (probed): a value
     * of another scalar type, or any other type beside {@code =}, is the key's type error (a non-scalar bound of a
     * range is left to the key condition's operand rules); a sort key {@code IN} a list holding another type is a
     * condition parameter of the wrong type.
     */
    private static void checkSortValues(Expr sortCondition, List<Expr> rest, KeyAttribute sort,
                                        PartiQlExpressions expressions) {
        List<Expr> operands = new ArrayList<>();
        boolean equality = false;
        if (sortCondition instanceof Comparison comparison) {
            operands.add(comparison.right());
            equality = comparison.op().equals("=");
        } else if (sortCondition instanceof Between between) {
            operands.add(between.low());
            operands.add(between.high());
        } else if (sortCondition instanceof Call call) {
            operands.add(call.arguments().get(1));
        }
        for (Expr operand : operands) {
            AttributeType type = AttributeType.of(expressions.constant(operand));
            boolean scalar = type == AttributeType.S || type == AttributeType.N || type == AttributeType.B;
            if (type != sort.type() && (equality || scalar)) {
                checkKeyType(sort, expressions.constant(operand));
            }
        }
        for (Expr conjunct : rest) {
            List<AttributeValue> in = inList(conjunct, sort.name(), expressions);
            if (in != null && in.stream().anyMatch(v -> AttributeType.of(v) != sort.type())) {
                throw DynamoError.validation(
                        "One or more parameter values were invalid: Condition parameter type does not match schema type");
            }
        }
    }

    private static void checkKeyType(KeyAttribute attribute, AttributeValue value) {
        if (AttributeType.of(value) != attribute.type()) {
            throw DynamoError.validation(KEY_TYPE + attribute.name());
        }
    }

    /** The constant {@code attribute} is compared equal to by {@code conjunct}, or null. */
    private static AttributeValue equality(Expr conjunct, String attribute, PartiQlExpressions expressions) {
        if (conjunct instanceof Comparison comparison && comparison.op().equals("=")) {
            if (names(comparison.left(), attribute)) {
                return expressions.constant(comparison.right());
            }
            if (names(comparison.right(), attribute)) {
                return expressions.constant(comparison.left());
            }
        }
        return null;
    }

    private static List<AttributeValue> inList(Expr conjunct, String attribute, PartiQlExpressions expressions) {
        if (conjunct instanceof In in && names(in.operand(), attribute)) {
            List<AttributeValue> values = new ArrayList<>();
            for (Expr value : in.values()) {
                AttributeValue constant = expressions.constant(value);
                if (constant == null) {
                    return null;
                }
                values.add(constant);
            }
            return values;
        }
        return null;
    }

    private static boolean isSortCondition(Expr conjunct, String sort, PartiQlExpressions expressions) {
        if (conjunct instanceof Comparison comparison && !comparison.op().equals("<>")) {
            return names(comparison.left(), sort) && expressions.constant(comparison.right()) != null;
        }
        if (conjunct instanceof Between between) {
            return names(between.operand(), sort) && expressions.constant(between.low()) != null
                    && expressions.constant(between.high()) != null;
        }
        if (conjunct instanceof Call call && call.name().equals("begins_with") && call.arguments().size() == 2) {
            return names(call.arguments().get(0), sort) && expressions.constant(call.arguments().get(1)) != null;
        }
        return false;
    }

    /** The values of a {@code pk IN [...]} in key order, each once: DynamoDB Local queries them so. */
    private static List<AttributeValue> sortedDistinct(List<AttributeValue> values) {
        java.util.TreeMap<Object, AttributeValue> sorted = new java.util.TreeMap<>((a, b) -> {
            if (a instanceof java.math.BigDecimal x && b instanceof java.math.BigDecimal y) {
                return x.compareTo(y);
            }
            if (a instanceof String x && b instanceof String y) {
                return java.util.Arrays.compare(x.getBytes(java.nio.charset.StandardCharsets.UTF_8),
                        y.getBytes(java.nio.charset.StandardCharsets.UTF_8));
            }
            if (a instanceof byte[] x && b instanceof byte[] y) {
                return java.util.Arrays.compareUnsigned(x, y);
            }
            return a.getClass().getName().compareTo(b.getClass().getName());
        });
        for (AttributeValue value : values) {
            Object key = value.s() != null ? value.s() : value.n() != null ? number(value.n())
                    : value.b() != null ? value.b().asByteArray() : value.toString();
            sorted.putIfAbsent(key, value);
        }
        return new ArrayList<>(sorted.values());
    }

    private static Object number(String text) {
        try {
            return new java.math.BigDecimal(text);
        } catch (NumberFormatException e) {
            return text;
        }
    }

    /** Whether {@code expr} reads an attribute of {@code key} (at the top level or below it). */
    private static boolean mentionsAny(Expr expr, KeySchema key) {
        if (expr instanceof Path path) {
            return path.segments().get(0) instanceof String name && key.contains(name);
        }
        if (expr instanceof And and) {
            return mentionsAny(and.left(), key) || mentionsAny(and.right(), key);
        }
        if (expr instanceof PartiQlStatement.Or or) {
            return mentionsAny(or.left(), key) || mentionsAny(or.right(), key);
        }
        if (expr instanceof PartiQlStatement.Not not) {
            return mentionsAny(not.operand(), key);
        }
        if (expr instanceof Comparison comparison) {
            return mentionsAny(comparison.left(), key) || mentionsAny(comparison.right(), key);
        }
        if (expr instanceof Between between) {
            return mentionsAny(between.operand(), key) || mentionsAny(between.low(), key)
                    || mentionsAny(between.high(), key);
        }
        if (expr instanceof In in) {
            return mentionsAny(in.operand(), key) || in.values().stream().anyMatch(v -> mentionsAny(v, key));
        }
        if (expr instanceof PartiQlStatement.Is is) {
            return mentionsAny(is.operand(), key);
        }
        if (expr instanceof Call call) {
            return call.arguments().stream().anyMatch(a -> mentionsAny(a, key));
        }
        return false;
    }

    private static boolean names(Expr expr, String attribute) {
        return expr instanceof Path path && attribute.equals(path.topLevelName());
    }

    static List<Expr> conjuncts(Expr where) {
        List<Expr> out = new ArrayList<>();
        collect(where, out);
        return out;
    }

    private static void collect(Expr expr, List<Expr> out) {
        if (expr == null) {
            return;
        }
        if (expr instanceof And and) {
            collect(and.left(), out);
            collect(and.right(), out);
        } else {
            out.add(expr);
        }
    }

    private static Expr and(List<Expr> conjuncts) {
        Expr result = conjuncts.get(0);
        for (int i = 1; i < conjuncts.size(); i++) {
            result = new And(result, conjuncts.get(i));
        }
        return result;
    }

    private static String display(Path path) {
        StringBuilder out = new StringBuilder();
        for (Object segment : path.segments()) {
            if (segment instanceof Integer index) {
                out.append('[').append(index).append(']');
            } else {
                if (out.length() > 0) {
                    out.append('.');
                }
                out.append(segment);
            }
        }
        return out.toString();
    }
}
