package dev.dynamofixtures.core.internal.expr;

import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.value.AttributeValues;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import software.amazon.awssdk.core.util.SdkAutoConstructMap;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The ExpressionAttributeNames and ExpressionAttributeValues of one request, and which of them the request's
 * expressions used. One instance serves every expression of one request; it is not thread-safe.
 *
 * <p>The maps are checked (SPEC 6.5) on first use, so that an operation can first report names or values
 * supplied without any expression: names (empty, then each key), then values (empty, each key, each value),
 * then each name's value. Values are kept in canonical form ({@link AttributeValues#normalize}).
 */
public final class ExpressionAttributes {
    private static final int MAX_KEY_LENGTH = 255;

    private final Map<String, String> names;
    private final Map<String, AttributeValue> rawValues;
    private Map<String, AttributeValue> values;
    /** The request has no expression: the maps are neither checked nor required to be used. */
    private boolean withoutExpressions;
    /** Created on first use: requests without expressions never need them. */
    private UsedKeys usedNames;
    private UsedKeys usedValues;

    private ExpressionAttributes(Map<String, String> names, Map<String, AttributeValue> rawValues) {
        this.names = names;
        this.rawValues = rawValues;
    }

    /** The maps of a request; either may be null, or the SDK's auto-constructed empty map, when it has none. */
    public static ExpressionAttributes of(Map<String, String> names, Map<String, AttributeValue> values) {
        return new ExpressionAttributes(absentIfAutoConstructed(names), absentIfAutoConstructed(values));
    }

    /** The SDK fills members a request never set with auto-construct maps: those mean "not given". */
    private static <M extends Map<?, ?>> M absentIfAutoConstructed(M map) {
        return map instanceof SdkAutoConstructMap ? null : map;
    }

    /** A request without names or values. */
    public static ExpressionAttributes none() {
        return new ExpressionAttributes(null, null);
    }

    /**
     * Rejects names or values supplied to a request that has no expression that could use them, then checks
     * the maps. {@code valuesNullParameterName} completes DynamoDB's message ("... is null", "... are null"),
     * e.g. {@code FilterExpression} or {@code UpdateExpression and ConditionExpression}.
     */
    public void checkSuppliedWithoutExpressions(boolean anyExpression, String valuesNullParameterName) {
        checkSuppliedWithoutExpressions(anyExpression, anyExpression, valuesNullParameterName);
    }

    /**
     * Like {@link #checkSuppliedWithoutExpressions(boolean, String)}, for requests where only some expressions
     * take values (a ProjectionExpression uses names but no values).
     */
    public void checkSuppliedWithoutExpressions(boolean anyExpression, boolean anyValueExpression,
                                                String valuesNullParameterName) {
        refuseSuppliedWithoutExpressions(anyExpression, anyValueExpression, valuesNullParameterName);
        validate();
    }

    /**
     * {@link #checkSuppliedWithoutExpressions(boolean, String)} without the maps' own checks, which the caller makes
     * later with {@link #validate}: DynamoDB Local checks the maps of a PutItem, UpdateItem or DeleteItem after its
     * item or key, and a Scan's after its Limit (probed).
     */
    public void refuseSuppliedWithoutExpressions(boolean anyExpression, String valuesNullParameterName) {
        refuseSuppliedWithoutExpressions(anyExpression, anyExpression, valuesNullParameterName);
    }

    /** {@link #refuseSuppliedWithoutExpressions(boolean, String)} where only some expressions take values. */
    public void refuseSuppliedWithoutExpressions(boolean anyExpression, boolean anyValueExpression,
                                                 String valuesNullParameterName) {
        if (!anyExpression && names != null && !names.isEmpty()) {
            throw DynamoError.validation("ExpressionAttributeNames can only be specified when using expressions");
        }
        refuseValuesWithoutValueExpressions(anyValueExpression, valuesNullParameterName);
        if (!anyExpression) {
            withoutExpressions = true;
        }
    }

    /**
     * Rejects values supplied to a request none of whose expressions takes values. A Query or Scan whose only
     * expression is a ProjectionExpression checks this after its legacy and expression parameters are found mixed
     * (DynamoDB Local's order, probed), so it calls {@link #refuseSuppliedWithoutExpressions(boolean, String)} with
     * {@code anyExpression} first and this after.
     */
    public void refuseValuesWithoutValueExpressions(boolean anyValueExpression, String valuesNullParameterName) {
        if (!anyValueExpression && rawValues != null && !rawValues.isEmpty()) {
            throw DynamoError.validation("ExpressionAttributeValues can only be specified when using expressions: "
                    + valuesNullParameterName + (valuesNullParameterName.contains(" and ") ? " are null" : " is null"));
        }
    }

    /** Checks the maps' keys and values as DynamoDB does (idempotent; also done on first use). */
    public void validate() {
        if (values != null || withoutExpressions) {
            return;
        }
        if (names != null) {
            if (names.isEmpty()) {
                throw DynamoError.validation("ExpressionAttributeNames must not be empty");
            }
            names.keySet().forEach(key -> checkKey("ExpressionAttributeNames", key, '#'));
        }
        Map<String, AttributeValue> canonical = Map.of();
        if (rawValues != null) {
            if (rawValues.isEmpty()) {
                throw DynamoError.validation("ExpressionAttributeValues must not be empty");
            }
            rawValues.keySet().forEach(key -> checkKey("ExpressionAttributeValues", key, ':'));
            canonical = canonicalValues(rawValues);
        }
        if (names != null) {
            names.forEach(ExpressionAttributes::checkName);
        }
        values = canonical;
    }

    /** The values in canonical form: the request's own map when they all are already (the common case). */
    private static Map<String, AttributeValue> canonicalValues(Map<String, AttributeValue> raw) {
        CanonicalValues canonical = new CanonicalValues(raw);
        // forEach, not entrySet(): a request's map is unmodifiable, and its entry set wraps every entry in a new
        // object (see Keys.validateKey); forEach visits the entries in the same order
        raw.forEach(canonical);
        return canonical.copy == null ? raw : canonical.copy;
    }

    /** Normalizes each value in turn; copies the map at the first value that changes. */
    private static final class CanonicalValues implements BiConsumer<String, AttributeValue> {
        private final Map<String, AttributeValue> raw;
        private Map<String, AttributeValue> copy;

        CanonicalValues(Map<String, AttributeValue> raw) {
            this.raw = raw;
        }

        @Override
        public void accept(String key, AttributeValue rawValue) {
            AttributeValue value = normalized(key, rawValue);
            if (copy == null && value != rawValue) {
                copy = new HashMap<>(raw);
            }
            if (copy != null) {
                copy.put(key, value);
            }
        }
    }

    /** After every expression of the request is parsed: rejects names or values no expression used. */
    public void checkAllUsed() {
        if (withoutExpressions) {
            return;
        }
        validate();
        checkUsed("ExpressionAttributeNames", names == null ? null : names.keySet(), usedNames);
        checkUsed("ExpressionAttributeValues", rawValues == null ? null : rawValues.keySet(), usedValues);
    }

    private static void checkUsed(String mapName, Set<String> supplied, UsedKeys used) {
        // every used key is a supplied key, so equal counts mean all were used
        if (supplied == null || (used == null ? 0 : used.size()) == supplied.size()) {
            return;
        }
        // A HashSet copy, as DynamoDB makes: its iteration order is the order DynamoDB lists the keys in.
        Set<String> unused = new HashSet<>(supplied);
        if (used != null) {
            unused.removeIf(used::contains);
        }
        if (!unused.isEmpty()) {
            throw ExpressionErrors.unused(mapName, unused);
        }
    }

    private static void checkKey(String mapName, String key, char sigil) {
        if (isWellFormedKey(key, sigil)) {
            return; // the common case, without building any message
        }
        String prefix = mapName + " contains invalid key: ";
        if (key == null) {
            throw DynamoError.validation(prefix + "The expression attribute map contains a null key");
        }
        if (key.isEmpty()) {
            throw DynamoError.validation(prefix + "The expression attribute map contains an empty key;");
        }
        if (key.length() > MAX_KEY_LENGTH) {
            throw DynamoError.validation(prefix + "The expression attribute map contains a key that is too long;"
                    + (sigil == '#' ? " size of key: " + key.length() : ""));
        }
        boolean valid = key.length() > 1 && key.charAt(0) == sigil;
        for (int i = 1; valid && i < key.length(); i++) {
            valid = Lexer.isNameChar(key.charAt(i));
        }
        if (!valid) {
            throw DynamoError.validation(prefix + "Syntax error; key: \"" + key + "\"");
        }
    }

    private static boolean isWellFormedKey(String key, char sigil) {
        if (key == null || key.length() < 2 || key.length() > MAX_KEY_LENGTH || key.charAt(0) != sigil) {
            return false;
        }
        for (int i = 1; i < key.length(); i++) {
            if (!Lexer.isNameChar(key.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    private static AttributeValue normalized(String key, AttributeValue value) {
        if (value != null && value.n() != null && isCanonicalInteger(value.n()) && onlyNumber(value)) {
            return value;
        }
        try {
            // depth 0: a value may nest one level deeper than an item's attribute, which sits under its name (probed)
            return AttributeValues.normalize(value, 0);
        } catch (DynamoError e) {
            throw e.prefixed("ExpressionAttributeValues contains invalid value: ").suffixed(" for key " + key);
        }
    }

    private static boolean onlyNumber(AttributeValue value) {
        return value.s() == null && value.b() == null && value.bool() == null && value.nul() == null && !value.hasM()
                && !value.hasL() && !value.hasSs() && !value.hasNs() && !value.hasBs();
    }

    /** A plain integer in canonical form ({@code 0}, {@code -12}): valid as is, the common case made cheap. */
    private static boolean isCanonicalInteger(String text) {
        int start = text.startsWith("-") ? 1 : 0;
        int digits = text.length() - start;
        if (digits < 1 || digits > 38 || text.charAt(start) == '0' && (digits > 1 || start == 1)) {
            return false;
        }
        for (int i = start; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return true;
    }

    private static void checkName(String key, String name) {
        try {
            AttributeValues.checkAttributeName(name);
        } catch (DynamoError e) {
            throw e.prefixed("ExpressionAttributeNames contains invalid value: ").suffixed(" for key " + key);
        }
    }

    // ---------------------------------------------------------------- use by the binder

    /** The request's ExpressionAttributeNames, or null when it has none. */
    Map<String, String> names() {
        return names;
    }

    /** The attribute name a {@code #name} stands for (marking it used), or null when undefined. */
    String name(String placeholder) {
        validate();
        String name = names == null ? null : names.get(placeholder);
        if (name != null) {
            if (usedNames == null) {
                usedNames = new UsedKeys();
            }
            usedNames.add(placeholder);
        }
        return name;
    }

    /** The canonical value a {@code :value} stands for (marking it used), or null when undefined. */
    AttributeValue value(String placeholder) {
        validate();
        AttributeValue value = values.get(placeholder);
        if (value != null) {
            if (usedValues == null) {
                usedValues = new UsedKeys();
            }
            usedValues.add(placeholder);
        }
        return value;
    }

    /** The value as the request wrote it (DynamoDB quotes values unnormalised in some messages). */
    AttributeValue rawValue(String placeholder) {
        return rawValues.get(placeholder);
    }

    /**
     * The distinct placeholders of one map that the request's expressions used. A request names a few
     * placeholders, each used once or a few times, so they are kept in a small array searched linearly
     * (cheaper than hashing and allocates once); past {@link #LINEAR_LIMIT} keys (DynamoDB allows hundreds)
     * they move to a HashSet. Only membership and the count are read, so the representation is not visible.
     */
    private static final class UsedKeys {
        private static final int LINEAR_LIMIT = 8;

        private String[] keys = new String[LINEAR_LIMIT];
        private int size;
        private Set<String> many;

        void add(String key) {
            if (many != null) {
                many.add(key);
                return;
            }
            for (int i = 0; i < size; i++) {
                if (keys[i].equals(key)) {
                    return;
                }
            }
            if (size == LINEAR_LIMIT) {
                many = new HashSet<>(Arrays.asList(keys));
                many.add(key);
                keys = null;
                return;
            }
            keys[size++] = key;
        }

        boolean contains(String key) {
            if (many != null) {
                return many.contains(key);
            }
            for (int i = 0; i < size; i++) {
                if (keys[i].equals(key)) {
                    return true;
                }
            }
            return false;
        }

        int size() {
            return many != null ? many.size() : size;
        }
    }
}
