package dev.dynamofixtures.core.internal.ops;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.ComparisonOperator;
import software.amazon.awssdk.services.dynamodb.model.Condition;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * The shape of a Query's key condition for the operation log: attribute names resolved through
 * ExpressionAttributeNames, every value written {@code :value}, grouping parentheses dropped (a key condition is
 * a conjunction), keywords upper case and spacing normalised, as in
 * {@code customer_id = :value AND order_date BETWEEN :value AND :value}. Legacy KeyConditions get the same form,
 * equalities first. Works on the request as sent, valid or not: a call that failed still has a shape.
 */
public final class KeyConditionShapes {
    private KeyConditionShapes() {
    }

    /** The shape of a Query's key condition (expression or legacy KeyConditions), or empty when it has none. */
    public static Optional<String> of(QueryRequest query) {
        if (query.keyConditionExpression() != null) {
            Map<String, String> names = query.hasExpressionAttributeNames() ? query.expressionAttributeNames() : Map.of();
            return Optional.of(ofExpression(query.keyConditionExpression(), names));
        }
        if (query.hasKeyConditions() && !query.keyConditions().isEmpty()) {
            return Optional.of(ofLegacy(query.keyConditions()));
        }
        return Optional.empty();
    }

    static String ofExpression(String expression, Map<String, String> names) {
        List<String> tokens = tokens(expression);
        StringBuilder shape = new StringBuilder();
        List<Boolean> functionParens = new ArrayList<>();
        String previous = null;
        for (String token : tokens) {
            if (token.equals("(")) {
                boolean function = previous != null && isName(previous) && !isKeyword(previous);
                functionParens.add(function);
                if (function) {
                    shape.append('(');
                }
                previous = token;
                continue;
            }
            if (token.equals(")")) {
                if (!functionParens.isEmpty() && functionParens.remove(functionParens.size() - 1)) {
                    shape.append(')');
                }
                previous = token;
                continue;
            }
            String word;
            if (token.startsWith(":")) {
                word = ":value";
            } else if (token.startsWith("#")) {
                word = names.getOrDefault(token, token);
            } else if (isKeyword(token)) {
                word = token.toUpperCase(Locale.ROOT);
            } else {
                word = token;
            }
            if (token.equals(",")) {
                shape.append(", ");
            } else {
                char last = shape.length() == 0 ? ' ' : shape.charAt(shape.length() - 1);
                if (last != ' ' && last != '(') {
                    shape.append(' ');
                }
                shape.append(word);
            }
            previous = token;
        }
        return shape.toString().trim();
    }

    static String ofLegacy(Map<String, Condition> conditions) {
        // equalities (the partition key's) first, as an expression is written: a map's order is no order
        List<String> parts = new ArrayList<>(conditions.size());
        conditions.forEach((name, condition) -> {
            if (condition != null && condition.comparisonOperator() == ComparisonOperator.EQ) {
                parts.add(legacyPart(name, condition));
            }
        });
        conditions.forEach((name, condition) -> {
            if (condition == null || condition.comparisonOperator() != ComparisonOperator.EQ) {
                parts.add(legacyPart(name, condition));
            }
        });
        return String.join(" AND ", parts);
    }

    private static String legacyPart(String name, Condition condition) {
        ComparisonOperator operator = condition == null ? null : condition.comparisonOperator();
        if (operator == null) {
            return name + " " + (condition == null ? "?" : condition.comparisonOperatorAsString()) + " :value";
        }
        return switch (operator) {
            case EQ -> name + " = :value";
            case LT -> name + " < :value";
            case LE -> name + " <= :value";
            case GT -> name + " > :value";
            case GE -> name + " >= :value";
            case BETWEEN -> name + " BETWEEN :value AND :value";
            case BEGINS_WITH -> "begins_with(" + name + ", :value)";
            default -> name + " " + operator + " :value";
        };
    }

    private static boolean isKeyword(String token) {
        return token.equalsIgnoreCase("AND") || token.equalsIgnoreCase("BETWEEN") || token.equalsIgnoreCase("OR")
                || token.equalsIgnoreCase("NOT") || token.equalsIgnoreCase("IN");
    }

    private static boolean isName(String token) {
        char first = token.charAt(0);
        return Character.isLetterOrDigit(first) || first == '_' || first == '#';
    }

    /** Names, placeholders, comparison operators, parentheses and commas, in order; whitespace dropped. */
    private static List<String> tokens(String expression) {
        List<String> tokens = new ArrayList<>();
        int i = 0;
        int n = expression.length();
        while (i < n) {
            char c = expression.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (c == '(' || c == ')' || c == ',' || c == '=') {
                tokens.add(String.valueOf(c));
                i++;
            } else if (c == '<' || c == '>') {
                if (i + 1 < n && (expression.charAt(i + 1) == '=' || (c == '<' && expression.charAt(i + 1) == '>'))) {
                    tokens.add(expression.substring(i, i + 2));
                    i += 2;
                } else {
                    tokens.add(String.valueOf(c));
                    i++;
                }
            } else {
                int start = i;
                while (i < n && !Character.isWhitespace(expression.charAt(i))
                        && "(),=<>".indexOf(expression.charAt(i)) < 0) {
                    i++;
                }
                tokens.add(expression.substring(start, i));
            }
        }
        return tokens;
    }
}
