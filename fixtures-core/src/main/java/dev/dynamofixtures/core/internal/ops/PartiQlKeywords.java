package dev.dynamofixtures.core.internal.ops;

import java.util.Locale;
import java.util.Set;

/**
 * PartiQL's reserved words: a bare name that is one of them is a keyword, never an attribute name (a path such as
 * {@code m.inner} is not well formed; {@code m."inner"} is). The list is the one DynamoDB Local 3.3.1 refuses after a
 * dot, probed word by word; {@code hour}, {@code year}, {@code type} and the like are not reserved.
 */
final class PartiQlKeywords {
    private static final Set<String> RESERVED = Set.of(
            "absolute", "action", "add", "all", "allocate", "alter", "and", "any", "are", "as", "asc", "assertion",
            "at", "authorization", "avg", "bag", "begin", "between", "bit", "bit_length", "blob", "boolean", "by",
            "cascade", "cascaded", "case", "cast", "catalog", "char", "char_length", "character", "character_length",
            "check", "clob", "close", "coalesce", "collate", "collation", "column", "commit", "conflict", "connect",
            "connection", "constraint", "constraints", "continue", "convert", "corresponding", "count", "create",
            "cross", "current", "current_date", "current_time", "current_timestamp", "current_user", "cursor", "date",
            "date_add", "date_diff", "deallocate", "dec", "decimal", "declare", "default", "deferrable", "deferred",
            "delete", "desc", "describe", "descriptor", "diagnostics", "disconnect", "distinct", "do", "domain",
            "double", "drop", "else", "end", "escape", "except", "exception", "exec", "execute", "exists", "external",
            "extract", "false", "fetch", "first", "float", "for", "foreign", "found", "from", "full", "get", "global",
            "go", "goto", "grant", "group", "having", "identity", "immediate", "in", "index", "indicator", "initially",
            "inner", "input", "insensitive", "insert", "int", "integer", "intersect", "interval", "into", "is",
            "isolation", "join", "key", "language", "last", "left", "let", "level", "like", "limit", "list", "local",
            "lower", "match", "max", "min", "missing", "modified", "module", "names", "national", "natural", "nchar",
            "new", "next", "no", "not", "nothing", "null", "nullif", "numeric", "octet_length", "of", "old", "on",
            "only", "open", "option", "or", "order", "outer", "output", "overlaps", "pad", "partial", "pivot",
            "position", "precision", "prepare", "preserve", "primary", "prior", "privileges", "procedure", "public",
            "read", "real", "references", "relative", "remove", "restrict", "returning", "revoke", "right", "rollback",
            "rows", "schema", "scroll", "section", "select", "session", "session_user", "set", "sexp", "size",
            "smallint", "some", "space", "sql", "sqlcode", "sqlerror", "sqlstate", "string", "struct", "substring",
            "sum", "symbol", "system_user", "table", "temporary", "then", "time", "timestamp", "to", "transaction",
            "translate", "translation", "trim", "true", "tuple", "union", "unique", "unknown", "unpivot", "update",
            "upper", "usage", "user", "using", "value", "values", "view", "when", "whenever", "where", "with", "work",
            "write", "zone");

    private PartiQlKeywords() {
    }

    static boolean isReserved(String word) {
        return RESERVED.contains(word.toLowerCase(Locale.ROOT));
    }
}
