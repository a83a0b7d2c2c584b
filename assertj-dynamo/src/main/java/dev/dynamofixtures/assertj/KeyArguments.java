package dev.dynamofixtures.assertj;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Checks the keys users pass to the table and index assertions before any request: a mistake in the test (a
 * missing, extra or wrongly typed key attribute) is an {@link IllegalArgumentException} naming the key the table
 * or index declares, not a backend's ValidationException. Not API.
 */
final class KeyArguments {

    private KeyArguments() {
    }

    /**
     * Requires the map to hold exactly the given key attributes, each of its declared type.
     *
     * @param method the assertion, as {@code containsKey(...)}
     * @param owner what declares the key, as {@code the primary key of table orders}
     */
    static Map<String, AttributeValue> require(Map<String, AttributeValue> key, List<String> attributes,
            KeyShape shape, String method, String owner) {
        Objects.requireNonNull(key, method + " needs a key, but got null");
        String declared = attributes.stream().map(name -> name + " (" + shape.type(name) + ")")
                .reduce((a, b) -> a + ", " + b).orElse("");
        if (!new LinkedHashSet<>(key.keySet()).equals(new LinkedHashSet<>(attributes))) {
            throw new IllegalArgumentException(method + " takes " + owner + ": " + declared + "; but got "
                    + (key.isEmpty() ? "no attributes" : String.join(", ", key.keySet())));
        }
        for (String name : attributes) {
            if (!shape.hasDeclaredType(name, key.get(name))) {
                throw new IllegalArgumentException(method + " takes " + owner + ": " + declared + "; but " + name
                        + " is " + DynamoValues.render(key.get(name)) + ", not of type " + shape.type(name));
            }
        }
        return key;
    }
}
