package dev.dynamofixtures.junit.internal.backend;

import java.util.Locale;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * Rewrites the table names of a PartiQL statement: the identifier after {@code FROM}, {@code INTO} and
 * {@code UPDATE} ({@code SELECT * FROM "orders"."byStatus"}, {@code INSERT INTO orders VALUE {...}},
 * {@code UPDATE "orders" SET ...}, {@code DELETE FROM orders WHERE ...}), quoted or not. String literals
 * ({@code '...'}) are skipped, so a value such as {@code 'from home'} is never taken for a table. A rewritten name
 * is always written quoted, since a prefix may hold characters a bare identifier cannot.
 */
final class PartiqlTableNames {
    private static final Set<String> BEFORE_TABLE = Set.of("FROM", "INTO", "UPDATE");

    private PartiqlTableNames() {
    }

    /** {@code statement} with each table name mapped by {@code naming}. */
    static String rewrite(String statement, UnaryOperator<String> naming) {
        StringBuilder out = new StringBuilder(statement.length() + 32);
        boolean tableNext = false;
        int i = 0;
        while (i < statement.length()) {
            char c = statement.charAt(i);
            if (Character.isWhitespace(c)) {
                out.append(c);
                i++;
            } else if (c == '\'') {
                int end = endOfQuoted(statement, i, '\'');
                out.append(statement, i, end);
                i = end;
                tableNext = false;
            } else if (c == '"') {
                int end = endOfQuoted(statement, i, '"');
                if (tableNext && end - i >= 2 && statement.charAt(end - 1) == '"') {
                    String name = statement.substring(i + 1, end - 1).replace("\"\"", "\"");
                    out.append(quoted(naming.apply(name)));
                } else {
                    out.append(statement, i, end);
                }
                i = end;
                tableNext = false;
            } else if (Character.isLetter(c) || c == '_') {
                int end = i;
                while (end < statement.length()
                        && (Character.isLetterOrDigit(statement.charAt(end)) || statement.charAt(end) == '_')) {
                    end++;
                }
                String word = statement.substring(i, end);
                if (tableNext) {
                    out.append(quoted(naming.apply(word)));
                    tableNext = false;
                } else {
                    out.append(word);
                    tableNext = BEFORE_TABLE.contains(word.toUpperCase(Locale.ROOT));
                }
                i = end;
            } else {
                out.append(c);
                i++;
                tableNext = false;
            }
        }
        return out.toString();
    }

    /** The index just past the quoted text starting at {@code start}; a doubled quote is an escaped one. */
    private static int endOfQuoted(String text, int start, char quote) {
        int i = start + 1;
        while (i < text.length()) {
            if (text.charAt(i) == quote) {
                if (i + 1 < text.length() && text.charAt(i + 1) == quote) {
                    i += 2;
                    continue;
                }
                return i + 1;
            }
            i++;
        }
        return text.length();
    }

    private static String quoted(String name) {
        return '"' + name.replace("\"", "\"\"") + '"';
    }
}
