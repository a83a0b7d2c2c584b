package dev.dynamofixtures.core.internal.expr;

import java.util.List;

/** Stub until the expression engine lands. */
public final class Expressions {
    private Expressions() {
    }

    public static Condition parseCondition(String text, ExpressionKind kind, ExpressionAttributes attributes) {
        throw new UnsupportedOperationException("expressions not merged yet");
    }

    public static Projection parseProjection(String text, ExpressionAttributes attributes) {
        throw new UnsupportedOperationException("expressions not merged yet");
    }

    public static List<KeyCondition> parseKeyCondition(String text, ExpressionAttributes attributes) {
        throw new UnsupportedOperationException("expressions not merged yet");
    }
}
