package dev.dynamofixtures.junit.internal.log;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.ComparisonOperator;
import software.amazon.awssdk.services.dynamodb.model.Condition;

/**
 * The shape of a Query's key condition as the operation log shows it: attribute names resolved through
 * ExpressionAttributeNames, every value written {@code :value}, keywords upper case, one space between words and
 * grouping parentheses dropped, such as
 * {@code customer_id = :value AND begins_with(order_date, :value)}. Legacy {@code KeyConditions} are written the same
 * way, equality conditions first. Works on the text alone, so a malformed expression still gets a shape (its words,
 * normalised), and the server's answer says what is wrong with it.
 *
 * <p>The in-memory engine writes the same shapes; a duplicate of its formatter until the two are merged.
 */
final class KeyConditionShapes {
    private static final String VALUE = ":value";

    private KeyConditionShapes() {
    }

    /** The shape of {@code expression}, names resolved by {@code names} (which may be empty). */
    static String of(String expression, Map<String, String> names) {
        List<String> tokens = tokens(expression, names);
        StringBuilder shape = new StringBuilder();
        String previous = null;
        int depth = 0;
        List<Boolean> callParens = new ArrayList<>();
        for (String token : tokens) {
            if (token.equals("(")) {
                boolean call = previous != null && isFunction(previous);
                callParens.add(call);
                depth++;
                if (!call) {
                    continue;
                }
                shape.append('(');
                previous = token;
                continue;
            }
            if (token.equals(")")) {
                boolean call = depth > 0 && callParens.remove(callParens.size() - 1);
                depth = Math.max(0, depth - 1);
                if (call) {
                    shape.append(')');
                    previous = token;
                }
                continue;
            }
            if (token.equals(",")) {
                shape.append(',');
                previous = token;
                continue;
            }
            if (shape.length() > 0 && !"(".equals(previous)) {
                shape.append(' ');
            }
            shape.append(token);
            previous = token;
        }
        return shape.toString();
    }

    /** The shape of legacy {@code KeyConditions}: equality conditions first, then the others, each in the map's order. */
    static String of(Map<String, Condition> keyConditions) {
        List<String> equalities = new ArrayList<>();
        List<String> others = new ArrayList<>();
        for (Map.Entry<String, Condition> entry : keyConditions.entrySet()) {
            String name = entry.getKey();
            ComparisonOperator operator = entry.getValue().comparisonOperator();
            String condition = switch (operator == null ? ComparisonOperator.UNKNOWN_TO_SDK_VERSION : operator) {
                case EQ -> name + " = " + VALUE;
                case LT -> name + " < " + VALUE;
                case LE -> name + " <= " + VALUE;
                case GT -> name + " > " + VALUE;
                case GE -> name + " >= " + VALUE;
                case BEGINS_WITH -> "begins_with(" + name + ", " + VALUE + ")";
                case BETWEEN -> name + " BETWEEN " + VALUE + " AND " + VALUE;
                default -> name + " " + entry.getValue().comparisonOperatorAsString() + " " + VALUE;
            };
            (operator == ComparisonOperator.EQ ? equalities : others).add(condition);
        }
        equalities.addAll(others);
        return String.join(" AND ", equalities);
    }

    private static boolean isFunction(String token) {
        return token.equals("begins_with");
    }

    private static List<String> tokens(String expression, Map<String, String> names) {
        List<String> tokens = new ArrayList<>();
        int i = 0;
        while (i < expression.length()) {
            char c = expression.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (c == '(' || c == ')' || c == ',') {
                tokens.add(String.valueOf(c));
                i++;
            } else if (c == '=' || c == '<' || c == '>') {
                int end = i + 1;
                while (end < expression.length() && "=<>".indexOf(expression.charAt(end)) >= 0) {
                    end++;
                }
                tokens.add(expression.substring(i, end));
                i = end;
            } else {
                int end = i + 1;
                while (end < expression.length() && isWordChar(expression.charAt(end))) {
                    end++;
                }
                tokens.add(word(expression.substring(i, end), names));
                i = end;
            }
        }
        return tokens;
    }

    private static boolean isWordChar(char c) {
        return !Character.isWhitespace(c) && "()=<>,".indexOf(c) < 0;
    }

    private static String word(String word, Map<String, String> names) {
        if (word.startsWith(":")) {
            return VALUE;
        }
        if (word.startsWith("#")) {
            return names.getOrDefault(word, word);
        }
        String upper = word.toUpperCase(Locale.ROOT);
        if (upper.equals("AND") || upper.equals("BETWEEN")) {
            return upper;
        }
        if (upper.equals("BEGINS_WITH")) {
            return "begins_with";
        }
        return word;
    }
}
