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

    /** A document path as written. */
    record Path(List<Element> elements) {
        Path {
            elements = List.copyOf(elements);
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
