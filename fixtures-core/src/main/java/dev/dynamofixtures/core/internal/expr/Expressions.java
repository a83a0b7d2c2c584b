package dev.dynamofixtures.core.internal.expr;

import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.value.Utf8;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Entry points of the expression language: parse an expression's text (cached per kind), bind it to a
 * request's names and values, and get an object that evaluates it.
 *
 * <p>Per expression DynamoDB checks, in order: empty text, size (4096 bytes), syntax and redundant
 * parentheses, the tree-walk rules of {@link TreeWalkChecks}, then the placeholder-dependent rules while
 * binding. Errors are prefixed {@code Invalid <Parameter>: }. After all expressions of a request, the operation
 * calls {@link ExpressionAttributes#checkAllUsed()}. Query parses its FilterExpression and ProjectionExpression
 * before its KeyConditionExpression, and checks unused placeholders before the key conditions' structure.
 */
public final class Expressions {
    static final int MAX_EXPRESSION_BYTES = 4096;
    private static final int CACHE_CAPACITY = 2048;

    private static final Map<ExpressionKind, ParseCache<Object>> CACHES = new EnumMap<>(ExpressionKind.class);

    static {
        for (ExpressionKind kind : ExpressionKind.values()) {
            CACHES.put(kind, new ParseCache<>(CACHE_CAPACITY));
        }
    }

    private Expressions() {
    }

    /** A ConditionExpression or FilterExpression bound to the request's names and values. */
    public static Condition parseCondition(String text, ExpressionKind kind, ExpressionAttributes attributes) {
        if (kind != ExpressionKind.CONDITION && kind != ExpressionKind.FILTER) {
            throw new IllegalArgumentException("not a condition kind: " + kind);
        }
        Ast.Cond tree = conditionTree(text, kind, attributes);
        return bind(kind, () -> ConditionBinder.bind(tree, attributes));
    }

    /** A ProjectionExpression bound to the request's names. */
    public static Projection parseProjection(String text, ExpressionAttributes attributes) {
        Objects.requireNonNull(attributes, "attributes");
        @SuppressWarnings("unchecked")
        List<Ast.Path> paths = (List<Ast.Path>) CACHES.get(ExpressionKind.PROJECTION).get(
                Objects.requireNonNull(text, "text"), ExpressionKind.PROJECTION.errorPrefix(), source -> {
                    checkText(source, false);
                    List<Ast.Path> parsed = ProjectionParser.parse(source);
                    TreeWalkChecks.checkProjection(parsed);
                    return parsed;
                });
        attributes.validate();
        return bind(ExpressionKind.PROJECTION, () -> {
            PathBinder binder = new PathBinder(attributes);
            PathConflicts conflicts = new PathConflicts();
            DocumentPath[] resolved = new DocumentPath[paths.size()];
            for (int i = resolved.length - 1; i >= 0; i--) {
                resolved[i] = binder.bindPath(paths.get(i));
                conflicts.add(resolved[i]);
            }
            binder.finish();
            return new BoundProjection(Arrays.asList(resolved));
        });
    }

    /** A KeyConditionExpression's conditions: parsed, bound, and checked against the rules of SPEC 5.2. */
    public static List<KeyCondition> parseKeyCondition(String text, ExpressionAttributes attributes,
                                                       KeyAttributeNames keys) {
        return parseKeyConditionExpression(text, attributes).conditions(() -> keys);
    }

    /**
     * A KeyConditionExpression parsed and bound, its structural rules checked later (see
     * {@link KeyConditionExpression}).
     */
    public static KeyConditionExpression parseKeyConditionExpression(String text, ExpressionAttributes attributes) {
        Ast.Cond tree = conditionTree(text, ExpressionKind.KEY_CONDITION, attributes);
        Condition condition = bind(ExpressionKind.KEY_CONDITION, () -> ConditionBinder.bind(tree, attributes));
        return new KeyConditionExpression(tree, condition, attributes);
    }

    /** An UpdateExpression bound to the request's names and values. */
    public static UpdateAction parseUpdate(String text, ExpressionAttributes attributes) {
        Objects.requireNonNull(attributes, "attributes");
        Ast.Update tree = (Ast.Update) CACHES.get(ExpressionKind.UPDATE).get(Objects.requireNonNull(text, "text"),
                ExpressionKind.UPDATE.errorPrefix(), source -> {
                    checkText(source, false);
                    Ast.Update parsed = UpdateParser.parse(source);
                    TreeWalkChecks.checkUpdate(parsed);
                    return parsed;
                });
        attributes.validate();
        return bind(ExpressionKind.UPDATE, () -> UpdateBinder.bind(tree, attributes));
    }

    private static Ast.Cond conditionTree(String text, ExpressionKind kind, ExpressionAttributes attributes) {
        Objects.requireNonNull(attributes, "attributes");
        Ast.Cond tree = (Ast.Cond) CACHES.get(kind).get(Objects.requireNonNull(text, "text"), kind.errorPrefix(),
                source -> {
                    checkText(source, true);
                    Ast.Cond parsed = ConditionParser.parse(source);
                    TreeWalkChecks.checkCondition(parsed);
                    return parsed;
                });
        attributes.validate();
        return tree;
    }

    /**
     * Empty text, then its size in UTF-8 bytes. A condition's message ({@code showsSize}: ConditionExpression,
     * FilterExpression, KeyConditionExpression) ends with the size; an UpdateExpression's or ProjectionExpression's
     * ends at the semicolon (the service and DynamoDB Local alike).
     */
    static void checkText(String text, boolean showsSize) {
        if (text.isEmpty()) {
            throw ExpressionErrors.empty();
        }
        int size = text.length() > MAX_EXPRESSION_BYTES / 3 ? Utf8.length(text) : text.length();
        if (size > MAX_EXPRESSION_BYTES) {
            throw ExpressionErrors.tooLarge(showsSize ? size : -1);
        }
    }

    /** Runs a binding step, prefixing its errors with the expression's parameter name. */
    static <T> T bind(ExpressionKind kind, Binding<T> binding) {
        try {
            return binding.bind();
        } catch (DynamoError e) {
            throw e.prefixed(kind.errorPrefix());
        }
    }

    /** A binding step. */
    interface Binding<T> {
        T bind();
    }
}
