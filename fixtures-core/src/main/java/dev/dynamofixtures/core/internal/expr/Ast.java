package dev.dynamofixtures.core.internal.expr;

import java.util.List;

/**
 * The syntax tree of an expression as written: placeholders are still unresolved, so one tree serves every
 * request that sends the same text (and is cached). Children are kept in textual order.
 */
final class Ast {
    private Ast() {
    }

    /** One step of a path as written. */
    sealed interface Element permits Name, NamePlaceholder, ValuePlaceholderInPath, Index {
    }

    /** A bare name token, kept as written (reserved words are checked case-insensitively). */
    record Name(String text) implements Element {
    }

    /** {@code #name}. */
    record NamePlaceholder(String key) implements Element {
    }

    /** {@code a.:v}: accepted by the grammar, rejected when bound. */
    record ValuePlaceholderInPath(String key) implements Element {
    }

    /** {@code [digits]}; the digits may exceed an int (a semantic error, not a syntax error). */
    record Index(String digits) implements Element {
    }

    /**
     * A document path as written.
     *
     * <p>A path made only of names and list indexes ({@code a.b[2]}, no {@code #placeholder}) binds to the same
     * {@link DocumentPath} for every request, so it is built once here, with the tree that the parse cache keeps
     * per expression text, and {@link PathBinder#bindPath} hands it out instead of building it per request. This
     * is safe because a {@code DocumentPath} and its elements are immutable, and because binding such a path
     * can fail only on its depth, which the binder still checks first: the literal is kept only for paths
     * within {@link PathBinder#MAX_PATH_DEPTH} levels whose indexes fit an int (others are left to the binder
     * and the tree-walk checks, which report them exactly as before).
     */
    static final class Path {
        private final List<Element> elements;
        private final DocumentPath literal;

        Path(List<Element> elements) {
            this.elements = List.copyOf(elements);
            this.literal = literal(this.elements);
        }

        List<Element> elements() {
            return elements;
        }

        /** The bound path when it contains no placeholder (see above), else null. */
        DocumentPath literal() {
            return literal;
        }

        private static DocumentPath literal(List<Element> elements) {
            if (elements.isEmpty() || elements.size() > PathBinder.MAX_PATH_DEPTH
                    || !(elements.get(0) instanceof Name)) {
                return null;
            }
            PathElement[] bound = new PathElement[elements.size()];
            for (int i = 0; i < bound.length; i++) {
                Element element = elements.get(i);
                if (element instanceof Name name) {
                    bound[i] = new PathElement.MapKey(name.text());
                } else if (element instanceof Index index && fitsInt(index.digits())) {
                    bound[i] = new PathElement.ListIndex(Integer.parseInt(index.digits()));
                } else {
                    return null;
                }
            }
            return new DocumentPath(List.of(bound));
        }

        private static boolean fitsInt(String digits) {
            return digits.length() < 10 || digits.length() == 10 && digits.compareTo("2147483647") <= 0;
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Path path && elements.equals(path.elements);
        }

        @Override
        public int hashCode() {
            return elements.hashCode();
        }

        @Override
        public String toString() {
            return "Path[elements=" + elements + "]";
        }
    }

    /** An operand: a path, a value placeholder or a function call. */
    sealed interface Operand permits PathOperand, ValueOperand, Call {
    }

    record PathOperand(Path path) implements Operand {
    }

    record ValueOperand(String key) implements Operand {
    }

    /** A function call; the name is kept as written (function names are case-sensitive). */
    record Call(String name, List<Operand> arguments) implements Operand {
        Call {
            arguments = List.copyOf(arguments);
        }
    }

    /** A condition (also the shape of filter and key-condition expressions). */
    sealed interface Cond permits Comparison, Between, In, FunctionCondition, Not, And, Or {
    }

    /** {@code left <op> right}; the operator's symbol as DynamoDB prints it ({@code =}, {@code <>}, ...). */
    record Comparison(Token.Type operator, String symbol, Operand left, Operand right) implements Cond {
    }

    record Between(Operand subject, Operand lower, Operand upper) implements Cond {
    }

    record In(Operand subject, List<Operand> candidates) implements Cond {
        In {
            candidates = List.copyOf(candidates);
        }
    }

    /** A function call used as a condition, e.g. {@code attribute_exists(a)}. */
    record FunctionCondition(Call call) implements Cond {
    }

    record Not(Cond operand) implements Cond {
    }

    record And(Cond left, Cond right) implements Cond {
    }

    record Or(Cond left, Cond right) implements Cond {
    }

    /** An update expression: its sections in textual order. */
    record Update(List<Section> sections) {
        Update {
            sections = List.copyOf(sections);
        }
    }

    /** One {@code SET}/{@code REMOVE}/{@code ADD}/{@code DELETE} section. */
    record Section(Token.Type keyword, List<Action> actions) {
        Section {
            actions = List.copyOf(actions);
        }
    }

    /** One action of a section. */
    sealed interface Action permits SetAction, RemoveAction, AddAction, DeleteAction {
        Path path();
    }

    record SetAction(Path path, SetValue value) implements Action {
    }

    record RemoveAction(Path path) implements Action {
    }

    record AddAction(Path path, String valueKey) implements Action {
    }

    record DeleteAction(Path path, String valueKey) implements Action {
    }

    /** The right-hand side of a SET action. */
    sealed interface SetValue permits OperandValue, Arithmetic {
    }

    record OperandValue(Operand operand) implements SetValue {
    }

    /** {@code left + right} or {@code left - right}. */
    record Arithmetic(boolean plus, Operand left, Operand right) implements SetValue {
    }
}
