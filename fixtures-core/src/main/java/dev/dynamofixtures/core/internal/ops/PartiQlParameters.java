package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.value.AttributeType;
import dev.dynamofixtures.core.internal.value.AttributeValues;
import dev.dynamofixtures.core.internal.value.DynamoNumbers;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A statement's {@code ?} parameters, checked as values before the statement is planned (so before its table, its
 * key or its index are looked at), in order, each walked depth first: too deep a value, then a number that cannot be
 * read, then the rules of {@link AttributeValues#normalize}. The messages are the bare ones, never the
 * ExpressionAttributeValues wrapper of the values the parameters become.
 *
 * <p>Numbers are read as every number is ({@link DynamoNumbers#parse}: an exponent beyond 32 bits cannot be
 * converted, {@code 1e2147483647} is the service's underflow); an empty one is {@code The parameter cannot be
 * converted to a numeric value} without the colon, where DynamoDB Local says {@code A value provided cannot be
 * converted into a number} for any unreadable number.
 */
final class PartiQlParameters {
    private static final String NOT_A_NUMBER = "The parameter cannot be converted to a numeric value";
    private static final String LOCAL_NOT_A_NUMBER = "A value provided cannot be converted into a number";

    private PartiQlParameters() {
    }

    static void check(List<AttributeValue> parameters) {
        for (AttributeValue parameter : parameters) {
            walk(parameter, 0);
            AttributeValues.normalize(parameter, 0);
        }
    }

    /** A value at {@code depth} (0: the parameter itself), as {@link AttributeValues#normalize} counts depth. */
    private static void walk(AttributeValue value, int depth) {
        if (value == null) {
            return; // normalize reports it
        }
        AttributeType type = AttributeValues.checkedType(value);
        if (depth > AttributeValues.MAX_DEPTH) {
            throw DynamoError.validation("Nesting Levels have exceeded supported limits: "
                    + "Attributes in the item have nested levels beyond supported limit");
        }
        switch (type) {
            case N -> number(value.n());
            case NS -> value.ns().forEach(PartiQlParameters::number);
            case L -> value.l().forEach(element -> walk(element, depth + 1));
            case M -> value.m().values().forEach(member -> walk(member, depth + 1));
            default -> {
            }
        }
    }

    /** An empty number is worded without the colon and value; the rest as every number ({@link DynamoNumbers}). */
    private static void number(String text) {
        if (text == null || text.isEmpty()) {
            throw DynamoError.validation(NOT_A_NUMBER, LOCAL_NOT_A_NUMBER);
        }
        DynamoNumbers.parse(text);
    }
}
