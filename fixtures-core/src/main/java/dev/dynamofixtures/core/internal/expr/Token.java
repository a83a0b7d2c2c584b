package dev.dynamofixtures.core.internal.expr;

/** A lexical token of an expression: its type, its text as written and its character span. */
record Token(Type type, String text, int start, int end) {

    /** The token types of DynamoDB's expression grammar (whitespace is skipped by the lexer). */
    enum Type {
        COMMA, LPAREN, RPAREN, DOT, LBRACKET, RBRACKET,
        EQ, NE, LT, LE, GT, GE, PLUS, MINUS,
        IN, BETWEEN, NOT, AND, OR, SET, ADD, DELETE, REMOVE,
        /** A list index: {@code 0} or digits without a leading zero. */
        INDEX,
        /** A bare name, {@code [A-Za-z][A-Za-z0-9_]*}. */
        ID,
        /** {@code #name}. */
        NAME_PLACEHOLDER,
        /** {@code :value}. */
        VALUE_PLACEHOLDER,
        /** Any other single character. */
        UNKNOWN,
        EOF;

        boolean isComparator() {
            return this == EQ || this == NE || this == LT || this == LE || this == GT || this == GE;
        }

        boolean isSectionKeyword() {
            return this == SET || this == ADD || this == DELETE || this == REMOVE;
        }
    }

    boolean is(Type expected) {
        return type == expected;
    }

    /** The token as syntax errors show it: its text, or {@code <EOF>}. */
    String display() {
        return type == Type.EOF ? "<EOF>" : text;
    }
}
