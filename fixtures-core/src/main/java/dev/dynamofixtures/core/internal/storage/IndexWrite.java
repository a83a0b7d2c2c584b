package dev.dynamofixtures.core.internal.storage;

/**
 * What one write did to one secondary index, for capacity accounting: an entry entered, left, moved (its
 * key changed: a delete plus a put) or was rewritten in place (a projected attribute changed). Sizes are
 * the index entries' sizes in bytes (0 where there is no entry).
 */
public record IndexWrite(String indexName, IndexKind kind, Change change, long oldEntrySize, long newEntrySize) {
    public enum Change { ENTERED, LEFT, MOVED, UPDATED }
}
