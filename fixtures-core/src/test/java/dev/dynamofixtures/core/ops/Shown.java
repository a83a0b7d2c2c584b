package dev.dynamofixtures.core.ops;

import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Attribute maps written compactly, keys sorted, for assertions that read like the data: {@code {n=N:5, s=S:x}}. */
final class Shown {
    private Shown() {
    }

    static String of(Map<String, AttributeValue> attributes) {
        return new TreeMap<>(attributes).entrySet().stream()
                .map(e -> e.getKey() + "=" + of(e.getValue()))
                .collect(Collectors.joining(", ", "{", "}"));
    }

    static String of(AttributeValue value) {
        if (value.s() != null) {
            return "S:" + value.s();
        }
        if (value.n() != null) {
            return "N:" + value.n();
        }
        if (value.bool() != null) {
            return "BOOL:" + value.bool();
        }
        if (value.hasM()) {
            return "M:" + of(value.m());
        }
        if (value.hasL()) {
            return value.l().stream().map(Shown::of).collect(Collectors.joining(", ", "L:[", "]"));
        }
        if (value.hasSs()) {
            return "SS:" + value.ss();
        }
        if (value.hasNs()) {
            return "NS:" + value.ns();
        }
        return value.toString();
    }
}
