package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.And;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Arithmetic;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Between;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Call;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Comparison;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Expr;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.In;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Is;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.ListValue;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Literal;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.MapValue;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Not;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Or;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Parameter;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.Path;
import dev.dynamofixtures.core.internal.ops.PartiQlStatement.SetValue;
import dev.dynamofixtures.core.internal.value.AttributeValues;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Writes PartiQL expressions as DynamoDB expressions ({@code #n0.#n1[2] = :v0}) with their
 * ExpressionAttributeNames and ExpressionAttributeValues, so that the engine's own condition, filter,
 * projection and update evaluators give PartiQL its semantics. Constant sub-expressions (literals, {@code ?}
 * parameters, {@code {...}}, {@code [...]}, {@code <<...>>}) become values.
 */
final class PartiQlExpressions {
    private final List<AttributeValue> parameters;
    private final String statement;
    private final Map<String, String> names = new LinkedHashMap<>();
    private final Map<String, String> nameByAttribute = new LinkedHashMap<>();
    private final Map<String, AttributeValue> values = new LinkedHashMap<>();

    PartiQlExpressions(List<AttributeValue> parameters, String statement) {
        this.parameters = parameters;
        this.statement = statement;
    }

    Map<String, String> names() {
        return names.isEmpty() ? null : names;
    }

    Map<String, AttributeValue> values() {
        return values.isEmpty() ? null : values;
    }

    /** The value of a constant expression, or null when {@code expr} reads the item. */
    AttributeValue constant(Expr expr) {
        if (expr instanceof Literal literal) {
            return literal.value();
        }
        if (expr instanceof Parameter parameter) {
            return parameters.get(parameter.index());
        }
        if (expr instanceof MapValue map) {
            Map<String, AttributeValue> result = new LinkedHashMap<>();
            for (int i = 0; i < map.keys().size(); i++) {
                AttributeValue value = constant(map.values().get(i));
                if (value == null) {
                    return null;
                }
                result.put(map.keys().get(i), value);
            }
            return AttributeValue.fromM(result);
        }
        if (expr instanceof ListValue list) {
            List<AttributeValue> result = new ArrayList<>();
            for (Expr element : list.values()) {
                AttributeValue value = constant(element);
                if (value == null) {
                    return null;
                }
                result.add(value);
            }
            return AttributeValue.fromL(result);
        }
        if (expr instanceof SetValue set) {
            return set(set);
        }
        return null;
    }

    private AttributeValue set(SetValue set) {
        List<String> strings = new ArrayList<>();
        List<String> numbers = new ArrayList<>();
        List<SdkBytes> binaries = new ArrayList<>();
        for (Expr element : set.values()) {
            AttributeValue value = constant(element);
            if (value == null) {
                return null;
            }
            if (value.s() != null) {
                strings.add(value.s());
            } else if (value.n() != null) {
                numbers.add(value.n());
            } else if (value.b() != null) {
                binaries.add(value.b());
            } else {
                throw PartiQlParser.malformed(statement);
            }
        }
        int kinds = (strings.isEmpty() ? 0 : 1) + (numbers.isEmpty() ? 0 : 1) + (binaries.isEmpty() ? 0 : 1);
        if (kinds != 1) {
            throw PartiQlParser.malformed(statement);
        }
        AttributeValue value = !strings.isEmpty() ? AttributeValue.fromSs(strings)
                : numbers.isEmpty() ? AttributeValue.fromBs(binaries) : AttributeValue.fromNs(numbers);
        try {
            AttributeValues.normalize(value, 0);
        } catch (DynamoError e) {
            // a bag literal's repeated member: the service words it as for any set, DynamoDB Local in its own words
            throw e.liveMessage().contains("contains duplicates")
                    ? DynamoError.validation(e.liveMessage(), "Input collection contains duplicates") : e;
        }
        return value;
    }

    /** A placeholder for {@code value}. */
    String value(AttributeValue value) {
        String placeholder = ":v" + values.size();
        values.put(placeholder, value);
        return placeholder;
    }

    /** A placeholder for a top-level attribute name. */
    String name(String attribute) {
        return nameByAttribute.computeIfAbsent(attribute, a -> {
            String placeholder = "#n" + names.size();
            names.put(placeholder, a);
            return placeholder;
        });
    }

    String path(Path path) {
        StringBuilder out = new StringBuilder();
        for (Object segment : path.segments()) {
            if (segment instanceof Integer index) {
                out.append('[').append(index).append(']');
            } else {
                if (out.length() > 0) {
                    out.append('.');
                }
                out.append(name((String) segment));
            }
        }
        return out.toString();
    }

    /** A condition (WHERE) expression. */
    String condition(Expr expr) {
        if (expr instanceof And and) {
            return "(" + condition(and.left()) + ") AND (" + condition(and.right()) + ")";
        }
        if (expr instanceof Or or) {
            return "(" + condition(or.left()) + ") OR (" + condition(or.right()) + ")";
        }
        if (expr instanceof Not not) {
            return "NOT (" + condition(not.operand()) + ")";
        }
        if (expr instanceof Comparison comparison) {
            return operand(comparison.left()) + " " + comparison.op() + " " + operand(comparison.right());
        }
        if (expr instanceof Between between) {
            return operand(between.operand()) + " BETWEEN " + operand(between.low()) + " AND "
                    + operand(between.high());
        }
        if (expr instanceof In in) {
            List<String> list = new ArrayList<>();
            for (Expr value : in.values()) {
                list.add(operand(value));
            }
            return operand(in.operand()) + " IN (" + String.join(", ", list) + ")";
        }
        if (expr instanceof Is is) {
            String path = pathOf(is.operand());
            if (is.missing()) {
                return (is.negated() ? "attribute_exists(" : "attribute_not_exists(") + path + ")";
            }
            String test = "attribute_type(" + path + ", " + value(AttributeValue.fromS("NULL")) + ")";
            return is.negated() ? "NOT " + test : test;
        }
        if (expr instanceof Call call) {
            return call(call); // the parser let only the condition expressions' functions through
        }
        throw PartiQlParser.malformed(statement);
    }

    /** An operand of a comparison: a path, a value or {@code size(path)}. */
    String operand(Expr expr) {
        AttributeValue constant = constant(expr);
        if (constant != null) {
            return value(constant);
        }
        if (expr instanceof Path path) {
            return path(path);
        }
        if (expr instanceof Call call && call.name().equals("size")) {
            return call(call);
        }
        throw PartiQlParser.malformed(statement);
    }

    /**
     * A function of DynamoDB's condition expressions, its arguments paths or values: the engine's own condition
     * rules then judge it (a value where a path must be, the number of operands), as DynamoDB Local's do.
     */
    private String call(Call call) {
        if (call.arguments().isEmpty()) { // the condition grammar has no empty call to report it
            throw DynamoError.validation("Incorrect number of operands for operator or function; operator or "
                    + "function: " + call.name() + ", number of operands: 0");
        }
        List<String> arguments = new ArrayList<>();
        for (Expr argument : call.arguments()) {
            arguments.add(operand(argument));
        }
        return call.name() + "(" + String.join(", ", arguments) + ")";
    }

    /** The value of a SET: a value, a path, {@code a + b}, {@code a - b}, list_append, if_not_exists. */
    String setValue(Expr expr) {
        if (expr instanceof Arithmetic arithmetic) {
            return setOperand(arithmetic.left()) + " " + arithmetic.op() + " " + setOperand(arithmetic.right());
        }
        return setOperand(expr);
    }

    private String setOperand(Expr expr) {
        AttributeValue constant = constant(expr);
        if (constant != null) {
            return value(constant);
        }
        if (expr instanceof Path path) {
            return path(path);
        }
        if (expr instanceof Call call && (call.name().equals("list_append") || call.name().equals("if_not_exists"))) {
            requireArguments(call, 2);
            return call.name() + "(" + setOperand(call.arguments().get(0)) + ", "
                    + setOperand(call.arguments().get(1)) + ")";
        }
        throw PartiQlParser.malformed(statement);
    }

    private String pathOf(Expr expr) {
        if (expr instanceof Path path) {
            return path(path);
        }
        throw PartiQlParser.malformed(statement);
    }

    private void requireArguments(Call call, int count) {
        if (call.arguments().size() != count) {
            throw DynamoError.validation("Statement wasn't well formed, can't be processed: " + statement);
        }
    }
}
