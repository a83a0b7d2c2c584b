package dev.dynamofixtures.core.internal.storage;

/** What an index is: the table's own primary index, a local or a global secondary index. */
public enum IndexKind {
    PRIMARY, LOCAL, GLOBAL
}
