package dev.dynamofixtures.core.internal.expr;

import dev.dynamofixtures.core.internal.error.DynamoError;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Resolves written paths against a request's names, counts operators and remembers the top-level names read:
 * the request-dependent checks every kind of expression shares. One instance binds one expression.
 */
class PathBinder {
    static final int MAX_PATH_DEPTH = 32;
    private static final int MAX_OPERATORS = 300;

    final ExpressionAttributes attributes;
    private int operators;
    /** DynamoDB accepts {@code a.:v} when {@code :v} is defined and fails later; reported after binding. */
    DynamoError deferred;
    /** The top-level names of the bound paths that go deeper than an attribute (null until one is bound). */
    private Set<String> nested;

    PathBinder(ExpressionAttributes attributes) {
        this.attributes = attributes;
    }

    /**
     * The path with its placeholders resolved; checks depth first, then each placeholder in order. A path
     * without placeholders was bound once when parsed ({@link Ast.Path#literal()}) and is returned as is.
     */
    final DocumentPath bindPath(Ast.Path path) {
        DocumentPath bound = resolve(path);
        if (!bound.isTopLevel()) {
            if (nested == null) {
                nested = new LinkedHashSet<>(2);
            }
            nested.add(bound.topLevelName());
        }
        return bound;
    }

    /** The top-level names of the paths bound so far that go deeper than an attribute, in the order bound. */
    final Set<String> nestedTopLevelNames() {
        return nested == null ? Set.of() : Collections.unmodifiableSet(nested);
    }

    private DocumentPath resolve(Ast.Path path) {
        List<Ast.Element> elements = path.elements();
        if (elements.size() > MAX_PATH_DEPTH) {
            throw ExpressionErrors.pathTooDeep(elements.size());
        }
        DocumentPath literal = path.literal();
        if (literal != null) {
            return literal;
        }
        if (elements.size() == 1) {
            return new DocumentPath(List.of(bindElement(elements.get(0))));
        }
        PathElement[] resolved = new PathElement[elements.size()];
        for (int i = 0; i < resolved.length; i++) {
            resolved[i] = bindElement(elements.get(i));
        }
        return new DocumentPath(List.of(resolved));
    }

    private PathElement bindElement(Ast.Element element) {
        if (element instanceof Ast.Name name) {
            return new PathElement.MapKey(name.text());
        }
        if (element instanceof Ast.NamePlaceholder placeholder) {
            String name = attributes.name(placeholder.key());
            if (name == null) {
                throw ExpressionErrors.undefinedName(placeholder.key());
            }
            return new PathElement.MapKey(name);
        }
        if (element instanceof Ast.ValuePlaceholderInPath placeholder) {
            if (attributes.value(placeholder.key()) == null) {
                throw ExpressionErrors.undefinedName(placeholder.key());
            }
            if (deferred == null) {
                deferred = ExpressionErrors.valueInPath();
            }
            return new PathElement.MapKey(placeholder.key());
        }
        return new PathElement.ListIndex(Integer.parseInt(((Ast.Index) element).digits()));
    }

    /** Counts one operator or function; DynamoDB stops at the 301st. */
    final void countOperator() {
        operators++;
        if (operators > MAX_OPERATORS) {
            throw ExpressionErrors.tooManyOperators(operators);
        }
    }

    /** Throws the error held back while binding, if any. */
    final void finish() {
        if (deferred != null) {
            throw deferred;
        }
    }
}
