package dev.dynamofixtures.core.internal.expr;

import java.util.List;

/** Stub until the expression engine lands. */
public record DocumentPath(List<Object> elements) {
}
